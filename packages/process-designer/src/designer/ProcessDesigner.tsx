import { message as antdMessage, Modal } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { CommandStackService, DiagramElement, ElementRegistryService } from '../model/bpmn-types';
import { renameCollidingPrefixes } from '../model/namespace-fix';
import { createEmptyDiagramXml, defaultProcessIdentity } from '../model/new-diagram';
import { applyInitialProcessIdentity } from '../model/general';
import {
  ALIGN_CONFIRM,
  ALIGN_WARNING,
  canAlign,
  isAcceptedDiagramFile,
  nextZoom,
  SAVE_FAILED_MESSAGE,
  xmlToJson,
  type AlignType,
  type DownloadKind,
} from '../model/toolbar-ops';
import { DEFAULT_PREFIX, type EnginePrefix } from '../moddle';
import { PropertyPanel } from '../panel/PropertyPanel';
import { createModeler } from './create-modeler';
import { useDesignerTheme } from './designer-theme';
import { DesignerToolbar } from './DesignerToolbar';
import { downloadText } from './download';
import { PreviewModal } from './PreviewModal';
import { roundZoom, ZoomIndicator } from './ZoomIndicator';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css';
import '../styles/process-designer.css';

export interface ProcessDesignerProps {
  /** BPMN XML to open; empty → a new diagram with a time-stamped process id and name. */
  xml?: string;
  /** Extension prefix of the exported XML (default camunda). Changing it recreates the modeler. */
  prefix?: EnginePrefix;
  /** Model key / name of the host's process model, written into the new diagram's process 1 s after creation. */
  processKey?: string;
  processName?: string;
  /** When the host's model already has an id, the process key (id) can no longer be edited. */
  modelId?: string | number;
  /** Disable id editing in the panel for every element. */
  idEditDisabled?: boolean;
  /** Width of the property panel in px (default 480); 0 hides the panel. */
  panelWidth?: number;
  /** Height of the whole designer (default 100%). */
  height?: CSSProperties['height'];
  /** Called with the XML when 保存模型 is clicked; a rejected promise shows '保存模型失败，请重试！'. */
  onSave?: (xml: string) => void | Promise<void>;
  /** Called with the XML after every model change. */
  onChange?: (xml: string) => void;
  /** Gives the host the bpmn-js Modeler once it exists (and null when it is destroyed). */
  onModelerChange?: (modeler: Modeler | null) => void;
}

interface DesignerState {
  canUndo: boolean;
  canRedo: boolean;
  simulating: boolean;
}

function logImportWarnings(warnings: readonly unknown[] | undefined) {
  for (const warning of warnings ?? []) {
    console.warn('[process-designer] import warning:', (warning as { message?: string }).message ?? warning);
  }
}

