import { useState, type ComponentProps, type ReactNode } from 'react';
import { Confirm, SaveButton, Toolbar, TopToolbar, useCanAccess, useDeleteController, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Box, Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';

type ActionButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** An i18n key (or text), shown on every screen. */
  label: string;
  /** The icon, before the label. */
  children?: ReactNode;
};

/**
 * Issue 32: a document's main action and its destructive ones keep their words on a phone.
 * react-admin's Button shows only its icon below `sm`: "Cancel count" and "Mark as ordered" were
 * bare icons there, told apart by a tooltip nobody can hover. This one is react-admin's Button
 * as it draws from `sm` up, on every screen; on a phone it is taller, for a thumb.
 */
export const ActionButton = ({ label, children, size = 'small', sx, ...props }: ActionButtonProps) => {
  const translate = useTranslate();
  return (
    <Button
      size={size}
      startIcon={children}
      // lineHeight as react-admin's small Button sets it, so both sit level in one toolbar.
      sx={[{ whiteSpace: 'nowrap', minHeight: { xs: 40, sm: 'auto' }, '&.MuiButton-sizeSmall': { lineHeight: 1.5 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      {translate(label, { _: label })}
    </Button>
  );
};

/**
 * Deletes the record in context after asking, as react-admin's pessimistic DeleteButton does (only
 * for whom may delete, its title, its message, its toast and redirect to the list), with a label
 * on every screen.
 */
export const DeleteDocumentButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const representation = useGetRecordRepresentation(resource);
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController({ record, resource, mutationMode: 'pessimistic', mutationOptions: { onSettled: () => setOpen(false) } });
  // A create form's record has no id yet: nothing to delete.
  if (record?.id == null || !canAccess) return null;
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  const shown = representation(record);
  const options = { name, id: record.id, recordRepresentation: typeof shown === 'string' ? shown : `#${record.id}` };
  return (
    <>
      <ActionButton label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.delete_title"
        titleTranslateOptions={options}
        content="ra.message.delete_content"
        contentTranslateOptions={options}
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** A document's actions above it: with their labels, they wrap onto a second row on a phone rather than leave the screen. */
export const DocumentToolbar = ({ children }: { children?: ReactNode }) => <TopToolbar sx={{ flexWrap: 'wrap', whiteSpace: 'normal', rowGap: 1 }}>{children}</TopToolbar>;

/** react-admin's form toolbar (Save, and on an edit form Delete), its Delete in words on a phone too. */
export const FormToolbar = () => (
  <Toolbar>
    <Box sx={{ flex: 1, display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteDocumentButton />
    </Box>
  </Toolbar>
);
