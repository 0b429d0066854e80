import { describe, expect, it } from 'vitest';
import { cropRect } from './crop-math';

describe('avatar crop square', () => {
  it('takes the centred square of the shorter side at zoom 1', () => {
    expect(cropRect(400, 200, 1, 0, 0, 200)).toEqual({ sx: 100, sy: 0, size: 200 });
  });
  it('zooms in around the centre and clamps moves inside the image', () => {
    expect(cropRect(200, 200, 2, 0, 0, 200)).toEqual({ sx: 50, sy: 50, size: 100 });
    expect(cropRect(200, 200, 2, 1000, 0, 200)).toEqual({ sx: 0, sy: 50, size: 100 });
    expect(cropRect(200, 200, 0.5, 0, 0, 200)).toEqual({ sx: 0, sy: 0, size: 200 });
  });
});
