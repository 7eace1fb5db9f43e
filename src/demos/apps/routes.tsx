import { lazy } from 'react';
import type { DemoRoute } from '../types';

export const appsRoutes: DemoRoute[] = [
  { path: 'todo', Component: lazy(() => import('./todo/TodoPage')) },
  { path: 'email', Component: lazy(() => import('./email/EmailPage')) },
  { path: 'chat', Component: lazy(() => import('./chat/ChatPage')) },
  { path: 'projects', Component: lazy(() => import('./projects/ProjectsPage')) },
  { path: 'projects/:id', Component: lazy(() => import('./projects/ProjectDetailPage')) },
  { path: 'kanban', Component: lazy(() => import('./kanban/KanbanPage')) },
  { path: 'calender', Component: lazy(() => import('./calendar/CalendarPage')) },
];
