import { Avatar, AvatarGroup, Box, LinearProgress, Typography } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { BarChart } from '../charts/BarChart';
import { DonutChart } from '../charts/DonutChart';
import { LineChart } from '../charts/LineChart';
import { DemoPage, Grid, Section } from '../PageParts';
import { SimpleTable } from './SimpleTable';
import { StatGrid } from './StatCard';

const PROJECTS = [
  { name: 'Warehouse app', lead: 'Mia Chen', team: ['MC', 'RB', 'JS'], progress: 82, due: '12/09/2025' },
  { name: 'Dealer portal v2', lead: 'Raj Bose', team: ['RB', 'LT'], progress: 56, due: '30/10/2025' },
  { name: 'Barcode scanners', lead: 'Lea Tran', team: ['LT', 'OK', 'MC', 'JS'], progress: 34, due: '15/11/2025' },
  { name: 'Year-end stock count', lead: 'Omar Khan', team: ['OK'], progress: 10, due: '31/12/2025' },
];

const ProjectDashboard = () => (
  <DemoPage title="Project dashboard">
    <StatGrid
      stats={[
        { label: 'Active projects', value: '18', change: 5.2, icon: <AssignmentIcon />, color: 'primary' },
        { label: 'Tasks done', value: '342', change: 11.3, icon: <CheckCircleIcon />, color: 'success' },
        { label: 'Hours logged', value: '1,126 h', change: -2.4, icon: <ScheduleIcon />, color: 'warning' },
        { label: 'Team members', value: '24', change: 4.0, icon: <GroupsIcon />, color: 'info' },
      ]}
    />
    <Grid columns={3}>
      <Section title="Tasks opened and closed">
        <LineChart
          title="Tasks opened and closed per week"
          labels={['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8']}
          series={[
            { name: 'Opened', values: [24, 31, 28, 35, 30, 26, 33, 29] },
            { name: 'Closed', values: [18, 25, 30, 29, 34, 31, 30, 36] },
          ]}
        />
      </Section>
      <Section title="Hours per team">
        <BarChart
          title="Hours logged per team, planned and actual"
          labels={['Design', 'Frontend', 'Backend', 'QA', 'Ops']}
          series={[
            { name: 'Planned', values: [120, 260, 240, 140, 90] },
            { name: 'Actual', values: [132, 244, 268, 121, 97] },
          ]}
        />
      </Section>
      <Section title="Task status">
        <DonutChart
          title="Tasks by status"
          slices={[
            { name: 'Done', value: 342 },
            { name: 'In progress', value: 128 },
            { name: 'Review', value: 46 },
            { name: 'Blocked', value: 12 },
          ]}
          centerLabel="528"
          centerCaption="Tasks"
        />
      </Section>
    </Grid>
    <Section title="Projects">
      <SimpleTable
        label="Projects"
        rows={PROJECTS}
        rowKey={(row) => row.name}
        columns={[
          { label: 'Project', render: (row) => row.name },
          { label: 'Lead', render: (row) => row.lead },
          {
            label: 'Team',
            render: (row) => (
              <AvatarGroup max={3} sx={{ justifyContent: 'flex-end', '& .MuiAvatar-root': { width: 26, height: 26, fontSize: 11 } }}>
                {row.team.map((initials) => (
                  <Avatar key={initials} alt={initials}>
                    {initials}
                  </Avatar>
                ))}
              </AvatarGroup>
            ),
          },
          {
            label: 'Progress',
            render: (row) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
                <LinearProgress variant="determinate" value={row.progress} sx={{ flex: 1 }} aria-label={`${row.name} progress`} />
                <Typography variant="caption">{row.progress}%</Typography>
              </Box>
            ),
          },
          { label: 'Due', render: (row) => row.due },
        ]}
      />
    </Section>
  </DemoPage>
);

export default ProjectDashboard;
