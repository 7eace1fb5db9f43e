import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { Modal } from '../../kit/Modal';
import { DemoSelect } from '../../kit/fields';
import { TODO_CATEGORIES, TODO_PEOPLE } from './data';
import type { Todo } from './store';

export type TodoDraft = Pick<Todo, 'title' | 'image' | 'category'> & { id?: string };

export const TodoForm = ({ draft, onSave, onClose }: { draft: TodoDraft; onSave: (draft: TodoDraft) => void; onClose: () => void }) => {
  const [values, setValues] = useState(draft);
  const [touched, setTouched] = useState(false);
  const titleError = touched && !values.title.trim() ? 'Title is required' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (values.title.trim()) onSave({ ...values, title: values.title.trim() });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={draft.id ? 'Edit task' : 'Add task'}
      footer={
        <Button type="submit" form="todo-form" variant="contained">
          {draft.id ? 'Update' : 'Add'}
        </Button>
      }
    >
      <Stack component="form" id="todo-form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        <TextField label="Title" required value={values.title} onChange={(event) => setValues({ ...values, title: event.target.value })} error={Boolean(titleError)} helperText={titleError} />
        <DemoSelect
          label="Assignee"
          placeholder="Nobody"
          value={values.image[0] ?? ''}
          onChange={(event) => setValues({ ...values, image: event.target.value ? [event.target.value] : [] })}
          options={TODO_PEOPLE}
        />
        <DemoSelect
          label="Category"
          placeholder="No category"
          value={values.category[0] ?? ''}
          onChange={(event) => setValues({ ...values, category: event.target.value ? [event.target.value] : [] })}
          options={TODO_CATEGORIES}
        />
      </Stack>
    </Modal>
  );
};
