import { Select } from 'antd';
import { readEventTimer, setEventTimer, type EventTimerKind } from '../model/event-timer';
import { CommitInput } from './commit-fields';
import type { SectionProps } from './section-props';
import { PanelField, PanelForm } from './PanelForm';

const KIND_OPTIONS: { value: EventTimerKind; label: string; placeholder: string; help: string }[] = [
  { value: 'timeDate', label: '指定时间', placeholder: '2026-12-01T09:00:00', help: '到这个时间触发一次（ISO 8601 日期时间，可带时区）' },
  { value: 'timeDuration', label: '持续时长', placeholder: 'PT2H', help: '开始计时后过这么久触发一次，如 PT30M、PT2H、P1D' },
  { value: 'timeCycle', label: '循环', placeholder: 'R3/PT1H', help: '重复触发：R3/PT1H 每小时共 3 次，R/2026-12-01T09:00:00/P1D 自该时间起每天' },
];

/** The timer of a timer event (start, intermediate catch, boundary): how its time is given and the value. */
export function EventTimerSection({ ctx, element, revision }: SectionProps) {
  void revision;
  const timer = readEventTimer(element);
  const option = KIND_OPTIONS.find((o) => o.value === timer.kind)!;
  return (
    <PanelForm>
      <PanelField label="定时方式">
        <Select<EventTimerKind>
          aria-label="定时方式"
          value={timer.kind}
          onChange={(kind) => setEventTimer(ctx, element, { kind, value: timer.value })}
          options={KIND_OPTIONS.map(({ value, label }) => ({ value, label }))}
        />
      </PanelField>
      <PanelField label="定时值" required>
        <CommitInput aria-label="定时值" placeholder={option.placeholder} value={timer.value} onCommit={(value) => setEventTimer(ctx, element, { kind: timer.kind, value })} />
        <div className="gprs-panel-field__note">{option.help}</div>
      </PanelField>
    </PanelForm>
  );
}
