import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useLayoutPreference } from './preferences';

/** SPEC.md §2/§9: shown above md only; sticky, static or hidden; copyright 2025. */
export const Footer = () => {
  const translate = useTranslate();
  const [footerType] = useLayoutPreference('footerType');
  if (footerType === 'hidden') return null;
  return (
    <Box
      component="footer"
      className={`app-footer app-footer--${footerType}`}
      sx={{
        display: { xs: 'none', md: 'flex' },
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1.5,
        mt: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        ...(footerType === 'sticky' && { position: 'sticky', bottom: 0, zIndex: 3 }),
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.layout.copyright', { year: 2025 })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.layout.footer_tagline')}
      </Typography>
    </Box>
  );
};
