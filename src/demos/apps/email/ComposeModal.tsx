import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Modal } from '../../kit/Modal';
import { DemoTextarea } from '../../kit/fields';

export interface ComposedEmail {
  to: string;
  subject: string;
  body: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ComposeModal = ({ onSend, onClose }: { onSend: (email: ComposedEmail) => void; onClose: () => void }) => {
  const [values, setValues] = useState<ComposedEmail>({ to: '', subject: '', body: '' });
  const [touched, setTouched] = useState(false);
  const toError = touched && !EMAIL_PATTERN.test(values.to.trim()) ? 'Enter an email address' : undefined;
  const subjectError = touched && !values.subject.trim() ? 'Subject is required' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (EMAIL_PATTERN.test(values.to.trim()) && values.subject.trim()) onSend({ to: values.to.trim(), subject: values.subject.trim(), body: values.body });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Compose email"
      footer={
        <Button type="submit" form="compose-form" variant="contained" endIcon={<SendIcon />}>
          Send
        </Button>
      }
    >
      <Stack component="form" id="compose-form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
        <TextField label="To" type="email" required value={values.to} onChange={(event) => setValues({ ...values, to: event.target.value })} error={Boolean(toError)} helperText={toError} />
        <TextField label="Subject" required value={values.subject} onChange={(event) => setValues({ ...values, subject: event.target.value })} error={Boolean(subjectError)} helperText={subjectError} />
        <DemoTextarea label="Message" rows={5} value={values.body} onChange={(event) => setValues({ ...values, body: event.target.value })} />
      </Stack>
    </Modal>
  );
};
