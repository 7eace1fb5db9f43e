import { useFieldValue, useTranslate } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import ClearIcon from '@mui/icons-material/Clear';

/**
 * react-admin's BooleanField for list cells, without the tooltip each cell mounts: on a page of
 * 25 products the tooltips cost more main-thread time than the rest of the row
 * (docs/performance.md). The icon still says Yes or No to screen readers and on hover.
 */
export const YesNoField = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  if (value == null) return null;
  const Icon = value ? CheckIcon : ClearIcon;
  return <Icon fontSize="small" titleAccess={translate(value ? 'ra.boolean.true' : 'ra.boolean.false')} />;
};
