import { SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import type { JobCard } from '../../../contract/workshop';
import { DeleteDocumentButton } from '../../ui/DocumentActions';
import { EditWithHistory } from '../shared/EditWithHistory';
import { JobCardDetails } from './JobCardDetails';
import { JobCardInputs, jobCardResolver } from './JobCardInputs';
import { isUntouched } from './JobCardFields';

/** Deleting is offered only where the server allows it: an open card with no time and no parts. */
const EditToolbar = () => {
  const card = useRecordContext<JobCard>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {card && isUntouched(card) && <DeleteDocumentButton />}
    </Toolbar>
  );
};

/**
 * DESIGN.md §6: a job card changes until it is done. A done card opened on its edit route
 * shows read-only, saying why (the server would answer 409 anyway).
 */
const OpenCardForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<JobCard>();
  if (!record) return null;
  if (record.status === 'done') {
    return (
      <>
        <Alert severity="info" sx={{ m: 2 }}>
          {translate('app.job_cards.read_only', { number: record.number })}
        </Alert>
        <JobCardDetails />
      </>
    );
  }
  return (
    <SimpleForm noValidate resolver={jobCardResolver} toolbar={<EditToolbar />}>
      <JobCardInputs />
    </SimpleForm>
  );
};

// Pessimistic: the server's 422 field errors and 409 conflicts must reach the form before the user leaves it.
export const JobCardEdit = () => (
  <EditWithHistory resource="job-cards" mutationMode="pessimistic" redirect="show">
    <OpenCardForm />
  </EditWithHistory>
);
