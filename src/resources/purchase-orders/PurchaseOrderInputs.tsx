import { CanAccess, DateInput, ReferenceInput, TextInput } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { purchaseOrderInput } from '../../../contract/purchaseOrders';
import { FormSection } from '../shared/FormSection';
import { FreshAutocompleteInput } from '../stock-adjustments/FreshAutocompleteInput';
import { warehouseLabel } from './PurchaseOrderFields';
import { LiveTotal, PurchaseOrderLineEditor } from './PurchaseOrderLineEditor';

/** The shared schema validates the form, exactly as the API will (DESIGN.md §1). */
export const purchaseOrderResolver = zodResolver(purchaseOrderInput);

const emptyLine = { product_id: null, quantity: null, unit_cost: null };

export const purchaseOrderDefaults = { supplier_id: null, warehouse_id: null, expected_date: null, notes: null, lines: [emptyLine] };

/**
 * The form body shared by create and edit: supplier and destination, then the lines and their
 * total. Reading suppliers needs view_suppliers; without it the picker stays away (a 403
 * would leave the page) and the schema says the supplier is required.
 */
export const PurchaseOrderInputs = ({ autoFocus }: { autoFocus?: boolean }) => (
  <>
    <FormSection title="app.purchase_orders.sections.header">
      <CanAccess resource="suppliers" action="list">
        <ReferenceInput source="supplier_id" reference="suppliers" filter={{ status: 'active' }} sort={{ field: 'company_name', order: 'ASC' }}>
          <FreshAutocompleteInput optionText="company_name" autoHighlight autoFocus={autoFocus} />
        </ReferenceInput>
      </CanAccess>
      <ReferenceInput source="warehouse_id" reference="warehouse" filter={{ active: true }} sort={{ field: 'code', order: 'ASC' }}>
        <FreshAutocompleteInput optionText={warehouseLabel} autoHighlight />
      </ReferenceInput>
      <DateInput source="expected_date" />
    </FormSection>
    <TextInput source="notes" multiline minRows={2} fullWidth />
    <PurchaseOrderLineEditor />
    <LiveTotal />
  </>
);
