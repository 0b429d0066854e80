import { message as antdMessage, Modal } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { CommandStackService, DiagramElement, ElementRegistryService } from '../model/bpmn-types';
import { renameCollidingPrefixes } from '../model/namespace-fix';
import { createEmptyDiagramXml, defaultProcessIdentity } from '../model/new-diagram';
import { applyInitialProcessIdentity, updateProcessKey, XML_NAME_PATTERN } from '../model/general';
import { getProcessBo } from '../model/context';
import { DiagramHistory } from '../model/diagram-history';
import { countSemanticElements, describeExportError, describeImportError } from '../model/interchange';
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
import { DelegatesContext } from '../panel/delegates-context';
import type { DesignerDelegate } from '../model/delegate';

const NO_DELEGATES: readonly DesignerDelegate[] = [];
import { createModeler } from './create-modeler';
import { useDesignerTheme } from './designer-theme';
import { DesignerToolbar } from './DesignerToolbar';
import { downloadText } from './download';
import { ImportReport, NothingDrawnNotice } from './ImportReport';
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
  /**
   * Model key / name of the host's process model, written into the new diagram's process 1 s after creation; 重新绘制
   * starts from them, and a file whose process id differs from the key offers to adopt it.
   */
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
  /** The built-in delegates a service / send task may choose (the panel's 内置委托); none: the choice is not shown. */
  delegates?: readonly DesignerDelegate[];
}

interface DesignerState {
  canUndo: boolean;
  canRedo: boolean;
  simulating: boolean;
}

function warningMessages(warnings: readonly unknown[] | undefined): string[] {
  return (warnings ?? []).map((warning) => String((warning as { message?: string }).message ?? warning));
}

function logImportWarnings(messages: string[]) {
  for (const message of messages) console.warn('[process-designer] import warning:', message);
}

export const REDRAW_CONFIRM = '确认重新绘制流程图吗？当前流程图将被清空，可通过撤销恢复。';

/** How an import came about: what the designer reports and whether it can be undone. */
interface ImportOptions {
  /** XML of the diagram being replaced, kept as an undo step (重新绘制, 打开文件) */
  record?: string;
  /** show the import's warnings and an empty result (files from outside, not our own undo snapshots) */
  report?: boolean;
}

