import { useState } from 'react';
import { LinkBase, Title, useNavigate } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, Grid, Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { demoToast } from '../../toast';
import { ActionMenu, newId, PeopleAvatars } from '../common';
import { projectsStore } from './data';
import { emptyProject, ProjectForm, type ProjectDraft } from './ProjectForm';
import { ProjectProgress } from './ProjectProgress';

const ProjectsPage = () => {
  const [projects, dispatch] = projectsStore.useStore();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [draft, setDraft] = useState<ProjectDraft>();
  const navigate = useNavigate();

  const save = ({ id, ...values }: ProjectDraft) => {
    if (id) {
      dispatch({ type: 'update', project: { ...values, id } });
      demoToast('edit');
    } else {
      dispatch({ type: 'add', project: { ...values, id: newId('project') } });
      demoToast('add');
    }
    setDraft(undefined);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Projects" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Projects
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={layout} onChange={(_event, value) => value && setLayout(value)} aria-label="Layout">
          <ToggleButton value="grid" aria-label="Grid view">
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label="List view">
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDraft(emptyProject())}>
          Add project
        </Button>
      </Stack>
      {projects.length === 0 ? (
        <Typography color="text.secondary">No projects yet. Add one to start.</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Projects">
          {projects.map((project) => (
            <Grid key={project.id} component="li" size={layout === 'grid' ? { xs: 12, sm: 6, lg: 4 } : 12} aria-label={project.name}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Link component={LinkBase} to={`/projects/${project.id}`} variant="h6" underline="hover" sx={{ display: 'block' }}>
                        {project.name}
                      </Link>
                      {project.category && <Chip size="small" label={project.category} sx={{ mt: 0.5 }} />}
                    </Box>
                    <ActionMenu
                      label={`Actions for ${project.name}`}
                      items={[
                        { label: 'View', onSelect: () => navigate(`/projects/${project.id}`) },
                        { label: 'Edit', onSelect: () => setDraft(project) },
                        {
                          label: 'Delete',
                          onSelect: () => {
                            dispatch({ type: 'remove', id: project.id });
                            demoToast('delete');
                          },
                        },
                      ]}
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ my: 1.5 }}>
                    {project.des}
                  </Typography>
                  <ProjectProgress project={project} />
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
                    <Typography variant="body2" color="text.secondary">
                      {project.startDate || '—'} → {project.endDate || '—'}
                    </Typography>
                    <PeopleAvatars names={project.assignee} />
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {draft && <ProjectForm draft={draft} onSave={save} onClose={() => setDraft(undefined)} />}
    </Box>
  );
};

export default ProjectsPage;
