import { describe, expect, test } from 'vitest';
import { canAlign, downloadTarget, isAcceptedDiagramFile, nextZoom, xmlToJson } from './toolbar-ops';

describe('toolbar helpers', () => {
  test('zoom steps by 0.1 within 0.2–4 and raises outside', () => {
    expect(nextZoom(1, 1)).toBe(1.1);
    expect(nextZoom(0.3, -1)).toBe(0.2);
    expect(nextZoom(3.9, 1)).toBe(4);
    expect(() => nextZoom(0.2, -1)).toThrow(RangeError);
    // a step that would pass a limit stops at it
    expect(nextZoom(0.25, -1)).toBe(0.2);
    expect(nextZoom(0.21, -1)).toBe(0.2);
    expect(nextZoom(3.95, 1)).toBe(4);
    expect(() => nextZoom(4, 1)).toThrow('缩放比例不能大于 4');
  });

  test('only .xml and .bpmn files are opened', () => {
    expect(isAcceptedDiagramFile('a.BPMN')).toBe(true);
    expect(isAcceptedDiagramFile('b.xml')).toBe(true);
    expect(isAcceptedDiagramFile('c.json')).toBe(false);
    expect(isAcceptedDiagramFile('bpmn')).toBe(false);
  });

  test('aligning needs more than one shape', () => {
    expect(canAlign([{}])).toBe(false);
    expect(canAlign([{}, { waypoints: [] }])).toBe(false);
    expect(canAlign([{}, {}])).toBe(true);
  });

  test('download names', () => {
    expect(downloadTarget('请假/流程', 'bpmn')).toEqual({ fileName: '请假_流程.bpmn', mimeType: 'application/xml' });
    expect(downloadTarget('', 'svg').fileName).toBe('diagram.svg');
  });

  test('XML preview as JSON', () => {
    expect(xmlToJson('<a x="1"><b>t</b><b y="2"/><c><![CDATA[z]]></c></a>')).toEqual({
      a: { _x: '1', b: ['t', { _y: '2' }], c: 'z' },
    });
    expect(() => xmlToJson('<a>')).toThrow();
  });
});
