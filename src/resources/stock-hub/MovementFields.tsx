import { Link, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { StockMovement } from '../../../contract/stock';

/** Like react-admin's NumberField, in the browser's locale, with the sign always shown. */
const signed = new Intl.NumberFormat(undefined, { signDisplay: 'exceptZero' });

/** A movement's change, green in and red out; the sign carries it without colour. */
export const DeltaField = () => {
  const record = useRecordContext<StockMovement>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: record.delta > 0 ? 'success.main' : 'error.main' }}>
      {signed.format(record.delta)}
    </Typography>
  );
};

export const MovementKindField = () => {
  const record = useRecordContext<StockMovement>();
  const translate = useTranslate();
  return record ? <>{translate(`app.stock_hub.kinds.${record.kind}`, { _: record.kind })}</> : null;
};

/**
 * The document that moved the stock. An adjustment links to its screen, for users who may
 * open it: a link to a screen they may not see would only land on /404.
 */
export const MovementSourceField = () => {
  const record = useRecordContext<StockMovement>();
  const { canAccess } = useCanAccess({ resource: 'stock-adjustments', action: 'show' });
  if (!record?.source_label) return <>—</>;
  if (record.source_type === 'stock_adjustment' && record.source_id != null && canAccess) {
    return <Link to={`/stock-adjustments/${record.source_id}/show`}>{record.source_label}</Link>;
  }
  return <>{record.source_label}</>;
};

export const MovementActorField = () => {
  const record = useRecordContext<StockMovement>();
  const translate = useTranslate();
  return record ? <>{record.actor_name ?? translate('app.stock_hub.system')}</> : null;
};
