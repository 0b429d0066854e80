import { describe, expect, it } from 'vitest';
import { tradingMinuteLabels } from './options';

describe('tradingMinuteLabels', () => {
  it('covers the morning and afternoon sessions, minute index 0 … 240', () => {
    const labels = tradingMinuteLabels();
    expect(labels).toHaveLength(241);
    expect(labels[0]).toBe('09:30');
    expect(labels[120]).toBe('11:30');
    expect(labels[121]).toBe('13:01');
    expect(labels[240]).toBe('15:00');
  });
});
