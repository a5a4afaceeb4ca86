import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { Arm } from './types';
import { armsQueryKey } from './useArms';

/**
 * GET /api/arms/{slug}: one arm with its products (404 'Arm not found'). When the arms list is
 * already loaded (home, /services), the page starts from it instead of waiting.
 */
export function useArm(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...armsQueryKey, slug],
    queryFn: async () => unwrap(await api.GET('/api/arms/{slug}', { params: { path: { slug } } })),
    initialData: () => queryClient.getQueryData<Arm[]>(armsQueryKey)?.find((arm) => arm.slug === slug),
  });
}
