import { describe, expect, test } from 'vitest';
import { DiagramHistory } from './diagram-history';
import {
  countSemanticElements,
  describeExportError,
  describeImportError,
  describeImportWarning,
  escapeAttributeWhitespace,
  importWarningsTitle,
  resolvePrefixedReferences,
  stripQNamePrefix,
} from './interchange';

describe('interchange helpers', () => {
  test('import warnings in Chinese, unknown ones named as such (the original under 查看详情)', () => {
    expect(importWarningsTitle(3)).toBe('导入时有 3 条警告');
    expect(describeImportWarning({ message: 'unresolved reference <Task_9>' })).toBe('引用的元素 Task_9 不存在');
    expect(
      describeImportWarning(
        'unparsable content <bpmn2:task> detected\n\tline: 1\n\tcolumn: 2\n\tnested error: missing namespace for prefix <ns0>',
      ),
    ).toBe('<bpmn2:task> 使用了未声明的命名空间前缀 ns0，相关内容已忽略');
    expect(describeImportWarning('element <T1> already exists')).toBe('元素 T1 在多个图中重复出现，只显示一次');
    expect(describeImportWarning('something new\nsecond line')).toBe('导入时的其他问题（原文见下）');
  });

  test('export errors name their reason', () => {
    expect(describeExportError(new Error('no namespace uri given for prefix <ns0>'))).toBe('导出失败：命名空间前缀 ns0 没有声明');
    expect(describeExportError(new Error('boom\nstack'))).toBe('导出失败：boom');
    expect(describeExportError(undefined)).toBe('导出失败：未知错误');
  });

  test('QName prefixes', () => {
    expect(stripQNamePrefix('bpmn2:Task_1')).toBe('Task_1');
    expect(stripQNamePrefix('Task_1')).toBeUndefined();
    expect(stripQNamePrefix('a:b:c')).toBeUndefined();
  });

  test('prefixed references resolve through their local part; others stay warnings', () => {
    const task = { id: 'T' };
    const values: Record<string, unknown> = {};
    const owner = {
      get: (name: string) => values[name],
      set: (name: string, value: unknown) => (values[name] = value),
      $descriptor: { propertiesByName: { 'bpmndi:bpmnElement': { name: 'bpmnElement' } } },
    };
    const warnings = [
      { message: 'unresolved reference <bpmn2:T>', element: owner, property: 'bpmndi:bpmnElement', value: 'bpmn2:T' },
      { message: 'unresolved reference <bpmn2:X>', element: owner, property: 'bpmndi:bpmnElement', value: 'bpmn2:X' },
      { message: 'unparsable content' },
    ];
    expect(resolvePrefixedReferences(warnings, { T: task })).toBe(1);
    expect(values.bpmnElement).toBe(task);
    expect(warnings.map((w) => w.message)).toEqual(['unresolved reference <bpmn2:X>', 'unparsable content']);
  });

  test('CR and tab inside attribute values become character references; text, CDATA and comments stay', () => {
    const xml = '<a n="x\r\ny\tz" m=\'p\rq\'>text\r\t<![CDATA[c\r"d\t]]><!-- "c\r" --><b k="1\t2"/></a>';
    expect(escapeAttributeWhitespace(xml)).toBe(
      '<a n="x&#13;&#10;y&#9;z" m=\'p&#13;q\'>text\r\t<![CDATA[c\r"d\t]]><!-- "c\r" --><b k="1&#9;2"/></a>',
    );
    const clean = '<a n="x&#10;y">t</a>';
    expect(escapeAttributeWhitespace(clean)).toBe(clean);
  });

  test('semantic elements are counted per process and collaboration', () => {
    expect(
      countSemanticElements({ rootElements: [{ flowElements: [{}, {}] }, { participants: [{}] }, { $type: 'bpmn:Message' }] }),
    ).toBe(3);
    expect(countSemanticElements(undefined)).toBe(0);
  });

  test('diagram history: undo and redo whole diagrams; a new edit drops the redo', () => {
    const h = new DiagramHistory();
    expect(h.canUndo()).toBe(false);
    h.record('A');
    expect(h.undo('B')).toBe('A');
    expect(h.canRedo()).toBe(true);
    expect(h.redo('A')).toBe('B');
    expect(h.undo('B2')).toBe('A');
    h.dropRedo();
    expect(h.canRedo()).toBe(false);
    expect(h.undo('A')).toBeUndefined();
  });

  test('import errors and unknown warnings in Chinese (the original stays under 查看详情)', () => {
    expect(describeImportError(new Error('failed to parse document as <bpmn:Definitions>'))).toBe('文件的根元素不是 BPMN 2.0 的 <definitions>，不是流程文件');
    expect(describeImportError(new Error('unparsable content <task> detected; this may indicate an invalid BPMN 2.0 diagram file\n\tline: 3\n\tcolumn: 7\n\tnested error: unclosed tag <task>'))).toBe(
      'XML 格式错误：有未闭合的标签（第 3 行第 7 列）',
    );
    expect(describeImportWarning('something bpmn-js says')).toBe('导入时的其他问题（原文见下）');
  });

  test('files bpmn-js reads but cannot show (MIWG: IBM without DI, Modelio, iGrafx) say why in Chinese', () => {
    expect(describeImportError(new Error('no diagram to display'))).toBe('文件中没有图形信息（BPMN DI），无法显示；请在原工具中导出包含图形的 BPMN 文件');
    expect(describeImportError(new Error('no process or collaboration to display'))).toBe('文件的图形信息没有对应任何流程或协作，无法显示');
    expect(
      describeImportError(new Error('unsupported bpmnElement for <bpmndi:BPMNPlane" />: <bpmn:Definitions id="MO-1" />')),
    ).toBe('图形平面（BPMNPlane）引用的是 bpmn:Definitions，不是流程、协作或子流程，无法显示');
  });
});
