/**
 * Saves a Blob under a name: a file fetched with the token (a CSV export, docs/product/admin.md#orders) or made in
 * the page (backup codes), so it cannot be a plain link.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
