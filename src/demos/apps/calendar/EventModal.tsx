import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { Modal } from '../../kit/Modal';
import { DemoSelect } from '../../kit/fields';
import { EVENT_CATEGORIES } from './data';
import { validateEvent, type CalendarEvent } from './store';

export type EventDraft = Omit<CalendarEvent, 'id'> & { id?: string };

interface EventModalProps {
  draft: EventDraft;
  onSave: (draft: EventDraft) => void;
  onDelete: (id: string) => void;
  onClose: () => void;
}

export const EventModal = ({ draft, onSave, onDelete, onClose }: EventModalProps) => {
  const [values, setValues] = useState(draft);
  const [touched, setTouched] = useState(false);
  const errors = touched ? validateEvent(values) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(validateEvent(values)).length === 0) onSave({ ...values, title: values.title.trim() });
  };
  const timeProps = { type: 'datetime-local', required: true, slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Modal
      open
      onClose={onClose}
      title={draft.id ? 'Edit event' : 'Add event'}
      footer={
        <>
          {draft.id && (
            <Button color="error" onClick={() => onDelete(draft.id!)}>
              Delete
            </Button>
          )}
          <Button type="submit" form="event-form" variant="contained">
            {draft.id ? 'Update event' : 'Add event'}
          </Button>
        </>
      }
    >
      <Stack component="form" id="event-form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        <TextField label="Event name" required value={values.title} onChange={(event) => setValues({ ...values, title: event.target.value })} error={Boolean(errors.title)} helperText={errors.title} />
        <TextField {...timeProps} label="Start" value={values.start} onChange={(event) => setValues({ ...values, start: event.target.value })} error={Boolean(errors.start)} helperText={errors.start} />
        <TextField {...timeProps} label="End" value={values.end} onChange={(event) => setValues({ ...values, end: event.target.value })} error={Boolean(errors.end)} helperText={errors.end} />
        <DemoSelect label="Category" value={values.category} onChange={(event) => setValues({ ...values, category: event.target.value })} options={EVENT_CATEGORIES} />
      </Stack>
    </Modal>
  );
};
