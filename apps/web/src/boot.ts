/**
 * The one script every page starts with (docs/decisions/017-server-rendering.md). A page rendered on the server
 * already shows itself; this lets the browser paint it with its largest picture first, then loads the app that takes
 * the page over (src/main.tsx, with its modules). Fetched before that paint, the app's 150 KB of scripts would share a
 * slow connection with the stylesheet and the picture, and the phone's one thread would compile them first. A page
 * drawn in the browser (index.html) has no such picture and loads the app after one frame.
 */
import './index.css';

/** Waits for the page's largest picture (the one fetched first), at most `limitMs`, and for the frame that paints it. */
async function paintedLargest(limitMs: number): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    await new Promise<void>((resolve) => {
      picture.addEventListener('load', () => resolve(), { once: true });
      picture.addEventListener('error', () => resolve(), { once: true });
      setTimeout(resolve, limitMs);
    });
  }
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await paintedLargest(1500);
// The libraries are evaluated first and the app in a later task: one long task on a slow phone becomes two shorter ones.
await import('./framework');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./main');

// A module (it awaits at its top level), exporting nothing.
export {};
