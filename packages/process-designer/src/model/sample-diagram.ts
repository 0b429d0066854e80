/** A small diagram (every kind of element the panel edits) for the model-operation tests and the example page. */
export const SAMPLE_DIAGRAM_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="sample" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:message id="Message_1" name="付款通知" />
  <bpmn2:process id="leave" name="请假流程" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始">
      <bpmn2:outgoing>f1</bpmn2:outgoing>
    </bpmn2:startEvent>
    <bpmn2:userTask id="approve" name="部门审批">
      <bpmn2:incoming>f1</bpmn2:incoming>
      <bpmn2:outgoing>f2</bpmn2:outgoing>
    </bpmn2:userTask>
    <bpmn2:exclusiveGateway id="decide" name="是否通过">
      <bpmn2:incoming>f2</bpmn2:incoming>
      <bpmn2:outgoing>f3</bpmn2:outgoing>
      <bpmn2:outgoing>f4</bpmn2:outgoing>
    </bpmn2:exclusiveGateway>
    <bpmn2:scriptTask id="script" name="记录">
      <bpmn2:incoming>f3</bpmn2:incoming>
      <bpmn2:outgoing>f5</bpmn2:outgoing>
    </bpmn2:scriptTask>
    <bpmn2:receiveTask id="receive" name="等待付款">
      <bpmn2:incoming>f5</bpmn2:incoming>
      <bpmn2:outgoing>f6</bpmn2:outgoing>
    </bpmn2:receiveTask>
    <bpmn2:serviceTask id="notify" name="通知">
      <bpmn2:incoming>f4</bpmn2:incoming>
      <bpmn2:outgoing>f7</bpmn2:outgoing>
    </bpmn2:serviceTask>
    <bpmn2:endEvent id="end" name="结束">
      <bpmn2:incoming>f6</bpmn2:incoming>
      <bpmn2:incoming>f7</bpmn2:incoming>
    </bpmn2:endEvent>
    <bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn2:sequenceFlow id="f2" sourceRef="approve" targetRef="decide" />
    <bpmn2:sequenceFlow id="f3" name="通过" sourceRef="decide" targetRef="script" />
    <bpmn2:sequenceFlow id="f4" name="驳回" sourceRef="decide" targetRef="notify" />
    <bpmn2:sequenceFlow id="f5" sourceRef="script" targetRef="receive" />
    <bpmn2:sequenceFlow id="f6" sourceRef="receive" targetRef="end" />
    <bpmn2:sequenceFlow id="f7" sourceRef="notify" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="152" y="225" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="decide_di" bpmnElement="decide" isMarkerVisible="true"><dc:Bounds x="395" y="175" width="50" height="50" /><bpmndi:BPMNLabel><dc:Bounds x="350" y="160" width="44" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="script_di" bpmnElement="script"><dc:Bounds x="500" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="receive_di" bpmnElement="receive"><dc:Bounds x="660" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="notify_di" bpmnElement="notify"><dc:Bounds x="500" y="250" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="832" y="182" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="840" y="225" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="188" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="340" y="200" /><di:waypoint x="395" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f3_di" bpmnElement="f3"><di:waypoint x="420" y="175" /><di:waypoint x="420" y="120" /><di:waypoint x="500" y="120" /><bpmndi:BPMNLabel><dc:Bounds x="430" y="100" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f4_di" bpmnElement="f4"><di:waypoint x="420" y="225" /><di:waypoint x="420" y="290" /><di:waypoint x="500" y="290" /><bpmndi:BPMNLabel><dc:Bounds x="430" y="270" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f5_di" bpmnElement="f5"><di:waypoint x="600" y="120" /><di:waypoint x="660" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f6_di" bpmnElement="f6"><di:waypoint x="760" y="120" /><di:waypoint x="850" y="120" /><di:waypoint x="850" y="182" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f7_di" bpmnElement="f7"><di:waypoint x="600" y="290" /><di:waypoint x="850" y="290" /><di:waypoint x="850" y="218" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
