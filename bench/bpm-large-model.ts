/**
 * A large, realistic model for the deploy bench: `segments` blocks of 审批 → 金额判断 (exclusive gateway, two
 * conditional branches with a task each) → 合流, every fifth block a 会签 (parallel multi-instance with a completion
 * condition) and a timer boundary event on the first task, and the diagram (a shape per node, an edge per flow) as the
 * designer writes it. Every user task names its assignee in the model, so no assignment rule is needed.
 */
export function largeModelXml(key: string, segments: number): { xml: string; flowElements: number } {
  const nodes: string[] = [];
  const flows: string[] = [];
  const shapes: string[] = [];
  const edges: string[] = [];
  let x = 0;
  const shape = (id: string, w = 100, h = 80, y = 100) => {
    shapes.push(`<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}"/></bpmndi:BPMNShape>`);
  };
  const flow = (id: string, from: string, to: string, condition?: string) => {
    flows.push(`<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}">${condition ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression>` : ''}</bpmn:sequenceFlow>`);
    edges.push(`<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="${x}" y="140"/><di:waypoint x="${x + 50}" y="140"/></bpmndi:BPMNEdge>`);
  };
  nodes.push('<bpmn:startEvent id="start" name="发起"/>');
  shape('start', 36, 36);
  let prev = 'start';
  for (let i = 0; i < segments; i++) {
    x += 150;
    const task = `t${i}`;
    const loop = i % 5 === 4 ? '<bpmn:multiInstanceLoopCharacteristics isSequential="false"><bpmn:loopCardinality>3</bpmn:loopCardinality><bpmn:completionCondition>${nrOfCompletedInstances/nrOfInstances &gt;= 0.5}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>' : '';
    nodes.push(`<bpmn:userTask id="${task}" name="第 ${i + 1} 级审批" camunda:assignee="\${initiator}">${loop}</bpmn:userTask>`);
    shape(task);
    flow(`f${i}_in`, prev, task);
    if (i === 0) {
      nodes.push(`<bpmn:boundaryEvent id="timeout" attachedToRef="${task}"><bpmn:timerEventDefinition><bpmn:timeDuration>P3D</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>`);
      shape('timeout', 36, 36, 160);
      flow('f_timeout', 'timeout', 'end_timeout');
      nodes.push('<bpmn:endEvent id="end_timeout" name="超时结束"/>');
      shape('end_timeout', 36, 36, 260);
    }
    x += 150;
    const split = `g${i}`;
    nodes.push(`<bpmn:exclusiveGateway id="${split}" name="金额判断"/>`);
    shape(split, 50, 50);
    flow(`f${i}_g`, task, split);
    x += 150;
    nodes.push(`<bpmn:userTask id="${task}_big" name="大额复核" camunda:assignee="\${initiator}"/>`, `<bpmn:userTask id="${task}_small" name="小额登记" camunda:assignee="\${initiator}"/>`);
    shape(`${task}_big`, 100, 80, 0);
    shape(`${task}_small`, 100, 80, 200);
    flow(`f${i}_big`, split, `${task}_big`, '${amount &gt; 5000}');
    flow(`f${i}_small`, split, `${task}_small`, '${amount &lt;= 5000}');
    x += 150;
    const join = `j${i}`;
    nodes.push(`<bpmn:exclusiveGateway id="${join}"/>`);
    shape(join, 50, 50);
    flow(`f${i}_jb`, `${task}_big`, join);
    flow(`f${i}_js`, `${task}_small`, join);
    prev = join;
  }
  x += 150;
  nodes.push('<bpmn:endEvent id="end" name="结束"/>');
  shape('end', 36, 36);
  flow('f_end', prev, 'end');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="大型审批流程" isExecutable="true">
    ${nodes.join('\n    ')}
    ${flows.join('\n    ')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram"><bpmndi:BPMNPlane id="plane" bpmnElement="${key}">
    ${shapes.join('\n    ')}
    ${edges.join('\n    ')}
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
  return { xml, flowElements: nodes.length + flows.length };
}
