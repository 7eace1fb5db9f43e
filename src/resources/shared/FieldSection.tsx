import type { ReactNode } from 'react';
import { SimpleShowLayout, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';

/** A titled group of fields on a show page. */
export const FieldSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <section>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </section>
  );
};
