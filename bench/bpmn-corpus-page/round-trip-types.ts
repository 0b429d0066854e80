// What bench/bpmn-corpus-page tells bench/bpmn-corpus.ts about one file (the page itself is .tsx: built by Vite for the
// browser, outside the bench's Node type check, like bench/bpmn-page).

export interface LostItem {
  kind: 'semantic' | 'shape' | 'edge' | 'plane' | 'diagram';
  /** `kind#id` (DI without an id: `tag@bpmnElement`, a plane without one: `BPMNPlane in <diagram id>`) */
  key: string;
  named: boolean;
}

export type RoundTrip =
  | { status: 'imported'; warnings: string[]; chinese: string[]; lost: LostItem[]; counts: Record<LostItem['kind'], number> }
  | { status: 'import-failed'; chinese: string; original: string }
  /** 保存 shows `chinese` (the designer's 「导出失败：…」) and saves nothing */
  | { status: 'export-failed'; chinese: string; error: string }
  | { status: 'not-xml' };
