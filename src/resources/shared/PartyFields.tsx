import {
  Button,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useCanAccess,
  useFieldValue,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useUpdate,
  type FieldProps,
} from 'react-admin';
import { Chip } from '@mui/material';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { PARTY_STATUSES } from '../../../contract/parties';
import type { RecordMeta } from '../../../contract/collection';
import { FieldSection } from './FieldSection';
import { FormSection } from './FormSection';
import { keepEmptyText } from '../../ui/forms';
import { LocaleDateField } from '../../ui/localeFormat';
import { Parts } from './PhoneList';

// DESIGN.md §6 "Catalogue": suppliers and dealers share these fields, so they share their
// inputs, fields and filters too (contract/parties.ts).

type PartyStatus = (typeof PARTY_STATUSES)[number];
type PartyRecord = RecordMeta & { status: PartyStatus };

export const partyStatusChoices = PARTY_STATUSES.map((status) => ({ id: status, name: `app.parties.status.${status}` }));

export const partyDefaults = { company_name: '', status: 'active' as PartyStatus };

type PartyContact = { company_name: string; contact_person_name?: string | null; phone?: string | null; email?: string | null };

/** A supplier's or dealer's row on a phone: its name, then who to ask and how to reach them. */
export const partyPhoneLines = {
  primaryText: (party: PartyContact) => party.company_name,
  secondaryText: (party: PartyContact) => <Parts>{[party.contact_person_name, party.phone, party.email]}</Parts>,
};

/** Search plus the status filter; a resource may add its own after them. */
export const partyFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={partyStatusChoices} alwaysOn />,
];

export const PartyStatusField = (props: FieldProps) => {
  const translate = useTranslate();
  const status = useFieldValue({ ...props, source: props.source ?? 'status' }) as PartyStatus | undefined;
  if (!status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'success' : 'default'}
      label={translate(`app.parties.status.${status}`)}
    />
  );
};

/** Company and contact inputs, shared by the create and edit forms of both resources. */
export const PartyInputs = () => (
  <>
    <FormSection title="app.parties.sections.company">
      <TextInput source="company_name" parse={keepEmptyText} />
      <TextInput source="contact_person_name" />
      <TextInput source="tax_id" />
      <SelectInput source="status" choices={partyStatusChoices} />
    </FormSection>
    <FormSection title="app.parties.sections.contact">
      <TextInput source="email" type="email" />
      <TextInput source="phone" type="tel" />
      <TextInput source="address" multiline minRows={2} />
    </FormSection>
  </>
);

export const PartyCompanyFields = () => (
  <FieldSection title="app.parties.sections.company">
    <TextField source="company_name" />
    <TextField source="contact_person_name" emptyText="—" />
    <TextField source="tax_id" emptyText="—" />
    <PartyStatusField source="status" />
  </FieldSection>
);

export const PartyContactFields = () => (
  <FieldSection title="app.parties.sections.contact">
    <TextField source="email" emptyText="—" />
    <TextField source="phone" emptyText="—" />
    <TextField source="address" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
    <LocaleDateField source="created_at" showTime />
    <LocaleDateField source="updated_at" showTime />
  </FieldSection>
);

/**
 * A party that still has documents cannot be deleted (409); it is deactivated instead.
 * Shown only to users who may edit it.
 */
export const PartyStatusButton = () => {
  const record = useRecordContext<PartyRecord>();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'edit' });
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource || !canAccess) return null;

  const active = record.status === 'active';
  const toggle = () =>
    update(
      resource,
      { id: record.id, data: { status: active ? 'inactive' : 'active' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(active ? 'app.parties.deactivated' : 'app.parties.activated', { type: 'info' }),
        onError: (error) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Button label={active ? 'app.parties.deactivate' : 'app.parties.activate'} onClick={toggle} disabled={isPending}>
      {active ? <ToggleOffIcon /> : <ToggleOnIcon />}
    </Button>
  );
};
