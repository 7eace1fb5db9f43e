import { useState, type FormEvent } from 'react';
import { Button, Grid, TextField } from '@mui/material';
import { Modal } from '../../kit/Modal';
import { DemoSelect, DemoTextarea } from '../../kit/fields';
import { PROJECT_CATEGORIES, PROJECT_PEOPLE } from './data';
import type { Project } from './store';

export type ProjectDraft = Omit<Project, 'id'> & { id?: string };

export const emptyProject = (): ProjectDraft => ({ name: '', des: '', startDate: '', endDate: '', assignee: [], progress: 0, category: '' });

export const ProjectForm = ({ draft, onSave, onClose }: { draft: ProjectDraft; onSave: (draft: ProjectDraft) => void; onClose: () => void }) => {
  const [values, setValues] = useState(draft);
  const [touched, setTouched] = useState(false);
  const errors = {
    name: !values.name.trim() ? 'Name is required' : undefined,
    endDate: values.startDate && values.endDate && values.endDate < values.startDate ? 'The end date comes after the start date' : undefined,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!errors.name && !errors.endDate) onSave({ ...values, name: values.name.trim() });
  };
  const dateProps = { type: 'date', fullWidth: true, slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Modal
      open
      onClose={onClose}
      title={draft.id ? 'Edit project' : 'Add project'}
      footer={
        <Button type="submit" form="project-form" variant="contained">
          {draft.id ? 'Update project' : 'Add project'}
        </Button>
      }
    >
      <Grid component="form" id="project-form" noValidate onSubmit={submit} container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField fullWidth label="Project name" required value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} error={touched && Boolean(errors.name)} helperText={touched && errors.name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...dateProps} label="Start date" value={values.startDate} onChange={(event) => setValues({ ...values, startDate: event.target.value })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...dateProps} label="End date" value={values.endDate} onChange={(event) => setValues({ ...values, endDate: event.target.value })} error={touched && Boolean(errors.endDate)} helperText={touched && errors.endDate} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DemoSelect label="Assignee" placeholder="Nobody" value={values.assignee[0] ?? ''} onChange={(event) => setValues({ ...values, assignee: event.target.value ? [event.target.value, ...values.assignee.slice(1).filter((name) => name !== event.target.value)] : [] })} options={PROJECT_PEOPLE} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DemoSelect label="Category" value={values.category} onChange={(event) => setValues({ ...values, category: event.target.value })} options={PROJECT_CATEGORIES} />
        </Grid>
        <Grid size={12}>
          <TextField fullWidth label="Progress (%)" type="number" value={values.progress} onChange={(event) => setValues({ ...values, progress: Number(event.target.value) })} slotProps={{ htmlInput: { min: 0, max: 100 } }} />
        </Grid>
        <Grid size={12}>
          <DemoTextarea label="Description" value={values.des} onChange={(event) => setValues({ ...values, des: event.target.value })} />
        </Grid>
      </Grid>
    </Modal>
  );
};
