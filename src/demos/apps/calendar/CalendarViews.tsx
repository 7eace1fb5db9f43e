import { Box, ButtonBase, Typography } from '@mui/material';
import { categoryColour } from './data';
import { eventsInSlot, eventsOnDay, formatDay, monthGrid, weekDays, type CalendarEvent } from './store';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

interface ViewProps {
  date: string;
  today: string;
  events: readonly CalendarEvent[];
  onAdd: (day: string, hour: number) => void;
  onOpen: (event: CalendarEvent) => void;
}

const EventButton = ({ event, onOpen }: { event: CalendarEvent; onOpen: (event: CalendarEvent) => void }) => (
  <ButtonBase
    onClick={(click) => {
      click.stopPropagation();
      onOpen(event);
    }}
    title={`${event.title}, ${event.start.replace('T', ' ')} – ${event.end.replace('T', ' ')}`}
    sx={{ display: 'block', width: '100%', textAlign: 'start', px: 0.75, py: 0.25, borderRadius: 1, bgcolor: categoryColour(event.category), color: '#fff', fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
  >
    {event.title}
  </ButtonBase>
);

const cellBorder = { borderInlineEnd: 1, borderBottom: 1, borderColor: 'divider' } as const;

// A click anywhere in the empty part of a day or slot adds an event; its button does the same for the keyboard.
export const MonthView = ({ date, today, events, onAdd, onOpen }: ViewProps) => (
  <Box role="grid" aria-label="Month" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', borderInlineStart: 1, borderTop: 1, borderColor: 'divider' }}>
    {WEEKDAYS.map((name) => (
      <Typography key={name} role="columnheader" variant="body2" sx={{ ...cellBorder, p: 1, textAlign: 'center', fontWeight: 600 }}>
        {name}
      </Typography>
    ))}
    {monthGrid(date).map((day) => {
      const inMonth = day.slice(0, 7) === date.slice(0, 7);
      return (
        <Box key={day} role="gridcell" onClick={() => onAdd(day, 9)} sx={{ ...cellBorder, minHeight: { xs: 64, md: 104 }, p: 0.5, cursor: 'pointer', bgcolor: inMonth ? undefined : 'action.hover', display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
          <ButtonBase
            aria-label={`Add event on ${formatDay(day)}`}
            onClick={(click) => {
              click.stopPropagation();
              onAdd(day, 9);
            }}
            sx={{ alignSelf: 'flex-end', width: 28, height: 28, borderRadius: '50%', fontSize: 13, color: inMonth ? 'text.primary' : 'text.disabled', ...(day === today && { bgcolor: 'primary.main', color: 'primary.contrastText' }) }}
          >
            {Number(day.slice(8, 10))}
          </ButtonBase>
          {eventsOnDay(events, day).map((event) => (
            <EventButton key={event.id} event={event} onOpen={onOpen} />
          ))}
        </Box>
      );
    })}
  </Box>
);

/** The week view with seven day columns, the day view with one: a row per hour. */
export const TimeGridView = ({ date, today, events, onAdd, onOpen, days }: ViewProps & { days: 'week' | 'day' }) => {
  const columns = days === 'week' ? weekDays(date) : [date];
  const template = `56px repeat(${columns.length}, minmax(${days === 'week' ? 88 : 0}px, 1fr))`;
  return (
    <Box sx={{ overflow: 'auto', maxHeight: 640, borderTop: 1, borderInlineStart: 1, borderColor: 'divider' }}>
      <Box role="grid" aria-label={days === 'week' ? 'Week' : 'Day'} sx={{ display: 'grid', gridTemplateColumns: template, minWidth: days === 'week' ? 680 : 0 }}>
        <Box sx={{ ...cellBorder, position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1 }} />
        {columns.map((day) => (
          <Typography key={day} role="columnheader" variant="body2" sx={{ ...cellBorder, p: 1, textAlign: 'center', fontWeight: 600, position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1, color: day === today ? 'primary.main' : undefined }}>
            {WEEKDAYS[new Date(`${day}T12:00`).getDay()]} {Number(day.slice(8, 10))}
          </Typography>
        ))}
        {HOURS.map((hour) => [
          <Typography key={`h-${hour}`} role="rowheader" variant="caption" color="text.secondary" sx={{ ...cellBorder, p: 0.5, textAlign: 'end' }}>
            {hourLabel(hour)}
          </Typography>,
          ...columns.map((day) => (
            <Box key={`${day}-${hour}`} role="gridcell" onClick={() => onAdd(day, hour)} sx={{ ...cellBorder, minHeight: 48, p: 0.25, cursor: 'pointer', display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0, position: 'relative' }}>
              <ButtonBase
                aria-label={`Add event on ${formatDay(day)} at ${hourLabel(hour)}`}
                onClick={(click) => {
                  click.stopPropagation();
                  onAdd(day, hour);
                }}
                sx={{ position: 'absolute', inset: 0, zIndex: 0 }}
              />
              {eventsInSlot(events, day, hour).map((event) => (
                <Box key={event.id} sx={{ position: 'relative', zIndex: 1 }}>
                  <EventButton event={event} onOpen={onOpen} />
                </Box>
              ))}
            </Box>
          )),
        ])}
      </Box>
    </Box>
  );
};
