import type { DiagramElement } from './bpmn-types';
import { bpmnFactory, modeling, type ModelContext } from './context';

export function readDocumentation(element: DiagramElement): string {
  return element.businessObject.documentation?.[0]?.text ?? '';
}

export function updateDocumentation(ctx: ModelContext, element: DiagramElement, text: string): void {
  const documentation = text ? [bpmnFactory(ctx).create('bpmn:Documentation', { text })] : [];
  modeling(ctx).updateProperties(element, { documentation });
}
