import type { Todo } from './store';

export const TODO_CATEGORIES = [
  { value: 'team', label: 'Team', color: '#4669FA' },
  { value: 'low', label: 'Low', color: '#50C793' },
  { value: 'medium', label: 'Medium', color: '#FA916B' },
  { value: 'high', label: 'High', color: '#F1595C' },
  { value: 'update', label: 'Update', color: '#7B61FF' },
];

export const TODO_PEOPLE = ['Jenny Wilson', 'Esther Howard', 'Wade Warren', 'Jacob Jones', 'Kristin Watson'];

export const sampleTodos = (): Todo[] => [
  { id: 'todo-1', title: 'Review the quarterly stock report', isDone: false, isfav: true, isTrash: false, image: ['Jenny Wilson', 'Wade Warren'], category: ['team', 'high'] },
  { id: 'todo-2', title: 'Call the new supplier about lead times', isDone: false, isfav: false, isTrash: false, image: ['Esther Howard'], category: ['medium'] },
  { id: 'todo-3', title: 'Update the price list for June', isDone: true, isfav: false, isTrash: false, image: ['Jacob Jones'], category: ['update'] },
  { id: 'todo-4', title: 'Plan the warehouse team lunch', isDone: false, isfav: false, isTrash: false, image: ['Kristin Watson', 'Jenny Wilson', 'Esther Howard'], category: ['team', 'low'] },
  { id: 'todo-5', title: 'Archive last year’s invoices', isDone: true, isfav: true, isTrash: false, image: ['Wade Warren'], category: ['low'] },
];
