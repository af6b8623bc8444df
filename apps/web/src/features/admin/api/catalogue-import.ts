import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '@/lib/query-client';
import { isRunning, type ImportJob, type ImportOptions } from '../lib/catalogue-import';

/** How often a running job is read again: the progress bar moves every second (docs/product/admin.md#import). */
export const IMPORT_POLL_MS = 1000;

const IMPORTS = '/admin/catalogue/imports';

/** GET /api/admin/catalogue/imports: the latest jobs, newest first, to find one still running on arrival. */
export const importJobsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'catalogue-imports'],
    queryFn: ({ signal }) => api.get<{ items: ImportJob[] }>(IMPORTS, { signal }),
    staleTime: 0,
  });
export const useImportJobs = () => useQuery(importJobsQuery());

/** GET /api/admin/catalogue/imports/{id}, read again every second while the job checks or applies. */
export const importJobQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'catalogue-import', id],
    queryFn: ({ signal }) => api.get<ImportJob>(`${IMPORTS}/${id}`, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : IMPORT_POLL_MS),
  });
export const useImportJob = (id: number) => useQuery(importJobQuery(id));

export interface ImportUpload {
  file: File;
  images: File | null;
  createMissing: boolean;
}

/** POST /api/admin/catalogue/imports (multipart): stores the files and starts the dry run; answers the job's id. */
export function startImport({ file, images, createMissing }: ImportUpload): Promise<{ id: number }> {
  const form = new FormData();
  form.append('create_missing', String(createMissing));
  form.append('file', file, file.name);
  if (images) form.append('images', images, images.name);
  return api.post<{ id: number }>(IMPORTS, form);
}

/** POST …/{id}/apply: the job starts writing (`applying`). */
export const applyImport = (id: number, options: Pick<ImportOptions, 'skip_errors' | 'deactivate_missing'>) =>
  api.post<ImportJob>(`${IMPORTS}/${id}/apply`, options);

/** POST …/{id}/cancel: a dry run ends at once, an apply after its current batch. */
export const cancelImport = (id: number) => api.post<ImportJob>(`${IMPORTS}/${id}/cancel`, {});

/**
 * Puts a job's new state in the cache at once (so the screen does not wait for the next poll), and refreshes
 * everything else once a job has written to the catalogue: the Products table and the store's pages.
 */
export function useImportJobCache() {
  const client = useQueryClient();
  return {
    put: (job: ImportJob) => client.setQueryData(importJobQuery(job.id).queryKey, job),
    catalogueChanged: () =>
      refreshAfterWrite(client, { predicate: (query) => query.queryKey[1] !== 'catalogue-import' }),
  };
}
