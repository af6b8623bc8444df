import { describe, expect, it } from 'vitest';
import { absoluteUrl, largestImageUrl } from './urls';

describe('absoluteUrl', () => {
  it("puts the site origin before the store's own paths", () => {
    expect(absoluteUrl('/api/media/a-960.webp', 'https://shop.example')).toBe(
      'https://shop.example/api/media/a-960.webp',
    );
    expect(absoluteUrl('/', 'https://shop.example/')).toBe('https://shop.example/');
    expect(absoluteUrl('media/a.webp', 'https://shop.example')).toBe('https://shop.example/media/a.webp');
  });

  it('keeps a URL that names its scheme and gives a scheme-relative one the origin’s', () => {
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://shop.example')).toBe('https://cdn.example/a.webp');
    expect(absoluteUrl('//cdn.example/a.webp', 'https://shop.example')).toBe('https://cdn.example/a.webp');
    expect(absoluteUrl('//cdn.example/a.webp', 'http://localhost:5000')).toBe('http://cdn.example/a.webp');
  });
});

describe('largestImageUrl', () => {
  it('names the widest stored width', () => {
    expect(largestImageUrl({ image_url: '/api/media/a-960.webp', widths: [480, 240] })).toBe('/api/media/a-480.webp');
    expect(largestImageUrl({ image_url: '/api/media/a-960.webp', widths: [] })).toBe('/api/media/a-960.webp');
    expect(largestImageUrl({ image_url: '/legacy/photo.jpg', widths: [960] })).toBe('/legacy/photo.jpg');
  });
});