/** BPMN designer: bpmn-js Modeler with toolbar and property panel. */
export function ProcessDesigner({
  xml,
  prefix = DEFAULT_PREFIX,
  processKey,
  processName,
  modelId,
  idEditDisabled = false,
  panelWidth = 480,
  height = '100%',
  onSave,
  onChange,
  onModelerChange,
}: ProcessDesignerProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [state, setState] = useState<DesignerState>({ canUndo: false, canRedo: false, simulating: false });
  /** Merges `patch` into the state; an unchanged state re-renders nothing (import fires many of these events). */
  const patchState = useCallback(
    (patch: Partial<DesignerState>) =>
      setState((s) => ((Object.keys(patch) as (keyof DesignerState)[]).every((k) => s[k] === patch[k]) ? s : { ...s, ...patch })),
    [],
  );
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<{ kind: 'xml' | 'json'; code: string } | null>(null);
  const [previewUsed, setPreviewUsed] = useState(false);
  // counts successful imports, so a delayed step can tell that another diagram has been opened since
  const importSeq = useRef(0);
  const [messageApi, messageHolder] = antdMessage.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  const callbacks = useRef({ onChange, onModelerChange, processKey, processName });
  useEffect(() => {
    callbacks.current = { onChange, onModelerChange, processKey, processName };
  });

  // one modeler per prefix (the moddle extension is fixed at creation); created before the first paint, so the
  // import can start without waiting for a frame
  useLayoutEffect(() => {
    const container = canvasRef.current;
    if (!container) return undefined;
    const instance = createModeler({ container, prefix });
    const eventBus = instance.get<{ on: (event: string, cb: (e: any) => void) => void }>('eventBus');
    const commandStack = instance.get<CommandStackService>('commandStack');
    eventBus.on('commandStack.changed', () => {
      patchState({ canUndo: commandStack.canUndo(), canRedo: commandStack.canRedo() });
      const listener = callbacks.current.onChange;
      if (listener) {
        instance
          .saveXML({ format: true })
          .then(({ xml: changed }) => listener(changed ?? ''))
          .catch((error: unknown) => console.error('[process-designer] export failed', error));
      }
    });
    eventBus.on('tokenSimulation.toggleMode', (event: { active: boolean }) => {
      patchState({ simulating: event.active });
    });
    const resizeObserver = new ResizeObserver(() => {
      if (container.clientWidth && container.clientHeight) instance.get<{ resized: () => void }>('canvas').resized();
    });
    resizeObserver.observe(container);
    setModeler(instance);
    callbacks.current.onModelerChange?.(instance);
    return () => {
      resizeObserver.disconnect();
      callbacks.current.onModelerChange?.(null);
      instance.destroy();
      setModeler(null);
    };
  }, [prefix, patchState]);

  /** Imports XML; on any failure the previous diagram is restored, and problems are only logged. */
  const importDiagram = useCallback(
    async (text: string): Promise<boolean> => {
      if (!modeler) return false;
      let previous: string | undefined;
      try {
        previous = (await modeler.saveXML()).xml;
      } catch {
        previous = undefined;
      }
      try {
        const result = await modeler.importXML(renameCollidingPrefixes(text, prefix));
        logImportWarnings(result.warnings);
        importSeq.current += 1;
        modeler.get<{ zoom: (level: string, center?: 'auto') => number }>('canvas').zoom('fit-viewport', 'auto');
        return true;
      } catch (error) {
        console.error('[process-designer] import failed', error);
        logImportWarnings((error as { warnings?: unknown[] }).warnings);
        if (previous) {
          try {
            await modeler.importXML(previous);
          } catch (restoreError) {
            console.error('[process-designer] restoring the previous diagram failed', restoreError);
          }
        }
        return false;
      }
    },
    [modeler, prefix],
  );

  const createNewDiagram = useCallback(async () => {
    if (!modeler) return;
    const identity = defaultProcessIdentity();
    await importDiagram(createEmptyDiagramXml(prefix, identity.id, identity.name));
  }, [importDiagram, modeler, prefix]);

  // open the given XML, or a new diagram
  useEffect(() => {
    if (!modeler) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void (async () => {
      if (xml) {
        const imported = await importDiagram(xml);
        // an unreadable initial XML still leaves a diagram to work on
        const hasDiagram = !!(modeler as unknown as { getDefinitions: () => unknown }).getDefinitions();
        if (imported || hasDiagram || cancelled) return;
      }
      await createNewDiagram();
      const seq = importSeq.current;
      // the host's key and name reach the new process 1 s after creation (not a diagram opened meanwhile)
      timer = setTimeout(() => {
        if (cancelled || importSeq.current !== seq) return;
        const { processKey: key, processName: name } = callbacks.current;
        if (!key && !name) return;
        applyInitialProcessIdentity({ modeler: modeler as never, prefix }, key, name);
        modeler.get<CommandStackService>('commandStack').clear();
      }, 1000);
    })();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [modeler, xml, importDiagram, createNewDiagram, prefix]);

  const exportXml = useCallback(async () => {
    if (!modeler) throw new Error('modeler not ready');
    return (await modeler.saveXML({ format: true })).xml ?? '';
  }, [modeler]);

  const diagramName = useCallback(() => {
    const root = modeler?.get<{ getRootElement: () => DiagramElement }>('canvas').getRootElement();
    const bo = root?.businessObject;
    const process = bo?.processRef ?? bo;
    return process?.name || process?.id || 'diagram';
  }, [modeler]);

  const handleOpenFile = useCallback(
    (file: File) => {
      if (!isAcceptedDiagramFile(file.name)) {
        messageApi.error('只能打开 .xml 或 .bpmn 文件');
        return;
      }
      const reader = new FileReader();
      reader.onload = () => void importDiagram(String(reader.result ?? ''));
      reader.onerror = () => console.error('[process-designer] reading the file failed', reader.error);
      reader.readAsText(file);
    },
    [importDiagram, messageApi],
  );

  const handleDownload = useCallback(
    async (kind: DownloadKind) => {
      if (!modeler) return;
      try {
        if (kind === 'svg') {
          const { svg } = await modeler.saveSVG();
          downloadText(svg, diagramName(), 'svg');
        } else {
          downloadText(await exportXml(), diagramName(), kind);
        }
      } catch (error) {
        console.error('[process-designer] download failed', error);
        messageApi.error('导出失败，请检查流程图');
      }
    },
    [diagramName, exportXml, messageApi, modeler],
  );

  const handlePreview = useCallback(
    async (kind: 'xml' | 'json') => {
      try {
        const text = await exportXml();
        setPreviewUsed(true);
        setPreview({ kind, code: kind === 'xml' ? text : JSON.stringify(xmlToJson(text), null, 2) });
      } catch (error) {
        console.error('[process-designer] preview failed', error);
      }
    },
    [exportXml],
  );

  const handleAlign = useCallback(
    (type: AlignType) => {
      if (!modeler) return;
      const selected = modeler.get<{ get: () => DiagramElement[] }>('selection').get();
      if (!canAlign(selected)) {
        messageApi.warning(ALIGN_WARNING);
        return;
      }
      modalApi.confirm({
        title: '警告',
        content: ALIGN_CONFIRM,
        okText: '确 认',
        cancelText: '取 消',
        onOk: () => {
          modeler
            .get<{ trigger: (elements: DiagramElement[], type: AlignType) => void }>('alignElements')
            .trigger(selected, type);
        },
      });
    },
    [messageApi, modalApi, modeler],
  );

  const handleZoom = useCallback(
    (direction: 1 | -1) => {
      if (!modeler) return;
      const canvas = modeler.get<{ zoom: (level?: number | string, center?: string) => number }>('canvas');
      try {
        canvas.zoom(nextZoom(roundZoom(canvas.zoom()), direction), 'auto');
      } catch (error) {
        messageApi.error((error as Error).message);
      }
    },
    [messageApi, modeler],
  );

  const handleZoomReset = useCallback(() => {
    if (!modeler) return;
    const canvas = modeler.get<{ zoom: (level?: number | string, center?: string) => number }>('canvas');
    canvas.zoom('fit-viewport', 'auto');
  }, [modeler]);

  const handleToggleSimulation = useCallback(() => {
    modeler?.get<{ toggleMode: (active?: boolean) => void }>('toggleMode').toggleMode();
  }, [modeler]);

  const handleSave = useCallback(async () => {
    if (!onSave || state.simulating) return;
    setSaving(true);
    try {
      await onSave(await exportXml());
    } catch (error) {
      console.error('[process-designer] save failed', error);
      messageApi.error(SAVE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  }, [exportXml, messageApi, onSave, state.simulating]);

  const handleUndo = useCallback(() => modeler?.get<CommandStackService>('commandStack').undo(), [modeler]);
  const handleRedo = useCallback(() => modeler?.get<CommandStackService>('commandStack').redo(), [modeler]);
  const handleRedraw = useCallback(() => void createNewDiagram(), [createNewDiagram]);
  const closePreview = useCallback(() => setPreview(null), []);
  const zoomIndicator = useMemo(() => <ZoomIndicator modeler={modeler} />, [modeler]);
  const themeVariables = useDesignerTheme();

  return (
    <div className="gprs-process-designer" style={{ ...themeVariables, height }}>
      {messageHolder}
      {modalHolder}
      <DesignerToolbar
        zoomIndicator={zoomIndicator}
        canUndo={state.canUndo}
        canRedo={state.canRedo}
        simulating={state.simulating}
        saving={saving}
        showSave={Boolean(onSave)}
        onOpenFile={handleOpenFile}
        onDownload={handleDownload}
        onPreview={handlePreview}
        onToggleSimulation={handleToggleSimulation}
        onAlign={handleAlign}
        onZoom={handleZoom}
        onZoomReset={handleZoomReset}
        onUndo={handleUndo}
        onRedo={handleRedo}
        onRedraw={handleRedraw}
        onSave={handleSave}
      />
      <div className="gprs-process-designer__body">
        <div className="gprs-process-designer__canvas" ref={canvasRef} data-testid="process-designer-canvas" />
        {panelWidth > 0 && modeler && (
          <div className="gprs-process-designer__panel" style={{ width: panelWidth }}>
            <PropertyPanel
              key={prefix}
              modeler={modeler}
              prefix={prefix}
              modelId={modelId}
              idEditDisabled={idEditDisabled}
              registry={modeler.get<ElementRegistryService>('elementRegistry')}
            />
          </div>
        )}
      </div>
      {/* mounted on first use: nothing of the modal (or its code editor) is built while a diagram is opened */}
      {previewUsed && (
        <PreviewModal
          open={preview !== null}
          kind={preview?.kind ?? 'xml'}
          code={preview?.code ?? ''}
          onClose={closePreview}
        />
      )}
    </div>
  );
}
