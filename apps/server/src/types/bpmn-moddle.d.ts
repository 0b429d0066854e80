// bpmn-moddle's package exports resolve to no declarations under bundler resolution: declare what we use.

declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    isExecutable?: boolean;
    [key: string]: unknown;
  }
  export interface FromXmlResult {
    rootElement: ModdleElement & { rootElements?: ModdleElement[] };
    warnings: { message: string }[];
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<FromXmlResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
