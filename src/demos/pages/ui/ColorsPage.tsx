import { Box, Typography, useTheme } from '@mui/material';
import { DemoPage, Section } from '../PageParts';

const NAMES = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;
const SHADES = ['light', 'main', 'dark'] as const;

const ColorsPage = () => {
  const { palette } = useTheme();
  return (
    <DemoPage title="Colors">
      <Section title="Theme palette">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {NAMES.map((name) => (
            <Box key={name} component="figure" sx={{ m: 0, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              {SHADES.map((shade) => (
                <Box key={shade} sx={{ bgcolor: palette[name][shade], color: palette[name].contrastText, px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between' }}>
                  <span>{`${name}.${shade}`}</span>
                  <span>{palette[name][shade]}</span>
                </Box>
              ))}
              <Typography component="figcaption" variant="body2" sx={{ px: 2, py: 1, textTransform: 'capitalize' }}>
                {name}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title="Greys">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {([50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const).map((shade) => (
            <Box key={shade} sx={{ width: 88, height: 64, bgcolor: palette.grey[shade], color: shade >= 500 ? '#fff' : '#000', borderRadius: 1, p: 1, fontSize: 12 }}>
              grey {shade}
            </Box>
          ))}
        </Box>
      </Section>
    </DemoPage>
  );
};

export default ColorsPage;
