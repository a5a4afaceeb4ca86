import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import type { Arm } from './types';

/**
 * GET /api/arms/{slug}: one arm with its products (404 'Arm not found'). When the arms list is
 * already loaded (home, /services), the page starts from it instead of waiting.
 */
export function useArm(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: catalogueKeys.arm(slug),
    queryFn: async () => unwrap(await api.GET('/api/arms/{slug}', { params: { path: { slug } } })),
    initialData: () => queryClient.getQueryData<Arm[]>(catalogueKeys.arms)?.find((arm) => arm.slug === slug),
  });
}
