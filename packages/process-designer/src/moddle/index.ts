import camundaDescriptor from 'camunda-bpmn-moddle/resources/camunda.json';
import { activitiDescriptor, flowableDescriptor } from './engine-descriptor';

export type EnginePrefix = 'camunda' | 'flowable' | 'activiti';

export const DEFAULT_PREFIX: EnginePrefix = 'camunda';

export const ENGINE_NAMESPACES: Record<EnginePrefix, string> = {
  camunda: 'http://camunda.org/schema/1.0/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
};

/** The moddle extension to load for a prefix (key = prefix, as bpmn-js `moddleExtensions` expects). */
export function getModdleExtensions(prefix: EnginePrefix): Record<string, object> {
  switch (prefix) {
    case 'flowable':
      return { flowable: flowableDescriptor };
    case 'activiti':
      return { activiti: activitiDescriptor };
    default:
      return { camunda: camundaDescriptor };
  }
}

export { activitiDescriptor, flowableDescriptor };
