import { AutocompleteInput, BooleanInput, CanAccess, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_UNITS, productInput } from '../../../contract/products';
import { FormSection } from '../shared/FormSection';
import { keepEmptyText } from '../../ui/forms';
import { NumberInput } from '../../ui/NumberInput';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const productResolver = zodResolver(productInput);

export const productDefaults = { sku: '', name: '', unit: 'pcs', active: true, reorder_level: 0 };

export const unitChoices = PRODUCT_UNITS.map((unit) => ({ id: unit, name: `app.units.${unit}` }));

/** The form body shared by create and edit. */
export const ProductInputs = () => (
  <>
    <FormSection title="app.products.sections.identity">
      <TextInput source="sku" parse={keepEmptyText} />
      <TextInput source="name" parse={keepEmptyText} />
      <ReferenceInput source="category_id" reference="category" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <SelectInput source="unit" choices={unitChoices} />
      <TextInput source="barcode" />
      {/* Reading suppliers needs view_suppliers; without it the field is left as it is. */}
      <CanAccess resource="suppliers" action="list">
        <ReferenceInput source="preferred_supplier_id" reference="suppliers" sort={{ field: 'company_name', order: 'ASC' }}>
          <AutocompleteInput optionText="company_name" />
        </ReferenceInput>
      </CanAccess>
    </FormSection>
    <FormSection title="app.products.sections.pricing">
      <NumberInput source="dealer_price" kind="money" />
      <NumberInput source="cost" kind="money" />
    </FormSection>
    <FormSection title="app.products.sections.stock">
      <NumberInput source="reorder_level" kind="quantity" />
      <BooleanInput source="active" />
    </FormSection>
    <FormSection title="app.products.sections.details">
      <TextInput source="description" multiline minRows={3} />
      <TextInput source="image" />
    </FormSection>
  </>
);
