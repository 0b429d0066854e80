/**
 * Pure helpers for files written by other tools (BPMN MIWG exports): what an import warning or an export error means
 * in Chinese, prefixed DI references, whitespace in attribute values, and whether anything of a model was drawn.
 */

export interface ImportWarningLike {
  message?: string;
  element?: unknown;
  property?: string;
  value?: unknown;
}

/** 「导入时有 N 条警告」 */
export const importWarningsTitle = (count: number) => `导入时有 ${count} 条警告`;

export const NOTHING_DRAWN_MESSAGE = '文件已导入，但没有可显示的图形';

/** Why nothing was drawn, for the notice over an empty canvas. */
export function nothingDrawnDetail(semanticCount: number): string {
  return `文件中有 ${semanticCount} 个流程元素，但都缺少图形信息（BPMN DI），或图形信息引用不到这些元素。可在「导入警告」中查看详情，或改用导出时包含图形信息的工具。`;
}

const firstLine = (text: string) => text.split('\n')[0].trim();

/** A bpmn-js / moddle import warning in Chinese (the original text when it is not one we know). */
export function describeImportWarning(warning: ImportWarningLike | string): string {
  const raw = typeof warning === 'string' ? warning : (warning.message ?? String(warning));
  const message = raw.trim();
  let m: RegExpExecArray | null;
  if ((m = /^unresolved reference <([^>]*)>/.exec(message))) return `引用的元素 ${m[1]} 不存在`;
  if ((m = /^unparsable content <([^>]*)> detected[\s\S]*?nested error: missing namespace for prefix <([^>]*)>/.exec(message)))
    return `<${m[1]}> 使用了未声明的命名空间前缀 ${m[2]}，相关内容已忽略`;
  if ((m = /^unparsable content <([^>]*)> detected[\s\S]*?nested error: unknown type <([^>]*)>/.exec(message)))
    return `<${m[1]}> 的类型 ${m[2]} 无法识别，相关内容已忽略`;
  if ((m = /^unparsable content <([^>]*)> detected[\s\S]*?nested error: (.*)/.exec(message)))
    return `<${m[1]}> 无法读取，已忽略（${firstLine(m[2])}）`;
  if ((m = /^element <([^>]*)> already exists/.exec(message))) return `元素 ${m[1]} 在多个图中重复出现，只显示一次`;
  if ((m = /^multiple DI elements defined for (.*)/.exec(message))) return `元素 ${firstLine(m[1])} 有多份图形信息，只显示第一份`;
  if ((m = /^no bpmnElement referenced in (.*)/.exec(message))) return `图形 ${firstLine(m[1])} 没有关联任何流程元素`;
  if ((m = /^correcting missing bpmnElement on (.*) to (.*)/.exec(message))) return `图形 ${m[1]} 缺少关联元素，已关联到 ${m[2]}`;
  if ((m = /^unknown di (.*) for element (.*)/.exec(message))) return `元素 ${firstLine(m[2])} 的图形信息 ${m[1]} 无法识别`;
  if ((m = /^missing (.*) DI for (.*)/.exec(message))) return `元素 ${firstLine(m[2])} 缺少图形信息`;
  if ((m = /^failed to import (.*)/.exec(message))) return `元素 ${firstLine(m[1])} 无法绘制`;
  if ((m = /^BPMNPlane <([^>]*)> of BPMNDiagram <([^>]*)> referenced <definitions>: now references <([^>]*)>/.exec(message)))
    return `图 ${m[2]} 的图形平面${m[1] ? ` ${m[1]}` : ''}引用的是整个文件（definitions），已改为引用 ${m[3]}`;
  if ((m = /^several planes in BPMNDiagram <([^>]*)>: plane <([^>]*)> moved to BPMNDiagram <([^>]*)>/.exec(message)))
    return `图 ${m[1]} 中有多个图形平面（BPMNPlane），平面 ${m[2]} 已保留为单独的图 ${m[3]}`;
  // anything else: said in Chinese, the original stays under it in 查看详情
  const parse = describeImportError(message);
  return parse.startsWith('无法读取的 BPMN 文件') ? '导入时的其他问题（原文见下）' : parse;
}

/**
 * Why a file could not be opened at all, in Chinese (bpmn-js / saxen give English: 「failed to parse document as
 * <bpmn:Definitions>」, 「unclosed tag」 …). The original first line goes to 查看详情.
 */
