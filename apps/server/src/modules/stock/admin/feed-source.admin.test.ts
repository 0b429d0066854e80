import { describe, expect, it } from 'vitest';
import { feedQuiet } from './feed-source.admin';

// 2026-11-20 is a Friday (trade day); Beijing time = UTC + 8
const at = (hhmm: string, day = '2026-11-20') => new Date(`${day}T${hhmm}:00+08:00`);

describe('feedQuiet', () => {
  it('push mode during continuous trading: quiet once the last quotes batch is older than the limit, or when there is none', () => {
    expect(feedQuiet('push', at('10:00'), at('09:59'), 60)).toEqual({ trading: true, quietFor: 60, quiet: true });
    expect(feedQuiet('push', at('10:00'), new Date(at('10:00').getTime() - 59_000), 60)).toEqual({ trading: true, quietFor: 59, quiet: false });
    expect(feedQuiet('push', at('13:30'), null, 60)).toEqual({ trading: true, quietFor: null, quiet: true });
  });

  it('never quiet outside continuous trading (lunch, after the close, weekends) nor in simulator mode', () => {
    expect(feedQuiet('push', at('12:00'), at('11:30'), 60).quiet).toBe(false);
    expect(feedQuiet('push', at('15:30'), at('15:00'), 60)).toMatchObject({ trading: false, quiet: false });
    expect(feedQuiet('push', at('10:00', '2026-11-21'), null, 60)).toMatchObject({ trading: false, quiet: false });
    expect(feedQuiet('simulator', at('10:00'), null, 60)).toMatchObject({ trading: true, quiet: false });
  });
});
