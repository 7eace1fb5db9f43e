import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useDateFormat, useMoneyFormat } from '../ui/localeFormat';
import type { PurchaseOrdersDashboard } from '../../contract/purchaseOrders';
import { usePurchaseOrdersDashboard } from './useBusinessDashboard';

/** Today as YYYY-MM-DD in the user's time zone, to compare with expected dates. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const AwaitingList = ({ awaiting }: { awaiting: PurchaseOrdersDashboard['awaiting'] }) => {
  const translate = useTranslate();
  const money = useMoneyFormat();
  const { date } = useDateFormat();
  const now = today();
  return (
    <List dense disablePadding sx={{ mt: 1 }}>
      {awaiting.map((po) => {
        const overdue = po.expected_date !== null && po.expected_date < now;
        const expected = po.expected_date
          ? translate('app.dashboard.business.po_expected', { date: date(po.expected_date) })
          : translate('app.dashboard.business.po_no_date');
        return (
          <ListItem key={po.id} disablePadding>
            <ListItemButton component={LinkBase} to={`/purchase-orders-edit/${po.id}`}>
              <ListItemText
                primary={`${po.number} — ${po.supplier_name}`}
                secondary={`${expected} · ${translate(`app.purchase_orders.status.${po.status}`)} · ${money.format(po.total)}`}
              />
              {overdue && <Chip size="small" color="error" variant="outlined" label={translate('app.dashboard.business.po_item_overdue')} />}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
};

const AwaitingReceiptCard = () => {
  const translate = useTranslate();
  const { data, error } = usePurchaseOrdersDashboard();
  const title = translate('app.dashboard.business.po_awaiting');
  if (error) return <Alert severity="error">{translate('app.dashboard.business.po_error', { message: error.message })}</Alert>;
  return (
    <Card component="section" aria-labelledby="po-awaiting-title" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>
            <LocalShippingIcon fontSize="large" />
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography id="po-awaiting-title" component="h2" color="text.secondary">
              {title}
            </Typography>
            <Typography variant="h4" component="p" aria-label={title}>
              {data ? data.awaiting_receipt : <Skeleton width={60} />}
            </Typography>
          </Box>
          {data && data.overdue > 0 && (
            <Chip color="error" label={translate('app.dashboard.business.po_overdue', { smart_count: data.overdue })} />
          )}
        </Box>
        {data && data.awaiting.length === 0 && <Typography sx={{ mt: 2 }}>{translate('app.dashboard.business.po_none')}</Typography>}
        {data && data.awaiting.length > 0 && <AwaitingList awaiting={data.awaiting} />}
      </CardContent>
      <CardActions>
        <Button component={LinkBase} to="/purchase-orders" size="small">
          {translate('app.dashboard.business.po_view_all')}
        </Button>
      </CardActions>
    </Card>
  );
};

/**
 * DESIGN.md §3: the dashboard shows each user only what they may read, so the purchase order
 * widget, and its request, exist only with view_po.
 */
export const PurchaseOrderWidgets = () => {
  const { canAccess } = useCanAccess({ resource: 'purchase-orders', action: 'list' });
  return canAccess ? <AwaitingReceiptCard /> : null;
};