export function describeImportError(error: unknown): string {
  const message = String((error as { message?: string })?.message ?? error ?? '').trim();
  let m: RegExpExecArray | null;
  const nested = /nested error: (.*)/.exec(message)?.[1] ?? message;
  const at = /line: (\d+)\s+column: (\d+)/.exec(message);
  const where = at ? `（第 ${at[1]} 行第 ${at[2]} 列）` : '';
  if (/failed to parse document as <bpmn:Definitions>/.test(message)) return '文件的根元素不是 BPMN 2.0 的 <definitions>，不是流程文件';
  // read, but bpmn-js finds nothing it can draw (IBM BlueWorks Live / Process Designer export no DI at all)
  if (message.startsWith('no diagram to display')) return '文件中没有图形信息（BPMN DI），无法显示；请在原工具中导出包含图形的 BPMN 文件';
  if (message.startsWith('no process or collaboration to display')) return '文件的图形信息没有对应任何流程或协作，无法显示';
  if ((m = /^unsupported bpmnElement for <bpmndi:BPMNPlane[^>]*>: <([\w:]+)/.exec(message)))
    return `图形平面（BPMNPlane）引用的是 ${m[1]}，不是流程、协作或子流程，无法显示`;
  if (/unclosed tag/i.test(nested)) return `XML 格式错误：有未闭合的标签${where}`;
  if (/unexpected close tag|closing tag mismatch/i.test(nested)) return `XML 格式错误：结束标签不匹配${where}`;
  if (/missing start tag|non-whitespace outside of root node|text data outside of root node/i.test(nested)) return `XML 格式错误：根元素之外有内容${where}`;
  if (/unexpected end of file|unexpected end/i.test(nested)) return 'XML 格式错误：文件不完整（意外结束）';
  if (/missing namespace for prefix <([^>]*)>/.test(nested)) return `XML 使用了未声明的命名空间前缀 ${/missing namespace for prefix <([^>]*)>/.exec(nested)![1]}`;
  if (message.startsWith('unparsable content')) return `文件中有无法读取的内容${where}`;
  if (!message) return '未知错误';
  return `无法读取的 BPMN 文件${where}`;
}

/** The reason an export (download, preview, save) failed, for the message shown to the user. */
export function describeExportError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const m = /no namespace uri given for prefix <([^>]*)>/.exec(message);
  if (m) return `导出失败：命名空间前缀 ${m[1]} 没有声明`;
  return `导出失败：${firstLine(message) || '未知错误'}`;
}

/** `bpmn2:Task_1` → `Task_1`; undefined when the value has no prefix. */
export function stripQNamePrefix(value: string): string | undefined {
  const m = /^[A-Za-z_][\w.-]*:([A-Za-z_][\w.-]*)$/.exec(value);
  return m ? m[1] : undefined;
}

interface ReferenceOwner {
  get: (name: string) => unknown;
  set: (name: string, value: unknown) => void;
  $descriptor?: { propertiesByName?: Record<string, { isMany?: boolean; name: string }> };
}

/**
 * The DI schema types bpmnElement as a QName, so some tools (GenMyModel) write `bpmnElement="bpmn2:Task_1"`.
 * moddle looks references up by id and reports them unresolved. This resolves such a reference through its local part,
 * removes its warning from `warnings` (in place) and returns how many were resolved.
 */
export function resolvePrefixedReferences(warnings: ImportWarningLike[], elementsById: Record<string, unknown>): number {
  let resolved = 0;
  for (let i = warnings.length - 1; i >= 0; i -= 1) {
    const warning = warnings[i];
    if (typeof warning.value !== 'string' || !warning.property || !warning.element) continue;
    if (!warning.message?.startsWith('unresolved reference')) continue;
    const local = stripQNamePrefix(warning.value);
    const target = local ? elementsById[local] : undefined;
    if (!target) continue;
    const owner = warning.element as ReferenceOwner;
    const property = owner.$descriptor?.propertiesByName?.[warning.property];
    if (property?.isMany) {
      const list = owner.get(property.name) as unknown[];
      list.push(target);
    } else {
      owner.set(property?.name ?? warning.property, target);
    }
    warnings.splice(i, 1);
    resolved += 1;
  }
  return resolved;
}

interface PlaneOwner {
  $type?: string;
  $parent?: PlaneOwner;
  id?: string;
  name?: string;
  plane?: unknown;
  diagrams?: PlaneOwner[];
}

/**
 * The DI schema gives a BPMNDiagram one BPMNPlane, yet some tools (Open-BPMN) write several in one diagram (a process
 * and the inside of a collapsed sub-process). moddle keeps only the last as `diagram.plane`; the earlier ones are
 * parsed (they are in `elementsById`) but hang from nothing, so the model page would save them away without a word.
 * This gives the diagram back its first plane and each further plane a BPMNDiagram of its own, right after it (what
 * bpmn-js itself writes for a drilled-down sub-process), and adds a warning naming each moved plane. Returns how many
 * planes it moved.
 */