type ModelerServices = Modeler & { getDefinitions: () => any };

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
  delegates,
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
  const [importWarnings, setImportWarnings] = useState<string[]>([]);
  /** number of semantic elements of an imported file of which nothing could be drawn */
  const [nothingDrawn, setNothingDrawn] = useState(0);
  const history = useRef(new DiagramHistory());
  // an undo/redo that re-imports a whole diagram is under way: further presses wait for it
  const replacing = useRef(false);
  const undoRedo = useRef<{ undo: () => void; redo: () => void }>({ undo: () => undefined, redo: () => undefined });
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
    const diagramHistory = history.current;
    const updateUndoState = () =>
      patchState({
        canUndo: commandStack.canUndo() || history.current.canUndo(),
        canRedo: commandStack.canRedo() || history.current.canRedo(),
      });
    eventBus.on('commandStack.changed', (event: { trigger?: string }) => {
      // a new edit after undoing a redraw: the redraw can no longer be redone
      if (event.trigger === 'execute') history.current.dropRedo();
      updateUndoState();
      setNothingDrawn((count) => (count && hasDrawnElements(instance) ? 0 : count));
      const listener = callbacks.current.onChange;
      if (listener) {
        instance
          .saveXML({ format: true })
          .then(({ xml: changed }) => listener(changed ?? ''))
          .catch((error: unknown) => console.error('[process-designer] export failed', error));
      }
    });
    // an import empties the command stack without telling (no commandStack.changed)
    eventBus.on('import.done', updateUndoState);
    // Ctrl+Z / Ctrl+Y go through the same undo as the toolbar, which also steps over whole-diagram replacements
    const editorActions = instance.get<{
      isRegistered: (action: string) => boolean;
      unregister: (action: string) => void;
      register: (action: string, listener: () => void) => void;
    }>('editorActions');
    for (const action of ['undo', 'redo'] as const) {
      if (editorActions.isRegistered(action)) editorActions.unregister(action);
      editorActions.register(action, () => undoRedo.current[action]());
    }
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
      diagramHistory.clear();
    };
  }, [prefix, patchState]);

  /**
   * Imports XML; on any failure the previous diagram is restored and the error is thrown on. A file from outside
   * (`report`) has its warnings shown, and a notice when none of its elements could be drawn.
   */
  const importDiagram = useCallback(
    async (text: string, options: ImportOptions = {}): Promise<boolean> => {
      if (!modeler) return false;
      let previous: string | undefined = options.record;
      if (previous === undefined) {
        try {
          previous = (await modeler.saveXML()).xml;
        } catch {
          previous = undefined;
        }
      }
      try {
        const result = await modeler.importXML(renameCollidingPrefixes(text, prefix));
        const messages = warningMessages(result.warnings);
        logImportWarnings(messages);
        importSeq.current += 1;
        if (options.record !== undefined) history.current.record(options.record);
        const shown = options.report ? messages : [];
        // a clean import keeps the same (empty) list: no re-render of the designer
        setImportWarnings((current) => (current.length === 0 && shown.length === 0 ? current : shown));
        const semantic = options.report && !hasDrawnElements(modeler) ? countSemanticElements((modeler as ModelerServices).getDefinitions()) : 0;
        setNothingDrawn(semantic);
        modeler.get<{ zoom: (level: string, center?: 'auto') => number }>('canvas').zoom('fit-viewport', 'auto');
        // import.done came before the history changed
        const commandStack = modeler.get<CommandStackService>('commandStack');
        patchState({ canUndo: commandStack.canUndo() || history.current.canUndo(), canRedo: commandStack.canRedo() || history.current.canRedo() });
        return true;
      } catch (error) {
        console.error('[process-designer] import failed', error);
        logImportWarnings(warningMessages((error as { warnings?: unknown[] }).warnings));
        if (previous) {
          try {
            await modeler.importXML(previous);
          } catch (restoreError) {
            console.error('[process-designer] restoring the previous diagram failed', restoreError);
          }
        }
        throw error;
      }
    },
    [modeler, patchState, prefix],
  );

  /** Imports and reports a failure in the console only (the initial XML, whose failure opens a new diagram). */
  const tryImport = useCallback(
    async (text: string, options?: ImportOptions) => {
      try {
        return await importDiagram(text, options);
      } catch {
        return false;
      }
    },
    [importDiagram],
  );

  const createNewDiagram = useCallback(async () => {
    if (!modeler) return;
    const identity = defaultProcessIdentity();
    await tryImport(createEmptyDiagramXml(prefix, identity.id, identity.name));
  }, [tryImport, modeler, prefix]);

  // open the given XML, or a new diagram
  useEffect(() => {
    if (!modeler) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void (async () => {
      if (xml) {
        history.current.clear();
        const imported = await tryImport(xml, { report: true });
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
  }, [modeler, xml, tryImport, createNewDiagram, prefix]);

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

  /** The XML of the diagram on the canvas; undefined (and the reason shown) when it cannot be exported. */
  const snapshot = useCallback(async (): Promise<string | undefined> => {
    try {
      return await exportXml();
    } catch (error) {
      console.error('[process-designer] export failed', error);
      messageApi.error(describeExportError(error));
      return undefined;
    }
  }, [exportXml, messageApi]);

  /** After a file is opened: its process id differs from the host's model key → offer to take the key. */
  const offerModelKey = useCallback(() => {
    const key = callbacks.current.processKey?.trim();
    if (!modeler || !key || !XML_NAME_PATTERN.test(key)) return;
    const definitions = (modeler as ModelerServices).getDefinitions();
    const processes = (definitions?.rootElements ?? []).filter((e: { $type: string }) => e.$type === 'bpmn:Process');
    if (processes.some((p: { id?: string }) => p.id === key)) return;
    const registry = modeler.get<ElementRegistryService>('elementRegistry');
    const root = modeler.get<{ getRootElement: () => DiagramElement }>('canvas').getRootElement();
    const target = getProcessBo(root) ? root : registry.filter((e) => e.type === 'bpmn:Participant' && !!getProcessBo(e))[0];
    const process = target && getProcessBo(target);
    if (!target || !process) return;
    // the key is taken by another element of the file: renaming would clash
    if (registry.get(key) || modeler.get<{ ids: { assigned: (id: string) => unknown } }>('moddle').ids.assigned(key)) return;
    modalApi.confirm({
      title: '提示',
      content: `文件中的流程标识「${process.id}」与模型标识「${key}」不一致，保存时会被拒绝。是否将流程标识改为「${key}」？`,
      okText: '确 认',
      cancelText: '取 消',
      onOk: () => {
        updateProcessKey({ modeler: modeler as never, prefix }, target, key);
      },
    });
  }, [modalApi, modeler, prefix]);

  const handleOpenFile = useCallback(
    (file: File) => {
      if (!isAcceptedDiagramFile(file.name)) {
        messageApi.error('只能打开 .xml 或 .bpmn 文件');
        return;
      }
      const reader = new FileReader();
      reader.onload = async () => {
        const previous = await snapshot();
        try {
          await importDiagram(String(reader.result ?? ''), { record: previous, report: true });
          offerModelKey();
        } catch (error) {
          // in Chinese; the original text stays readable under 查看详情 of the report
          messageApi.error(`文件无法打开：${describeImportError(error)}`);
          setImportWarnings([String((error as Error)?.message ?? error)]);
        }
      };
      reader.onerror = () => {
        console.error('[process-designer] reading the file failed', reader.error);
        messageApi.error('文件读取失败');
      };
      reader.readAsText(file);
    },
    [importDiagram, messageApi, offerModelKey, snapshot],
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
        messageApi.error(describeExportError(error));
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
        messageApi.error(describeExportError(error));
      }
    },
    [exportXml, messageApi],
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
    let text: string;
    try {
      text = await exportXml();
    } catch (error) {
      console.error('[process-designer] export failed', error);
      messageApi.error(describeExportError(error));
      setSaving(false);
      return;
    }
    try {
      await onSave(text);
    } catch (error) {
      console.error('[process-designer] save failed', error);
      messageApi.error(SAVE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  }, [exportXml, messageApi, onSave, state.simulating]);

  /** One step back or forth: a command of the stack, or else a whole diagram replaced by 重新绘制 / 打开文件. */
  const step = useCallback(
    async (direction: 'undo' | 'redo') => {
      if (!modeler || replacing.current) return;
      const commandStack = modeler.get<CommandStackService>('commandStack');
      if (direction === 'undo' ? commandStack.canUndo() : commandStack.canRedo()) {
        commandStack[direction]();
        return;
      }
      if (direction === 'undo' ? !history.current.canUndo() : !history.current.canRedo()) return;
      replacing.current = true;
      try {
        const current = await snapshot();
        if (current === undefined) return;
        const target = direction === 'undo' ? history.current.undo(current) : history.current.redo(current);
        if (target === undefined) return;
        try {
          await importDiagram(target);
        } catch (error) {
          messageApi.error(`无法恢复流程图：${String((error as Error)?.message ?? error).split('\n')[0]}`);
        }
      } finally {
        replacing.current = false;
      }
    },
    [importDiagram, messageApi, modeler, snapshot],
  );
  const handleUndo = useCallback(() => void step('undo'), [step]);
  const handleRedo = useCallback(() => void step('redo'), [step]);
  useEffect(() => {
    undoRedo.current = { undo: handleUndo, redo: handleRedo };
  }, [handleUndo, handleRedo]);

  /** 重新绘制: after a confirmation, an empty diagram whose process carries the model's key and name; undoable. */
  const handleRedraw = useCallback(() => {
    if (!modeler) return;
    modalApi.confirm({
      title: '提示',
      content: REDRAW_CONFIRM,
      okText: '确 认',
      cancelText: '取 消',
      onOk: async () => {
        const previous = await snapshot();
        const fallback = defaultProcessIdentity();
        const key = callbacks.current.processKey?.trim();
        const id = key && XML_NAME_PATTERN.test(key) ? key : fallback.id;
        const name = callbacks.current.processName?.trim() || fallback.name;
        try {
          await importDiagram(createEmptyDiagramXml(prefix, id, name), { record: previous });
        } catch (error) {
          messageApi.error(`重新绘制失败：${String((error as Error)?.message ?? error).split('\n')[0]}`);
        }
      },
    });
  }, [importDiagram, messageApi, modalApi, modeler, prefix, snapshot]);
  const closeImportReport = useCallback(() => setImportWarnings([]), []);
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
        {importWarnings.length > 0 && (
          <ImportReport warnings={importWarnings} right={Math.max(panelWidth, 0) + 8} onClose={closeImportReport} />
        )}
        {nothingDrawn > 0 && <NothingDrawnNotice semanticCount={nothingDrawn} right={Math.max(panelWidth, 0)} />}
        {panelWidth > 0 && modeler && (
          <div className="gprs-process-designer__panel" style={{ width: panelWidth }}>
            <DelegatesContext.Provider value={delegates ?? NO_DELEGATES}>
              <PropertyPanel
                key={prefix}
                modeler={modeler}
                prefix={prefix}
                modelId={modelId}
                idEditDisabled={idEditDisabled}
                registry={modeler.get<ElementRegistryService>('elementRegistry')}
              />
            </DelegatesContext.Provider>
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

/** Whether any shape or connection (not just the root planes) is on the canvas. */
function hasDrawnElements(modeler: { get: <T>(name: string) => T }): boolean {
  return modeler.get<ElementRegistryService>('elementRegistry').filter((e) => !!e.parent && e.type !== 'label').length > 0;
}
