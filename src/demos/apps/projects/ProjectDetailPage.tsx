import { useState, type ReactNode } from 'react';
import { LinkBase, Title, useParams } from 'react-admin';
import { Box, Button, Card, CardContent, Checkbox, Chip, Grid, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PeopleAvatars } from '../common';
import { PROJECT_TASKS, projectsStore } from './data';
import { ProjectProgress } from './ProjectProgress';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box sx={{ fontWeight: 500 }}>{children}</Box>
  </Box>
);

const ProjectDetailPage = () => {
  const { id } = useParams();
  const [projects] = projectsStore.useStore();
  const project = projects.find((item) => item.id === id);
  const [done, setDone] = useState<string[]>([]);
  const back = (
    <Button component={LinkBase} to="/projects" startIcon={<ArrowBackIcon />}>
      All projects
    </Button>
  );
  if (!project) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title="Projects" />
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          Project not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          It may have been removed.
        </Typography>
        {back}
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={project.name} />
      {back}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent>
              <Typography variant="h5" component="h1">
                {project.name}
              </Typography>
              {project.category && <Chip size="small" label={project.category} sx={{ mt: 1 }} />}
              <Typography sx={{ my: 2 }}>{project.des}</Typography>
              <ProjectProgress project={project} />
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, mt: 3 }}>
                <Field label="Start date">{project.startDate || '—'}</Field>
                <Field label="End date">{project.endDate || '—'}</Field>
                <Field label="Assignees">{project.assignee.length ? <PeopleAvatars names={project.assignee} max={5} /> : 'Nobody'}</Field>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                Tasks
              </Typography>
              <List dense aria-label="Project tasks">
                {PROJECT_TASKS.map((task) => (
                  <ListItem key={task} disableGutters>
                    <ListItemIcon sx={{ minWidth: 0 }}>
                      <Checkbox
                        edge="start"
                        checked={done.includes(task)}
                        onChange={() => setDone(done.includes(task) ? done.filter((item) => item !== task) : [...done, task])}
                        slotProps={{ input: { 'aria-label': task } }}
                      />
                    </ListItemIcon>
                    <ListItemText primary={task} sx={{ textDecoration: done.includes(task) ? 'line-through' : 'none' }} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};

export default ProjectDetailPage;
