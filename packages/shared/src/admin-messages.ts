import { messages } from './messages.ts';

/**
 * Texts of the admin screens (SPEC.md §8). Where SPEC.md names a toast it is used word for word; where it
 * names none (collections, variations added or updated, attribute values, images) the same pattern is used.
 * SPEC.md's 'Failed to Add Category!' for a product that fails is a wording it calls wrong: a product says
 * 'Failed to Add Product!'.
 */
export type AdminEntity =
  'Category' | 'Collection' | 'Brand' | 'Attribute' | 'Product' | 'ProductVariation' | 'Attribute Value' | 'Image';

export type AdminAction = 'Add' | 'Update' | 'Delete';

const pastTense: Record<AdminAction, string> = { Add: 'Added', Update: 'Updated', Delete: 'Deleted' };

/** 'Category Added Successfully!', 'ProductVariation Deleted Successfully!' */
export function adminSuccess(entity: AdminEntity, action: AdminAction): string {
  return `${entity} ${pastTense[action]} Successfully!`;
}

/** 'Failed to Add Product!' */
export function adminFailure(entity: AdminEntity, action: AdminAction): string {
  return `Failed to ${action} ${entity}!`;
}

/** SPEC.md §8: the image upload notice reuses the odd text of the bag ('Item removed from the cart!'). */
export const imageUploadNotice = messages.itemRemoved;

export const imageOrderSaved = 'Image Order Updated Successfully!';
export const noImages = 'No Images';
export const imageUploadFailed = 'Failed to Upload Images!';
