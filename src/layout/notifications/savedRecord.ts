import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord, ResourceDefinition } from 'react-admin';

// react-admin's Create and Edit say `resources.<name>.notifications.created|updated` with no record.
const SAVED_MESSAGE = /^resources\.(.+)\.notifications\.(created|updated)$/;

export interface SavedRecord {
  resource: string;
  action: 'created' | 'updated';
  record: RaRecord;
}

/**
 * Issue 18 "SA-000014 created": the record a create/update notification speaks of. The app saves
 * pessimistically, so react-admin notifies once the server has answered; the answer is the data
 * of the newest successful mutation keyed `[resource, 'create'|'update']` (ra-core's useCreate
 * and useUpdate key their mutations so). Undefined for any other message.
 */
export function savedRecordOf(message: string, queryClient: QueryClient): SavedRecord | undefined {
  const match = SAVED_MESSAGE.exec(message);
  if (!match) return undefined;
  const [, resource, action] = match as unknown as [string, string, 'created' | 'updated'];
  const mutations = queryClient.getMutationCache().findAll({ mutationKey: [resource, action === 'created' ? 'create' : 'update'], status: 'success' });
  const newest = mutations.sort((a, b) => b.state.submittedAt - a.state.submittedAt)[0];
  const record = newest?.state.data as RaRecord | undefined;
  return record && record.id != null ? { resource, action, record } : undefined;
}

/** A record as its resource's `recordRepresentation` names it (react-admin's useGetRecordRepresentation, as text). */
export function recordTitle(definition: Pick<ResourceDefinition, 'recordRepresentation'> | undefined, record: RaRecord): string {
  const representation = definition?.recordRepresentation;
  const value: unknown =
    typeof representation === 'function'
      ? representation(record)
      : typeof representation === 'string'
        ? representation.split('.').reduce<unknown>((part, key) => (part as Record<string, unknown> | undefined)?.[key], record)
        : undefined;
  if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
  return `#${record.id}`;
}
