import { describe, expect, it, vi } from 'vitest';
import { feedback, installFeedback, type Feedback } from './feedback';

const fake = () => ({ error: vi.fn<Feedback['error']>(), notifyError: vi.fn<Feedback['notifyError']>(), confirm: vi.fn<Feedback['confirm']>(async () => true) });

describe('feedback routing', () => {
  it('goes to the innermost installed implementation and falls back when it is removed', () => {
    const outer = fake();
    const inner = fake();
    const removeOuter = installFeedback(outer);
    const removeInner = installFeedback(inner);
    feedback.error('a');
    expect(inner.error).toHaveBeenCalledWith('a', undefined);
    expect(outer.error).not.toHaveBeenCalled();
    removeInner();
    feedback.error('b');
    expect(outer.error).toHaveBeenCalledWith('b', undefined);
    // removing twice, or out of order, leaves the others in place
    removeInner();
    const again = installFeedback(inner);
    removeOuter();
    feedback.error('c');
    expect(inner.error).toHaveBeenLastCalledWith('c', undefined);
    again();
  });
});
