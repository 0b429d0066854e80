import { BpmnModdle } from 'bpmn-moddle';
import type { ModdleElement } from '../model/bpmn-types';

/**
 * Reusable round-trip check: parse two BPMN documents with bpmn-moddle and list every fact of the first one
 * (element ids and types, attribute values, references such as sourceRef/targetRef/default, extension elements,
 * unknown-namespace attributes, DI bounds and waypoints) that the second one lost or changed.
 */

type Facts = Set<string>;

function isModdleElement(value: unknown): value is ModdleElement {
  return typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string';
}

function describeReference(value: unknown): string {
  if (isModdleElement(value)) return value.id ?? `<${value.$type}>`;
  return String(value);
}

/**
 * `prefix:local` → `{namespace-uri}local` when the prefix is declared in the document, so that a prefix renamed on
 * export (ns0, ns_camunda, model …) still counts as the same name.
 */
function qualify(name: string, el: ModdleElement, useDefaultNamespace = false): string {
  const colon = name.indexOf(':');
  if (colon < 0 && !useDefaultNamespace) return name;
  const prefix = colon < 0 ? '' : name.slice(0, colon);
  const declaration = prefix ? `xmlns:${prefix}` : 'xmlns';
  for (let cursor: ModdleElement | undefined = el; cursor; cursor = cursor.$parent) {
    const uri = cursor.$attrs?.[declaration];
    if (uri) return `{${uri}}${name.slice(colon + 1)}`;
  }
  return name;
}

/** Position-independent key of an id-less list item: DI elements by the element they draw, others by index. */
function itemKey(item: ModdleElement, index: number): string {
  const drawn = item.bpmnElement as ModdleElement | undefined;
  return drawn?.id ? `di:${drawn.id}` : String(index);
}

function collect(el: ModdleElement, owner: string, path: string, facts: Facts, seen: Set<object>): void {
  if (seen.has(el)) return;
  seen.add(el);
  const here = el.id ? `#${el.id}` : `${owner}${path}`;
  // children of an element with an id are addressed from that id
  const childOwner = el.id ? `#${el.id}` : owner;
  const childPath = el.id ? '' : path;
  facts.add(`${here} type=${el.$descriptor?.isGeneric ? qualify(el.$type, el) : el.$type}`);

  for (const [key, value] of Object.entries(el.$attrs ?? {})) {
    if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
    // an xsi:type naming the declared type itself says nothing (bpmn-js drops it)
    if (key === 'xsi:type' && value.split(':').pop() === el.$type.split(':').pop()) continue;
    const shownValue = key === 'xsi:type' ? qualify(value, el, true) : value;
    facts.add(`${here} @${qualify(key, el)}=${shownValue}`);
  }

  const descriptor = el.$descriptor;
  if (!descriptor || descriptor.isGeneric || !descriptor.properties) {
    // unknown (generic) element: its own keys hold attributes, $body and $children
    for (const [key, value] of Object.entries(el)) {
      if (key === '$type' || key === '$parent' || key === '$attrs' || key === '$descriptor' || key === '$model') continue;
      if (key === '$children' && Array.isArray(value)) {
        value.forEach((child, i) => {
          if (isModdleElement(child)) collect(child, childOwner, `${childPath}/$children[${i}]`, facts, seen);
        });
      } else if (typeof value !== 'object' && typeof value !== 'function') {
        facts.add(`${here} ${key}=${String(value)}`);
      }
    }
    return;
  }

  for (const prop of descriptor.properties) {
    if (prop.isVirtual) continue;
    const name = prop.ns?.name ?? prop.name;
    let value: unknown;
    try {
      value = el.get(name);
    } catch {
      continue;
    }
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      if (prop.isReference) {
        facts.add(`${here} ${name}->[${value.map(describeReference).join(',')}]`);
      } else {
        value.forEach((item, i) => {
          if (isModdleElement(item)) collect(item, childOwner, `${childPath}/${name}[${itemKey(item, i)}]`, facts, seen);
          else facts.add(`${here} ${name}[${i}]=${String(item)}`);
        });
      }
    } else if (prop.isReference) {
      facts.add(`${here} ${name}->${describeReference(value)}`);
    } else if (isModdleElement(value)) {
      collect(value, childOwner, `${childPath}/${name}`, facts, seen);
    } else {
      facts.add(`${here} ${name}=${String(value)}`);
    }
  }
}

/** Every fact of a parsed document as a string. */
export function collectModelFacts(definitions: ModdleElement): Facts {
  const facts: Facts = new Set();
  collect(definitions, '', '', facts, new Set());
  return facts;
}

export async function parseBpmn(xml: string, extensions: Record<string, object> = {}): Promise<ModdleElement> {
  const moddle = new BpmnModdle(extensions);
  const { rootElement } = await moddle.fromXML(xml, 'bpmn:Definitions');
  return rootElement as unknown as ModdleElement;
}

/** Facts of `original` missing from `roundTripped` (empty when nothing was lost). */
export async function findLostFacts(
  original: string,
  roundTripped: string,
  extensions: Record<string, object> = {},
  /** a namespace-preserving rewrite applied to the original before parsing (e.g. renameCollidingPrefixes) */
  prepareOriginal: (xml: string) => string = (xml) => xml,
): Promise<string[]> {
  const before = collectModelFacts(await parseBpmn(prepareOriginal(original), extensions));
  const after = collectModelFacts(await parseBpmn(roundTripped, extensions));
  return [...before].filter((fact) => !after.has(fact));
}
