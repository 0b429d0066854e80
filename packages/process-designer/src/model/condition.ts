import type { DiagramElement } from './bpmn-types';
import { bpmnFactory, is, modeling, orUndefined, q, runBatch, type ModelContext } from './context';

export type FlowType = 'normal' | 'default' | 'condition';
export type ConditionType = 'expression' | 'script';
export type ScriptSource = 'inlineScript' | 'externalScript';

export interface FlowCondition {
  type: FlowType;
  conditionType: ConditionType;
  body: string;
  language: string;
  scriptType: ScriptSource;
  resource: string;
}

/** The condition section shows for sequence flows whose source is not a start event. */
export function hasConditionSection(element: DiagramElement): boolean {
  return is(element, 'bpmn:SequenceFlow') && !is(element.source, 'bpmn:StartEvent');
}

export function readFlowCondition(ctx: ModelContext, element: DiagramElement): FlowCondition {
  const bo = element.businessObject;
  const expression = bo.conditionExpression;
  const source = element.source?.businessObject;
  const resource = expression?.get(q(ctx, 'resource'));
  const type: FlowType = expression ? 'condition' : source?.default === bo ? 'default' : 'normal';
  return {
    type,
    conditionType: expression?.language !== undefined ? 'script' : 'expression',
    body: expression?.body ?? '',
    language: expression?.language ?? '',
    scriptType: resource !== undefined ? 'externalScript' : 'inlineScript',
    resource: resource ?? '',
  };
}

/**
 * condition → an empty conditional expression; default → no condition, the source's default flow;
 * normal → no condition, and no longer the default if it was.
 */
export function setFlowType(ctx: ModelContext, element: DiagramElement, type: FlowType): void {
  const bo = element.businessObject;
  const source = element.source;
  runBatch(ctx, () => {
    if (type === 'condition') {
      if (source && source.businessObject.default === bo) modeling(ctx).updateProperties(source, { default: undefined });
      const conditionExpression = bpmnFactory(ctx).create('bpmn:FormalExpression', { body: '' });
      modeling(ctx).updateProperties(element, { conditionExpression });
      return;
    }
    if (bo.conditionExpression) modeling(ctx).updateProperties(element, { conditionExpression: undefined });
    if (type === 'default' && source) {
      modeling(ctx).updateProperties(source, { default: bo });
    } else if (type === 'normal' && source && source.businessObject.default === bo) {
      modeling(ctx).updateProperties(source, { default: undefined });
    }
  });
}

/** Rewrites the conditional expression: expression body, or script (language + inline body / external resource). */
export function updateCondition(
  ctx: ModelContext,
  element: DiagramElement,
  condition: Pick<FlowCondition, 'conditionType' | 'body' | 'language' | 'scriptType' | 'resource'>,
): void {
  const attrs: Record<string, unknown> = {};
  if (condition.conditionType === 'expression') {
    attrs.body = condition.body;
  } else {
    attrs.language = condition.language;
    if (condition.scriptType === 'inlineScript') attrs.body = condition.body;
    else attrs[q(ctx, 'resource')] = condition.resource;
  }
  const conditionExpression = bpmnFactory(ctx).create('bpmn:FormalExpression', attrs);
  modeling(ctx).updateProperties(element, { conditionExpression });
}

export { orUndefined };
