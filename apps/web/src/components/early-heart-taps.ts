/**
 * The products whose wishlist heart was tapped before the heart's part had loaded (components/wishlist-heart.tsx): the
 * heart carries the tap out once it answers.
 */
const tapped = new Set<number>();

export function tapHeartEarly(productId: number): void {
  tapped.add(productId);
}

/** Whether the heart of `productId` was tapped before it could answer, and forgets it (it is being answered). */
export function takeEarlyHeartTap(productId: number): boolean {
  return tapped.delete(productId);
}
