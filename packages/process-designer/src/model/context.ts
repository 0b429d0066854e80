import type { EnginePrefix } from '../moddle';
import type {
  CanvasService,
  CommandStackService,
  DiagramElement,
  ElementRegistryService,
  FactoryService,
  ModdleElement,
  ModelingService,
  ServiceLocator,
} from './bpmn-types';

/** What every model operation needs: the modeler's services and the extension prefix in use. */
export interface ModelContext {
  modeler: ServiceLocator;
  prefix: EnginePrefix;
}

export const BATCH_COMMAND = 'process-designer.batch';

export const modeling = (ctx: ModelContext) => ctx.modeler.get<ModelingService>('modeling');
export const bpmnFactory = (ctx: ModelContext) => ctx.modeler.get<FactoryService>('bpmnFactory');
export const moddle = (ctx: ModelContext) => ctx.modeler.get<FactoryService>('moddle');
export const commandStack = (ctx: ModelContext) => ctx.modeler.get<CommandStackService>('commandStack');
export const canvas = (ctx: ModelContext) => ctx.modeler.get<CanvasService>('canvas');
export const elementRegistry = (ctx: ModelContext) => ctx.modeler.get<ElementRegistryService>('elementRegistry');

/** `camunda:assignee` style qualified name for the current prefix. */
export const q = (ctx: ModelContext, name: string) => `${ctx.prefix}:${name}`;

/**
 * Runs several modeling calls as ONE command, so a single undo reverses all of them.
 * Nested calls are fine: they join the outer command.
 */
export function runBatch(ctx: ModelContext, run: () => void): void {
  commandStack(ctx).execute(BATCH_COMMAND, { run });
}

/** Command handler behind runBatch: the work happens in preExecute, so its sub-commands share one undo step. */
class BatchHandler {
  preExecute(context: { run: () => void }) {
    context.run();
  }
  execute() {
    return [];
  }
  revert() {
    return [];
  }
}

function registerBatch(commandStackService: CommandStackService) {
  commandStackService.registerHandler(BATCH_COMMAND, BatchHandler);
}
registerBatch.$inject = ['commandStack'];

/** bpmn-js module registering the batch command; included in the designer and in tests. */
export const batchCommandModule = {
  __init__: ['processDesignerBatch'],
  processDesignerBatch: ['type', registerBatch],
};

export function isType(bo: ModdleElement | undefined, type: string): boolean {
  if (!bo) return false;
  if (typeof bo.$instanceOf === 'function') return bo.$instanceOf(type);
  return bo.$type === type;
}

export function is(element: DiagramElement | undefined, type: string): boolean {
  return isType(element?.businessObject, type);
}

/** The bpmn:Definitions the diagram belongs to. */
export function getDefinitions(ctx: ModelContext): ModdleElement {
  let bo: ModdleElement | undefined = canvas(ctx).getRootElement().businessObject;
  while (bo && bo.$type !== 'bpmn:Definitions') bo = bo.$parent;
  if (!bo) throw new Error('diagram has no bpmn:Definitions');
  return bo;
}

/** For a participant the process fields live on its processRef; otherwise on the element itself. */
export function getProcessBo(element: DiagramElement): ModdleElement | undefined {
  const bo = element.businessObject;
  if (isType(bo, 'bpmn:Participant')) return bo.processRef;
  if (isType(bo, 'bpmn:Process')) return bo;
  return undefined;
}

/** Empty strings and undefined both mean "remove the attribute". */
export const orUndefined = (value: string | undefined | null) => (value === '' || value == null ? undefined : value);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomAlphanumeric(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}
