import { useMemo, type ReactNode } from 'react';
import {
  Link,
  RecordContextProvider,
  useCanAccess,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Alert, Box, Skeleton, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { Product } from '../../../contract/products';
import type { StockLevel, StockMovement } from '../../../contract/stock';
import { usePrintFormat } from '../../ui/usePrintFormat';
import { labelled, stackedOnPhone } from '../../ui/stackedTable';
import { MovementActorField, MovementKindField, MovementSourceField } from '../stock-hub/MovementFields';

/** The API's largest page: more racks than this for one product is not a shelf, it is a bug. */
const MAX_RACKS = 1000;
const RECENT_MOVEMENTS = 10;

function useQuantityFormat() {
  const [locale] = useLocaleState();
  return useMemo(
    () => ({ plain: new Intl.NumberFormat(locale), signed: new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }) }),
    [locale],
  );
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ px: 2, pb: 2 }}>
    <Typography variant="subtitle1" component="h2" sx={{ pt: 2, pb: 1, fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** DESIGN.md §6 "Stock": the racks holding the product and how many each holds, with the total. */
const ProductRacks = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const quantity = useQuantityFormat();
  const { data, total, isPending, error } = useGetList<StockLevel>('stock-levels', {
    filter: { product_id: product.id, on_hand_gte: 1 },
    sort: { field: 'path', order: 'ASC' },
    pagination: { page: 1, perPage: MAX_RACKS },
  });
  if (isPending) return <Skeleton variant="rectangular" height={80} />;
  if (error) return <Alert severity="error">{translate('app.products.load_error', { message: error.message })}</Alert>;
  if (!data.length) return <Typography color="text.secondary">{translate('app.products.no_stock')}</Typography>;
  const complete = total == null || total <= data.length;
  // Every level is listed, so their sum is the product's stock; a cut list falls back on the product's own total.
  const sum = complete ? data.reduce((acc, level) => acc + level.on_hand, 0) : product.on_hand;
  return (
    <>
      <Table size="small" aria-label={translate('app.products.sections.racks')} sx={{ maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.stock-levels.fields.rack_id')}</TableCell>
            <TableCell align="right">{translate('resources.stock-levels.fields.on_hand')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((level) => (
            <TableRow key={level.id}>
              <TableCell component="th" scope="row">
                {level.path}
              </TableCell>
              <TableCell align="right">{quantity.plain.format(level.on_hand)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& > .MuiTableCell-root': { typography: 'body2', fontWeight: 700, color: 'text.primary' } }}>
            <TableCell component="th" scope="row">
              {translate('app.products.total')}
            </TableCell>
            <TableCell align="right">{quantity.plain.format(sum)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      {!complete && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.products.racks_cut', { shown: data.length, total })}
        </Typography>
      )}
    </>
  );
};

/**
 * The newest movements of the product; the whole history, filtered and paged, is the stock hub's.
 * On a phone each movement stacks under its date (stackedOnPhone) rather than scroll sideways.
 */
const ProductMovements = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const quantity = useQuantityFormat();
  const format = usePrintFormat();
  const { canAccess: canOpenHub } = useCanAccess({ resource: 'stock-hub', action: 'list' });
  const { data, isPending, error } = useGetList<StockMovement>('stock-movements', {
    filter: { product_id: product.id },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: RECENT_MOVEMENTS },
  });
  const head = (field: string) => translate(`resources.stock-movements.fields.${field}`);
  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (error) return <Alert severity="error">{translate('app.products.load_error', { message: error.message })}</Alert>;
  const hubLink = `/stock-hub?${new URLSearchParams({ filter: JSON.stringify({ q: product.sku }) })}`;
  return (
    <>
      {data.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('app.products.sections.movements')} sx={stackedOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>{head('created_at')}</TableCell>
                <TableCell>{head('path')}</TableCell>
                <TableCell>{head('kind')}</TableCell>
                <TableCell align="right">{head('delta')}</TableCell>
                <TableCell align="right">{head('balance_after')}</TableCell>
                <TableCell>{head('source_label')}</TableCell>
                <TableCell>{head('actor_name')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((movement) => (
                <RecordContextProvider key={movement.id} value={movement}>
                  <TableRow>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(movement.created_at)}</TableCell>
                    <TableCell {...labelled(head('path'))}>{movement.path}</TableCell>
                    <TableCell {...labelled(head('kind'))}>
                      <MovementKindField />
                    </TableCell>
                    <TableCell
                      align="right"
                      {...labelled(head('delta'))}
                      sx={{ fontWeight: 600, color: movement.delta > 0 ? 'success.main' : 'error.main' }}
                    >
                      {quantity.signed.format(movement.delta)}
                    </TableCell>
                    <TableCell align="right" {...labelled(head('balance_after'))}>
                      {quantity.plain.format(movement.balance_after)}
                    </TableCell>
                    <TableCell {...labelled(head('source_label'))}>
                      <MovementSourceField />
                    </TableCell>
                    <TableCell {...labelled(head('actor_name'))}>
                      <MovementActorField />
                    </TableCell>
                  </TableRow>
                </RecordContextProvider>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.products.no_movements')}</Typography>
      )}
      {canOpenHub && data.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link to={hubLink}>{translate('app.products.all_movements')}</Link>
        </Typography>
      )}
    </>
  );
};

/**
 * The product's stock where it lies and as it moved. Both read the stock hub's data, so they
 * are shown only to users who may read it (a refused read would leave the page).
 */
export const ProductStock = () => {
  const product = useRecordContext<Product>();
  const translate = useTranslate();
  const { canAccess: canReadLevels } = useCanAccess({ resource: 'stock-levels', action: 'list' });
  const { canAccess: canReadMovements } = useCanAccess({ resource: 'stock-movements', action: 'list' });
  if (!product) return null;
  return (
    <>
      {canReadLevels && (
        <Section title={translate('app.products.sections.racks')}>
          <ProductRacks product={product} />
        </Section>
      )}
      {canReadMovements && (
        <Section title={translate('app.products.sections.movements')}>
          <ProductMovements product={product} />
        </Section>
      )}
    </>
  );
};
