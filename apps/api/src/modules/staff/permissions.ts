// The permission table is shared with the web app (docs/product/staff.md#roles).
export * from '@store/shared/permissions';
