// SPEC.md §3 "Demo stores" (kanban columns: id, name, color, tasks) and §4: tasks move between
// columns, columns reorder, tasks and columns are added, edited and deleted.

export interface KanbanTask {
  id: string;
  title: string;
  description: string;
  assignees: string[];
  dueDate: string;
}

export interface KanbanColumn {
  id: string;
  name: string;
  color: string;
  tasks: KanbanTask[];
}

export type KanbanAction =
  | { type: 'addColumn'; column: Omit<KanbanColumn, 'tasks'> }
  | { type: 'editColumn'; id: string; name: string; color: string }
  | { type: 'deleteColumn'; id: string }
  | { type: 'moveColumn'; id: string; toIndex: number }
  | { type: 'addTask'; columnId: string; task: KanbanTask }
  | { type: 'editTask'; task: KanbanTask }
  | { type: 'deleteTask'; taskId: string }
  /** Without `toIndex` the task goes to the end of the column. */
  | { type: 'moveTask'; taskId: string; toColumnId: string; toIndex?: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function columnOfTask(columns: readonly KanbanColumn[], taskId: string): KanbanColumn | undefined {
  return columns.find((column) => column.tasks.some((task) => task.id === taskId));
}

function moveTask(columns: KanbanColumn[], taskId: string, toColumnId: string, toIndex?: number): KanbanColumn[] {
  const from = columnOfTask(columns, taskId);
  if (!from || !columns.some((column) => column.id === toColumnId)) return columns;
  const task = from.tasks.find((item) => item.id === taskId)!;
  const withoutTask = columns.map((column) => (column === from ? { ...column, tasks: column.tasks.filter((item) => item.id !== taskId) } : column));
  return withoutTask.map((column) => {
    if (column.id !== toColumnId) return column;
    const tasks = [...column.tasks];
    tasks.splice(clamp(toIndex ?? tasks.length, 0, tasks.length), 0, task);
    return { ...column, tasks };
  });
}

export function kanbanReducer(columns: KanbanColumn[], action: KanbanAction): KanbanColumn[] {
  switch (action.type) {
    case 'addColumn':
      return [...columns, { ...action.column, tasks: [] }];
    case 'editColumn':
      return columns.map((column) => (column.id === action.id ? { ...column, name: action.name, color: action.color } : column));
    case 'deleteColumn':
      return columns.filter((column) => column.id !== action.id);
    case 'moveColumn': {
      const from = columns.findIndex((column) => column.id === action.id);
      if (from < 0) return columns;
      const next = columns.filter((column) => column.id !== action.id);
      next.splice(clamp(action.toIndex, 0, next.length), 0, columns[from]!);
      return next;
    }
    case 'addTask':
      return columns.map((column) => (column.id === action.columnId ? { ...column, tasks: [...column.tasks, action.task] } : column));
    case 'editTask':
      return columns.map((column) => ({ ...column, tasks: column.tasks.map((task) => (task.id === action.task.id ? action.task : task)) }));
    case 'deleteTask':
      return columns.map((column) => ({ ...column, tasks: column.tasks.filter((task) => task.id !== action.taskId) }));
    case 'moveTask':
      return moveTask(columns, action.taskId, action.toColumnId, action.toIndex);
  }
}
