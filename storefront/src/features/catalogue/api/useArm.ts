import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { catalogueKeys } from './catalogueKeys';
import type { Arm } from './types';

/** The status the API answers for an arm it does not have. */
const NOT_FOUND = 404;

/**
 * GET /api/arms/{slug}: one arm with its products, or null when there is no such arm (an answer
 * like any other: the server renders it and the browser hydrates it). When the arms list is
 * already loaded (home, /services), the page starts from it instead of waiting.
 */
export function useArm(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: catalogueKeys.arm(slug),
    queryFn: async (): Promise<Arm | null> => {
      const answer = await api.GET('/api/arms/{slug}', { params: { path: { slug } } });
      if (answer.response.status === NOT_FOUND) return null;
      return unwrap(answer);
    },
    initialData: () => queryClient.getQueryData<Arm[]>(catalogueKeys.arms)?.find((arm) => arm.slug === slug),
  });
}