export function keepSeveralPlanesPerDiagram(
  definitions: PlaneOwner | undefined,
  elementsById: Record<string, unknown>,
  warnings: ImportWarningLike[],
  createDiagram: (attrs: { id: string; name?: string; plane: unknown }) => PlaneOwner,
): number {
  const diagrams = definitions?.diagrams;
  if (!diagrams) return 0;
  // planes in document order, grouped by the diagram they were written in
  const byDiagram = new Map<PlaneOwner, PlaneOwner[]>();
  for (const element of Object.values(elementsById) as PlaneOwner[]) {
    if (element?.$type !== 'bpmndi:BPMNPlane') continue;
    const diagram = element.$parent;
    if (diagram?.$type !== 'bpmndi:BPMNDiagram' || !diagrams.includes(diagram)) continue;
    byDiagram.set(diagram, [...(byDiagram.get(diagram) ?? []), element]);
  }
  let moved = 0;
  for (const [diagram, planes] of byDiagram) {
    if (planes.length < 2 && planes[0] === diagram.plane) continue;
    // the plane moddle kept (the last one written) and any without an id (not in elementsById) stay in order too
    const ordered = planes.includes(diagram.plane as PlaneOwner) || !diagram.plane ? planes : [...planes, diagram.plane as PlaneOwner];
    diagram.plane = ordered[0];
    let at = diagrams.indexOf(diagram);
    for (const plane of ordered.slice(1)) {
      let id = `${diagram.id ?? 'BPMNDiagram'}_${plane.id ?? at + 1}`;
      while (elementsById[id]) id = `${id}_`;
      const own = createDiagram({ id, name: diagram.name, plane });
      plane.$parent = own;
      own.$parent = definitions;
      elementsById[id] = own;
      at += 1;
      diagrams.splice(at, 0, own);
      warnings.push({ message: `several planes in BPMNDiagram <${diagram.id ?? ''}>: plane <${plane.id ?? ''}> moved to BPMNDiagram <${id}>` });
      moved += 1;
    }
  }
  return moved;
}

interface RootLike {
  $type?: string;
  id?: string;
  rootElements?: RootLike[];
  diagrams?: { id?: string; plane?: { id?: string; bpmnElement?: RootLike } }[];
}

/**
 * Modelio points each BPMNPlane at the <definitions> element itself, which bpmn-js refuses to draw (「unsupported
 * bpmnElement for BPMNPlane」: the whole file would not open). Such a plane is pointed at the file's only collaboration,
 * or, without one, its only process, with a warning naming the change; with several candidates it is left alone (the
 * import error then says why). Returns how many planes it pointed elsewhere.
 */
export function redirectPlanesOnDefinitions(definitions: RootLike | undefined, warnings: ImportWarningLike[]): number {
  let redirected = 0;
  for (const diagram of definitions?.diagrams ?? []) {
    const plane = diagram.plane;
    if (!plane || plane.bpmnElement !== definitions) continue;
    const roots = definitions?.rootElements ?? [];
    const collaborations = roots.filter((root) => root.$type === 'bpmn:Collaboration');
    const processes = roots.filter((root) => root.$type === 'bpmn:Process');
    const target = collaborations.length === 1 ? collaborations[0] : collaborations.length === 0 && processes.length === 1 ? processes[0] : undefined;
    if (!target) continue;
    plane.bpmnElement = target;
    warnings.push({ message: `BPMNPlane <${plane.id ?? ''}> of BPMNDiagram <${diagram.id ?? ''}> referenced <definitions>: now references <${target.id ?? ''}>` });
    redirected += 1;
  }
  return redirected;
}

const WHITESPACE_REFS: Record<string, string> = { '\n': '&#10;', '\r': '&#13;', '\t': '&#9;' };

/**
 * moddle writes a CR or a tab inside an attribute value as is, and every XML reader turns it into a space, so a name
 * `a&#13;&#10;b` loses its CR on the next import. This escapes raw CR, LF and tab inside attribute values (tags only:
 * text, comments, CDATA and processing instructions are left alone). Linear; returns the input when there is none.
 */
export function escapeAttributeWhitespace(xml: string): string {
  if (!/[\r\t]/.test(xml)) return xml;
  let out = '';
  let last = 0;
  let i = xml.indexOf('<');
  while (i !== -1 && i < xml.length) {
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4);
      i = end === -1 ? -1 : xml.indexOf('<', end + 3);
      continue;
    }
    if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i + 9);
      i = end === -1 ? -1 : xml.indexOf('<', end + 3);
      continue;
    }
    if (xml.startsWith('<?', i) || xml.startsWith('<!', i)) {
      const end = xml.indexOf('>', i + 2);
      i = end === -1 ? -1 : xml.indexOf('<', end + 1);
      continue;
    }
    // a tag: walk to its end, escaping inside quoted values
    let j = i + 1;
    let quote = '';
    for (; j < xml.length; j += 1) {
      const c = xml[j];
      if (quote) {
        if (c === quote) quote = '';
        else if (c === '\r' || c === '\t' || c === '\n') {
          out += xml.slice(last, j) + WHITESPACE_REFS[c];
          last = j + 1;
        }
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    i = xml.indexOf('<', j + 1);
  }
  return out + xml.slice(last);
}

interface SemanticLike {
  $type?: string;
  flowElements?: SemanticLike[];
  participants?: SemanticLike[];
  rootElements?: SemanticLike[];
}

/** How many flow elements and participants the definitions hold (top level of each process and collaboration). */
export function countSemanticElements(definitions: SemanticLike | undefined): number {
  let count = 0;
  for (const root of definitions?.rootElements ?? []) {
    count += root.flowElements?.length ?? 0;
    count += root.participants?.length ?? 0;
  }
  return count;
}
