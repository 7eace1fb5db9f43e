import { useEffect, useRef } from 'react';
import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { QuickFilter } from '../shared/QuickFilter';
import { useReadable } from '../shared/useReadable';

/**
 * The room choices follow the chosen warehouse, and a room chosen under one warehouse is
 * cleared when another warehouse is picked. The props are read by react-admin's filter form.
 */
const RoomFilterInput = (_props: { source: 'room_id'; alwaysOn?: boolean }) => {
  const warehouseId = useWatch({ name: 'warehouse_id' });
  const { setValue } = useFormContext();
  const previous = useRef(warehouseId);
  useEffect(() => {
    if (previous.current && warehouseId && previous.current !== warehouseId) setValue('room_id', '', { shouldDirty: true });
    previous.current = warehouseId;
  }, [warehouseId, setValue]);
  return (
    <ReferenceInput source="room_id" reference="rooms" sort={{ field: 'code', order: 'ASC' }} filter={warehouseId ? { warehouse_id: warehouseId } : {}}>
      <AutocompleteInput optionText="path" />
    </ReferenceInput>
  );
};

const search = <SearchInput key="q" source="q" alwaysOn />;
const categoryFilter = (
  <ReferenceInput key="category_id" source="category_id" reference="category" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>
);
const warehouseFilter = (
  <ReferenceInput key="warehouse_id" source="warehouse_id" reference="warehouse" sort={{ field: 'code', order: 'ASC' }} alwaysOn>
    <AutocompleteInput sx={{ minWidth: 240 }} />
  </ReferenceInput>
);
const roomFilter = <RoomFilterInput key="room_id" source="room_id" alwaysOn />;
const lowStockFilter = <QuickFilter key="low_stock" source="low_stock" label="app.stock_hub.low_stock_filter" defaultValue={true} />;
const activeFilter = <NullableBooleanInput key="active" source="active" />;

/**
 * The stock hub's filters (contract/stock.ts). A filter that picks categories, warehouses
 * or rooms reads them, so only users who may read them get it (docs/decisions.md,
 * "Reference fields and 403s").
 */
export function useStockHubFilters() {
  const readable = useReadable(['category', 'warehouse', 'rooms']);
  if (!readable) return undefined;
  return [
    search,
    ...(readable.warehouse ? [warehouseFilter] : []),
    ...(readable.rooms ? [roomFilter] : []),
    ...(readable.category ? [categoryFilter] : []),
    lowStockFilter,
    activeFilter,
  ];
}
