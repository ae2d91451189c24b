import { describe, expect, it } from 'vitest';
import { CROP_OUTPUT_SIZE, clampZoom, cropDrawRect, imageFileProblem } from './crop-image';

describe('crop output', () => {
  it('is 300x300 pixels', () => {
    expect(CROP_OUTPUT_SIZE).toBe(300);
  });

  it('scales the chosen square of the image onto the whole output', () => {
    // A 600x400 image, the centred 400x400 square chosen (zoom 1).
    const rect = cropDrawRect({ x: 100, y: 0, width: 400, height: 400 }, { width: 600, height: 400 });
    expect(rect).toEqual({ dx: -75, dy: 0, dw: 450, dh: 300 });
    // The chosen area lands exactly on the canvas: its left edge at 0, its right edge at 300.
    expect(rect.dx + 100 * (300 / 400)).toBe(0);
    expect(rect.dx + 500 * (300 / 400)).toBe(300);
  });

  it('leaves room around the image when zoomed out below 1', () => {
    // Zoom 0.5 on a 200x200 image: the area is 400x400 around it.
    const rect = cropDrawRect({ x: -100, y: -100, width: 400, height: 400 }, { width: 200, height: 200 });
    expect(rect).toEqual({ dx: 75, dy: 75, dw: 150, dh: 150 });
  });

  it('keeps the zoom between 0.5 and 3 in steps of 0.1', () => {
    expect(clampZoom(0.2)).toBe(0.5);
    expect(clampZoom(3.4)).toBe(3);
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampZoom(1 + 0.1)).toBe(1.1);
  });
});

describe('image checks before upload', () => {
  it('accepts jpeg, png, gif and webp up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files in plain words (issue 13)', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Please choose a JPG, PNG or WebP image',
    );
    expect(imageFileProblem({ type: '', size: 10 })).toBe('Please choose a JPG, PNG or WebP image');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'This file is too large. Please choose one of 5 MB or less.',
    );
  });
});
