import type { KanbanColumn } from './store';

export const TEAM = ['Jenny Wilson', 'Esther Howard', 'Wade Warren', 'Jacob Jones', 'Kristin Watson'];

export const COLUMN_COLOURS = [
  { value: '#4669FA', label: 'Blue' },
  { value: '#FA916B', label: 'Orange' },
  { value: '#50C793', label: 'Green' },
  { value: '#F1595C', label: 'Red' },
  { value: '#7B61FF', label: 'Purple' },
];

/** SPEC.md §9: the board starts with To Do, In Progress and Done. */
export const initialColumns = (): KanbanColumn[] => [
  {
    id: 'todo',
    name: 'To Do',
    color: '#4669FA',
    tasks: [
      { id: 'task-1', title: 'Design the landing page', description: 'Hero, pricing and footer sections.', assignees: ['Jenny Wilson', 'Wade Warren'], dueDate: '2025-06-12' },
      { id: 'task-2', title: 'Write onboarding emails', description: 'Three emails for the first week.', assignees: ['Esther Howard'], dueDate: '2025-06-18' },
    ],
  },
  {
    id: 'in-progress',
    name: 'In Progress',
    color: '#FA916B',
    tasks: [{ id: 'task-3', title: 'Set up the staging server', description: 'Mirror production settings.', assignees: ['Jacob Jones'], dueDate: '2025-06-05' }],
  },
  {
    id: 'done',
    name: 'Done',
    color: '#50C793',
    tasks: [{ id: 'task-4', title: 'Collect user feedback', description: 'Summarise the twelve interviews.', assignees: ['Kristin Watson', 'Jenny Wilson'], dueDate: '2025-05-28' }],
  },
];
