import { lazy } from 'react';

/**
 * The designer package (bpmn-js, token simulation, CodeMirror) is its own lazy chunk: only the model screens download it,
 * never the public site.
 */
export const LazyProcessDesigner = lazy(() =>
  import('@gprs/process-designer').then((m) => ({ default: m.ProcessDesigner })),
);

export const LazyProcessViewer = lazy(() => import('@gprs/process-designer').then((m) => ({ default: m.ProcessViewer })));
