import { Box, Chip, Typography } from '@mui/material';
import { DemoPage, Section } from '../PageParts';

const RELEASES = [
  { version: '1.3.0', date: '15/09/2025', changes: [['New', 'Demo pages: dashboards, charts, forms, tables and invoices'], ['Improved', 'Theme customizer remembers the demo menu switch']] },
  { version: '1.2.0', date: '20/08/2025', changes: [['New', 'Three layouts for the account pages'], ['Fixed', 'The screen lock survives a reload']] },
  { version: '1.1.0', date: '28/07/2025', changes: [['New', 'Print views for orders, purchase orders and job cards'], ['Improved', 'Stock hub drill-down by rack']] },
  { version: '1.0.0', date: '01/07/2025', changes: [['New', 'First release: catalogue, warehouses, stock, orders and the dealer portal']] },
] as const;

const KIND_COLOR = { New: 'success', Improved: 'info', Fixed: 'warning' } as const;

const ChangelogPage = () => (
  <DemoPage title="Changelog">
    {RELEASES.map((release) => (
      <Section key={release.version} title={`Version ${release.version}`} action={<Typography variant="body2" color="text.secondary" sx={{ mt: 1, mr: 1 }}>{release.date}</Typography>}>
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {release.changes.map(([kind, text]) => (
            <Box component="li" key={text} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}>
              <Chip size="small" label={kind} color={KIND_COLOR[kind]} sx={{ minWidth: 76 }} />
              <Typography>{text}</Typography>
            </Box>
          ))}
        </Box>
      </Section>
    ))}
  </DemoPage>
);

export default ChangelogPage;
