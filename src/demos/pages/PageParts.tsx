import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';

/**
 * A demo page: the header title, an h1 for the page itself, and its sections. Inline-size
 * containment keeps wide content (tables that scroll sideways) from widening the layout on phones.
 */
export const DemoPage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, containerType: 'inline-size' }}>
    <Title title={title} />
    <Typography component="h1" variant="h5" className="page-title" sx={{ mb: 2 }}>
      {title}
    </Typography>
    <Stack spacing={2}>{children}</Stack>
  </Box>
);

/** One titled card of a demo page. */
export const Section = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
    <CardHeader title={title} action={action} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

/** A responsive grid: one column on phones, `columns` from md up. */
export const Grid = ({ columns = 2, children }: { columns?: number; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columns > 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` },
    }}
  >
    {children}
  </Box>
);

/** A row of examples that wraps on small screens. */
export const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>{children}</Box>
);
