import { describe, expect, it } from 'vitest';
import { sampleEvents } from '../../src/demos/apps/calendar/data';
import { addMonths, calendarReducer, eventsOnDay, monthGrid, periodLabel, validateEvent, weekDays, type CalendarState } from '../../src/demos/apps/calendar/store';
import { myProfile, sampleContacts, sampleConversations } from '../../src/demos/apps/chat/data';
import { chatReducer, filteredContacts, initialChatState } from '../../src/demos/apps/chat/store';
import { sampleEmails } from '../../src/demos/apps/email/data';
import { emailReducer, emailsIn, initialEmailState, type EmailState } from '../../src/demos/apps/email/store';
import { sampleProjects } from '../../src/demos/apps/projects/data';
import { projectsReducer } from '../../src/demos/apps/projects/store';
import { initialColumns } from '../../src/demos/apps/kanban/data';
import { kanbanReducer, type KanbanColumn } from '../../src/demos/apps/kanban/store';
import { sampleTodos } from '../../src/demos/apps/todo/data';
import { initialTodoState, todoReducer, visibleTodos, type TodoState } from '../../src/demos/apps/todo/store';

const names = (columns: KanbanColumn[]) => columns.map((column) => column.name);
const taskIds = (columns: KanbanColumn[], name: string) => columns.find((column) => column.name === name)!.tasks.map((task) => task.id);

describe('kanban store (SPEC.md §4)', () => {
  const task = { id: 'new', title: 'New task', description: '', assignees: [], dueDate: '' };

  it('starts with To Do, In Progress and Done', () => {
    expect(names(initialColumns())).toEqual(['To Do', 'In Progress', 'Done']);
  });

  it('moves a task to another column, at the end or before a given task', () => {
    let columns = kanbanReducer(initialColumns(), { type: 'moveTask', taskId: 'task-1', toColumnId: 'done' });
    expect(taskIds(columns, 'To Do')).toEqual(['task-2']);
    expect(taskIds(columns, 'Done')).toEqual(['task-4', 'task-1']);
    columns = kanbanReducer(columns, { type: 'moveTask', taskId: 'task-2', toColumnId: 'done', toIndex: 0 });
    expect(taskIds(columns, 'Done')).toEqual(['task-2', 'task-4', 'task-1']);
    expect(taskIds(columns, 'To Do')).toEqual([]);
  });

  it('reorders a task within its column and ignores unknown tasks or columns', () => {
    const columns = kanbanReducer(initialColumns(), { type: 'moveTask', taskId: 'task-2', toColumnId: 'todo', toIndex: 0 });
    expect(taskIds(columns, 'To Do')).toEqual(['task-2', 'task-1']);
    const start = initialColumns();
    expect(kanbanReducer(start, { type: 'moveTask', taskId: 'nope', toColumnId: 'done' })).toBe(start);
    expect(kanbanReducer(start, { type: 'moveTask', taskId: 'task-1', toColumnId: 'nope' })).toBe(start);
  });

  it('reorders columns, keeping the index within the board', () => {
    let columns = kanbanReducer(initialColumns(), { type: 'moveColumn', id: 'done', toIndex: 0 });
    expect(names(columns)).toEqual(['Done', 'To Do', 'In Progress']);
    columns = kanbanReducer(columns, { type: 'moveColumn', id: 'done', toIndex: 9 });
    expect(names(columns)).toEqual(['To Do', 'In Progress', 'Done']);
    columns = kanbanReducer(columns, { type: 'moveColumn', id: 'todo', toIndex: -1 });
    expect(names(columns)).toEqual(['To Do', 'In Progress', 'Done']);
  });

  it('adds, edits and deletes columns', () => {
    let columns = kanbanReducer(initialColumns(), { type: 'addColumn', column: { id: 'review', name: 'Review', color: '#7B61FF' } });
    expect(names(columns)).toEqual(['To Do', 'In Progress', 'Done', 'Review']);
    expect(columns[3]!.tasks).toEqual([]);
    columns = kanbanReducer(columns, { type: 'editColumn', id: 'review', name: 'QA', color: '#F1595C' });
    expect(columns[3]).toMatchObject({ name: 'QA', color: '#F1595C' });
    columns = kanbanReducer(columns, { type: 'deleteColumn', id: 'todo' });
    expect(names(columns)).toEqual(['In Progress', 'Done', 'QA']);
  });

  it('adds, edits and deletes tasks', () => {
    let columns = kanbanReducer(initialColumns(), { type: 'addTask', columnId: 'in-progress', task });
    expect(taskIds(columns, 'In Progress')).toEqual(['task-3', 'new']);
    columns = kanbanReducer(columns, { type: 'editTask', task: { ...task, title: 'Renamed' } });
    expect(columns[1]!.tasks[1]!.title).toBe('Renamed');
    columns = kanbanReducer(columns, { type: 'deleteTask', taskId: 'task-3' });
    expect(taskIds(columns, 'In Progress')).toEqual(['new']);
  });
});

