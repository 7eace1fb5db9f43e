import { useReducer, useState } from 'react';
import { Title } from 'react-admin';
import { Box, Button, IconButton, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { demoToast } from '../../toast';
import { newId } from '../common';
import { MonthView, TimeGridView } from './CalendarViews';
import { EVENT_CATEGORIES, localToday, sampleEvents } from './data';
import { EventModal, type EventDraft } from './EventModal';
import { calendarReducer, periodLabel, type CalendarEvent, type CalendarView } from './store';

const at = (day: string, hour: number) => `${day}T${String(Math.min(hour, 23)).padStart(2, '0')}:00`;

const CalendarPage = () => {
  const [today] = useState(localToday);
  const [state, dispatch] = useReducer(calendarReducer, undefined, () => ({ events: sampleEvents(today), view: 'month' as CalendarView, date: today }));
  const [draft, setDraft] = useState<EventDraft>();

  const addAt = (day: string, hour: number) => setDraft({ title: '', start: at(day, hour), end: hour >= 23 ? `${day}T23:59` : at(day, hour + 1), category: EVENT_CATEGORIES[0]!.value });
  const save = ({ id, ...values }: EventDraft) => {
    if (id) {
      dispatch({ type: 'edit', event: { ...values, id } });
      demoToast('edit');
    } else {
      dispatch({ type: 'add', event: { ...values, id: newId('event') } });
      demoToast('add');
    }
    setDraft(undefined);
  };
  const viewProps = { date: state.date, today, events: state.events, onAdd: addAt, onOpen: (event: CalendarEvent) => setDraft(event) };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Calendar" />
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'center' }, gap: 1.5, mb: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Button variant="outlined" onClick={() => dispatch({ type: 'today', today })}>
              Today
            </Button>
            <IconButton aria-label="Previous" onClick={() => dispatch({ type: 'previous' })}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label="Next" onClick={() => dispatch({ type: 'next' })}>
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          <Typography variant="h5" component="h1" aria-live="polite" sx={{ flex: 1 }}>
            {periodLabel(state)}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ToggleButtonGroup size="small" exclusive value={state.view} onChange={(_event, view: CalendarView | null) => view && dispatch({ type: 'setView', view })} aria-label="View">
              <ToggleButton value="month">Month</ToggleButton>
              <ToggleButton value="week">Week</ToggleButton>
              <ToggleButton value="day">Day</ToggleButton>
            </ToggleButtonGroup>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => addAt(state.date, 9)}>
              Add event
            </Button>
          </Stack>
        </Stack>
        {state.view === 'month' ? <MonthView {...viewProps} /> : <TimeGridView {...viewProps} days={state.view} />}
      </Paper>
      {draft && (
        <EventModal
          draft={draft}
          onSave={save}
          onDelete={(id) => {
            dispatch({ type: 'delete', id });
            demoToast('delete');
            setDraft(undefined);
          }}
          onClose={() => setDraft(undefined)}
        />
      )}
    </Box>
  );
};

export default CalendarPage;
