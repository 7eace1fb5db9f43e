import { createDemoStore } from '../common';
import { projectsReducer, type Project } from './store';

export const PROJECT_CATEGORIES = ['Design', 'Development', 'Marketing', 'Operations'];
export const PROJECT_PEOPLE = ['Jenny Wilson', 'Esther Howard', 'Wade Warren', 'Jacob Jones', 'Kristin Watson'];

export const sampleProjects = (): Project[] => [
  { id: 'p-1', name: 'Warehouse app redesign', des: 'A clearer stock screen for the floor team, tablet first.', startDate: '2025-03-01', endDate: '2025-07-15', assignee: ['Jenny Wilson', 'Wade Warren'], progress: 65, category: 'Design' },
  { id: 'p-2', name: 'Dealer portal launch', des: 'Open ordering to the first twenty dealers.', startDate: '2025-04-10', endDate: '2025-08-30', assignee: ['Esther Howard', 'Jacob Jones', 'Kristin Watson'], progress: 40, category: 'Development' },
  { id: 'p-3', name: 'Spring parts campaign', des: 'Mail and social campaign for filters and brakes.', startDate: '2025-02-01', endDate: '2025-04-30', assignee: ['Kristin Watson'], progress: 100, category: 'Marketing' },
  { id: 'p-4', name: 'Rack relabelling', des: 'New barcodes on every rack of the north warehouse.', startDate: '2025-05-05', endDate: '2025-06-20', assignee: ['Wade Warren', 'Jacob Jones'], progress: 15, category: 'Operations' },
];

/** Sample steps shown on a project's page, the same for every project. */
export const PROJECT_TASKS = ['Kick-off meeting', 'Gather requirements', 'First draft', 'Review with the team', 'Hand over'];

/** The list and the detail page are two lazy pages; they share this one store. */
export const projectsStore = createDemoStore(projectsReducer, sampleProjects);