describe('todo store (SPEC.md §4)', () => {
  const start = (): TodoState => initialTodoState(sampleTodos());
  const titles = (state: TodoState) => visibleTodos(state).map((todo) => todo.id);

  it('filters all by default and hides trashed todos outside the trash', () => {
    const state = start();
    expect(state.filter).toBe('all');
    expect(titles(state)).toEqual(['todo-1', 'todo-2', 'todo-3', 'todo-4', 'todo-5']);
    const trashed = todoReducer(state, { type: 'delete', id: 'todo-1' });
    expect(titles(trashed)).not.toContain('todo-1');
    expect(titles(todoReducer(trashed, { type: 'setFilter', filter: 'trash' }))).toEqual(['todo-1']);
    expect(titles(todoReducer(trashed, { type: 'setFilter', filter: 'favourite' }))).toEqual(['todo-5']);
  });

  it('toggles done and favourite', () => {
    let state = todoReducer(start(), { type: 'toggleDone', id: 'todo-2' });
    state = todoReducer(state, { type: 'toggleFav', id: 'todo-2' });
    expect(state.todos[1]).toMatchObject({ isDone: true, isfav: true });
    state = todoReducer(state, { type: 'toggleDone', id: 'todo-2' });
    state = todoReducer(state, { type: 'toggleFav', id: 'todo-2' });
    expect(state.todos[1]).toMatchObject({ isDone: false, isfav: false });
  });

  it('delete moves to the trash, restore brings back, a second delete removes for good', () => {
    let state = todoReducer(start(), { type: 'delete', id: 'todo-3' });
    expect(state.todos.find((todo) => todo.id === 'todo-3')!.isTrash).toBe(true);
    state = todoReducer(state, { type: 'restore', id: 'todo-3' });
    expect(state.todos.find((todo) => todo.id === 'todo-3')!.isTrash).toBe(false);
    state = todoReducer(todoReducer(state, { type: 'delete', id: 'todo-3' }), { type: 'delete', id: 'todo-3' });
    expect(state.todos.map((todo) => todo.id)).not.toContain('todo-3');
  });

  it('filters done, favourite and by category', () => {
    const state = start();
    expect(titles({ ...state, filter: 'done' })).toEqual(['todo-3', 'todo-5']);
    expect(titles({ ...state, filter: 'favourite' })).toEqual(['todo-1', 'todo-5']);
    expect(titles({ ...state, filter: { category: 'team' } })).toEqual(['todo-1', 'todo-4']);
  });

  it('adds a todo on top, open and unstarred, and edits one', () => {
    let state = todoReducer(start(), { type: 'add', todo: { id: 'n', title: 'New', image: ['Wade Warren'], category: ['low'] } });
    expect(state.todos[0]).toEqual({ id: 'n', title: 'New', image: ['Wade Warren'], category: ['low'], isDone: false, isfav: false, isTrash: false });
    state = todoReducer(state, { type: 'edit', todo: { id: 'n', title: 'Edited', image: [], category: ['high'] } });
    expect(state.todos[0]).toMatchObject({ title: 'Edited', image: [], category: ['high'], isDone: false });
  });
});

