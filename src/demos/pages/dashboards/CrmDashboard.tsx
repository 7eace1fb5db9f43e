import { Avatar, Box, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import LeaderboardIcon from '@mui/icons-material/LeaderboardOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import { BarChart } from '../charts/BarChart';
import { PieChart } from '../charts/DonutChart';
import { AreaChart } from '../charts/LineChart';
import { DemoPage, Grid, Section } from '../PageParts';
import { StatGrid } from './StatCard';

const DEALS = [
  { company: 'Northwind Traders', owner: 'Sara Lind', stage: 'Negotiation', value: '$24,000' },
  { company: 'Blue Harbor Ltd', owner: 'Marco Rossi', stage: 'Proposal', value: '$18,500' },
  { company: 'Kestrel Motors', owner: 'Ivy Park', stage: 'Qualified', value: '$9,800' },
  { company: 'Summit Supplies', owner: 'Sara Lind', stage: 'Won', value: '$31,200' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

const CrmDashboard = () => (
  <DemoPage title="CRM dashboard">
    <StatGrid
      stats={[
        { label: 'New leads', value: '486', change: 14.2, icon: <PersonAddIcon />, color: 'primary' },
        { label: 'Open deals', value: '73', change: 3.1, icon: <HandshakeIcon />, color: 'info' },
        { label: 'Won this month', value: '$83.5k', change: 9.7, icon: <PaidIcon />, color: 'success' },
        { label: 'Win rate', value: '27%', change: -1.9, icon: <LeaderboardIcon />, color: 'warning' },
      ]}
    />
    <Grid columns={2}>
      <Section title="Pipeline by stage">
        <BarChart
          title="Deals per pipeline stage"
          labels={['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Won']}
          series={[{ name: 'Deals', values: [210, 132, 74, 41, 28] }]}
        />
      </Section>
      <Section title="Leads by source">
        <PieChart
          title="Leads by source"
          slices={[
            { name: 'Website', value: 198 },
            { name: 'Referral', value: 121 },
            { name: 'Events', value: 84 },
            { name: 'Cold call', value: 53 },
            { name: 'Social', value: 30 },
          ]}
        />
      </Section>
    </Grid>
    <Grid columns={2}>
      <Section title="Revenue won">
        <AreaChart
          title="Revenue won per quarter"
          labels={['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25', 'Q3 25']}
          series={[{ name: 'Revenue', values: [142000, 156000, 149000, 188000, 203000, 221000, 240000] }]}
          format={(value) => `$${value / 1000}k`}
        />
      </Section>
      <Section title="Top deals">
        <List dense aria-label="Top deals">
          {DEALS.map((deal) => (
            <ListItem key={deal.company} secondaryAction={<Typography variant="body2">{deal.value}</Typography>}>
              <ListItemAvatar>
                <Avatar>{initials(deal.company)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={deal.company} secondary={`${deal.stage} · ${deal.owner}`} />
            </ListItem>
          ))}
        </List>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="caption" color="text.secondary">
            4 of 73 open deals
          </Typography>
        </Box>
      </Section>
    </Grid>
  </DemoPage>
);

export default CrmDashboard;
