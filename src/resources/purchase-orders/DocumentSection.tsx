import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';

/** A titled part of the document that is not a list of labelled fields (a table). */
export const DocumentSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)} sx={{ pb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};
