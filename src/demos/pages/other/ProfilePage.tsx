import { Avatar, Box, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { LineChart } from '../charts/LineChart';
import { DemoPage, Grid, Section } from '../PageParts';

const ACTIVITY = [
  { text: 'Posted stock adjustment SA-000142', when: '2 hours ago' },
  { text: 'Confirmed order ORD-000981', when: 'Yesterday' },
  { text: 'Received purchase order PO-000077', when: '3 days ago' },
  { text: 'Closed work order WO-000035', when: 'Last week' },
];

const ProfilePage = () => (
  <DemoPage title="Profile">
    <Card>
      <Box sx={{ height: 120, background: 'linear-gradient(135deg, #4f46e5, #0ea5e9)' }} />
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mt: -7 }}>
        <Avatar sx={{ width: 96, height: 96, fontSize: 36, border: 4, borderColor: 'background.paper', bgcolor: 'secondary.main' }}>AM</Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h5" component="h2">Alex Morgan</Typography>
          <Typography color="text.secondary">Warehouse manager · Sydney</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Chip label="Stock" />
          <Chip label="Purchasing" />
        </Box>
      </CardContent>
    </Card>
    <Grid columns={3}>
      <Section title="About">
        <List dense>
          <ListItem disableGutters><ListItemText primary="Email" secondary="alex@example.com" /></ListItem>
          <ListItem disableGutters><ListItemText primary="Phone" secondary="0412 345 678" /></ListItem>
          <ListItem disableGutters><ListItemText primary="Joined" secondary="March 2021" /></ListItem>
        </List>
      </Section>
      <Section title="Recent activity">
        <List dense>
          {ACTIVITY.map((item) => (
            <ListItem key={item.text} disableGutters>
              <ListItemText primary={item.text} secondary={item.when} />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title="Adjustments posted">
        <LineChart title="Stock adjustments posted per month" labels={['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep']} series={[{ name: 'Adjustments', values: [12, 18, 15, 22, 19, 26] }]} height={200} />
      </Section>
    </Grid>
  </DemoPage>
);

export default ProfilePage;
