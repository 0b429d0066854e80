import { describe, expect, it } from 'vitest';
import { retryDelay, sseFrames } from './sse-frames';

describe('sseFrames', () => {
  it('returns the frames a chunk completes, across chunk borders, skipping comments', () => {
    const push = sseFrames();
    expect(push('retry: 5000\n\n: connected\n\nevent: al')).toEqual([]);
    expect(push('ert\ndata: {"a":1}\n\nevent: alert\r\ndata: x\r\ndata: y\r\n\r\n: ping\n\ndata:z')).toEqual([
      { type: 'alert', data: '{"a":1}' },
      { type: 'alert', data: 'x\ny' },
    ]);
    expect(push('\n\n')).toEqual([{ type: 'message', data: 'z' }]);
  });

  it('backs off to 30 s', () => {
    expect([0, 1, 2, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
