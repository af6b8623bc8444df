import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BrandInput,
  CategoryInput,
  ParentCategoryInput,
  VariationAttributeInput,
} from '@store/shared/schemas/catalogue';
import type { Attribute, Brand, Category, ParentCategory } from '@store/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

/** Collections (parent categories): GET/POST /ParentCategory, PUT and DELETE /ParentCategory/{id}. */
export const collectionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'collections'],
    queryFn: ({ signal }) => api.get<ParentCategory[]>('/ParentCategory', { signal }),
  });
export const useCollections = () => useQuery(collectionsQuery());
export const getCollection = (id: number) => api.get<ParentCategory>(`/ParentCategory/${id}`);
export const useSaveCollection = () =>
  useCatalogueWrite(({ id, input }: { id?: number; input: ParentCategoryInput }) =>
    id ? api.put<ParentCategory>(`/ParentCategory/${id}`, input) : api.post<ParentCategory>('/ParentCategory', input),
  );
export const useDeleteCollection = () => useCatalogueWrite((id: number) => api.delete<void>(`/ParentCategory/${id}`));

/** Categories: GET/POST /Category, GET, PUT and DELETE /Category/{id}. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'categories'],
    queryFn: ({ signal }) => api.get<Category[]>('/Category', { signal }),
  });
export const useAdminCategories = () => useQuery(categoriesQuery());
export const getCategory = (id: number) => api.get<Category>(`/Category/${id}`);
export const useSaveCategory = () =>
  useCatalogueWrite(({ id, input }: { id?: number; input: CategoryInput }) =>
    id ? api.put<Category>(`/Category/${id}`, input) : api.post<Category>('/Category', input),
  );
export const useDeleteCategory = () => useCatalogueWrite((id: number) => api.delete<void>(`/Category/${id}`));

/** Brands: GET/POST /Brand, GET, PUT and DELETE /Brand/{id}. */
export const brandsQuery = () =>
  queryOptions({ queryKey: ['admin', 'brands'], queryFn: ({ signal }) => api.get<Brand[]>('/Brand', { signal }) });
export const useAdminBrands = () => useQuery(brandsQuery());
export const getBrand = (id: number) => api.get<Brand>(`/Brand/${id}`);
export const useSaveBrand = () =>
  useCatalogueWrite(({ id, input }: { id?: number; input: BrandInput }) =>
    id ? api.put<Brand>(`/Brand/${id}`, input) : api.post<Brand>('/Brand', input),
  );
export const useDeleteBrand = () => useCatalogueWrite((id: number) => api.delete<void>(`/Brand/${id}`));

/** Variation attributes: GET/POST /VariationAttribute, GET, PUT and DELETE /VariationAttribute/{id}. */
export const attributesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'attributes'],
    queryFn: ({ signal }) => api.get<Attribute[]>('/VariationAttribute', { signal }),
  });
export const useAttributes = () => useQuery(attributesQuery());
export const getAttribute = (id: number) => api.get<Attribute>(`/VariationAttribute/${id}`);
export const useSaveAttribute = () =>
  useCatalogueWrite(({ id, input }: { id?: number; input: VariationAttributeInput }) =>
    id ? api.put<Attribute>(`/VariationAttribute/${id}`, input) : api.post<Attribute>('/VariationAttribute', input),
  );
export const useDeleteAttribute = () =>
  useCatalogueWrite((id: number) => api.delete<void>(`/VariationAttribute/${id}`));
