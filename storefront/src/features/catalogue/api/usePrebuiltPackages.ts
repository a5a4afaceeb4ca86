import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';

/** GET /api/prebuilt-packages: the home page carousel's packages. */
export function usePrebuiltPackages() {
  return useQuery({ queryKey: catalogueKeys.prebuiltPackages, queryFn: async () => unwrap(await api.GET('/api/prebuilt-packages')) });
}
