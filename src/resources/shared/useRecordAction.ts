import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
}

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
 * updated record. The answer replaces the record on screen at once; a refusal (409: an
 * illegal move, a stale version, not enough stock) is shown with the server's words, and the
 * record is read again, since a refused one may have moved on meanwhile.
 */
export function useRecordAction<T extends RaRecord>(resource: string, { affects = [], notifyErrors = true }: RecordActionOptions = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation<T, Error, RecordActionCall<T>>({
    mutationFn: ({ record, name, body }) => dataProvider.action<T>(resource, record.id, name, body),
    onSuccess: (updated, { record, success, successArgs }) => {
      // The key react-admin's useGetOne (and so Show and Edit) reads the record under.
      queryClient.setQueryData([resource, 'getOne', { id: String(record.id) }], updated);
      if (success) notify(success, { type: 'success', messageArgs: { number: updated.number ?? record.number, ...successArgs?.(updated) } });
    },
    onError: (error) => {
      if (!notifyErrors) return;
      const message = messageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    onSettled: (updated, _error, { record }) => {
      const answered = (query: Query) => !!updated && query.queryKey[1] === 'getOne' && (query.queryKey[2] as { id?: unknown })?.id === String(record.id);
      // Not awaited: the buttons come back as soon as the server has answered. The record
      // itself is not read again after an answer, so a read sent before it cannot overwrite it.
      for (const name of [resource, ...affects]) void queryClient.invalidateQueries({ queryKey: [name], predicate: (query) => !answered(query) });
    },
  });
}
