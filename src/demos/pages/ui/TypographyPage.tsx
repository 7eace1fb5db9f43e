import { Box, Typography } from '@mui/material';
import { DemoPage, Grid, Section } from '../PageParts';

const VARIANTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption', 'overline'] as const;

const TypographyPage = () => (
  <DemoPage title="Typography">
    <Section title="Type scale">
      {VARIANTS.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2, py: 0.5, overflow: 'hidden' }}>
          <Typography variant="caption" color="text.secondary" sx={{ width: 80, flexShrink: 0 }}>
            {variant}
          </Typography>
          <Typography variant={variant} component="p" noWrap>
            The quick brown fox
          </Typography>
        </Box>
      ))}
    </Section>
    <Grid columns={2}>
      <Section title="Text colours and weights">
        <Typography color="primary">Primary text</Typography>
        <Typography color="text.secondary">Secondary text</Typography>
        <Typography color="error">Error text</Typography>
        <Typography sx={{ fontWeight: 700 }}>Bold text</Typography>
        <Typography sx={{ fontStyle: 'italic' }}>Italic text</Typography>
        <Typography sx={{ textDecoration: 'line-through' }}>Struck-through text</Typography>
      </Section>
      <Section title="Blockquote and lists">
        <Box component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.main' }}>
          <Typography sx={{ fontStyle: 'italic' }}>“Count twice, order once.”</Typography>
          <Typography variant="caption" color="text.secondary">— A storekeeper</Typography>
        </Box>
        <Box component="ul" sx={{ mt: 2 }}>
          <li>Receive goods</li>
          <li>Put them away</li>
          <li>Pick and dispatch</li>
        </Box>
      </Section>
    </Grid>
  </DemoPage>
);

export default TypographyPage;
