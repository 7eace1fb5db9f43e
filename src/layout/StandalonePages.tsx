import { LinkBase, Navigate, useLocation, useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';

interface StandalonePageProps {
  code?: string;
  title: string;
  text: string;
}

/** A full page outside the layout (SPEC.md §2 "Standalone"), with a way back in. */
const StandalonePage = ({ code, title, text }: StandalonePageProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3, gap: 2 }}
    >
      {code && (
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
      )}
      <Typography variant="h4" component="h1">
        {translate(title)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate(text)}
      </Typography>
      <Button component={LinkBase} to="/dashboard" variant="contained">
        {translate('app.pages.back_to_dashboard')}
      </Button>
    </Box>
  );
};

export const NotFoundPage = () => <StandalonePage code="404" title="app.pages.not_found_title" text="app.pages.not_found_text" />;

export const ComingSoonPage = () => <StandalonePage title="app.pages.coming_soon_title" text="app.pages.coming_soon_text" />;

export const UnderConstructionPage = () => (
  <StandalonePage title="app.pages.under_construction_title" text="app.pages.under_construction_text" />
);

/** Admin's catchAll: an unknown staff path is replaced by /404 (SPEC.md §2). */
export const CatchAll = () => {
  const location = useLocation();
  return <Navigate to="/404" replace state={{ from: location }} />;
};
