import { useRef, type KeyboardEvent } from 'react';
import { Form, TextInput, useNotify, useTranslate, type FormProps } from 'react-admin';
import { Box, IconButton, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import { rackInput, roomInput } from '../../../contract/locations';
import { fieldErrorsOf, keepEmptyText } from '../../ui/forms';
import type { LocationNaming, LocationResource } from './useWarehouseTree';

// Only the naming is typed here; the parent comes from where the form sits in the tree.
const resolvers: Record<LocationResource, FormProps['resolver']> = {
  rooms: zodResolver(roomInput.pick({ code: true, name: true })),
  racks: zodResolver(rackInput.pick({ code: true, name: true })),
};

interface InlineLocationFormProps {
  resource: LocationResource;
  /** The current values when renaming; empty when adding. */
  initial?: LocationNaming;
  /** Names the form for assistive technology, e.g. "Add rack to R1". */
  label: string;
  onSave(naming: LocationNaming): Promise<unknown>;
  onCancel(): void;
}

const FIELDS: readonly string[] = ['code', 'name'];


/** The messages of a 422 about what this form does not show, e.g. a parent deleted meanwhile. */
const unshownErrors = (errors: Record<string, string>) =>
  Object.entries(errors)
    .filter(([field]) => !FIELDS.includes(field))
    .map(([, message]) => message);

/** Code and name edited in place: Enter saves, Escape cancels. */
export const InlineLocationForm = ({ resource, initial, label, onSave, onCancel }: InlineLocationFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();

  // A second Enter while the first save is under way must not add the location twice.
  const saving = useRef(false);

  // react-admin's Form hands untyped values; the resolver has made sure `code` is set.
  const submit = async (values: Partial<LocationNaming>) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await onSave({ code: values.code ?? '', name: values.name ?? null });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) {
        const unshown = unshownErrors(fieldErrors);
        if (unshown.length) notify(unshown.join(' '), { type: 'error' });
        return fieldErrors;
      }
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      saving.current = false;
    }
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  // A room's name is required, so it starts as '' and answers "Required"; a rack's is optional (null).
  return (
    <Form
      resource={resource}
      defaultValues={{ code: initial?.code ?? '', name: initial?.name ?? (resource === 'rooms' ? '' : null) }}
      onSubmit={submit}
      resolver={resolvers[resource]}
      noValidate
      disableInvalidFormNotification
    >
      <Box
        role="group"
        aria-label={label}
        onKeyDown={cancelOnEscape}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', py: 0.5 }}
      >
        <TextInput source="code" parse={keepEmptyText} autoFocus size="small" sx={{ width: 180 }} />
        <TextInput source="name" parse={resource === 'rooms' ? keepEmptyText : undefined} size="small" sx={{ width: 240 }} />
        <Box sx={{ display: 'flex', pt: 1 }}>
          <Tooltip title={translate('ra.action.save')} disableInteractive>
            <IconButton type="submit" color="primary" aria-label={translate('ra.action.save')}>
              <CheckIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('ra.action.cancel')} disableInteractive>
            <IconButton onClick={onCancel} aria-label={translate('ra.action.cancel')}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
    </Form>
  );
};
