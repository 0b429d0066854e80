declare module 'bpmn-moddle' {
  export interface FromXmlResult {
    rootElement: unknown;
    warnings: unknown[];
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, object>);
    fromXML(xml: string, typeName?: string): Promise<FromXmlResult>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): unknown;
  }
}
