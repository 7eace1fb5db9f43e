import { EditButton, useRecordContext, useTranslate } from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Alert, Box } from '@mui/material';
import type { StockAdjustment } from '../../../contract/stock';
import { DeleteDocumentButton, DocumentToolbar } from '../../ui/DocumentActions';
import { HistoryPanel } from '../shared/HistoryPanel';
import { CancelAdjustmentButton, PostAdjustmentButton, useEditableDraft } from './StockAdjustmentActions';
import { StockAdjustmentDetails } from './StockAdjustmentFields';

/** DESIGN.md §6: a posted or cancelled adjustment is read-only, so only a draft offers changes. */
const ShowActions = () => {
  const draft = useEditableDraft();
  if (!draft) return <DocumentToolbar />;
  return (
    <DocumentToolbar>
      <EditButton />
      <CancelAdjustmentButton />
      <DeleteDocumentButton />
    </DocumentToolbar>
  );
};

/** A draft changes no stock until it is posted; the banner says so and offers to post it. */
const DraftBanner = () => {
  const translate = useTranslate();
  const record = useRecordContext<StockAdjustment>();
  if (record?.status !== 'draft') return null;
  return (
    // Posting goes under the sentence, as a stocktake's next step does: a phone keeps the sentence readable.
    <Alert severity="info" sx={{ m: 2 }}>
      {translate('app.stock_adjustments.draft_notice')}
      <Box sx={{ mt: 1 }}>
        <PostAdjustmentButton />
      </Box>
    </Alert>
  );
};

export const StockAdjustmentShow = () => (
  <Show actions={<ShowActions />}>
    <DraftBanner />
    <StockAdjustmentDetails />
    <HistoryPanel />
  </Show>
);
