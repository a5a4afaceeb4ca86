import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import { API_ROOT, apiPathOf } from './resources';
import { httpClient } from './httpClient';

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/**
 * react-admin's methods on the console's resource names, in the simple-rest dialect. The console's
 * other calls (a request's ledger, settings, plan changes, exports, ...) are the typed client's, in
 * each resource's folder.
 */
export function createDataProvider(http: HttpClient = httpClient): DataProvider {
  const rest = simpleRestProvider(API_ROOT, http as typeof httpClient);
  return {
    // The console's names (users, demo-requests, ...) become the API's paths (admin/users, demo-submissions, ...);
    // async, so an unknown name is a rejected promise as react-admin expects.
    getList: async (resource, params) => rest.getList(apiPathOf(resource), params),
    getOne: async (resource, params) => rest.getOne(apiPathOf(resource), params),
    getMany: async (resource, params) => rest.getMany(apiPathOf(resource), params),
    getManyReference: async (resource, params) => rest.getManyReference(apiPathOf(resource), params),
    create: async (resource, params) => rest.create(apiPathOf(resource), params),
    update: async (resource, params) => rest.update(apiPathOf(resource), params),
    updateMany: async (resource, params) => rest.updateMany(apiPathOf(resource), params),
    delete: async (resource, params) => rest.delete(apiPathOf(resource), params),
    deleteMany: async (resource, params) => rest.deleteMany(apiPathOf(resource), params),
  };
}

export const dataProvider = createDataProvider();
