import { Tooltip } from 'antd';
import { useRef, useState, type HTMLAttributes } from 'react';

interface Tip {
  title: string;
  target: Element;
  box: { left: number; top: number; width: number; height: number };
}

/**
 * A container whose descendants with a `data-tip` attribute get an antd tooltip on hover or keyboard focus. One
 * Tooltip is mounted for the element under the pointer, only while it is there, instead of one per button: a
 * Tooltip per toolbar button costs about as much to mount as the rest of the toolbar, and every designer opening pays it.
 */
export function ToolbarTips({ children, style, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const host = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);

  const showFor = (target: EventTarget | null) => {
    const container = host.current;
    const element = target instanceof Element ? target.closest('[data-tip]') : null;
    if (!container || !element || !container.contains(element)) {
      setTip(null);
      return;
    }
    setTip((current) => {
      if (current?.target === element) return current;
      const a = element.getBoundingClientRect();
      const b = container.getBoundingClientRect();
      return {
        title: element.getAttribute('data-tip') ?? '',
        target: element,
        box: { left: a.left - b.left, top: a.top - b.top, width: a.width, height: a.height },
      };
    });
  };

  return (
    <div
      ref={host}
      {...rest}
      style={{ position: 'relative', ...style }}
      onPointerOver={(event) => showFor(event.target)}
      onPointerLeave={() => setTip(null)}
      onFocus={(event) => showFor(event.target)}
      onBlur={() => setTip(null)}
      onClick={() => setTip(null)}
    >
      {children}
      {tip && (
        <Tooltip key={`${tip.title}-${tip.box.left}-${tip.box.top}`} open title={tip.title}>
          <span aria-hidden="true" style={{ position: 'absolute', pointerEvents: 'none', ...tip.box }} />
        </Tooltip>
      )}
    </div>
  );
}
