import { EditButton, useRecordContext, useTranslate } from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Alert } from '@mui/material';
import type { StockCount } from '../../../contract/stockCounts';
import { DeleteDocumentButton, DocumentToolbar } from '../../ui/DocumentActions';
import { HistoryPanel } from '../shared/HistoryPanel';
import { CancelCountButton, CountOnScanButton, PostCountButton, StartCountButton, useActionable } from './StockCountActions';
import { StatusNotice, StockCountDetails } from './StockCountFields';
import { StockCountReview } from './StockCountReview';

const ShowActions = () => {
  const draft = useActionable(['draft']);
  return (
    <DocumentToolbar>
      {draft && <EditButton />}
      <CountOnScanButton />
      <CancelCountButton />
      {draft && <DeleteDocumentButton />}
    </DocumentToolbar>
  );
};

/** A blind count's counters read this instead of the quantities expected. */
const BlindNotice = () => {
  const translate = useTranslate();
  const count = useRecordContext<StockCount>();
  if (!count?.blind || count.status !== 'counting') return null;
  return (
    <Alert severity="info" sx={{ mx: 2 }}>
      {translate('app.stock_counts.blind_notice')}
    </Alert>
  );
};

/** The next step sits in the notice: start a draft, post a count under way. */
const NextStep = () => {
  const count = useRecordContext<StockCount>();
  if (count?.status === 'draft') return <StartCountButton />;
  if (count?.status === 'counting') return <PostCountButton />;
  return null;
};

export const StockCountShow = () => (
  <Show actions={<ShowActions />}>
    <StatusNotice action={<NextStep />} />
    <BlindNotice />
    <StockCountDetails />
    <StockCountReview />
    <HistoryPanel />
  </Show>
);
