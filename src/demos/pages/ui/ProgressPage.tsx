import { useEffect, useState } from 'react';
import { Box, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { DemoPage, Grid, Row, Section } from '../PageParts';

const COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

const Labelled = ({ value, label }: { value: number; label: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <LinearProgress variant="determinate" value={value} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={label} />
    <Typography variant="body2" sx={{ minWidth: 40 }}>{`${value}%`}</Typography>
  </Box>
);

/** A bar that fills up over and over, to show a moving determinate value. */
const Running = () => {
  const [value, setValue] = useState(10);
  useEffect(() => {
    const timer = window.setInterval(() => setValue((current) => (current >= 100 ? 10 : current + 10)), 800);
    return () => window.clearInterval(timer);
  }, []);
  return <Labelled value={value} label="Upload progress" />;
};

const ProgressPage = () => (
  <DemoPage title="Progress bars">
    <Grid columns={2}>
      <Section title="Determinate">
        <Stack spacing={2}>
          {[25, 50, 75, 100].map((value) => <Labelled key={value} value={value} label={`${value} percent`} />)}
        </Stack>
      </Section>
      <Section title="Colours">
        <Stack spacing={2}>
          {COLORS.map((color, index) => (
            <LinearProgress key={color} color={color} variant="determinate" value={30 + index * 12} aria-label={`${color} progress`} />
          ))}
        </Stack>
      </Section>
      <Section title="Indeterminate and buffer">
        <Stack spacing={2}>
          <LinearProgress aria-label="Loading" />
          <LinearProgress variant="buffer" value={40} valueBuffer={60} aria-label="Buffering" />
          <Running />
        </Stack>
      </Section>
      <Section title="Circular">
        <Row>
          <CircularProgress aria-label="Loading" />
          <CircularProgress color="success" variant="determinate" value={75} aria-label="75 percent" />
          <CircularProgress color="warning" size={24} aria-label="Small loading" />
        </Row>
      </Section>
    </Grid>
  </DemoPage>
);

export default ProgressPage;
