import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filenameOf, saveFile, type Schema } from '@voosh/api-client';
import { api, ApiError, unwrap } from '../../../lib/api';

export type DataExport = Schema<'DataExportResponse'>;

/** How often a page showing a copy being built asks again. */
const BUILDING_POLL_MS = 3000;

const dataExportKeys = {
  all: ['data-exports'] as const,
  one: (id: string) => ['data-exports', id] as const,
};

/** GET /api/profile/data-exports: the signed-in person's copies of their data, newest first. */
export function useDataExports() {
  return useQuery({
    queryKey: dataExportKeys.all,
    queryFn: async (): Promise<DataExport[]> => unwrap(await api.GET('/api/profile/data-exports')),
    refetchInterval: (query) => (query.state.data?.some((made) => made.status === 'building') ? BUILDING_POLL_MS : false),
  });
}

/** GET /api/profile/data-exports/{id}: one copy, asked again while it is being built. */
export function useDataExport(id: string) {
  return useQuery({
    queryKey: dataExportKeys.one(id),
    queryFn: async (): Promise<DataExport> => unwrap(await api.GET('/api/profile/data-exports/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? BUILDING_POLL_MS : false),
    retry: false,
  });
}

/** POST /api/profile/data-exports: ask for a copy, then list it. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<DataExport> => unwrap(await api.POST('/api/profile/data-exports', {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.all }),
  });
}

/** GET /api/profile/data-exports/{id}/archive with the session, saved as a download. */
export async function downloadDataExport(id: string): Promise<void> {
  const { data, error, response } = await api.GET('/api/profile/data-exports/{id}/archive', { params: { path: { id } }, parseAs: 'blob' });
  if (!response.ok || !data) throw new ApiError(response.status, error ?? null);
  saveFile(data as Blob, filenameOf(response.headers.get('Content-Disposition')) ?? 'voosh-data.zip');
}
