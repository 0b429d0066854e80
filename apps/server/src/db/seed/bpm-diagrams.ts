/** BPMN of the seeded workflow models (with diagram coordinates so the designer and the viewer can draw them). */

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="diagram_{key}" targetNamespace="http://bpmn.io/schema/bpmn">`;

const shape = (id: string, x: number, y: number, w: number, h: number) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
const edge = (id: string, points: [number, number][]) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;

/**
 * 请假 (oa_leave): 直属上级审批, then for more than 3 days 部门负责人审批. Variables: day, type, reason.
 */
export const OA_LEAVE_XML = `${HEAD.replace('{key}', 'oa_leave')}
  <bpmn2:process id="oa_leave" name="请假" isExecutable="true">
    <bpmn2:documentation>请假审批：直属上级审批，请假超过 3 天还需部门负责人审批</bpmn2:documentation>
    <bpmn2:startEvent id="start" name="提交请假" />
    <bpmn2:sequenceFlow id="flow_start" sourceRef="start" targetRef="directLeaderAudit" />
    <bpmn2:userTask id="directLeaderAudit" name="直属上级审批" />
    <bpmn2:sequenceFlow id="flow_audit" sourceRef="directLeaderAudit" targetRef="dayGateway" />
    <bpmn2:exclusiveGateway id="dayGateway" name="请假天数" />
    <bpmn2:sequenceFlow id="flow_long" name="超过 3 天" sourceRef="dayGateway" targetRef="deptLeaderAudit">
      <bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\${day &gt; 3}</bpmn2:conditionExpression>
    </bpmn2:sequenceFlow>
    <bpmn2:sequenceFlow id="flow_short" name="3 天以内" sourceRef="dayGateway" targetRef="end">
      <bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\${day &lt;= 3}</bpmn2:conditionExpression>
    </bpmn2:sequenceFlow>
    <bpmn2:userTask id="deptLeaderAudit" name="部门负责人审批" />
    <bpmn2:sequenceFlow id="flow_dept" sourceRef="deptLeaderAudit" targetRef="end" />
    <bpmn2:endEvent id="end" name="结束" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="diagram_oa_leave_di">
    <bpmndi:BPMNPlane id="plane_oa_leave" bpmnElement="oa_leave">
      ${shape('start', 152, 182, 36, 36)}
      ${shape('directLeaderAudit', 250, 160, 100, 80)}
      ${shape('dayGateway', 415, 175, 50, 50)}
      ${shape('deptLeaderAudit', 530, 160, 100, 80)}
      ${shape('end', 702, 182, 36, 36)}
      ${edge('flow_start', [[188, 200], [250, 200]])}
      ${edge('flow_audit', [[350, 200], [415, 200]])}
      ${edge('flow_long', [[465, 200], [530, 200]])}
      ${edge('flow_dept', [[630, 200], [702, 200]])}
      ${edge('flow_short', [[440, 225], [440, 300], [720, 300], [720, 218]])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;

/** 报销 (expense): 部门负责人审批 then 财务审批 (the 财务组 user group); a 流程表单 carries amount and reason. */
export const EXPENSE_XML = `${HEAD.replace('{key}', 'expense')}
  <bpmn2:process id="expense" name="费用报销" isExecutable="true">
    <bpmn2:documentation>费用报销：部门负责人审批后由财务组审批</bpmn2:documentation>
    <bpmn2:startEvent id="start" name="提交报销" />
    <bpmn2:sequenceFlow id="flow_start" sourceRef="start" targetRef="leaderAudit" />
    <bpmn2:userTask id="leaderAudit" name="部门负责人审批" />
    <bpmn2:sequenceFlow id="flow_leader" sourceRef="leaderAudit" targetRef="financeAudit" />
    <bpmn2:userTask id="financeAudit" name="财务审批" />
    <bpmn2:sequenceFlow id="flow_finance" sourceRef="financeAudit" targetRef="end" />
    <bpmn2:endEvent id="end" name="结束" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="diagram_expense_di">
    <bpmndi:BPMNPlane id="plane_expense" bpmnElement="expense">
      ${shape('start', 152, 182, 36, 36)}
      ${shape('leaderAudit', 250, 160, 100, 80)}
      ${shape('financeAudit', 420, 160, 100, 80)}
      ${shape('end', 592, 182, 36, 36)}
      ${edge('flow_start', [[188, 200], [250, 200]])}
      ${edge('flow_leader', [[350, 200], [420, 200]])}
      ${edge('flow_finance', [[520, 200], [592, 200]])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;
