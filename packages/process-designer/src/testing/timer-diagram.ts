/** A timer start event and a timer boundary event, with their diagram. */
export const TIMER_DIAGRAM_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="timers" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="daily" name="每日巡检" isExecutable="true">
    <bpmn2:startEvent id="every_day" name="每天"><bpmn2:outgoing>f1</bpmn2:outgoing><bpmn2:timerEventDefinition id="TimerEventDefinition_start"><bpmn2:timeCycle>R/2026-12-01T09:00:00/P1D</bpmn2:timeCycle></bpmn2:timerEventDefinition></bpmn2:startEvent>
    <bpmn2:userTask id="check" name="巡检"><bpmn2:incoming>f1</bpmn2:incoming><bpmn2:outgoing>f2</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:boundaryEvent id="late" name="超时" attachedToRef="check"><bpmn2:timerEventDefinition id="TimerEventDefinition_late" /></bpmn2:boundaryEvent>
    <bpmn2:endEvent id="end"><bpmn2:incoming>f2</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:sequenceFlow id="f1" sourceRef="every_day" targetRef="check" />
    <bpmn2:sequenceFlow id="f2" sourceRef="check" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="p" bpmnElement="daily">
    <bpmndi:BPMNShape id="every_day_di" bpmnElement="every_day"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="check_di" bpmnElement="check"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="late_di" bpmnElement="late"><dc:Bounds x="232" y="140" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="360" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="300" y="118" /><di:waypoint x="360" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn2:definitions>`;
