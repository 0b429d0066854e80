import { BpmnModdle } from 'bpmn-moddle';
import { BpmError } from '@gprs/contract';
import { fail } from '../../../core/errors';

/** Ids of the bpmn:process elements of a BPMN 2.0 document; throws MODEL_XML_INVALID when it does not parse. */
export async function processIdsOf(xml: string): Promise<string[]> {
  let definitions;
  try {
    const result = await new BpmnModdle().fromXML(xml);
    definitions = result.rootElement;
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return fail(BpmError.MODEL_XML_INVALID, reason.slice(0, 200));
  }
  if (definitions.$type !== 'bpmn:Definitions') fail(BpmError.MODEL_XML_INVALID, '根元素不是 bpmn:definitions');
  return (definitions.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process').map((e) => String(e.id ?? ''));
}

/** A model's XML must parse and contain a process whose id is the model key. */
export async function assertXmlMatchesKey(xml: string, key: string): Promise<void> {
  const ids = await processIdsOf(xml);
  if (!ids.length) fail(BpmError.MODEL_NO_PROCESS);
  if (!ids.includes(key)) fail(BpmError.MODEL_KEY_MISMATCH, ids[0], key);
}

type El = { $type: string; id?: string; name?: string; flowElements?: El[]; participants?: { processRef?: El }[]; rootElements?: El[] };

/** User tasks ({id, name}) of the process `key` in document order, sub-processes included; [] when the XML does not parse. */
export async function userTasksOf(xml: string | null, key: string): Promise<{ id: string; name: string }[]> {
  if (!xml) return [];
  let definitions: El;
  try {
    definitions = (await new BpmnModdle().fromXML(xml)).rootElement as El;
  } catch {
    return [];
  }
  const process = (definitions.rootElements ?? []).find((e) => e.$type === 'bpmn:Process' && e.id === key);
  const out: { id: string; name: string }[] = [];
  const walk = (container: El | undefined) => {
    for (const el of container?.flowElements ?? []) {
      if (el.$type === 'bpmn:UserTask') out.push({ id: el.id!, name: el.name || el.id! });
      if (el.flowElements) walk(el);
    }
  };
  walk(process);
  return out;
}
