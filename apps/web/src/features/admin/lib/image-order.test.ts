import { describe, expect, it } from 'vitest';
import { inGalleryOrder, moveImage } from './image-order';

const gallery = [
  { image_id: 7, sort_order: 0 },
  { image_id: 8, sort_order: 1 },
  { image_id: 9, sort_order: 2 },
];

describe('image order', () => {
  it('sorts by sort_order, then id', () => {
    expect(
      inGalleryOrder([
        { image_id: 3, sort_order: 1 },
        { image_id: 2, sort_order: 1 },
        { image_id: 5, sort_order: 0 },
      ]).map((image) => image.image_id),
    ).toEqual([5, 2, 3]);
  });

  it('moves an image forward or back and renumbers only what changed', () => {
    expect(moveImage(gallery, 2, 1)).toEqual([
      { image_id: 9, sort_order: 1 },
      { image_id: 8, sort_order: 2 },
    ]);
    expect(moveImage(gallery, 0, 2)).toEqual([
      { image_id: 8, sort_order: 0 },
      { image_id: 9, sort_order: 1 },
      { image_id: 7, sort_order: 2 },
    ]);
  });

  it('closes gaps and ties left by earlier uploads and deletions', () => {
    const gappy = [
      { image_id: 1, sort_order: 4 },
      { image_id: 2, sort_order: 4 },
      { image_id: 3, sort_order: 10 },
    ];
    expect(moveImage(gappy, 2, 0)).toEqual([
      { image_id: 3, sort_order: 0 },
      { image_id: 1, sort_order: 1 },
      { image_id: 2, sort_order: 2 },
    ]);
  });

  it('does nothing for a move out of range or in place', () => {
    expect(moveImage(gallery, 0, -1)).toEqual([]);
    expect(moveImage(gallery, 2, 3)).toEqual([]);
    expect(moveImage(gallery, 1, 1)).toEqual([]);
  });
});
