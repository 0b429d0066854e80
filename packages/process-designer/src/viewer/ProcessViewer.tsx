import Viewer from 'bpmn-js/lib/Viewer';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { DiagramElement, ModdleElement } from '../model/bpmn-types';
import {
  computeHighlights,
  type ActivityData,
  type HighlightClass,
  type ProcessInstanceData,
  type TaskData,
} from '../model/highlight';
import { renameCollidingPrefixes } from '../model/namespace-fix';
import { overlayLines, renderOverlay } from '../model/overlay-content';
import { DEFAULT_PREFIX, getModdleExtensions, type EnginePrefix } from '../moddle';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import '../styles/process-designer.css';

export interface ProcessViewerProps {
  /** BPMN XML to show. */
  xml?: string;
  activityData?: ActivityData[];
  taskData?: TaskData[];
  processInstanceData?: ProcessInstanceData | null;
  /** extension prefix used by the XML (default camunda) */
  prefix?: EnginePrefix;
  height?: CSSProperties['height'];
}

interface CanvasApi {
  zoom: (level: string, center?: 'auto') => void;
  addMarker: (id: string, cls: string) => void;
  removeMarker: (id: string, cls: string) => void;
}
interface OverlaysApi {
  add: (element: DiagramElement, overlay: { position: Record<string, number>; html: HTMLElement }) => string;
  remove: (filter: { element: DiagramElement } | string) => void;
}

/** Read-only diagram fitted to the viewport, highlighted by the activity, task and instance data. */
export function ProcessViewer({
  xml,
  activityData,
  taskData,
  processInstanceData,
  prefix = DEFAULT_PREFIX,
  height = '100%',
}: ProcessViewerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [loadedXml, setLoadedXml] = useState<string | null>(null);
  const data = useRef({ activityData, taskData, processInstanceData });
  useEffect(() => {
    data.current = { activityData, taskData, processInstanceData };
  });

  useEffect(() => {
    if (!containerRef.current) return undefined;
    const instance = new Viewer({ container: containerRef.current, moddleExtensions: getModdleExtensions(prefix) });
    const eventBus = instance.get<{ on: (event: string, cb: (e: { element: DiagramElement }) => void) => void }>(
      'eventBus',
    );
    const overlays = instance.get<OverlaysApi>('overlays');
    eventBus.on('element.hover', ({ element }) => {
      if (!element || element.labelTarget) return;
      overlays.remove({ element });
      const current = data.current;
      const lines = overlayLines(
        element.type,
        element.id,
        current.activityData,
        current.taskData,
        current.processInstanceData,
      );
      if (lines.length === 0) return;
      overlays.add(element, { position: { left: 0, bottom: 0 }, html: renderOverlay(lines) });
    });
    eventBus.on('element.out', ({ element }) => {
      if (element) overlays.remove({ element });
    });
    // keep the diagram fitted when the container changes size (e.g. a hidden tab becomes visible)
    const container = containerRef.current;
    const resizeObserver = new ResizeObserver(() => {
      if (!container.clientWidth || !container.clientHeight) return;
      const canvas = instance.get<CanvasApi & { resized: () => void }>('canvas');
      canvas.resized();
      canvas.zoom('fit-viewport', 'auto');
    });
    resizeObserver.observe(container);
    setViewer(instance);
    return () => {
      resizeObserver.disconnect();
      instance.destroy();
      setViewer(null);
    };
  }, [prefix]);

  useEffect(() => {
    if (!viewer || !xml) return;
    let cancelled = false;
    viewer
      .importXML(renameCollidingPrefixes(xml, prefix))
      .then(({ warnings }) => {
        for (const warning of warnings as unknown[]) {
          console.warn('[process-viewer] import warning:', (warning as { message?: string }).message ?? warning);
        }
        if (cancelled) return;
        viewer.get<CanvasApi>('canvas').zoom('fit-viewport', 'auto');
        setLoadedXml(xml);
      })
      .catch((error: unknown) => console.error('[process-viewer] import failed', error));
    return () => {
      cancelled = true;
    };
  }, [viewer, xml, prefix]);

  useEffect(() => {
    if (!viewer || loadedXml === null) return undefined;
    const canvas = viewer.get<CanvasApi>('canvas');
    const registry = viewer.get<{ get: (id: string) => DiagramElement | undefined }>('elementRegistry');
    const marks = computeHighlights(
      (viewer as unknown as { getDefinitions: () => ModdleElement }).getDefinitions(),
      activityData,
      taskData,
      processInstanceData,
    );
    const applied: [string, HighlightClass][] = [];
    for (const [id, cls] of Object.entries(marks)) {
      if (!registry.get(id)) continue;
      canvas.addMarker(id, cls);
      applied.push([id, cls]);
    }
    return () => {
      for (const [id, cls] of applied) {
        if (registry.get(id)) canvas.removeMarker(id, cls);
      }
    };
  }, [viewer, loadedXml, activityData, taskData, processInstanceData]);

  return (
    <div className="gprs-process-viewer" style={{ height }}>
      <div className="gprs-process-viewer__canvas" ref={containerRef} data-testid="process-viewer-canvas" />
    </div>
  );
}
