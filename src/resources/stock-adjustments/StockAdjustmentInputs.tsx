import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { stockAdjustmentInput, type StockAdjustment } from '../../../contract/stock';
import { FormSection } from '../shared/FormSection';
import { FreshAutocompleteInput } from './FreshAutocompleteInput';
import { LineEditor } from './LineEditor';
import { reasonChoices, warehouseLabel } from './StockAdjustmentFields';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const stockAdjustmentResolver = zodResolver(stockAdjustmentInput);

const emptyLine = { product_id: null, rack_id: null, quantity: null, reason: null };

/** A new adjustment starts as the most common one: a count correction with one line to fill. */
export const stockAdjustmentDefaults = { warehouse_id: null, reason: 'count_correction', note: null, lines: [emptyLine] };

/** Racks belong to one warehouse: changing it empties the racks the lines had chosen. */
const WarehouseInput = ({ autoFocus }: { autoFocus?: boolean }) => {
  const { getValues, setValue } = useFormContext();
  const clearRacks = () => (getValues('lines') as StockAdjustment['lines'] | undefined)?.forEach((_, index) => setValue(`lines.${index}.rack_id`, null));
  return (
    <ReferenceInput source="warehouse_id" reference="warehouse" filter={{ active: true }} sort={{ field: 'code', order: 'ASC' }}>
      <FreshAutocompleteInput optionText={warehouseLabel} autoHighlight onChange={clearRacks} autoFocus={autoFocus} />
    </ReferenceInput>
  );
};

/**
 * The form body shared by create and edit: the header, then the lines. A new adjustment starts
 * with the focus in its first field, so the keyboard takes it from there.
 */
export const StockAdjustmentInputs = ({ autoFocus }: { autoFocus?: boolean }) => (
  <>
    <FormSection title="app.stock_adjustments.sections.header">
      <WarehouseInput autoFocus={autoFocus} />
      <SelectInput source="reason" choices={reasonChoices} />
      <TextInput source="note" />
    </FormSection>
    <LineEditor />
  </>
);
