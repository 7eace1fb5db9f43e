// SPEC.md §3 "Demo stores" (todo: id, title, isDone, isfav, isTrash, image list, category list)
// and §4: toggle done and favourite; delete moves to trash; add and edit. §9: the filter starts at all.

export interface Todo {
  id: string;
  title: string;
  isDone: boolean;
  isfav: boolean;
  isTrash: boolean;
  /** The assignees, shown as initials avatars. */
  image: string[];
  category: string[];
}

export type TodoFilter = 'all' | 'favourite' | 'done' | 'trash' | { category: string };

export interface TodoState {
  todos: Todo[];
  filter: TodoFilter;
}

export type TodoAction =
  | { type: 'toggleDone'; id: string }
  | { type: 'toggleFav'; id: string }
  /** A todo in the trash goes for good; any other goes to the trash. */
  | { type: 'delete'; id: string }
  | { type: 'restore'; id: string }
  | { type: 'add'; todo: Pick<Todo, 'id' | 'title' | 'image' | 'category'> }
  | { type: 'edit'; todo: Pick<Todo, 'id' | 'title' | 'image' | 'category'> }
  | { type: 'setFilter'; filter: TodoFilter };

export const initialTodoState = (todos: Todo[]): TodoState => ({ todos, filter: 'all' });

const update = (state: TodoState, id: string, change: (todo: Todo) => Partial<Todo>): TodoState => ({
  ...state,
  todos: state.todos.map((todo) => (todo.id === id ? { ...todo, ...change(todo) } : todo)),
});

export function todoReducer(state: TodoState, action: TodoAction): TodoState {
  switch (action.type) {
    case 'toggleDone':
      return update(state, action.id, (todo) => ({ isDone: !todo.isDone }));
    case 'toggleFav':
      return update(state, action.id, (todo) => ({ isfav: !todo.isfav }));
    case 'delete': {
      const todo = state.todos.find((item) => item.id === action.id);
      if (todo?.isTrash) return { ...state, todos: state.todos.filter((item) => item.id !== action.id) };
      return update(state, action.id, () => ({ isTrash: true }));
    }
    case 'restore':
      return update(state, action.id, () => ({ isTrash: false }));
    case 'add':
      return { ...state, todos: [{ ...action.todo, isDone: false, isfav: false, isTrash: false }, ...state.todos] };
    case 'edit':
      return update(state, action.todo.id, () => action.todo);
    case 'setFilter':
      return { ...state, filter: action.filter };
  }
}

/** Trashed todos show only under the trash filter. */
export function visibleTodos({ todos, filter }: TodoState): Todo[] {
  if (filter === 'trash') return todos.filter((todo) => todo.isTrash);
  const kept = todos.filter((todo) => !todo.isTrash);
  if (filter === 'all') return kept;
  if (filter === 'favourite') return kept.filter((todo) => todo.isfav);
  if (filter === 'done') return kept.filter((todo) => todo.isDone);
  return kept.filter((todo) => todo.category.includes(filter.category));
}

export const sameFilter = (a: TodoFilter, b: TodoFilter) => (typeof a === 'string' || typeof b === 'string' ? a === b : a.category === b.category);
