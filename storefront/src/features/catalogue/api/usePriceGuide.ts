import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';

/** GET /api/price-guide: how prices are calculated, with worked examples. */
export function usePriceGuide() {
  return useQuery({ queryKey: catalogueKeys.priceGuide, queryFn: async () => unwrap(await api.GET('/api/price-guide')) });
}
