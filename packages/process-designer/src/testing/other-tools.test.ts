import { describe, expect, test } from 'vitest';
import { createModeler } from '../designer/create-modeler';
import type { ElementRegistryService } from '../model/bpmn-types';
import { countSemanticElements, describeImportWarning } from '../model/interchange';
import { renameCollidingPrefixes } from '../model/namespace-fix';
import type { EnginePrefix } from '../moddle';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';

const files: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./fixtures/other-tools/*.bpmn', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, xml]) => [path.replace('./fixtures/other-tools/', ''), xml]),
);

async function open(xml: string, prefix: EnginePrefix = 'camunda') {
  const container = document.createElement('div');
  container.style.width = '1200px';
  container.style.height = '800px';
  document.body.appendChild(container);
  const modeler = createModeler({ container, prefix, simulation: false });
  const { warnings } = await modeler.importXML(renameCollidingPrefixes(xml, prefix));
  const registry = modeler.get<ElementRegistryService>('elementRegistry');
  return {
    modeler,
    warnings: warnings.map((w) => String((w as { message?: string }).message)),
    drawn: () => registry.filter((e) => !!e.parent && e.type !== 'label').map((e) => e.id).sort(),
    xml: async () => (await modeler.saveXML({ format: true })).xml ?? '',
    destroy: () => {
      modeler.destroy();
      container.remove();
    },
  };
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
const DI = 'http://www.omg.org/spec/BPMN/20100524/DI';

describe('files written by other tools', () => {
  test('the fixtures are there', () => {
    expect(Object.keys(files).sort()).toEqual([
      'genmymodel-prefixed-di.bpmn',
      'names-with-line-breaks.bpmn',
      'nothing-drawn.bpmn',
      'plane-on-definitions.bpmn',
      'several-planes.bpmn',
      'two-planes-one-diagram.bpmn',
      'undeclared-prefix.bpmn',
    ]);
  });

  test('GenMyModel: prefixed DI references (bpmnElement="bpmn2:Id") are resolved, drawn and exported plain', async () => {
    const d = await open(files['genmymodel-prefixed-di.bpmn']);
    try {
      expect(d.warnings).toEqual([]);
      expect(d.drawn()).toEqual(['_gmm_end', '_gmm_flow1', '_gmm_flow2', '_gmm_start', '_gmm_task']);
      const doc = parse(await d.xml());
      const refs = [...doc.getElementsByTagNameNS(DI, 'BPMNShape'), ...doc.getElementsByTagNameNS(DI, 'BPMNEdge')].map((e) =>
        e.getAttribute('bpmnElement'),
      );
      expect(refs.sort()).toEqual(['_gmm_end', '_gmm_flow1', '_gmm_flow2', '_gmm_start', '_gmm_task']);
      expect(doc.getElementsByTagNameNS(DI, 'BPMNPlane')[0].getAttribute('bpmnElement')).toBe('_gmm_process');
    } finally {
      d.destroy();
    }
  });

  test('a file whose DI points nowhere imports, draws nothing, and says why', async () => {
    const d = await open(files['nothing-drawn.bpmn']);
    try {
      expect(d.drawn()).toEqual([]);
      expect(countSemanticElements((d.modeler as unknown as { getDefinitions: () => never }).getDefinitions())).toBe(5);
      expect(d.warnings.map((w) => describeImportWarning(w))).toEqual([
        '引用的元素 start 不存在',
        '引用的元素 task 不存在',
        '引用的元素 end 不存在',
        expect.stringContaining('没有关联任何流程元素'),
        expect.stringContaining('没有关联任何流程元素'),
        expect.stringContaining('没有关联任何流程元素'),
      ]);
    } finally {
      d.destroy();
    }
  });

  test('several BPMNDiagram planes keep every plane and DI element through import, an edit and export', async () => {
    const original = files['several-planes.bpmn'];
    const d = await open(original);
    try {
      // the overview is drawn; the second view of the order process repeats its elements
      expect(d.drawn()).toEqual(
        expect.arrayContaining(['_pool_order', '_pool_stock', '_order_start', '_order_check', '_order_f1', '_stock_reserve']),
      );
      expect(d.warnings.length).toBeGreaterThan(0);
      const modeling = d.modeler.get<{ moveElements: (e: unknown[], delta: { x: number; y: number }) => void }>('modeling');
      const registry = d.modeler.get<ElementRegistryService>('elementRegistry');
      modeling.moveElements([registry.get('_stock_reserve')], { x: 40, y: 0 });
      const exported = parse(await d.xml());
      const planes = (doc: Document) =>
        [...doc.getElementsByTagNameNS(DI, 'BPMNPlane')].map((plane) => ({
          plane: plane.getAttribute('bpmnElement'),
          elements: [...plane.children].map((child) => child.getAttribute('id')).sort(),
        }));
      expect(planes(exported)).toEqual(planes(parse(original)));
      expect(exported.getElementsByTagNameNS(DI, 'BPMNDiagram')).toHaveLength(3);
      // and again: what we wrote reads back the same
      const again = await open(await d.xml());
      try {
        expect(planes(parse(await again.xml()))).toEqual(planes(parse(original)));
      } finally {
        again.destroy();
      }
    } finally {
      d.destroy();
    }
  });

  test('a host exporting right after the import (as the model page does) loses no undrawn DI', async () => {
    // the second process has no pool: its shapes are in the plane but bpmn-js draws none of them
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="defs" targetNamespace="t">
  <collaboration id="c"><participant id="pool" processRef="p1"/></collaboration>
  <process id="p1"><task id="inPool"/></process>
  <process id="p2"><task id="outside"/></process>
  <bpmndi:BPMNDiagram id="dia"><bpmndi:BPMNPlane id="plane" bpmnElement="c">
    <bpmndi:BPMNShape id="pool_di" bpmnElement="pool" isHorizontal="true"><dc:Bounds x="0" y="0" width="600" height="200"/></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="inPool_di" bpmnElement="inPool"><dc:Bounds x="100" y="60" width="100" height="80"/></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="outside_di" bpmnElement="outside"><dc:Bounds x="100" y="300" width="100" height="80"/></bpmndi:BPMNShape>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</definitions>`;
    const container = document.createElement('div');
    container.style.width = '1000px';
    container.style.height = '600px';
    document.body.appendChild(container);
    const modeler = createModeler({ container, prefix: 'camunda', simulation: false });
    const early: string[] = [];
    modeler.get<{ on: (e: string, cb: () => void) => void }>('eventBus').on('import.done', () => {
      void modeler.saveXML().then(({ xml: out }) => early.push(out ?? ''));
    });
    try {
      await modeler.importXML(xml);
      await expect.poll(() => early.length).toBe(1);
      const shapes = (text: string) => [...parse(text).getElementsByTagNameNS(DI, 'BPMNShape')].map((s) => s.getAttribute('id')).sort();
      expect(shapes(early[0])).toEqual(['inPool_di', 'outside_di', 'pool_di']);
      expect(shapes((await modeler.saveXML()).xml ?? '')).toEqual(['inPool_di', 'outside_di', 'pool_di']);
    } finally {
      modeler.destroy();
      container.remove();
    }
  });

  test('Open-BPMN: two planes in one BPMNDiagram are both kept (the second in a diagram of its own) and named', async () => {
    const original = files['two-planes-one-diagram.bpmn'];
    const d = await open(original);
    try {
      expect(d.warnings.map((w) => describeImportWarning(w))).toEqual([
        '图 diagram 中有多个图形平面（BPMNPlane），平面 plane_inner 已保留为单独的图 diagram_plane_inner',
      ]);
      // the process is drawn, not the sub-process's inside that moddle had kept
      expect(d.drawn()).toEqual(expect.arrayContaining(['start', 'make_booking', 'end', 'f1', 'f2']));
      const exported = parse(await d.xml());
      const ids = (doc: Document, tag: string) => [...doc.getElementsByTagNameNS(DI, tag)].map((e) => e.getAttribute('id')).sort();
      for (const tag of ['BPMNPlane', 'BPMNShape', 'BPMNEdge']) expect(ids(exported, tag)).toEqual(ids(parse(original), tag));
      const diagrams = [...exported.getElementsByTagNameNS(DI, 'BPMNDiagram')].map((diagram) => ({
        id: diagram.getAttribute('id'),
        plane: diagram.getElementsByTagNameNS(DI, 'BPMNPlane')[0]?.getAttribute('id'),
      }));
      expect(diagrams).toEqual([
        { id: 'diagram', plane: 'plane_main' },
        { id: 'diagram_plane_inner', plane: 'plane_inner' },
      ]);
    } finally {
      d.destroy();
    }
  });

  test('Modelio: a plane drawn for <definitions> opens, drawn for the only collaboration, and says so', async () => {
    const original = files['plane-on-definitions.bpmn'];
    const d = await open(original);
    try {
      expect(d.warnings.map((w) => describeImportWarning(w))).toEqual([
        '图 MO-diagram 的图形平面引用的是整个文件（definitions），已改为引用 MO-collab',
      ]);
      expect(d.drawn()).toEqual(['MO-flow', 'MO-pool', 'MO-start', 'MO-task']);
      const exported = parse(await d.xml());
      const ids = (doc: Document, tag: string) => [...doc.getElementsByTagNameNS(DI, tag)].map((e) => e.getAttribute('id')).sort();
      for (const tag of ['BPMNShape', 'BPMNEdge']) expect(ids(exported, tag)).toEqual(ids(parse(original), tag));
      expect(exported.getElementsByTagNameNS(DI, 'BPMNPlane')[0].getAttribute('bpmnElement')).toBe('MO-collab');
    } finally {
      d.destroy();
    }
  });

  test('Signavio: an undeclared ns0 prefix is a warning the user can read, the task itself stays', async () => {
    const d = await open(files['undeclared-prefix.bpmn']);
    try {
      expect(d.warnings).toHaveLength(1);
      expect(describeImportWarning(d.warnings[0])).toBe('<task> 使用了未声明的命名空间前缀 ns0，相关内容已忽略');
      expect(d.drawn()).toEqual(['sid-flow', 'sid-start', 'sid-task']);
      expect(await d.xml()).toContain('metaKey="bgcolor"');
    } finally {
      d.destroy();
    }
  });

  test.each<EnginePrefix>(['camunda', 'flowable'])('CR, LF and tab inside names survive two round trips (prefix %s)', async (prefix) => {
    const names = (xml: string) => {
      const doc = parse(xml);
      const byId = (id: string) => doc.querySelector(`[id="${id}"]`)?.getAttribute('name');
      return { process: byId('sid-proc'), start: byId('sid-start'), task: byId('sid-task'), tab: byId('sid-tab') };
    };
    const expected = { process: '多行\n名称', start: '提交\n申请', task: '部门经理\r\n审批', tab: '列1\t列2' };
    expect(names(files['names-with-line-breaks.bpmn'])).toEqual(expected);
    const first = await open(files['names-with-line-breaks.bpmn'], prefix);
    try {
      const once = await first.xml();
      expect(names(once)).toEqual(expected);
      expect(once).toContain('name="部门经理&#13;&#10;审批"');
      const second = await open(once, prefix);
      try {
        expect(names(await second.xml())).toEqual(expected);
      } finally {
        second.destroy();
      }
    } finally {
      first.destroy();
    }
  });
});
