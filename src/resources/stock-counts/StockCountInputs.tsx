import { AutocompleteArrayInput, BooleanInput, ReferenceArrayInput, ReferenceInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { stockCountInput } from '../../../contract/stockCounts';
import type { Product } from '../../../contract/products';
import type { Rack, Room } from '../../../contract/locations';
import { FormSection } from '../shared/FormSection';
import { FreshAutocompleteInput } from '../stock-adjustments/FreshAutocompleteInput';
import { productLabel, warehouseLabel } from '../stock-adjustments/StockAdjustmentFields';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const stockCountResolver = zodResolver(stockCountInput);

export const stockCountDefaults = { warehouse_id: null, room_id: null, rack_id: null, product_ids: [], blind: false, note: null };

const roomLabel = (room: Pick<Room, 'path' | 'name'>) => `${room.path} — ${room.name}`;
const rackLabel = (rack: Pick<Rack, 'path'>) => rack.path;

/**
 * The scope narrows from the warehouse to a room to a rack: changing a wider choice empties the
 * narrower ones, and each picker offers only what lies inside the choice above it.
 */
const ScopeInputs = ({ autoFocus }: { autoFocus?: boolean }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [warehouseId, roomId] = useWatch({ name: ['warehouse_id', 'room_id'] }) as [number | null, number | null];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.stock_counts.scope_help')}
      </Typography>
      <ReferenceInput source="warehouse_id" reference="warehouse" filter={{ active: true }} sort={{ field: 'code', order: 'ASC' }}>
        <FreshAutocompleteInput
          optionText={warehouseLabel}
          autoHighlight
          autoFocus={autoFocus}
          onChange={() => {
            setValue('room_id', null);
            setValue('rack_id', null);
          }}
        />
      </ReferenceInput>
      <ReferenceInput source="room_id" reference="rooms" filter={warehouseId ? { warehouse_id: warehouseId } : {}} sort={{ field: 'path', order: 'ASC' }}>
        <FreshAutocompleteInput
          optionText={roomLabel}
          disabled={!warehouseId}
          TextFieldProps={{ placeholder: translate('app.stock_counts.whole_warehouse') }}
          onChange={() => setValue('rack_id', null)}
        />
      </ReferenceInput>
      <ReferenceInput source="rack_id" reference="racks" filter={roomId ? { room_id: roomId } : warehouseId ? { warehouse_id: warehouseId } : {}} sort={{ field: 'path', order: 'ASC' }}>
        <FreshAutocompleteInput optionText={rackLabel} disabled={!warehouseId} TextFieldProps={{ placeholder: translate(roomId ? 'app.stock_counts.whole_room' : 'app.stock_counts.whole_warehouse') }} />
      </ReferenceInput>
    </>
  );
};

/** The form body shared by create and edit (a draft's scope can change until counting starts). */
export const StockCountInputs = ({ autoFocus }: { autoFocus?: boolean }) => {
  const translate = useTranslate();
  return (
    <FormSection title="app.stock_counts.sections.scope">
      <ScopeInputs autoFocus={autoFocus} />
      <ReferenceArrayInput source="product_ids" reference="products" sort={{ field: 'sku', order: 'ASC' }}>
        <AutocompleteArrayInput optionText={(product: Product) => productLabel(product)} TextFieldProps={{ placeholder: translate('app.stock_counts.all_products') }} />
      </ReferenceArrayInput>
      <BooleanInput source="blind" helperText="app.stock_counts.blind_help" />
      <TextInput source="note" multiline />
    </FormSection>
  );
};
