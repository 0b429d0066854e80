import { RightOutlined } from '@ant-design/icons';
import { message, Modal } from 'antd';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DiagramElement, ElementRegistryService, ServiceLocator } from '../model/bpmn-types';
import { hasConditionSection } from '../model/condition';
import { is, type ModelContext } from '../model/context';
import { hasEventTimerSection } from '../model/event-timer';
import { hasFormSection } from '../model/form';
import { hasTaskListenerSection } from '../model/listeners';
import { hasMultiInstanceSection } from '../model/multi-instance';
import { hasTaskConfigSection } from '../model/task-config';
import type { EnginePrefix } from '../moddle';
import { ConditionSection } from './ConditionSection';
import { DocumentationSection } from './DocumentationSection';
import { EventTimerSection } from './EventTimerSection';
import { ExtensionPropertiesSection } from './ExtensionPropertiesSection';
import { FormSection } from './FormSection';
import { GeneralSection } from './GeneralSection';
import { ListenerSection } from './ListenerSection';
import { MessagesSection } from './MessagesSection';
import { MultiInstanceSection } from './MultiInstanceSection';
import { TaskConfigSection } from './TaskConfigSection';
import { PanelUiContext } from './use-panel-ui';

export interface PropertyPanelProps {
  modeler: ServiceLocator;
  prefix: EnginePrefix;
  registry: ElementRegistryService;
  modelId?: string | number;
  idEditDisabled?: boolean;
}

export type PanelSectionKey =
  | 'base'
  | 'message'
  | 'condition'
  | 'timer'
  | 'form'
  | 'task'
  | 'multiInstance'
  | 'listeners'
  | 'taskListeners'
  | 'extensions'
  | 'other';

/** Which sections an element gets (spec section 2.5). */
export function panelSections(element: DiagramElement): PanelSectionKey[] {
  const keys: PanelSectionKey[] = ['base'];
  if (is(element, 'bpmn:Process')) keys.push('message');
  if (hasConditionSection(element)) keys.push('condition');
  if (hasEventTimerSection(element)) keys.push('timer');
  if (hasFormSection(element)) keys.push('form');
  if (hasTaskConfigSection(element)) keys.push('task');
  if (hasMultiInstanceSection(element)) keys.push('multiInstance');
  if (!is(element, 'bpmn:Collaboration')) keys.push('listeners');
  if (hasTaskListenerSection(element)) keys.push('taskListeners');
  keys.push('extensions', 'other');
  return keys;
}

const SECTION_TITLES: Record<PanelSectionKey, string> = {
  base: '常规',
  message: '消息与信号',
  condition: '流转条件',
  timer: '定时器',
  form: '表单',
  task: '任务',
  multiInstance: '多实例',
  listeners: '执行监听器',
  taskListeners: '任务监听器',
  extensions: '扩展属性',
  other: '其他',
};

interface EventBusLike {
  on: (event: string, callback: (event: any) => void) => void;
  off: (event: string, callback: (event: any) => void) => void;
}

/**
 * The right-hand property panel: sections for the selected element (or the process when nothing is selected).
 * After an import it shows the new process in the same frame as the diagram, every section mounted afresh. The sections are a plain
 * accordion (one open at a time), not antd's Collapse: its panels, motions and style sheet were the largest part of
 * the panel's cost when a diagram opens (docs/decisions/0012).
 */