describe('email store (SPEC.md §4)', () => {
  const start = (): EmailState => initialEmailState(sampleEmails());
  const ids = (state: EmailState) => emailsIn(state).map((email) => email.id);
  const find = (state: EmailState, id: string) => state.emails.find((email) => email.id === id)!;

  it('opens on all mail, without spam or trash', () => {
    const state = start();
    expect(state.folder).toBe('all');
    expect(ids(state)).toEqual(['mail-1', 'mail-2', 'mail-3', 'mail-4', 'mail-6', 'mail-7']);
    expect(ids({ ...state, folder: 'spam' })).toEqual(['mail-5']);
    expect(ids({ ...state, folder: 'starred' })).toEqual(['mail-2', 'mail-4']);
    expect(ids({ ...state, folder: 'sent' })).toEqual(['mail-7']);
    expect(ids({ ...state, folder: 'draft' })).toEqual(['mail-6']);
  });

  it('toggles checked, favourite and read', () => {
    let state = start();
    for (const type of ['toggleChecked', 'toggleFav', 'toggleRead'] as const) state = emailReducer(state, { type, id: 'mail-1' });
    expect(find(state, 'mail-1')).toMatchObject({ is_checked: true, isfav: true, isread: true });
    for (const type of ['toggleChecked', 'toggleFav', 'toggleRead'] as const) state = emailReducer(state, { type, id: 'mail-1' });
    expect(find(state, 'mail-1')).toMatchObject({ is_checked: false, isfav: false, isread: false });
  });

  it('delete moves to the trash, and from the trash removes for good', () => {
    let state = emailReducer(start(), { type: 'delete', id: 'mail-2' });
    expect(ids(state)).not.toContain('mail-2');
    expect(ids({ ...state, folder: 'trash' })).toEqual(['mail-2']);
    state = emailReducer(state, { type: 'delete', id: 'mail-2' });
    expect(state.emails.map((email) => email.id)).not.toContain('mail-2');
  });

  it('deletes the checked emails of the folder shown', () => {
    let state = emailReducer(start(), { type: 'toggleChecked', id: 'mail-1' });
    state = emailReducer(state, { type: 'toggleChecked', id: 'mail-3' });
    state = emailReducer(state, { type: 'deleteChecked' });
    expect(ids({ ...state, folder: 'trash' })).toEqual(['mail-1', 'mail-3']);
  });

  it('sending adds the email to the top, read and sent', () => {
    const state = emailReducer(start(), { type: 'send', email: { id: 'new', name: 'Me', address: 'a@b.test', subject: 'Hello', body: 'Hi', time: 'Just now' } });
    expect(ids(state)[0]).toBe('new');
    expect(state.emails[0]).toMatchObject({ sent: true, isread: true, trash: false, is_checked: false });
    expect(ids({ ...state, folder: 'sent' })[0]).toBe('new');
  });
});

describe('chat store (SPEC.md §4)', () => {
  const start = () => initialChatState(sampleContacts(), sampleConversations(), myProfile);

  it('starts with the info panel open and no active chat', () => {
    expect(start()).toMatchObject({ openinfo: true, openProfile: false, activechat: false, mobileChatSidebar: false, searchContact: '', messFeed: [], user: null });
  });

  it('opening a chat sets the active flag, toggles the mobile sidebar, sets the contact and loads its messages', () => {
    const state = chatReducer(start(), { type: 'openChat', contactId: 1 });
    expect(state).toMatchObject({ activechat: true, mobileChatSidebar: true, user: { id: 1, fullName: 'Jenny Wilson' } });
    expect(state.messFeed.map((message) => message.content)).toEqual(sampleConversations()[0]!.messages.map((message) => message.content));
    expect(state.contacts[0]!.unredmessage).toBe(0);
    const other = chatReducer(state, { type: 'openChat', contactId: 2 });
    expect(other).toMatchObject({ mobileChatSidebar: false, messFeed: [], user: { id: 2 } });
  });

  it('sending appends a message to the feed and the conversation', () => {
    let state = chatReducer(start(), { type: 'openChat', contactId: 1 });
    state = chatReducer(state, { type: 'sendMessage', message: { content: 'Thanks!', time: '1:00 pm' } });
    expect(state.messFeed.at(-1)).toEqual({ content: 'Thanks!', time: '1:00 pm', sender: 'me' });
    expect(state.conversations[0]!.messages.at(-1)!.content).toBe('Thanks!');
    expect(state.contacts[0]!.lastmessage).toBe('Thanks!');
    state = chatReducer(state, { type: 'openChat', contactId: 2 });
    state = chatReducer(state, { type: 'sendMessage', message: { content: 'First one', time: '1:01 pm' } });
    expect(state.conversations.find((conversation) => conversation.userId === 2)!.messages).toHaveLength(1);
    expect(chatReducer(state, { type: 'sendMessage', message: { content: '   ', time: '1:02 pm' } })).toBe(state);
  });

  it('toggles the info, profile and mobile sidebar panels; sets the search text; closing ends the active chat', () => {
    let state = start();
    state = chatReducer(chatReducer(chatReducer(state, { type: 'toggleInfo' }), { type: 'toggleProfile' }), { type: 'toggleMobileSidebar' });
    expect(state).toMatchObject({ openinfo: false, openProfile: true, mobileChatSidebar: true });
    state = chatReducer(state, { type: 'setSearch', text: 'WAT' });
    expect(filteredContacts(state).map((contact) => contact.fullName)).toEqual(['Kristin Watson']);
    state = chatReducer(chatReducer(state, { type: 'openChat', contactId: 3 }), { type: 'closeChat' });
    expect(state.activechat).toBe(false);
  });
});

