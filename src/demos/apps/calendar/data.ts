import { addDays, type CalendarEvent } from './store';

export const EVENT_CATEGORIES = [
  { value: 'business', label: 'Business', color: '#4669FA' },
  { value: 'personal', label: 'Personal', color: '#50C793' },
  { value: 'holiday', label: 'Holiday', color: '#F1595C' },
  { value: 'family', label: 'Family', color: '#0CE7FA' },
  { value: 'meeting', label: 'Meeting', color: '#FA916B' },
  { value: 'etc', label: 'ETC', color: '#7B61FF' },
];

export const categoryColour = (category: string) => EVENT_CATEGORIES.find(({ value }) => value === category)?.color ?? '#A0AEC0';

/** The local date as 'YYYY-MM-DD'. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Samples around today, so the first view always shows some. */
export const sampleEvents = (today: string): CalendarEvent[] => [
  { id: 'event-1', title: 'Stock count', start: `${today}T09:00`, end: `${today}T11:00`, category: 'business' },
  { id: 'event-2', title: 'Supplier call', start: `${addDays(today, 2)}T14:00`, end: `${addDays(today, 2)}T15:00`, category: 'meeting' },
  { id: 'event-3', title: 'Team lunch', start: `${addDays(today, -3)}T12:00`, end: `${addDays(today, -3)}T13:30`, category: 'personal' },
  { id: 'event-4', title: 'Trade fair', start: `${addDays(today, 7)}T08:00`, end: `${addDays(today, 8)}T18:00`, category: 'etc' },
];
