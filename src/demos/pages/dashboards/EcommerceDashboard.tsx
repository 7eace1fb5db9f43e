import { Chip } from '@mui/material';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { BarChart } from '../charts/BarChart';
import { DonutChart } from '../charts/DonutChart';
import { AreaChart } from '../charts/LineChart';
import { DemoPage, Grid, Section } from '../PageParts';
import { SimpleTable } from './SimpleTable';
import { StatGrid } from './StatCard';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

const ORDERS = [
  { id: '#5089', customer: 'Jamie Lee', product: 'Wireless headphones', amount: 129, status: 'Delivered' },
  { id: '#5088', customer: 'Priya Patel', product: 'Smart watch', amount: 249, status: 'Shipped' },
  { id: '#5087', customer: 'Tom Becker', product: 'Running shoes', amount: 89, status: 'Pending' },
  { id: '#5086', customer: 'Ana Souza', product: 'Desk lamp', amount: 45, status: 'Delivered' },
  { id: '#5085', customer: 'Ken Sato', product: 'Backpack', amount: 72, status: 'Cancelled' },
];
const STATUS_COLOR = { Delivered: 'success', Shipped: 'info', Pending: 'warning', Cancelled: 'error' } as const;

const EcommerceDashboard = () => (
  <DemoPage title="Ecommerce dashboard">
    <StatGrid
      stats={[
        { label: 'Revenue', value: '$48,920', change: 12.4, icon: <AttachMoneyIcon />, color: 'primary' },
        { label: 'Orders', value: '1,284', change: 8.1, icon: <ShoppingBagIcon />, color: 'success' },
        { label: 'Customers', value: '3,912', change: 4.6, icon: <PeopleIcon />, color: 'info' },
        { label: 'Conversion', value: '3.2%', change: -0.8, icon: <StorefrontIcon />, color: 'warning' },
      ]}
    />
    <Grid columns={3}>
      <Section title="Revenue this year">
        <AreaChart
          title="Revenue per month"
          labels={MONTHS}
          series={[
            { name: '2025', values: [3.1, 3.4, 3.9, 3.6, 4.2, 4.6, 4.4, 4.9, 5.2, 4.8, 5.6, 6.1].map((k) => k * 1000) },
            { name: '2024', values: [2.4, 2.9, 3.1, 3.0, 3.3, 3.8, 3.6, 3.9, 4.1, 4.0, 4.4, 5.0].map((k) => k * 1000) },
          ]}
          format={(value) => `$${value / 1000}k`}
        />
      </Section>
      <Section title="Orders per weekday">
        <BarChart
          title="Orders per weekday, online and in store"
          labels={['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']}
          series={[
            { name: 'Online', values: [120, 140, 132, 150, 180, 210, 190] },
            { name: 'In store', values: [60, 55, 70, 65, 90, 130, 110] },
          ]}
          stacked
        />
      </Section>
      <Section title="Sales by category">
        <DonutChart
          title="Sales by category"
          slices={[
            { name: 'Electronics', value: 18400 },
            { name: 'Fashion', value: 12100 },
            { name: 'Home', value: 9800 },
            { name: 'Sports', value: 5600 },
          ]}
          centerLabel="$45.9k"
          centerCaption="Total sales"
          format={dollars}
        />
      </Section>
    </Grid>
    <Section title="Recent orders">
      <SimpleTable
        label="Recent orders"
        rows={ORDERS}
        rowKey={(row) => row.id}
        columns={[
          { label: 'Order', render: (row) => row.id },
          { label: 'Customer', render: (row) => row.customer },
          { label: 'Product', render: (row) => row.product },
          { label: 'Amount', align: 'right', render: (row) => dollars(row.amount) },
          { label: 'Status', render: (row) => <Chip size="small" label={row.status} color={STATUS_COLOR[row.status as keyof typeof STATUS_COLOR]} variant="outlined" /> },
        ]}
      />
    </Section>
  </DemoPage>
);

export default EcommerceDashboard;
