import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SizeChart, SizeChartInput } from '@store/shared/schemas/size-charts';
import { api } from '@/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

/** Size charts: GET/POST /admin/size-charts, GET, PUT and DELETE /admin/size-charts/{id}, its CSV upload. */
export const sizeChartsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'size-charts'],
    queryFn: ({ signal }) => api.get<SizeChart[]>('/admin/size-charts', { signal }),
  });
export const useSizeCharts = () => useQuery(sizeChartsQuery());
export const getSizeChart = (id: number) => api.get<SizeChart>(`/admin/size-charts/${id}`);
export const useSaveSizeChart = () =>
  useCatalogueWrite(({ id, input }: { id?: number; input: SizeChartInput }) =>
    id ? api.put<SizeChart>(`/admin/size-charts/${id}`, input) : api.post<SizeChart>('/admin/size-charts', input),
  );
export const useDeleteSizeChart = () => useCatalogueWrite((id: number) => api.delete<void>(`/admin/size-charts/${id}`));
/** POST /admin/size-charts/{id}/csv: the file's text replaces the chart's sizes (400 names the wrong lines). */
export const useUploadSizeChartCsv = () =>
  useCatalogueWrite(({ id, csv }: { id: number; csv: string }) =>
    api.post<SizeChart>(`/admin/size-charts/${id}/csv`, { csv }),
  );
