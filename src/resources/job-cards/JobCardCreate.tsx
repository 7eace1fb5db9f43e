import { SimpleForm, useLocation } from 'react-admin';
import { Create } from '../shared/ResourcePage';
import { jobCardDefaults, JobCardInputs, jobCardResolver } from './JobCardInputs';

/**
 * The work order a new card goes on, when the page was opened from one: `?work_order_id=`
 * in the address (it survives a reload) or the link's state.
 */
function useGivenWorkOrderId(): number | null {
  const location = useLocation();
  const fromQuery = new URLSearchParams(location.search).get('work_order_id');
  const fromState = (location.state as { record?: { work_order_id?: unknown } } | null)?.record?.work_order_id;
  const id = Number(fromQuery ?? fromState);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const JobCardCreate = () => {
  const workOrderId = useGivenWorkOrderId();
  return (
    <Create redirect="show" resource="job-cards">
      <SimpleForm noValidate resolver={jobCardResolver} defaultValues={{ ...jobCardDefaults, work_order_id: workOrderId }}>
        <JobCardInputs />
      </SimpleForm>
    </Create>
  );
};
