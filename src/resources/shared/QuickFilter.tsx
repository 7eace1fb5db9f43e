import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';

interface QuickFilterProps {
  label: string;
  /** Read by react-admin's filter form, not by the chip. */
  source: string;
  defaultValue: unknown;
}

/** A filter with one fixed value: added from the filter menu, shown as a chip. */
export const QuickFilter = ({ label }: QuickFilterProps) => {
  const translate = useTranslate();
  return <Chip sx={{ mb: 1 }} label={translate(label)} />;
};
