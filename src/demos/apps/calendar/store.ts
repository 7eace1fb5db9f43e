// The calendar demo (issue 8 item 7): month, week and day views, today / previous / next, and
// events added, edited and deleted in local state. Dates are plain strings ('YYYY-MM-DD' days,
// 'YYYY-MM-DDTHH:mm' times, as date inputs give them) and day arithmetic runs in UTC, so a
// daylight-saving change never shifts a day.

export type CalendarView = 'month' | 'week' | 'day';

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  category: string;
}

export interface CalendarState {
  events: CalendarEvent[];
  view: CalendarView;
  /** The day the views are built around. */
  date: string;
}

export type CalendarAction =
  | { type: 'setView'; view: CalendarView }
  | { type: 'today'; today: string }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'goTo'; date: string; view?: CalendarView }
  | { type: 'add'; event: CalendarEvent }
  | { type: 'edit'; event: CalendarEvent }
  | { type: 'delete'; id: string };

const toUtc = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The same day of another month, or that month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const date = toUtc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtc(target);
}

/** Weeks start on Sunday. */
export const startOfWeek = (day: string) => addDays(day, -toUtc(day).getUTCDay());

export const weekDays = (day: string) => Array.from({ length: 7 }, (_, index) => addDays(startOfWeek(day), index));

/** Six full weeks around the month, so every month fits the same grid. */
export const monthGrid = (day: string) => Array.from({ length: 42 }, (_, index) => addDays(startOfWeek(`${day.slice(0, 8)}01`), index));

export const dayOf = (dateTime: string) => dateTime.slice(0, 10);
export const hourOf = (dateTime: string) => Number(dateTime.slice(11, 13));

/** Events that touch the day, earliest first. */
export function eventsOnDay(events: readonly CalendarEvent[], day: string): CalendarEvent[] {
  return events.filter((event) => dayOf(event.start) <= day && day <= dayOf(event.end)).sort((a, b) => a.start.localeCompare(b.start));
}

/** Events starting in that hour of that day: the week and day views place them there. */
export const eventsInSlot = (events: readonly CalendarEvent[], day: string, hour: number) =>
  events.filter((event) => dayOf(event.start) === day && hourOf(event.start) === hour).sort((a, b) => a.start.localeCompare(b.start));

export function validateEvent(event: Pick<CalendarEvent, 'title' | 'start' | 'end'>): { title?: string; start?: string; end?: string } {
  const errors: { title?: string; start?: string; end?: string } = {};
  if (!event.title.trim()) errors.title = 'Title is required';
  if (!event.start) errors.start = 'Start is required';
  if (!event.end) errors.end = 'End is required';
  else if (event.start && event.end < event.start) errors.end = 'The end comes after the start';
  return errors;
}

function step(state: CalendarState, direction: 1 | -1): string {
  if (state.view === 'month') return addMonths(state.date, direction);
  return addDays(state.date, state.view === 'week' ? 7 * direction : direction);
}

export function calendarReducer(state: CalendarState, action: CalendarAction): CalendarState {
  switch (action.type) {
    case 'setView':
      return { ...state, view: action.view };
    case 'today':
      return { ...state, date: action.today };
    case 'previous':
      return { ...state, date: step(state, -1) };
    case 'next':
      return { ...state, date: step(state, 1) };
    case 'goTo':
      return { ...state, date: action.date, view: action.view ?? state.view };
    case 'add':
      return { ...state, events: [...state.events, action.event] };
    case 'edit':
      return { ...state, events: state.events.map((event) => (event.id === action.event.id ? action.event : event)) };
    case 'delete':
      return { ...state, events: state.events.filter((event) => event.id !== action.id) };
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const formatDay = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** The heading over the view: "May 2025", "11 May 2025 – 17 May 2025" or "14 May 2025". */
export function periodLabel({ view, date }: Pick<CalendarState, 'view' | 'date'>): string {
  if (view === 'month') return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
  if (view === 'day') return formatDay(date);
  const days = weekDays(date);
  return `${formatDay(days[0]!)} – ${formatDay(days[6]!)}`;
}
