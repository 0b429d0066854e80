import { test } from 'vitest';
import { bpmnFixtures } from './fixtures';
import { createTestModeler } from './test-modeler';

test('debug', async () => {
  const tm = await createTestModeler(bpmnFixtures['miwg-reference/C.8.1.bpmn']);
  const x = await tm.xml();
  console.info('X', x.split('\n').filter((l) => l.includes('constraintsType')).slice(0, 2).join('\n'));
});
