import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { Project } from './store';

export const ProjectProgress = ({ project }: { project: Project }) => (
  <Box>
    <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        Progress
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {project.progress}%
      </Typography>
    </Stack>
    <LinearProgress variant="determinate" value={project.progress} aria-label={`${project.name} progress`} color={project.progress === 100 ? 'success' : 'primary'} sx={{ height: 8, borderRadius: 4 }} />
  </Box>
);
