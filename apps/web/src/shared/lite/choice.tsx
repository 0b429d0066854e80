// Tabs, a segmented control and a row of radio buttons as plain buttons (lite.css). Selected state is in ARIA
// (aria-selected / aria-pressed), which the styles and the tests read.
import { useId, useState, type ReactNode } from 'react';
import { cx } from './basics';

export interface ChoiceItem<K extends string> {
  key: K;
  label: ReactNode;
}

/** Tabs: a tab list; with `children` on the items, the active one's panel (rendered only when active). */
export function Tabs<K extends string>({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  className,
  ariaLabel,
  extra,
}: {
  items: readonly (ChoiceItem<K> & { children?: ReactNode })[];
  activeKey?: K;
  defaultActiveKey?: K;
  onChange?: (key: K) => void;
  className?: string;
  ariaLabel?: string;
  /** beside the tab list (antd's tabBarExtraContent) */
  extra?: ReactNode;
}) {
  const [own, setOwn] = useState<K | undefined>(defaultActiveKey ?? items[0]?.key);
  const active = activeKey ?? own;
  const id = useId();
  const panel = items.find((i) => i.key === active)?.children;
  return (
    <div className={cx('lt-tabs', className)}>
      <div className="lt-tabs__bar">
        <div className="lt-tabs__list" role="tablist" aria-label={ariaLabel}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-${item.key}`}
              className="lt-tabs__tab"
              aria-selected={item.key === active}
              onClick={() => {
                if (item.key === active) return;
                setOwn(item.key);
                onChange?.(item.key);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
        {extra && <div className="lt-tabs__extra">{extra}</div>}
      </div>
      {panel !== undefined && (
        <div role="tabpanel" aria-labelledby={`${id}-${active}`}>
          {panel}
        </div>
      )}
    </div>
  );
}

/** antd's small Segmented: one of a few options, the chosen one raised. */
export function Segmented<K extends string>({ items, value, onChange, ariaLabel }: { items: readonly ChoiceItem<K>[]; value: K; onChange: (key: K) => void; ariaLabel?: string }) {
  return (
    <div className="lt-seg" role="group" aria-label={ariaLabel}>
      {items.map((item) => (
        <button key={item.key} type="button" className="lt-seg__item" aria-pressed={item.key === value} onClick={() => item.key !== value && onChange(item.key)}>
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** antd's button-style Radio.Group (small, or `solid`: the chosen one filled, default size). */
export function RadioButtons<K extends string>({ items, value, onChange, ariaLabel, solid }: { items: readonly ChoiceItem<K>[]; value: K; onChange: (key: K) => void; ariaLabel?: string; solid?: boolean }) {
  return (
    <div className={solid ? 'lt-radio lt-radio--solid' : 'lt-radio'} role="group" aria-label={ariaLabel}>
      {items.map((item) => (
        <button key={item.key} type="button" className="lt-radio__item" aria-pressed={item.key === value} onClick={() => item.key !== value && onChange(item.key)}>
          {item.label}
        </button>
      ))}
    </div>
  );
}
