// Plain elements drawn like antd (lite.css): the public pages' card, tag, chips, statistic, empty state, skeleton,
// button and page stack. No UI-library code runs for them, so a server-rendered page hydrates them cheaply
// (docs/decisions/0034).
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export function Card({ title, extra, size, children, className, style, bodyStyle, ...rest }: { title?: ReactNode; extra?: ReactNode; size?: 'small'; children?: ReactNode; bodyStyle?: CSSProperties } & Omit<HTMLAttributes<HTMLElement>, 'title'>) {
  return (
    <section className={cx('lt-card', size === 'small' && 'lt-card--small', className)} style={style} {...rest}>
      {(title || extra) && (
        <div className="lt-card__head">
          {title && <div className="lt-card__title">{title}</div>}
          {extra && <div className="lt-card__extra">{extra}</div>}
        </div>
      )}
      <div className="lt-card__body" style={bodyStyle}>
        {children}
      </div>
    </section>
  );
}

/** The preset colours of antd's Tag that the public pages use. */
export type TagColor = 'red' | 'volcano' | 'orange' | 'gold' | 'magenta' | 'blue' | 'green' | 'purple' | 'cyan';

export function Tag({ color, children, className, ...rest }: { color?: TagColor | 'default'; children?: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={cx('lt-tag', color && color !== 'default' && `lt-tag--${color}`, className)} {...rest}>
      {children}
    </span>
  );
}

/** A wrapping row of tags or links (antd's `<Space wrap>` of tags). */
export function Chips({ children, className, ...rest }: { children?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cx('lt-chips', className)} {...rest}>
      {children}
    </div>
  );
}

/** Sections one under the other, 16 px apart (antd's vertical `<Space>`). */
export function Stack({ children, className, ...rest }: { children?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cx('lt-stack', className)} {...rest}>
      {children}
    </div>
  );
}

export function Statistic({ title, value, suffix, color }: { title: ReactNode; value: ReactNode; suffix?: ReactNode; color?: string }) {
  return (
    <div className="lt-stat">
      <div className="lt-stat__title">{title}</div>
      <div className="lt-stat__value" style={color ? { color } : undefined}>
        {value}
        {suffix && <span className="lt-stat__suffix">{suffix}</span>}
      </div>
    </div>
  );
}

export function Empty({ description = '暂无数据' }: { description?: ReactNode }) {
  return <div className="lt-empty">{description}</div>;
}

/** A loading placeholder: `rows` grey bars, or a block of `height` px. */
export function Skeleton({ rows = 3, height }: { rows?: number; height?: number }) {
  if (height) return <div className="lt-skeleton__block" style={{ height }} aria-busy="true" />;
  return (
    <div className="lt-skeleton" aria-busy="true">
      {Array.from({ length: rows + 1 }, (_, i) => (
        <div key={i} className="lt-skeleton__bar" />
      ))}
    </div>
  );
}

export function Button({ size, className, type = 'button', ...rest }: { size?: 'small' } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  // eslint-disable-next-line react/button-has-type
  return <button type={type} className={cx('lt-btn', size === 'small' && 'lt-btn--small', className)} {...rest} />;
}

export { cx };

/** A message in place of a page or a section (not found, nothing chosen): antd's Result without its illustration. */
export function Notice({ title, text, link }: { title: ReactNode; text?: ReactNode; link?: ReactNode }) {
  return (
    <div role="status" className="lt-notice">
      <div className="lt-notice__title">{title}</div>
      {text && <div className="lt-notice__text">{text}</div>}
      {link && <div className="lt-notice__link">{link}</div>}
    </div>
  );
}
