import { Checkbox } from 'antd';
import { PanelField } from './PanelForm';
import type { AsyncConfig } from '../model/task-config';

/** asyncBefore / asyncAfter, and exclusive only while one of them is on. */
export function AsyncFields({ value, onChange }: { value: AsyncConfig; onChange: (patch: Partial<AsyncConfig>) => void }) {
  return (
    <PanelField label="异步延续">
      <Checkbox checked={value.asyncBefore} onChange={(e) => onChange({ asyncBefore: e.target.checked })}>
        异步前
      </Checkbox>
      <Checkbox checked={value.asyncAfter} onChange={(e) => onChange({ asyncAfter: e.target.checked })}>
        异步后
      </Checkbox>
      {(value.asyncBefore || value.asyncAfter) && (
        <Checkbox checked={value.exclusive} onChange={(e) => onChange({ exclusive: e.target.checked })}>
          排除
        </Checkbox>
      )}
    </PanelField>
  );
}
