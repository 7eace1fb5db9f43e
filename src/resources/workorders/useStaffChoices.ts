import { useQuery } from '@tanstack/react-query';
import { API_URL, httpClient } from '../../providers/httpClient';

export interface StaffChoice {
  id: number;
  full_name: string;
}

/** The two pickers of the workshop and where their staff come from. */
const SOURCES = {
  assignees: 'work-orders/assignees',
  technicians: 'job-cards/technicians',
} as const;

/**
 * Active staff for the assignee and technician pickers: GET /api/work-orders/assignees and
 * /api/job-cards/technicians. Reading users needs view_users, which workshop staff may lack,
 * so these lists come from the workshop's own endpoints. They are no collection, so the data
 * provider has no method for them; the app's httpClient still brings the session handling.
 */
export function useStaffChoices(kind: keyof typeof SOURCES) {
  return useQuery({
    queryKey: ['staff-choices', kind],
    queryFn: async ({ signal }) => (await httpClient(`${API_URL}/${SOURCES[kind]}`, { signal })).json as StaffChoice[],
  });
}
