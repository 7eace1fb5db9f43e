import { useState } from 'react';
import { Alert, AlertTitle, Button, Collapse, Stack } from '@mui/material';
import { DemoPage, Grid, Section } from '../PageParts';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

const DismissibleAlert = () => {
  const [open, setOpen] = useState(true);
  return (
    <Stack spacing={1}>
      <Collapse in={open}>
        <Alert onClose={() => setOpen(false)}>You can close this alert.</Alert>
      </Collapse>
      {!open && (
        <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          Show it again
        </Button>
      )}
    </Stack>
  );
};

const AlertsPage = () => (
  <DemoPage title="Alerts">
    <Grid columns={2}>
      {(['standard', 'outlined', 'filled'] as const).map((variant) => (
        <Section key={variant} title={`${variant[0].toUpperCase()}${variant.slice(1)} alerts`}>
          <Stack spacing={1}>
            {SEVERITIES.map((severity) => (
              <Alert key={severity} severity={severity} variant={variant}>
                This is a {severity} alert.
              </Alert>
            ))}
          </Stack>
        </Section>
      ))}
      <Section title="With title and close button">
        <Stack spacing={1}>
          <Alert severity="warning">
            <AlertTitle>Low stock</AlertTitle>
            Three products are below their reorder level.
          </Alert>
          <DismissibleAlert />
        </Stack>
      </Section>
    </Grid>
  </DemoPage>
);

export default AlertsPage;
