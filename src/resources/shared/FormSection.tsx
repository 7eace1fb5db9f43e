import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';

/** A titled row of inputs in a form body; inputs wrap on narrow screens. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, '& > *': { flex: '1 1 220px' } }}>{children}</Box>
    </Box>
  );
};
