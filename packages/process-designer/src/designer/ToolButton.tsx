import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

// The toolbar's buttons and menus: plain elements drawn like antd's default and primary buttons from the theme
// variables the designer sets (useDesignerTheme). Seventeen antd Buttons, two Dropdowns, their compact groups and their
// style sheets cost about as much to build as the rest of the designer's chrome on every opening (docs/decisions/0012).

export interface ToolButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  icon: ReactNode;
  primary?: boolean;
}

/** A toolbar button: icon and optional text; `primary` fills it with the theme colour. */
export function ToolButton({ icon, primary, children, className, ...rest }: ToolButtonProps) {
  const classes = ['gprs-pd-button'];
  if (primary) classes.push('gprs-pd-button--primary');
  if (!children) classes.push('gprs-pd-button--icon');
  if (className) classes.push(className);
  return (
    <button type="button" className={classes.join(' ')} {...rest}>
      <span className="gprs-pd-button__icon" aria-hidden="true">
        {icon}
      </span>
      {children && <span>{children}</span>}
    </button>
  );
}

/** Buttons joined edge to edge (as antd's Space.Compact draws them). */
export function ToolGroup({ children }: { children: ReactNode }) {
  return (
    <div className="gprs-pd-group" role="group">
      {children}
    </div>
  );
}

export interface ToolMenuItem<K extends string> {
  key: K;
  label: string;
}

/**
 * A toolbar button with a small menu under it. A click on the button toggles it (keyboard: Enter, Space or ↓ open it);
 * Escape, a click elsewhere, focus moving away or a choice close it. Hovering does nothing: a menu that opened on hover
 * made the click that followed close it again. Plain elements, not antd's Dropdown, for the same reason as the buttons.
 */
export function ToolMenu<K extends string>({
  icon,
  label,
  items,
  onSelect,
}: {
  icon: ReactNode;
  label: string;
  items: ToolMenuItem<K>[];
  onSelect: (key: K) => void;
}) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const focusItem = (step: 1 | -1 | 0) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    if (buttons.length === 0) return;
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = step === 0 || current < 0 ? 0 : (current + step + buttons.length) % buttons.length;
    buttons[next].focus();
  };

  return (
    <div
      ref={wrapper}
      className="gprs-pd-menu"
      onBlur={(event) => {
        // Tab away from the button or the menu closes it
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          wrapper.current?.querySelector<HTMLButtonElement>('.gprs-pd-button')?.focus();
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          if (!open) {
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          } else focusItem(event.key === 'ArrowDown' ? 1 : -1);
        }
      }}
    >
      <ToolButton
        icon={icon}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </ToolButton>
      {open && (
        <ul ref={list} id={menuId} role="menu" aria-label={label} className="gprs-pd-menu__list">
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                className="gprs-pd-menu__item"
                onClick={() => {
                  setOpen(false);
                  onSelect(item.key);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
