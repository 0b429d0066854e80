import { ENGINE_NAMESPACES, type EnginePrefix } from '../moddle';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Time-stamped defaults of a new model: `Process_<ms>` / `业务流程_<ms>`. */
export function defaultProcessIdentity(now: number = Date.now()): { id: string; name: string } {
  return { id: `Process_${now}`, name: `业务流程_${now}` };
}

/** XML of an empty diagram (one start event) that declares the namespace of the chosen prefix. */
export function createEmptyDiagramXml(prefix: EnginePrefix, id: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${prefix}="${ENGINE_NAMESPACES[prefix]}" id="diagram_${escapeAttr(id)}" targetNamespace="${ENGINE_NAMESPACES[prefix]}">
  <bpmn2:process id="${escapeAttr(id)}" name="${escapeAttr(name)}" isExecutable="true">
    <bpmn2:startEvent id="StartEvent_1" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${escapeAttr(id)}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
}
