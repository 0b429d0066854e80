import { ENGINE_NAMESPACES, type EnginePrefix } from '../moddle';

/**
 * Files written by other tools sometimes bind an engine prefix to another namespace
 * (e.g. `xmlns:camunda="http://activiti.org/bpmn"` in Signavio exports). bpmn-moddle cannot serialise such a
 * document again when that prefix's own package is loaded, so before import the foreign binding is moved to a
 * free prefix (`camunda` → `ns_camunda`); names, values and namespaces stay the same.
 * Returns the input unchanged when there is nothing to fix or the text is not well-formed XML.
 */
export function renameCollidingPrefixes(xml: string, prefix: EnginePrefix): string {
  const expectedUri = ENGINE_NAMESPACES[prefix];
  const declaration = new RegExp(`xmlns:${prefix}\\s*=\\s*["']([^"']*)["']`);
  const match = declaration.exec(xml);
  if (!match || match[1] === expectedUri) return xml;
  const foreignUri = match[1];

  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return xml;

  let replacement = `ns_${prefix}`;
  while (xml.includes(`xmlns:${replacement}=`)) replacement = `${replacement}_`;

  const rename = (el: Element): Element => {
    let target = el;
    if (el.namespaceURI === foreignUri && el.prefix === prefix) {
      target = doc.createElementNS(foreignUri, `${replacement}:${el.localName}`);
      for (const attribute of Array.from(el.attributes)) target.setAttributeNodeNS(attribute.cloneNode() as Attr);
      while (el.firstChild) target.appendChild(el.firstChild);
      el.parentNode?.replaceChild(target, el);
    }
    for (const attribute of Array.from(target.attributes)) {
      if (attribute.namespaceURI === foreignUri && attribute.prefix === prefix) {
        target.removeAttributeNode(attribute);
        target.setAttributeNS(foreignUri, `${replacement}:${attribute.localName}`, attribute.value);
      } else if (attribute.name === `xmlns:${prefix}`) {
        target.removeAttributeNode(attribute);
        target.setAttributeNS('http://www.w3.org/2000/xmlns/', `xmlns:${replacement}`, foreignUri);
      }
    }
    for (const child of Array.from(target.children)) rename(child);
    return target;
  };
  rename(doc.documentElement);

  const body = new XMLSerializer().serializeToString(doc);
  const prolog = /^\s*<\?xml[^>]*\?>/.exec(xml)?.[0];
  return prolog && !body.startsWith('<?xml') ? `${prolog}\n${body}` : body;
}
