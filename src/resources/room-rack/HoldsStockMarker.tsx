import { useRecordContext, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';

/**
 * DESIGN.md §6 "Locations": a room or rack holding stock cannot be deleted, so the screens
 * mark it before anyone tries.
 */
export const HoldsStockMarker = ({ holdsStock }: { holdsStock: boolean }) => {
  const translate = useTranslate();
  if (!holdsStock) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      icon={<Inventory2Icon />}
      label={translate('app.locations.holds_stock')}
      title={translate('app.locations.holds_stock_hint')}
    />
  );
};

/** The marker as a field of a room or rack record. */
export const HoldsStockField = () => {
  const record = useRecordContext<{ holds_stock?: boolean }>();
  return <HoldsStockMarker holdsStock={!!record?.holds_stock} />;
};
