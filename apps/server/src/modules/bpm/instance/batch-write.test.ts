import { describe, expect, it } from 'vitest';
import { hasTemplateParams } from './batch-write';

describe('hasTemplateParams', () => {
  it('every parameter the template names must be given and not null', () => {
    expect(hasTemplateParams(['a', 'b'], { a: 1, b: '' })).toBe(true);
    expect(hasTemplateParams([], {})).toBe(true);
    expect(hasTemplateParams(['a', 'b'], { a: 1 })).toBe(false);
    expect(hasTemplateParams(['a'], { a: null })).toBe(false);
    expect(hasTemplateParams(['a'], { a: undefined })).toBe(false);
  });
  it('inherited names do not count', () => {
    expect(hasTemplateParams(['toString'], {})).toBe(false);
  });
});