describe('projects store (SPEC.md §4)', () => {
  const project = { id: 'new', name: 'New', des: '', startDate: '', endDate: '', assignee: [], progress: 150, category: '' };

  it('adds on top with the progress kept within 0–100, updates and removes', () => {
    let projects = projectsReducer(sampleProjects(), { type: 'add', project });
    expect(projects[0]).toMatchObject({ id: 'new', progress: 100 });
    projects = projectsReducer(projects, { type: 'update', project: { ...project, name: 'Renamed', progress: -5 } });
    expect(projects[0]).toMatchObject({ name: 'Renamed', progress: 0 });
    projects = projectsReducer(projects, { type: 'remove', id: 'p-2' });
    expect(projects.map(({ id }) => id)).toEqual(['new', 'p-1', 'p-3', 'p-4']);
  });
});

describe('calendar store', () => {
  const start = (): CalendarState => ({ events: sampleEvents('2025-05-14'), view: 'month', date: '2025-05-14' });

  it('builds a six-week month grid from the Sunday before the first', () => {
    const grid = monthGrid('2025-05-14');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2025-04-27');
    expect(grid[4]).toBe('2025-05-01');
    expect(weekDays('2025-05-14')).toEqual(['2025-05-11', '2025-05-12', '2025-05-13', '2025-05-14', '2025-05-15', '2025-05-16', '2025-05-17']);
  });

  it('steps by month, week or day, and today goes back', () => {
    let state = calendarReducer(start(), { type: 'next' });
    expect(state.date).toBe('2025-06-14');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    state = calendarReducer(calendarReducer(state, { type: 'setView', view: 'week' }), { type: 'previous' });
    expect(state.date).toBe('2025-06-07');
    state = calendarReducer(calendarReducer(state, { type: 'setView', view: 'day' }), { type: 'next' });
    expect(state.date).toBe('2025-06-08');
    expect(calendarReducer(state, { type: 'today', today: '2025-05-14' }).date).toBe('2025-05-14');
  });

  it('labels the period of each view', () => {
    expect(periodLabel({ view: 'month', date: '2025-05-14' })).toBe('May 2025');
    expect(periodLabel({ view: 'week', date: '2025-05-14' })).toBe('11 May 2025 – 17 May 2025');
    expect(periodLabel({ view: 'day', date: '2025-05-14' })).toBe('14 May 2025');
  });

  it('adds, edits and deletes events; an event shows on every day it covers', () => {
    let state = calendarReducer(start(), { type: 'add', event: { id: 'e', title: 'Audit', start: '2025-05-26T09:00', end: '2025-05-27T10:00', category: 'business' } });
    expect(eventsOnDay(state.events, '2025-05-27').map(({ title }) => title)).toEqual(['Audit']);
    state = calendarReducer(state, { type: 'edit', event: { ...state.events.at(-1)!, title: 'Big audit' } });
    expect(eventsOnDay(state.events, '2025-05-26').map(({ title }) => title)).toEqual(['Big audit']);
    state = calendarReducer(state, { type: 'delete', id: 'e' });
    expect(eventsOnDay(state.events, '2025-05-26')).toEqual([]);
  });

  it('wants a title and an end after the start', () => {
    expect(validateEvent({ title: ' ', start: '2025-05-14T10:00', end: '2025-05-14T09:00' })).toEqual({ title: 'Title is required', end: 'The end comes after the start' });
    expect(validateEvent({ title: 'Ok', start: '2025-05-14T10:00', end: '2025-05-14T10:30' })).toEqual({});
  });
});
