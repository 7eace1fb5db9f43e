import { Navigate, SaveButton, SimpleForm, Toolbar, useCreatePath, useRecordContext } from 'react-admin';
import type { Order } from '../../../contract/orders';
import { EditWithHistory } from '../shared/EditWithHistory';
import { OrderInputs, orderResolver } from './OrderInputs';

/** No Delete: an order is never deleted (the server answers 409), it is cancelled from its page. */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * DESIGN.md §6: only a pending order can change (the server answers 409 otherwise), so any
 * other one opened on its edit route goes to its page, where its next steps are.
 */
const PendingForm = () => {
  const record = useRecordContext<Order>();
  const createPath = useCreatePath();
  if (!record) return null;
  if (record.status !== 'pending') return <Navigate to={createPath({ resource: 'orders', id: record.id, type: 'show' })} replace />;
  return (
    <SimpleForm noValidate mode="onChange" resolver={orderResolver} toolbar={<SaveOnlyToolbar />}>
      <OrderInputs taxRate={record.tax_rate} />
    </SimpleForm>
  );
};

// Pessimistic: the server's 422 line errors and 409 conflicts must reach the form before the user leaves it.
export const OrderEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <PendingForm />
  </EditWithHistory>
);
