import {
  ArrayInput,
  Button,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  useSimpleFormIterator,
  useSourceContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FreshAutocompleteInput } from './FreshAutocompleteInput';
import { OnHandHint } from './OnHandHint';
import { productLabel, reasonChoices } from './StockAdjustmentFields';
import { useAdjustmentScans } from './useAdjustmentScans';
import { NumberInput } from '../../ui/NumberInput';

/** An empty line reason means "the adjustment's reason"; the API stores it as null. */
const emptyToNull = (value: string) => (value === '' ? null : value);

/** A visible, tabbable button rather than react-admin's icon: adding lines is the main job here. */
const AddLineButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="app.stock_adjustments.add_line" onClick={() => add()} variant="outlined">
      <AddIcon />
    </Button>
  );
};

/**
 * Only the racks of the adjustment's warehouse are offered (the server refuses others with a
 * 422 under the line's rack), except on a transfer, whose lines may span two warehouses.
 * Until a warehouse is chosen there is nothing to offer.
 */
const LineRackInput = ({ source }: { source: string }) => {
  const [warehouseId, reason] = useWatch({ name: ['warehouse_id', 'reason'] }) as [number | null | undefined, string | undefined];
  const chosen = warehouseId != null;
  return (
    <ReferenceInput
      source={source}
      reference="racks"
      filter={reason === 'transfer' ? {} : { warehouse_id: warehouseId }}
      sort={{ field: 'path', order: 'ASC' }}
      enableGetChoices={() => chosen}
    >
      <FreshAutocompleteInput
        optionText="path"
        autoHighlight
        disabled={!chosen}
        helperText={chosen ? undefined : 'app.stock_adjustments.choose_warehouse_first'}
        sx={{ flex: '2 1 200px' }}
      />
    </ReferenceInput>
  );
};

/** The on-hand hint of one line; the iterator's source context names the line's fields. */
const LineOnHand = () => {
  const { getSource } = useSourceContext();
  const [productId, rackId, quantity] = useWatch({ name: [getSource('product_id'), getSource('rack_id'), getSource('quantity')] }) as [
    number | null,
    number | null,
    number | null,
  ];
  const take = typeof quantity === 'number' && quantity < 0 ? -quantity : 0;
  // A fixed width, so the row does not shift when the hint appears.
  return (
    <Box sx={{ flex: '0 0 150px', alignSelf: { sm: 'center' }, mb: { sm: 2.5 } }}>
      <OnHandHint productId={productId} rackId={rackId} take={take} />
    </Box>
  );
};

/** A handheld scanner's products and racks go on the lines (issue 20 item 3). */
const LineScans = () => {
  useAdjustmentScans();
  return null;
};

// react-admin shows a line's remove button on hover only, which keeps it from the keyboard.
const iteratorSx = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } };

/**
 * The lines of an adjustment, one row each: product, rack, signed quantity, reason, and what
 * the rack holds now. A new line takes the focus, so the whole form is filled from the keyboard.
 */
export const LineEditor = () => (
  <ArrayInput source="lines" label="app.stock_adjustments.sections.lines">
    <LineScans />
    <SimpleFormIterator
      inline
      fullWidth
      disableReordering
      disableClear
      getItemLabel={(index) => `${index + 1}.`}
      addButton={<AddLineButton />}
      sx={iteratorSx}
    >
      <ReferenceInput source="product_id" reference="products" sort={{ field: 'sku', order: 'ASC' }}>
        <FreshAutocompleteInput optionText={productLabel} autoHighlight sx={{ flex: '3 1 260px' }} />
      </ReferenceInput>
      <LineRackInput source="rack_id" />
      <NumberInput source="quantity" kind="quantity" negative sx={{ flex: '0 0 130px' }} />
      <SelectInput
        source="reason"
        choices={reasonChoices}
        emptyText="app.stock_adjustments.same_reason"
        parse={emptyToNull}
        sx={{ flex: '1 1 170px' }}
      />
      <LineOnHand />
    </SimpleFormIterator>
  </ArrayInput>
);
