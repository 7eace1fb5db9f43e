import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Alert, Button, Skeleton, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { StockLevel } from '../../../contract/stock';
import { RackMovementsDialog, type RackRef } from './RackMovementsDialog';
import { groupStockLevels } from './stockLevelGroups';

/** The most racks one product's drill-down asks for: the API's largest page. */
const MAX_RACKS = 1000;
/** Like react-admin's NumberField: the browser's locale. */
const quantity = new Intl.NumberFormat();

/**
 * DESIGN.md §6 "Stock hub": where a product lies, warehouse → room → rack, with subtotals.
 * Empty racks are left out. A rack opens its movement history.
 */
export const StockLocations = ({ productId }: { productId: number }) => {
  const translate = useTranslate();
  const [openRack, setOpenRack] = useState<RackRef | null>(null);
  const { data, total, isPending, error } = useGetList<StockLevel>('stock-levels', {
    filter: { product_id: productId, on_hand_gte: 1 },
    sort: { field: 'path', order: 'ASC' },
    pagination: { page: 1, perPage: MAX_RACKS },
  });
  if (isPending) return <Skeleton variant="rectangular" height={80} />;
  if (error) return <Alert severity="error">{translate('app.stock_hub.load_error', { message: error.message })}</Alert>;
  if (!data.length) return <Typography sx={{ p: 2 }} color="text.secondary">{translate('app.stock_hub.no_stock')}</Typography>;

  const warehouses = groupStockLevels(data);
  const grandTotal = warehouses.reduce((sum, warehouse) => sum + warehouse.onHand, 0);
  return (
    <>
      <Table size="small" aria-label={translate('app.stock_hub.locations_label')} sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.stock_hub.location')}</TableCell>
            <TableCell align="right">{translate('resources.stock-levels.fields.on_hand')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {warehouses.map((warehouse) => [
            <TableRow key={`w${warehouse.warehouseId}`} sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {warehouse.code}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {quantity.format(warehouse.onHand)}
              </TableCell>
            </TableRow>,
            ...warehouse.rooms.map((room) => [
              <TableRow key={`r${room.roomId}`}>
                <TableCell component="th" scope="row" sx={{ pl: 4, fontWeight: 500 }}>
                  {room.path}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 500 }}>
                  {quantity.format(room.onHand)}
                </TableCell>
              </TableRow>,
              ...room.racks.map((rack) => (
                <TableRow key={`k${rack.rackId}`}>
                  <TableCell sx={{ pl: 6 }}>
                    <Button
                      size="small"
                      sx={{ textTransform: 'none', minWidth: 0, p: 0 }}
                      title={translate('app.stock_hub.show_rack_movements', { path: rack.path })}
                      onClick={() => setOpenRack(rack)}
                    >
                      {rack.path}
                    </Button>
                  </TableCell>
                  <TableCell align="right">{quantity.format(rack.onHand)}</TableCell>
                </TableRow>
              )),
            ]),
          ])}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& > .MuiTableCell-root': { typography: 'body2', fontWeight: 700, color: 'text.primary' } }}>
            <TableCell component="th" scope="row">
              {translate('app.stock_hub.total')}
            </TableCell>
            <TableCell align="right">{quantity.format(grandTotal)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      {total != null && total > data.length && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.stock_hub.racks_cut', { shown: data.length, total })}
        </Typography>
      )}
      <RackMovementsDialog rack={openRack} onClose={() => setOpenRack(null)} />
    </>
  );
};
