import type { DataProvider, DeleteManyParams, DeleteParams, GetListParams, GetManyReferenceParams, Identifier, RaRecord, SortPayload, UpdateParams } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AuditEntry } from '../../contract/access';
import { collectionOf } from '../../contract/resources';
import { API_URL, httpClient as appHttpClient, type HttpClient, type HttpResponse } from './httpClient';

export { collectionOf };

/** DESIGN.md §5 "Concurrency": a PUT carries the version the user edited. */
function withVersion<T extends RaRecord>(params: UpdateParams<T>): Partial<T> {
  const version = params.data.version ?? params.previousData?.version;
  return version === undefined ? params.data : { ...params.data, version };
}

/** Our calls beyond react-admin's: a record's history, CSV export, and business actions. */
export interface AppDataProvider extends DataProvider {
  /** GET /api/<collection>/:id/history, newest first. */
  getHistory(resource: string, id: Identifier, page: number, perPage: number): Promise<{ data: AuditEntry[]; total: number }>;
  /** A record's own list, GET /api/<collection>/:id/<name> (a webhook's deliveries), a page at a time in the server's order. */
  getSubList<T = unknown>(resource: string, id: Identifier, name: string, page: number, perPage: number): Promise<{ data: T[]; total: number }>;
  /** GET /api/<collection>/export.csv with the list's filter and sort; the file's text. */
  exportCsv(resource: string, params: { filter: object; sort: SortPayload }): Promise<Blob>;
  /** A sub-resource of a record, e.g. action('dealers', 4, 'portal-password', { password }). */
  action<T = unknown>(resource: string, id: Identifier, name: string, body?: unknown, method?: 'GET' | 'POST' | 'PUT'): Promise<T>;
  /**
   * A business action done exactly once (DESIGN.md §5): POST /api/<collection>/[:id/]<name> with the
   * Idempotency-Key made when the person acted; sent again with the same key, it answers the first answer.
   */
  actOnce<T = unknown>(resource: string, id: Identifier | null, name: string, body: unknown, key: string): Promise<T>;
}

const totalOf = (headers: Headers) => Number(headers.get('Content-Range')?.split('/').pop() ?? 0);

/**
 * A searched list or a ledger list may come back with a bounded count (`X-Total-At-Least`: the
 * server stopped counting past this page, docs/decisions.md): react-admin then pages with "of
 * more than" (partial pagination), and there is a next page.
 */
function partialTotal<R extends { data: unknown[]; total?: number }>(result: R, answer: HttpResponse | undefined, pagination?: { page: number }): R {
  if (!answer?.headers.get('X-Total-At-Least')) return result;
  return { ...result, total: undefined, pageInfo: { hasNextPage: true, hasPreviousPage: (pagination?.page ?? 1) > 1 } };
}

export function createDataProvider(httpClient: HttpClient, apiUrl: string = API_URL): AppDataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  /** ra-data-simple-rest with its list answer kept aside, for the headers it does not read. */
  const listed = async <T,>(call: (provider: typeof rest) => Promise<T>): Promise<[T, HttpResponse | undefined]> => {
    let answer: HttpResponse | undefined;
    const result = await call(
      simpleRestProvider(apiUrl, async (url, options) => {
        answer = await httpClient(url, options);
        return answer;
      }),
    );
    return [result, answer];
  };
  // The API answers a delete with 204 or the record; react-admin wants the record either way.
  const remove = async (resource: string, params: DeleteParams) => {
    const { data } = await rest.delete(collectionOf(resource), params);
    return { data: data ?? params.previousData ?? { id: params.id } };
  };
  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const [result, answer] = await listed((provider) => provider.getList<R>(collectionOf(resource), params));
      return partialTotal(result, answer, params.pagination);
    },
    getOne: (resource, params) => rest.getOne(collectionOf(resource), params),
    getMany: (resource, params) => rest.getMany(collectionOf(resource), params),
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      const [result, answer] = await listed((provider) => provider.getManyReference<R>(collectionOf(resource), params));
      return partialTotal(result, answer, params.pagination);
    },
    create: (resource, params) => rest.create(collectionOf(resource), params),
    update: (resource, params) => rest.update(collectionOf(resource), { ...params, data: withVersion(params) }),
    updateMany: (resource, params) => rest.updateMany(collectionOf(resource), params),
    delete: remove,
    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      await Promise.all(ids.map((id: Identifier) => remove(resource, { id })));
      return { data: ids };
    },
    getHistory: async (resource, id, page, perPage) => {
      const range = JSON.stringify([(page - 1) * perPage, page * perPage - 1]);
      const response = await httpClient(`${apiUrl}/${collectionOf(resource)}/${id}/history?${new URLSearchParams({ range })}`);
      return { data: response.json as AuditEntry[], total: totalOf(response.headers) };
    },
    getSubList: async <T,>(resource: string, id: Identifier, name: string, page: number, perPage: number) => {
      const range = JSON.stringify([(page - 1) * perPage, page * perPage - 1]);
      const response = await httpClient(`${apiUrl}/${collectionOf(resource)}/${id}/${name}?${new URLSearchParams({ range })}`);
      return { data: response.json as T[], total: totalOf(response.headers) };
    },
    exportCsv: async (resource, { filter, sort }) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) });
      const response = await httpClient(`${apiUrl}/${collectionOf(resource)}/export.csv?${query}`, { headers: { Accept: 'text/csv' } });
      // Reading the body as text dropped the server's byte-order mark; Excel needs it for accents.
      return new Blob(['\uFEFF', response.body], { type: 'text/csv;charset=utf-8' });
    },
    action: async <T,>(resource: string, id: Identifier, name: string, body?: unknown, method: 'GET' | 'POST' | 'PUT' = 'POST') => {
      const response = await httpClient(`${apiUrl}/${collectionOf(resource)}/${id}/${name}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json as T;
    },
    actOnce: async <T,>(resource: string, id: Identifier | null, name: string, body: unknown, key: string) => {
      const target = id === null ? name : `${id}/${name}`;
      const response = await httpClient(`${apiUrl}/${collectionOf(resource)}/${target}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': key } });
      return response.json as T;
    },
  };
}

export const dataProvider = createDataProvider(appHttpClient);
