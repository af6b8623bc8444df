import { describe, expect, it } from 'vitest';
import { imageSources, imageWidthUrl } from './images';

describe('image sources', () => {
  it('lists every stored width in srcset and picks a fallback width', () => {
    const sources = imageSources({ image_url: '/api/images/abc-960.webp', widths: [960, 240, 480] }, 300);
    expect(sources.src).toBe('/api/images/abc-480.webp');
    expect(sources.srcSet).toBe(
      '/api/images/abc-240.webp 240w, /api/images/abc-480.webp 480w, /api/images/abc-960.webp 960w',
    );
  });

  it('uses the URL as it is when it has no width in its name', () => {
    expect(imageSources({ image_url: '/logo.png', widths: [240] })).toEqual({ src: '/logo.png', srcSet: undefined });
    expect(imageWidthUrl('/api/images/k-960.webp', 240)).toBe('/api/images/k-240.webp');
  });
});
