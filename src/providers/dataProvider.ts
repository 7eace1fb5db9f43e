import type { DataProvider, DeleteManyParams, DeleteParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CollectionDef } from '../schema/collection';
import { categories } from '../schema/categories';
import { products } from '../schema/products';
import { API_URL, httpClient as appHttpClient, type HttpClient } from './httpClient';

/** The collections the SPA shows; each says its react-admin resource and its API path. */
export const COLLECTIONS: readonly CollectionDef[] = [products, categories];

/** DESIGN.md §4/§5: SPA resources are SPEC.md's paths, the API has its own collection names. */
export function collectionOf(resource: string): string {
  return COLLECTIONS.find((c) => c.resource === resource)?.name ?? resource;
}

/** DESIGN.md §5 "Concurrency": a PUT carries the version the user edited. */
function withVersion<T extends RaRecord>(params: UpdateParams<T>): Partial<T> {
  const version = params.data.version ?? params.previousData?.version;
  return version === undefined ? params.data : { ...params.data, version };
}

export function createDataProvider(httpClient: HttpClient, apiUrl: string = API_URL): DataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  // The API answers a delete with 204 or the record; react-admin wants the record either way.
  const remove = async (resource: string, params: DeleteParams) => {
    const { data } = await rest.delete(collectionOf(resource), params);
    return { data: data ?? params.previousData ?? { id: params.id } };
  };
  return {
    getList: (resource, params) => rest.getList(collectionOf(resource), params),
    getOne: (resource, params) => rest.getOne(collectionOf(resource), params),
    getMany: (resource, params) => rest.getMany(collectionOf(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(collectionOf(resource), params),
    create: (resource, params) => rest.create(collectionOf(resource), params),
    update: (resource, params) => rest.update(collectionOf(resource), { ...params, data: withVersion(params) }),
    updateMany: (resource, params) => rest.updateMany(collectionOf(resource), params),
    delete: remove,
    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      await Promise.all(ids.map((id: Identifier) => remove(resource, { id })));
      return { data: ids };
    },
  };
}

export const dataProvider = createDataProvider(appHttpClient);
