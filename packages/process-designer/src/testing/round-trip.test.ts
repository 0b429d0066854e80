import { describe, expect, test } from 'vitest';
import { renameCollidingPrefixes } from '../model/namespace-fix';
import { getModdleExtensions, type EnginePrefix } from '../moddle';
import { bpmnFixtures } from './fixtures';
import { findLostFacts } from './model-facts';
import { createTestModeler } from './test-modeler';

/**
 * moddle-xml writes a foreign element's attribute that repeats the element's own prefix (`<triso:allowedValues
 * constraintsType="x" triso:constraintsType="x">`) only once, unprefixed. The value survives; only the duplicate
 * qualified copy is dropped. This is the one accepted difference in the corpus.
 */
function isKnownSerializerLimitation(name: string, fact: string): boolean {
  return name.endsWith('C.8.1.bpmn') && fact.endsWith(' triso:constraintsType=enumeration');
}

const names = Object.keys(bpmnFixtures).sort();

describe('round trip through the designer keeps every element, reference, extension and DI fact', () => {
  test('the corpus is there', () => {
    expect(names.length).toBeGreaterThanOrEqual(27);
  });

  const cases: [string, EnginePrefix][] = names.flatMap((name) => {
    const prefixes: EnginePrefix[] = name.startsWith('activiti-designer/') ? ['camunda', 'activiti'] : ['camunda', 'flowable'];
    return prefixes.map((prefix) => [name, prefix] as [string, EnginePrefix]);
  });

  test.each(cases)('%s with prefix %s', async (name, prefix) => {
    const original = bpmnFixtures[name];
    const tm = await createTestModeler(original, prefix);
    try {
      const exported = await tm.xml();
      const lost = await findLostFacts(original, exported, getModdleExtensions(prefix), (xml) =>
        renameCollidingPrefixes(xml, prefix),
      );
      expect(lost.filter((fact) => !isKnownSerializerLimitation(name, fact))).toEqual([]);
    } finally {
      tm.destroy();
    }
  });
});
