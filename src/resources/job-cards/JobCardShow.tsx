import { Button, EditButton, LinkBase, useCanAccess, useRecordContext } from 'react-admin';
import { Show } from '../shared/ResourcePage';
import { Divider, Grid } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { JobCard } from '../../../contract/workshop';
import { DeleteDocumentButton, DocumentToolbar } from '../../ui/DocumentActions';
import { HistoryPanel } from '../shared/HistoryPanel';
import { StatusHistory } from '../../ui/StatusHistory';
import { JobCardDetails } from './JobCardDetails';
import { isUntouched } from './JobCardFields';
import { JobCardParts } from './JobCardParts';
import { JobCardTimer } from './JobCardTimer';
import { TimeLogTable } from './TimeLogTable';

/** Edits until done; deleting only an open card with no time and no parts (the server refuses others). */
const ShowActions = () => {
  const card = useRecordContext<JobCard>();
  const { canAccess } = useCanAccess({ resource: 'job-cards', action: 'edit' });
  if (!card) return <DocumentToolbar />;
  return (
    <DocumentToolbar>
      <Button component={LinkBase} to={`/job-cards/${card.id}/print`} label="app.job_cards.print">
        <PrintIcon />
      </Button>
      {canAccess && card.status !== 'done' && <EditButton />}
      {canAccess && isUntouched(card) && <DeleteDocumentButton />}
    </DocumentToolbar>
  );
};

export const JobCardShow = () => (
  <Show resource="job-cards" actions={<ShowActions />}>
    <Grid container>
      <Grid size={{ xs: 12, md: 6 }}>
        <JobCardDetails />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <JobCardTimer />
      </Grid>
    </Grid>
    <Divider />
    <TimeLogTable />
    <Divider />
    <JobCardParts />
    <Divider />
    <StatusHistory statusLabels="app.job_cards.status" />
    <Divider />
    <HistoryPanel />
  </Show>
);
