// Page for bench/bpmn-corpus.ts. window.corpus.roundTrip(xml) does what the model design page does on 打开文件 then
// 保存模型 (ProcessDesigner's importDiagram and exportXml: the same createModeler modules, the default prefix,
// renameCollidingPrefixes, importXML, saveXML({ format: true })) on one modeler reused from file to file, and lists
// per id what the saved XML no longer has: semantic elements (BPMN model namespace, with an id), BPMNShape, BPMNEdge,
// BPMNPlane and BPMNDiagram. A lost item counts as named when an import warning (its original text or its Chinese
// description) names its id, the element it draws, or — for content moddle could not read — its tag; the subtree of a
// named lost element is named with it.
import { createModeler } from '../../packages/process-designer/src/designer/create-modeler';
import { describeExportError, describeImportError, describeImportWarning } from '../../packages/process-designer/src/model/interchange';
import { renameCollidingPrefixes } from '../../packages/process-designer/src/model/namespace-fix';
import { DEFAULT_PREFIX } from '../../packages/process-designer/src/moddle';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import type { LostItem, RoundTrip } from './round-trip-types';

const MODEL = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const BPMNDI = 'http://www.omg.org/spec/BPMN/20100524/DI';

interface Item {
  kind: LostItem['kind'];
  key: string;
  el: Element;
  tokens: string[];
}

function kindOf(el: Element): LostItem['kind'] | undefined {
  if (el.namespaceURI === BPMNDI) {
    if (el.localName === 'BPMNShape') return 'shape';
    if (el.localName === 'BPMNEdge') return 'edge';
    if (el.localName === 'BPMNPlane') return 'plane';
    if (el.localName === 'BPMNDiagram') return 'diagram';
    return undefined;
  }
  if (el.namespaceURI === MODEL && el.getAttribute('id')) return 'semantic';
  return undefined;
}

function items(doc: Document): Map<string, Item> {
  const out = new Map<string, Item>();
  for (const el of Array.from(doc.getElementsByTagName('*'))) {
    const kind = kindOf(el);
    if (!kind) continue;
    const id = el.getAttribute('id');
    const ref = el.getAttribute('bpmnElement') ?? '';
    const localRef = ref.includes(':') ? ref.slice(ref.indexOf(':') + 1) : ref;
    // by id: a semantic element written in another form (`<formalExpression>` saved as `<expression
    // xsi:type="tFormalExpression">`) is the same element
    // an id-less plane is its diagram's plane, whatever it draws (a plane on <definitions> is pointed elsewhere)
    const owner = kind === 'plane' ? el.parentElement?.getAttribute('id') : undefined;
    const key = id ? `${kind}#${id}` : owner ? `BPMNPlane in ${owner}` : `${el.localName}@${localRef}`;
    if (out.has(key)) continue;
    out.set(key, { kind, key, el, tokens: [id, localRef].filter((t): t is string => !!t) });
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` names `token` as a whole word (ids hold letters, digits, _ - .) */
const names = (text: string, token: string) => new RegExp(`(^|[^\\w.-])${escape(token)}($|[^\\w.-])`).test(text);

let modeler: ReturnType<typeof createModeler> | undefined;
function getModeler() {
  if (!modeler) {
    const container = document.getElementById('host')!;
    modeler = createModeler({ container, prefix: DEFAULT_PREFIX });
  }
  return modeler;
}

async function roundTrip(xml: string): Promise<RoundTrip> {
  const original = new DOMParser().parseFromString(xml, 'application/xml');
  if (original.getElementsByTagName('parsererror').length > 0) return { status: 'not-xml' };
  const instance = getModeler();
  let warnings: string[];
  try {
    const result = await instance.importXML(renameCollidingPrefixes(xml, DEFAULT_PREFIX));
    warnings = result.warnings.map((w) => String((w as { message?: string }).message ?? w));
  } catch (error) {
    const text = String((error as { message?: string })?.message ?? error);
    return { status: 'import-failed', chinese: describeImportError(error), original: text.split('\n')[0] };
  }
  let saved: string;
  try {
    saved = (await instance.saveXML({ format: true })).xml ?? '';
  } catch (error) {
    return { status: 'export-failed', chinese: describeExportError(error), error: String((error as Error)?.message ?? error) };
  }
  const chinese = warnings.map((w) => describeImportWarning(w));
  const before = items(original);
  const after = items(new DOMParser().parseFromString(saved, 'application/xml'));
  const counts = { semantic: 0, shape: 0, edge: 0, plane: 0, diagram: 0 };
  for (const item of before.values()) counts[item.kind] += 1;
  const texts = [...warnings, ...chinese];
  const lostEls = new Map<Element, LostItem>();
  const lost: LostItem[] = [];
  for (const item of before.values()) {
    if (after.has(item.key)) continue;
    const tag = item.el.tagName;
    const named =
      item.tokens.some((token) => texts.some((text) => names(text, token))) ||
      warnings.some((w) => w.startsWith(`unparsable content <${tag}>`));
    const entry: LostItem = { kind: item.kind, key: item.key, named };
    lostEls.set(item.el, entry);
    lost.push(entry);
  }
  // a lost element inside a named lost element is named with it
  for (const [el, entry] of lostEls) {
    if (entry.named) continue;
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (lostEls.get(up)?.named) {
        entry.named = true;
        break;
      }
    }
  }
  return { status: 'imported', warnings, chinese, lost, counts };
}

(window as unknown as { corpus: unknown }).corpus = { roundTrip, ready: true };
