import { messages } from './messages.ts';

/**
 * Texts of the admin screens (docs/product/admin.md#forms-and-toasts): '{Entity} Added Successfully!' and
 * 'Failed to {Action} {Entity}!' for every entity, the original's own toasts word for word among them. A product
 * that fails says 'Failed to Add Product!', not the original's mistaken 'Failed to Add Category!'.
 */
export type AdminEntity =
  | 'Category'
  | 'Collection'
  | 'Brand'
  | 'Attribute'
  | 'Product'
  | 'ProductVariation'
  | 'Attribute Value'
  | 'Image'
  | 'Coupon'
  | 'Size Chart';

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

/** The image upload notice keeps the original's odd text, the bag's (docs/product/admin.md#images). */
export const imageUploadNotice = messages.itemRemoved;

export const imageOrderSaved = 'Image Order Updated Successfully!';
export const noImages = 'No Images';
export const imageUploadFailed = 'Failed to Upload Images!';
