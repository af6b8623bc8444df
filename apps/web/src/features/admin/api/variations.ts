import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ProductVariationInput,
  ProductVariationUpdate,
  VariationAttributeValueInput,
  VariationAttributeValueUpdate,
} from '@store/shared/schemas/catalogue';
import type { AttributeValueRow, ProductVariation, VariationDetail } from '@store/shared/schemas/catalogue';
import { api } from '@/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

/** GET /ProductVariation/{product id}: the variations of one product (docs/product/api.md#product-variations). */
export const variationsQuery = (productId: number) =>
  queryOptions({
    queryKey: ['admin', 'variations', productId],
    queryFn: ({ signal }) => api.get<ProductVariation[]>(`/ProductVariation/${productId}`, { signal }),
  });
export const useVariations = (productId: number | null) =>
  useQuery({ ...variationsQuery(productId ?? 0), enabled: productId !== null });

/** GET /ProductVariation/{id}/detail: one variation with its product's name. */
export const variationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'variation', id],
    queryFn: ({ signal }) => api.get<VariationDetail>(`/ProductVariation/${id}/detail`, { signal }),
  });
export const useVariationDetail = (id: number | null) =>
  useQuery({ ...variationDetailQuery(id ?? 0), enabled: id !== null });

export const useSaveVariation = () =>
  useCatalogueWrite(
    (change: { id: number; input: ProductVariationUpdate } | { id?: undefined; input: ProductVariationInput }) =>
      change.id
        ? api.put<VariationDetail>(`/ProductVariation/${change.id}`, change.input)
        : api.post<VariationDetail>('/ProductVariation', change.input),
  );
export const useDeleteVariation = () => useCatalogueWrite((id: number) => api.delete<void>(`/ProductVariation/${id}`));

/** GET /VariationAttributeValue/{variation id}: the attribute values of one variation. */
export const attributeValuesQuery = (variationId: number) =>
  queryOptions({
    queryKey: ['admin', 'attribute-values', variationId],
    queryFn: ({ signal }) => api.get<AttributeValueRow[]>(`/VariationAttributeValue/${variationId}`, { signal }),
  });
export const useAttributeValues = (variationId: number) => useQuery(attributeValuesQuery(variationId));

/**
 * POST /VariationAttributeValue; PUT and DELETE /VariationAttributeValue/{value id}: a value is changed by its own
 * id, not the variation's (docs/product/admin.md#variations-and-values).
 */
export const useSaveAttributeValue = () =>
  useCatalogueWrite(
    (
      change:
        { id: number; input: VariationAttributeValueUpdate } | { id?: undefined; input: VariationAttributeValueInput },
    ) =>
      change.id
        ? api.put<AttributeValueRow>(`/VariationAttributeValue/${change.id}`, change.input)
        : api.post<AttributeValueRow>('/VariationAttributeValue', change.input),
  );
export const useDeleteAttributeValue = () =>
  useCatalogueWrite((id: number) => api.delete<void>(`/VariationAttributeValue/${id}`));
