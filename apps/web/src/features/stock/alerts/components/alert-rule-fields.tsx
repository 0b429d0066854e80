import { InputNumber, Select, Space } from 'antd';
import { ALERT_KIND_LABELS, ALERT_KIND_VALUES, ALERT_THRESHOLD_UNIT, AlertKind, SURGE_MAX_MINUTES } from '@gprs/contract';

export interface RuleDraft {
  kind: number;
  threshold: number | null;
  windowMinutes: number | null;
}

/** The fields of a new alert: kind, then its threshold (元 / %) and, for 异动, the window in minutes. */
export function AlertRuleFields({ value, onChange }: { value: RuleDraft; onChange: (next: RuleDraft) => void }) {
  const unit = ALERT_THRESHOLD_UNIT[value.kind];
  return (
    <Space wrap>
      <Select
        aria-label="提醒类型"
        data-testid="alert-kind"
        style={{ width: 120 }}
        value={value.kind}
        options={ALERT_KIND_VALUES.map((k) => ({ value: k, label: ALERT_KIND_LABELS[k] }))}
        onChange={(kind: number) => onChange({ ...value, kind })}
      />
      {value.kind === AlertKind.SURGE && (
        <InputNumber
          aria-label="时间窗口"
          min={1}
          max={SURGE_MAX_MINUTES}
          precision={0}
          value={value.windowMinutes}
          onChange={(v) => onChange({ ...value, windowMinutes: v })}
          addonBefore="分钟内"
          style={{ width: 150 }}
        />
      )}
      {unit && (
        <InputNumber
          aria-label={unit === '元' ? '提醒价格' : '涨跌幅'}
          data-testid="alert-threshold"
          min={0.01}
          precision={2}
          step={unit === '元' ? 0.01 : 0.5}
          value={value.threshold}
          onChange={(v) => onChange({ ...value, threshold: v })}
          addonAfter={unit}
          style={{ width: 170 }}
        />
      )}
    </Space>
  );
}
