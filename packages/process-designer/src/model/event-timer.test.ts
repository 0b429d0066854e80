import { afterEach, describe, expect, test } from 'vitest';
import { createTestModeler, type TestModeler } from '../testing/test-modeler';
import type { CommandStackService } from './bpmn-types';
import { TIMER_DIAGRAM_XML } from '../testing/timer-diagram';
import { hasEventTimerSection, readEventTimer, setEventTimer } from './event-timer';

let tm: TestModeler;
afterEach(() => tm?.destroy());

describe('event timers', () => {
  test('timer events have the section; their kind and value are read and written, one kind at a time, undoably', async () => {
    tm = await createTestModeler(TIMER_DIAGRAM_XML, 'camunda');
    expect(hasEventTimerSection(tm.element('every_day'))).toBe(true);
    expect(hasEventTimerSection(tm.element('late'))).toBe(true);
    expect(hasEventTimerSection(tm.element('check'))).toBe(false);
    expect(hasEventTimerSection(tm.element('end'))).toBe(false);
    expect(readEventTimer(tm.element('every_day'))).toEqual({ kind: 'timeCycle', value: 'R/2026-12-01T09:00:00/P1D' });
    expect(readEventTimer(tm.element('late'))).toEqual({ kind: 'timeDuration', value: '' });

    setEventTimer(tm.ctx, tm.element('late'), { kind: 'timeDuration', value: ' PT2H ' });
    expect(readEventTimer(tm.element('late'))).toEqual({ kind: 'timeDuration', value: 'PT2H' });
    setEventTimer(tm.ctx, tm.element('every_day'), { kind: 'timeDate', value: '2026-12-24T18:00:00' });
    const xml = await tm.xml();
    expect(xml).toMatch(/<bpmn2:timerEventDefinition id="TimerEventDefinition_start">\s*<bpmn2:timeDate[^>]*>2026-12-24T18:00:00<\/bpmn2:timeDate>\s*<\/bpmn2:timerEventDefinition>/);
    expect(xml).not.toContain('timeCycle');
    expect(xml).toMatch(/<bpmn2:timeDuration[^>]*>PT2H<\/bpmn2:timeDuration>/);
    tm.modeler.get<CommandStackService>('commandStack').undo();
    expect(readEventTimer(tm.element('every_day'))).toEqual({ kind: 'timeCycle', value: 'R/2026-12-01T09:00:00/P1D' });
  });
});
