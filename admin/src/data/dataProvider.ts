import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

/** Admin resources live under /api/admin and speak ra-data-simple-rest. */
export const ADMIN_API_URL = '/api/admin';

export const dataProvider = simpleRestProvider(ADMIN_API_URL, httpClient);
