import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';

/** GET /api/tiers: the monthly tiers (all Coming Soon). */
export function useTiers() {
  return useQuery({ queryKey: catalogueKeys.tiers, queryFn: async () => unwrap(await api.GET('/api/tiers')) });
}
