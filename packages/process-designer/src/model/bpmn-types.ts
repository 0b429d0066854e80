/** Minimal structural types of the bpmn-js / moddle objects the designer touches. */

export interface ModdleElement {
  $type: string;
  $parent?: ModdleElement;
  $attrs?: Record<string, string>;
  $descriptor?: { properties?: ModdlePropertyDescriptorLike[]; isGeneric?: boolean; ns?: { prefix: string } };
  $instanceOf?: (type: string) => boolean;
  get: (name: string) => any;
  set: (name: string, value: unknown) => void;
  id?: string;
  [key: string]: any;
}

export interface ModdlePropertyDescriptorLike {
  name: string;
  ns?: { localName: string; prefix: string; name: string };
  type: string;
  isMany?: boolean;
  isReference?: boolean;
  isAttr?: boolean;
  isBody?: boolean;
  isVirtual?: boolean;
}

export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleElement;
  parent?: DiagramElement;
  incoming?: DiagramElement[];
  outgoing?: DiagramElement[];
  source?: DiagramElement;
  target?: DiagramElement;
  labelTarget?: DiagramElement;
  waypoints?: unknown[];
}

export interface ModelingService {
  updateProperties: (element: DiagramElement, properties: Record<string, unknown>) => void;
  updateModdleProperties: (element: DiagramElement, moddleElement: ModdleElement, properties: Record<string, unknown>) => void;
}

export interface FactoryService {
  create: (type: string, attrs?: Record<string, unknown>) => ModdleElement;
}

export interface CommandStackService {
  execute: (command: string, context: Record<string, unknown>) => void;
  registerHandler: (command: string, handler: unknown) => void;
  undo: () => void;
  redo: () => void;
  canUndo: () => boolean;
  canRedo: () => boolean;
  clear: () => void;
}

export interface CanvasService {
  getRootElement: () => DiagramElement;
}

export interface ElementRegistryService {
  get: (id: string) => DiagramElement | undefined;
  getAll: () => DiagramElement[];
  filter: (fn: (element: DiagramElement) => boolean) => DiagramElement[];
}

/** Anything with a bpmn-js style service locator: the Modeler itself, or its injector. */
export interface ServiceLocator {
  get: <T = unknown>(name: string) => T;
}
