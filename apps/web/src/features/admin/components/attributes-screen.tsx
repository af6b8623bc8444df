import { variationAttributeInput } from '@store/shared/schemas/catalogue';
import { getAttribute, useAttributes, useDeleteAttribute, useSaveAttribute } from '../api/taxonomy';
import { NamedListScreen } from './named-list-screen';

/** /VariationAttribute: the attribute list (name only), e.g. size and color. */
export function AttributesScreen() {
  return (
    <NamedListScreen
      title="Variation attributes"
      subtitle="What variations differ by. The storefront shows the attributes named size and color as size buttons and colour swatches."
      entity="Attribute"
      label="Attribute"
      query={useAttributes()}
      idOf={(row) => row.attribute_id}
      load={getAttribute}
      save={useSaveAttribute()}
      remove={useDeleteAttribute()}
      schema={variationAttributeInput}
      withDescription={false}
    />
  );
}
