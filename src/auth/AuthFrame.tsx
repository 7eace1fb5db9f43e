import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { alpha, Box, Card, CardContent, Typography } from '@mui/material';

/** SPEC.md §2 "Public layout (staff)": three looks over the same forms. */
export type AuthLayout = 'card' | 'split' | 'background';

/** Each public page answers at one path per layout: /register, /register2, /register3. */
export const AUTH_LAYOUTS: readonly { layout: AuthLayout; suffix: string }[] = [
  { layout: 'card', suffix: '' },
  { layout: 'split', suffix: '2' },
  { layout: 'background', suffix: '3' },
];

/** The path of a public page in the given layout, so links between pages keep the look. */
export const layoutPath = (path: string, layout: AuthLayout) => `${path}${AUTH_LAYOUTS.find((l) => l.layout === layout)?.suffix ?? ''}`;

// Shelves drawn as a rack with boxes: [x, y, width, height, opacity]; each box stands on a shelf.
const BOXES = [
  [36, 30, 50, 38, 0.9],
  [92, 44, 36, 24, 0.6],
  [180, 22, 70, 46, 0.75],
  [40, 96, 70, 32, 0.6],
  [120, 90, 44, 38, 0.85],
  [210, 100, 60, 28, 0.5],
  [32, 150, 40, 36, 0.7],
  [150, 140, 90, 46, 0.9],
  [250, 160, 34, 26, 0.6],
] as const;

/** Drawn in SVG, not an image file: the public pages load nothing from elsewhere. */
const RackIllustration = () => (
  <Box component="svg" viewBox="0 0 320 200" aria-hidden sx={{ width: '100%', maxWidth: 360, height: 'auto' }}>
    <g fill="none" stroke="currentColor" strokeWidth={4} strokeLinecap="round" opacity={0.85}>
      <path d="M20 10v180M300 10v180M20 70h280M20 130h280M20 188h280" />
    </g>
    <g fill="currentColor">
      {BOXES.map(([x, y, width, height, opacity]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={width} height={height} rx={3} opacity={opacity} />
      ))}
    </g>
  </Box>
);

/** The split layout's brand side; small screens have no room for it and show the form only. */
const BrandPanel = () => {
  const translate = useTranslate();
  return (
    <Box
      sx={(theme) => ({
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 4,
        p: 8,
        color: theme.palette.primary.contrastText,
        backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 60%, ${theme.palette.secondary.main})`,
      })}
    >
      <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
        {translate('app.name')}
      </Typography>
      <Typography variant="h6" component="p">
        {translate('app.account.brand_tagline')}
      </Typography>
      <RackIllustration />
    </Box>
  );
};

const centred = { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 } as const;

/** Frames a public page's content in one of the three layouts. */
export const AuthFrame = ({ layout, children }: { layout: AuthLayout; children: ReactNode }) => {
  if (layout === 'split') {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BrandPanel />
        <Box sx={{ ...centred, p: { xs: 2, sm: 6 }, bgcolor: 'background.paper' }}>
          <Box sx={{ width: '100%', maxWidth: 420 }}>{children}</Box>
        </Box>
      </Box>
    );
  }
  if (layout === 'background') {
    return (
      <Box
        component="main"
        sx={(theme) => ({
          ...centred,
          backgroundColor: theme.palette.primary.dark,
          backgroundImage: [
            `radial-gradient(circle at 15% 20%, ${alpha(theme.palette.primary.light, 0.7)}, transparent 45%)`,
            `radial-gradient(circle at 85% 85%, ${alpha(theme.palette.secondary.main, 0.6)}, transparent 50%)`,
            `repeating-linear-gradient(45deg, ${alpha(theme.palette.common.white, 0.05)} 0 14px, transparent 14px 28px)`,
          ].join(', '),
        })}
      >
        <Card
          elevation={8}
          sx={(theme) => ({ width: '100%', maxWidth: 420, bgcolor: alpha(theme.palette.background.paper, 0.85), backdropFilter: 'blur(8px)' })}
        >
          <CardContent sx={{ p: 4 }}>{children}</CardContent>
        </Card>
      </Box>
    );
  }
  return (
    <Box component="main" sx={{ ...centred, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>{children}</CardContent>
      </Card>
    </Box>
  );
};
