import { AutocompleteInput, ReferenceInput, SearchInput, useListContext } from 'react-admin';

/**
 * Once a warehouse is chosen, the room filter offers only that warehouse's rooms. The props
 * are read by react-admin's filter form from the element, not by the component.
 */
const RoomFilterInput = (_props: { source: 'room_id'; alwaysOn?: boolean }) => {
  const { filterValues } = useListContext();
  const warehouseId = filterValues.warehouse_id;
  return (
    <ReferenceInput
      source="room_id"
      reference="rooms"
      sort={{ field: 'code', order: 'ASC' }}
      filter={warehouseId ? { warehouse_id: warehouseId } : {}}
    >
      <AutocompleteInput />
    </ReferenceInput>
  );
};

/** Racks are searched by code and name, and filtered by warehouse and room (contract/locations.ts). */
export const rackFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="warehouse_id" source="warehouse_id" reference="warehouse" sort={{ field: 'code', order: 'ASC' }} alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <RoomFilterInput key="room_id" source="room_id" alwaysOn />,
];
