import { brandInput } from '@store/shared/schemas/catalogue';
import { getBrand, useAdminBrands, useDeleteBrand, useSaveBrand } from '../api/taxonomy';
import { NamedListScreen } from './named-list-screen';

/** /Brand */
export function BrandsScreen() {
  return (
    <NamedListScreen
      title="Brands"
      subtitle="The brands products are sold under."
      entity="Brand"
      label="Brand"
      query={useAdminBrands()}
      idOf={(row) => row.brand_id}
      load={getBrand}
      save={useSaveBrand()}
      remove={useDeleteBrand()}
      schema={brandInput}
      withDescription
    />
  );
}
