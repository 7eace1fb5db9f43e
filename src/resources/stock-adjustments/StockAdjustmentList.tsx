import { Button, DataTable, LinkBase, SelectField, useCanAccess } from 'react-admin';
import { List } from '../shared/ResourcePage';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { StockAdjustment } from '../../../contract/stock';
import { COLLECTIONS } from '../../../contract/resources';
import { defaultSortOf, sortableIn } from '../shared/collectionList';
import { ListActions } from '../shared/ListActions';
import { ImportButton } from '../shared/import/ImportButton';
import { reasonChoices, StatusField, WarehouseReference } from './StockAdjustmentFields';
import { useStockAdjustmentFilters } from './StockAdjustmentFilters';
import { TRANSFER_PATH } from './transferPath';
import { Parts, PhoneOr } from '../shared/PhoneList';
import { LocaleDateField } from '../../ui/localeFormat';

const Column = DataTable.Col<StockAdjustment>;
const sortable = sortableIn(COLLECTIONS['stock-adjustments']);

/** Opens the transfer form; a transfer is an adjustment, so it needs the same write permission. */
const TransferButton = () => {
  const { canAccess } = useCanAccess({ resource: 'stock-adjustments', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={TRANSFER_PATH} label="app.stock_adjustments.transfer">
      <SwapHorizIcon />
    </Button>
  );
};

// No bulk delete: only drafts can be deleted, one at a time from their page.
export const StockAdjustmentList = () => {
  const filters = useStockAdjustmentFilters();
  // Until the user's permissions are known the filters are not: see useReadable.
  if (!filters) return null;
  return (
    <List
      filters={filters}
      actions={
        <ListActions>
          <TransferButton />
          <ImportButton kinds={['opening-stock']} />
        </ListActions>
      }
      sort={defaultSortOf(COLLECTIONS['stock-adjustments'])}
      perPage={25}
      // The toolbar (Create, Transfer and Import) stays when there is no adjustment yet.
      empty={false}
    >
      <PhoneOr<StockAdjustment>
        phone={{
          primaryText: (adjustment) => <Parts>{[adjustment.number, <WarehouseReference key="warehouse" source="warehouse_id" />]}</Parts>,
          secondaryText: (adjustment) => (
            <Parts>{[<SelectField key="reason" source="reason" choices={reasonChoices} />, adjustment.created_by_name]}</Parts>
          ),
          tertiaryText: <StatusField source="status" />,
        }}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="number" {...sortable('number')} />
          <Column source="warehouse_id" field={WarehouseReference} {...sortable('warehouse_id')} />
          <Column source="reason" {...sortable('reason')}>
            <SelectField source="reason" choices={reasonChoices} />
          </Column>
          <Column source="status" field={StatusField} {...sortable('status')} />
          <DataTable.NumberCol<StockAdjustment> source="line_count" {...sortable('line_count')} />
          <Column source="created_by_name" {...sortable('created_by_name')} />
          <Column source="posted_at" {...sortable('posted_at')}>
            <LocaleDateField source="posted_at" showTime emptyText="—" />
          </Column>
        </DataTable>
      </PhoneOr>
    </List>
  );
};
