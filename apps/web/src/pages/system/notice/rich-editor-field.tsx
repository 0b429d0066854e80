import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Skeleton } from 'antd';
import { EDITOR_HEIGHT } from '../../../shared/rich-editor/debounce';

const RichEditor = lazy(() => import('../../../shared/rich-editor/rich-editor'));

/**
 * The bundled rich-text editor as a form control (value / onChange from the Form.Item), loaded on first use. The
 * editor reads `value` once when it mounts; its debounced changes go to the latest onChange.
 */
export function RichEditorField({ value, onChange, id }: { value?: string; onChange?(html: string): void; id?: string }) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const emit = useCallback((html: string) => latest.current?.(html), []);
  return (
    <div id={id}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: EDITOR_HEIGHT + 40 }} />}>
        <RichEditor value={value ?? ''} onChange={emit} />
      </Suspense>
    </div>
  );
}
