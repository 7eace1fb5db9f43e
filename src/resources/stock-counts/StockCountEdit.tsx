import { SimpleForm, useRecordContext } from 'react-admin';
import type { StockCount } from '../../../contract/stockCounts';
import { EditWithHistory } from '../shared/EditWithHistory';
import { StatusNotice, StockCountDetails } from './StockCountFields';
import { StockCountInputs, stockCountResolver } from './StockCountInputs';

/** Only a draft's scope can change; a count under way or done opened here shows read-only, saying why. */
const DraftForm = () => {
  const record = useRecordContext<StockCount>();
  if (!record) return null;
  if (record.status !== 'draft') {
    return (
      <>
        <StatusNotice />
        <StockCountDetails />
      </>
    );
  }
  return (
    <SimpleForm noValidate mode="onChange" resolver={stockCountResolver}>
      <StockCountInputs />
    </SimpleForm>
  );
};

export const StockCountEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <DraftForm />
  </EditWithHistory>
);
