import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { actionIdentity, actionMessageOf, messageOf, useActionKey } from './actionOnce';

export { messageOf };

interface RecordActionOptions {
  /** Other resources whose lists or records the action changes (a work order's status, stock). */
  affects?: readonly string[];
  /** False when the caller shows a refusal itself, next to the form that caused it. */
  notifyErrors?: boolean;
}

export interface RecordActionCall<T extends RaRecord> {
  record: T;
  name: string;
  body: unknown;
  /** Shown when the server accepts it, with the record's number and `successArgs`. */
  success?: string;
  successArgs?: (updated: T) => Record<string, unknown>;
}

/**
 * A business action on a record (POST /api/<collection>/:id/<name>) that answers the whole
 * updated record, done exactly once: pressed again after an answer was lost, it sends the same
 * Idempotency-Key (actionOnce.ts). The answer replaces the record on screen at once; a refusal
 * (409: an illegal move, a stale version, not enough stock) is shown with the server's words, and
 * the record is read again, since a refused one may have moved on meanwhile.
 */
export function useRecordAction<T extends RaRecord>(resource: string, { affects = [], notifyErrors = true }: RecordActionOptions = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const keys = useActionKey();
  const mutation = useMutation<T, Error, RecordActionCall<T>>({
    mutationFn: ({ record, name, body }) => {
      const { key, request } = keys.attempt(actionIdentity(record.id, name, body), body);
      return dataProvider.actOnce<T>(resource, record.id, name, request, key);
    },
    onSuccess: (updated, { record, success, successArgs }) => {
      // The key react-admin's useGetOne (and so Show and Edit) reads the record under.
      queryClient.setQueryData([resource, 'getOne', { id: String(record.id) }], updated);
      if (success) notify(success, { type: 'success', messageArgs: { number: updated.number ?? record.number, ...successArgs?.(updated) } });
    },
    onError: (error) => {
      if (!notifyErrors) return;
      const message = actionMessageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    onSettled: (updated, error, { record }) => {
      keys.settled(error);
      const answered = (query: Query) => !!updated && query.queryKey[1] === 'getOne' && (query.queryKey[2] as { id?: unknown })?.id === String(record.id);
      // Not awaited: the buttons come back as soon as the server has answered. The record
      // itself is not read again after an answer, so a read sent before it cannot overwrite it.
      for (const name of [resource, ...affects]) void queryClient.invalidateQueries({ queryKey: [name], predicate: (query) => !answered(query) });
    },
  });
  /** Whether this action on `record` is the one whose answer was lost: pressing again is its retry, whatever the record shows since. */
  const unanswered = (record: T, name: string, body: unknown) => keys.unanswered(actionIdentity(record.id, name, body));
  return Object.assign(mutation, { unanswered });
}
