/**
 * While an overlay (a modal, the phone drawer) is open: its keyboard handler listens on the document and the page
 * under it does not scroll. Returns what undoes both, restoring the page's own overflow.
 */
export function lockPageForOverlay(onKey: (event: KeyboardEvent) => void): () => void {
  document.addEventListener('keydown', onKey);
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    document.removeEventListener('keydown', onKey);
    document.body.style.overflow = overflow;
  };
}
