import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AttributeValueChoices,
  VariationMatrixInput,
  VariationMatrixResult,
} from '@store/shared/schemas/variation-matrix';
import { api } from '@/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

/** GET /admin/attribute-values: each attribute with the values variations use (docs/product/api.md#adding-variations-in-one-go). */
export const attributeChoicesQuery = queryOptions({
  queryKey: ['admin', 'attribute-choices'],
  queryFn: ({ signal }) => api.get<AttributeValueChoices>('/admin/attribute-values', { signal }),
});
export const useAttributeChoices = () => useQuery(attributeChoicesQuery);

/** POST /admin/products/{id}/variations: every row of the matrix in one save, or none (400 naming each wrong row). */
export const useAddVariations = (productId: number) =>
  useCatalogueWrite((input: VariationMatrixInput) =>
    api.post<VariationMatrixResult>(`/admin/products/${productId}/variations`, input),
  );