export const PropertyPanel = memo(function PropertyPanel({ modeler, prefix, registry, modelId, idEditDisabled }: PropertyPanelProps) {
  const ctx = useMemo<ModelContext>(() => ({ modeler, prefix }), [modeler, prefix]);
  const [element, setElement] = useState<DiagramElement | null>(null);
  const [revision, setRevision] = useState(0);
  // counts imports: part of the section keys, so no section keeps state from the previous diagram
  const [diagramSeq, setDiagramSeq] = useState(0);
  const [activeKey, setActiveKey] = useState<PanelSectionKey>('base');
  const idBase = useId();
  const shownElement = useRef<DiagramElement | undefined>(undefined);
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  const ui = useMemo(() => ({ modal: modalApi, message: messageApi }), [modalApi, messageApi]);

  useEffect(() => {
    const eventBus = modeler.get<EventBusLike>('eventBus');
    const rootElement = () => modeler.get<{ getRootElement: () => DiagramElement }>('canvas').getRootElement();
    const show = (next: DiagramElement | undefined) => {
      // a selected label stands for the element it belongs to
      const target = next?.labelTarget ?? next ?? rootElement();
      if (shownElement.current !== target) setActiveKey('base');
      shownElement.current = target;
      setElement(target);
    };
    const onSelection = (event: { newSelection: DiagramElement[] }) => show(event.newSelection[0]);
    const onChanged = () => {
      setRevision((r) => r + 1);
      // an element removed (or replaced) by the last command falls back to the root; a renamed id is fine
      const shown = shownElement.current;
      if (shown && registry.get(shown.id) !== shown) show(undefined);
    };
    const onRoot = () => show(undefined);
    const onImported = (event: { error?: unknown }) => {
      if (event.error) return;
      shownElement.current = undefined;
      setDiagramSeq((n) => n + 1);
      show(undefined);
    };
    eventBus.on('selection.changed', onSelection);
    eventBus.on('commandStack.changed', onChanged);
    eventBus.on('import.done', onImported);
    eventBus.on('root.set', onRoot);
    // a diagram is already open (asking an empty canvas for its root would create an implicit one)
    const roots = modeler.get<{ getRootElements: () => DiagramElement[] }>('canvas').getRootElements();
    if (roots.some((root) => root?.businessObject)) show(undefined);
    return () => {
      eventBus.off('selection.changed', onSelection);
      eventBus.off('commandStack.changed', onChanged);
      eventBus.off('import.done', onImported);
      eventBus.off('root.set', onRoot);
    };
  }, [modeler, registry]);

  if (!element || !element.businessObject) return null;
  const sectionProps = { ctx, element, revision };
  const renderSection = (key: PanelSectionKey) => {
    switch (key) {
      case 'base':
        return <GeneralSection {...sectionProps} modelId={modelId} idEditDisabled={idEditDisabled} />;
      case 'message':
        return <MessagesSection {...sectionProps} />;
      case 'condition':
        return <ConditionSection {...sectionProps} />;
      case 'timer':
        return <EventTimerSection {...sectionProps} />;
      case 'form':
        return <FormSection {...sectionProps} />;
      case 'task':
        return <TaskConfigSection {...sectionProps} />;
      case 'multiInstance':
        return <MultiInstanceSection {...sectionProps} />;
      case 'listeners':
        return <ListenerSection {...sectionProps} kind="execution" />;
      case 'taskListeners':
        return <ListenerSection {...sectionProps} kind="task" />;
      case 'extensions':
        return <ExtensionPropertiesSection {...sectionProps} />;
      default:
        return <DocumentationSection {...sectionProps} />;
    }
  };

  return (
    <PanelUiContext.Provider value={ui}>
      {messageHolder}
      {modalHolder}
      <div className="gprs-panel-sections" data-testid="property-panel">
        {panelSections(element).map((key) => {
          const active = key === activeKey;
          return (
            <section key={key} className={active ? 'gprs-panel-section gprs-panel-section--active' : 'gprs-panel-section'}>
              <button
                type="button"
                className="gprs-panel-section__header"
                id={`${idBase}-${key}-header`}
                aria-expanded={active}
                aria-controls={`${idBase}-${key}`}
                // one section is open at a time; closing the open one falls back to 常规
                onClick={() => setActiveKey(active ? 'base' : key)}
              >
                <RightOutlined className="gprs-panel-section__arrow" aria-hidden="true" />
                <span className="gprs-panel-section__title">{SECTION_TITLES[key]}</span>
              </button>
              {active && (
                <div
                  key={`${diagramSeq}-${element.id}`}
                  className="gprs-panel-section__body"
                  id={`${idBase}-${key}`}
                  role="region"
                  aria-labelledby={`${idBase}-${key}-header`}
                >
                  {renderSection(key)}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </PanelUiContext.Provider>
  );
});
