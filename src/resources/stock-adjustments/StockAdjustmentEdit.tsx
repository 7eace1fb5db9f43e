import { SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import type { StockAdjustment } from '../../../contract/stock';
import { EditWithHistory } from '../shared/EditWithHistory';
import { StockAdjustmentDetails } from './StockAdjustmentFields';
import { StockAdjustmentInputs, stockAdjustmentResolver } from './StockAdjustmentInputs';

/**
 * DESIGN.md §6: only a draft can be edited. A posted or cancelled adjustment opened on its
 * edit route shows read-only, saying why (the server would answer 409 anyway).
 */
const DraftForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<StockAdjustment>();
  if (!record) return null;
  if (record.status !== 'draft') {
    return (
      <>
        <Alert severity="info" sx={{ m: 2 }}>
          {translate(`app.stock_adjustments.read_only_${record.status}`, { number: record.number })}
        </Alert>
        <StockAdjustmentDetails />
      </>
    );
  }
  return (
    <SimpleForm noValidate mode="onChange" resolver={stockAdjustmentResolver}>
      <StockAdjustmentInputs />
    </SimpleForm>
  );
};

// Pessimistic: the server's 422 line errors and 409 conflicts must reach the form before the user leaves it.
export const StockAdjustmentEdit = () => (
  <EditWithHistory mutationMode="pessimistic" redirect="show">
    <DraftForm />
  </EditWithHistory>
);
