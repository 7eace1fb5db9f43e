import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { Modal } from '../../kit/Modal';
import { DemoSelect, DemoTextarea } from '../../kit/fields';
import { COLUMN_COLOURS, TEAM } from './data';
import type { KanbanColumn, KanbanTask } from './store';

export interface TaskDraft {
  columnId: string;
  task: Omit<KanbanTask, 'id'> & { id?: string };
}

interface TaskModalProps {
  draft: TaskDraft;
  columns: readonly KanbanColumn[];
  onSave: (draft: TaskDraft) => void;
  onClose: () => void;
}

export const TaskModal = ({ draft, columns, onSave, onClose }: TaskModalProps) => {
  const [values, setValues] = useState(draft.task);
  const [columnId, setColumnId] = useState(draft.columnId);
  const [touched, setTouched] = useState(false);
  const editing = Boolean(draft.task.id);
  const titleError = touched && !values.title.trim() ? 'Title is required' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.title.trim()) return;
    onSave({ columnId, task: { ...values, title: values.title.trim() } });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? 'Edit task' : 'Add task'}
      footer={
        <Button type="submit" form="kanban-task-form" variant="contained">
          {editing ? 'Update task' : 'Add task'}
        </Button>
      }
    >
      <Stack component="form" id="kanban-task-form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        <TextField label="Title" required value={values.title} onChange={(event) => setValues({ ...values, title: event.target.value })} error={Boolean(titleError)} helperText={titleError} />
        {!editing && (
          <DemoSelect label="Column" value={columnId} onChange={(event) => setColumnId(event.target.value)} options={columns.map(({ id, name }) => ({ value: id, label: name }))} />
        )}
        <DemoTextarea label="Description" value={values.description} onChange={(event) => setValues({ ...values, description: event.target.value })} />
        <DemoSelect
          label="Assignee"
          placeholder="Nobody"
          value={values.assignees[0] ?? ''}
          onChange={(event) => setValues({ ...values, assignees: event.target.value ? [event.target.value] : [] })}
          options={TEAM}
        />
        <TextField label="Due date" type="date" value={values.dueDate} onChange={(event) => setValues({ ...values, dueDate: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
    </Modal>
  );
};

export interface ColumnDraft {
  id?: string;
  name: string;
  color: string;
}

export const ColumnModal = ({ draft, onSave, onClose }: { draft: ColumnDraft; onSave: (draft: ColumnDraft) => void; onClose: () => void }) => {
  const [values, setValues] = useState(draft);
  const [touched, setTouched] = useState(false);
  const nameError = touched && !values.name.trim() ? 'Name is required' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (values.name.trim()) onSave({ ...values, name: values.name.trim() });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={draft.id ? 'Edit column' : 'Add column'}
      footer={
        <Button type="submit" form="kanban-column-form" variant="contained">
          {draft.id ? 'Update column' : 'Add column'}
        </Button>
      }
    >
      <Stack component="form" id="kanban-column-form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        <TextField label="Column name" required value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} error={Boolean(nameError)} helperText={nameError} />
        <DemoSelect label="Colour" value={values.color} onChange={(event) => setValues({ ...values, color: event.target.value })} options={COLUMN_COLOURS} />
      </Stack>
    </Modal>
  );
};
