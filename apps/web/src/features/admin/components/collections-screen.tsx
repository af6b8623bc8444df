import { parentCategoryInput } from '@store/shared/schemas/catalogue';
import { getCollection, useCollections, useDeleteCollection, useSaveCollection } from '../api/taxonomy';
import { NamedListScreen } from './named-list-screen';

/** /CategoryParent: the collections (parent categories) Men, Women, Kids, ... */
export function CollectionsScreen() {
  return (
    <NamedListScreen
      title="Collections"
      subtitle="Parent categories such as Men, Women and Kids; every category belongs to one."
      entity="Collection"
      label="Collection"
      query={useCollections()}
      idOf={(row) => row.parentcategory_id}
      load={getCollection}
      save={useSaveCollection()}
      remove={useDeleteCollection()}
      schema={parentCategoryInput}
      withDescription
    />
  );
}
