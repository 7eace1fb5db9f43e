import { Box, Card, CardContent, Typography } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import { BarChart } from '../charts/BarChart';
import { DonutChart } from '../charts/DonutChart';
import { LineChart } from '../charts/LineChart';
import { DemoPage, Grid, Section } from '../PageParts';
import { SimpleTable } from './SimpleTable';
import { StatGrid } from './StatCard';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const money = (value: number) => `${value < 0 ? '-' : '+'}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const TRANSACTIONS = [
  { date: '18/09/2025', description: 'Salary — Stockyard Ltd', category: 'Income', amount: 4200 },
  { date: '17/09/2025', description: 'Grocery market', category: 'Food', amount: -86.4 },
  { date: '16/09/2025', description: 'Electricity bill', category: 'Utilities', amount: -112.9 },
  { date: '15/09/2025', description: 'Transfer to savings', category: 'Savings', amount: -500 },
  { date: '14/09/2025', description: 'Coffee corner', category: 'Food', amount: -6.5 },
];

/** A payment card drawn with a CSS gradient: no image needed. */
const BankCard = () => (
  <Card sx={{ background: 'linear-gradient(135deg, #4f46e5 0%, #0ea5e9 100%)', color: '#fff', borderRadius: 3 }}>
    <CardContent>
      <Typography variant="body2" sx={{ opacity: 0.8 }}>
        Current balance
      </Typography>
      <Typography variant="h4" component="p" sx={{ my: 1 }}>
        $12,480.35
      </Typography>
      <Typography sx={{ letterSpacing: 3, fontFamily: 'monospace', fontSize: 18 }} aria-label="Card ending in 4821">
        •••• •••• •••• 4821
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, fontSize: 13 }}>
        <span>ALEX MORGAN</span>
        <span>09/28</span>
      </Box>
    </CardContent>
  </Card>
);

const BankingDashboard = () => (
  <DemoPage title="Banking dashboard">
    <StatGrid
      stats={[
        { label: 'Balance', value: '$12,480', change: 6.3, icon: <AccountBalanceIcon />, color: 'primary' },
        { label: 'Income', value: '$5,940', change: 2.1, icon: <ArrowDownwardIcon />, color: 'success' },
        { label: 'Expenses', value: '$3,215', change: -4.8, icon: <ArrowUpwardIcon />, color: 'error' },
        { label: 'Savings', value: '$21,300', change: 3.5, icon: <SavingsIcon />, color: 'info' },
      ]}
    />
    <Grid columns={3}>
      <BankCard />
      <Section title="Spending by category">
        <DonutChart
          title="Spending by category this month"
          slices={[
            { name: 'Housing', value: 1400 },
            { name: 'Food', value: 620 },
            { name: 'Transport', value: 310 },
            { name: 'Utilities', value: 285 },
            { name: 'Other', value: 600 },
          ]}
          centerLabel="$3,215"
          centerCaption="Spent"
          format={(value) => `$${value}`}
        />
      </Section>
      <Section title="Balance">
        <LineChart title="Balance at month end" labels={MONTHS} series={[{ name: 'Balance', values: [8200, 8900, 8600, 9400, 10100, 9800, 11200, 11900, 12480] }]} />
      </Section>
    </Grid>
    <Section title="Income and expenses">
      <BarChart
        title="Income and expenses per month"
        labels={MONTHS}
        series={[
          { name: 'Income', values: [5200, 5400, 5100, 5600, 5900, 5500, 6100, 5800, 5940] },
          { name: 'Expenses', values: [3900, 4100, 3600, 3800, 3500, 4200, 3300, 3400, 3215] },
        ]}
        height={240}
      />
    </Section>
    <Section title="Recent transactions">
      <SimpleTable
        label="Recent transactions"
        rows={TRANSACTIONS}
        rowKey={(row) => `${row.date}-${row.description}`}
        columns={[
          { label: 'Date', render: (row) => row.date },
          { label: 'Description', render: (row) => row.description },
          { label: 'Category', render: (row) => row.category },
          {
            label: 'Amount',
            align: 'right',
            render: (row) => (
              <Typography component="span" variant="body2" color={row.amount < 0 ? 'error.main' : 'success.main'}>
                {money(row.amount)}
              </Typography>
            ),
          },
        ]}
      />
    </Section>
  </DemoPage>
);

export default BankingDashboard;
