import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, EDITOR_DEBOUNCE_MS, EDITOR_HEIGHT } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('calls once with the last value after the quiet period', () => {
    const fn = vi.fn();
    const d = debounce(fn, EDITOR_DEBOUNCE_MS);
    d('a');
    vi.advanceTimersByTime(200);
    d('ab');
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
  });
  it('flushes a pending call at once and cancels', () => {
    const fn = vi.fn();
    const d = debounce(fn, 250);
    d('x');
    d.flush();
    expect(fn).toHaveBeenCalledWith('x');
    d('y');
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('keeps the spec constants', () => {
    expect(EDITOR_HEIGHT).toBe(300);
    expect(EDITOR_DEBOUNCE_MS).toBe(250);
  });
});
