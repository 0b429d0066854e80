import { afterEach, describe, expect, test } from 'vitest';
import { SAMPLE_DIAGRAM_XML } from './sample-diagram';
import { createTestModeler, type TestModeler } from '../testing/test-modeler';
import type { CommandStackService } from './bpmn-types';
import { hasDelegate, readDelegate, setDelegate, setDelegateField } from './delegate';

let tm: TestModeler;
afterEach(() => tm?.destroy());

describe('service task delegates', () => {
  test('choosing a delegate writes delegateExpression and its fields (literal / expression), undoably', async () => {
    tm = await createTestModeler(SAMPLE_DIAGRAM_XML, 'camunda');
    const task = tm.element('notify');
    expect(hasDelegate(task)).toBe(true);
    expect(hasDelegate(tm.element('approve'))).toBe(false);
    expect(readDelegate(tm.ctx, task)).toEqual({ name: '', other: '', fields: {} });
    setDelegate(tm.ctx, task, 'bpmNotify');
    setDelegateField(tm.ctx, task, 'templateCode', 'bpm_paid');
    setDelegateField(tm.ctx, task, 'userId', '${initiator}');
    expect(readDelegate(tm.ctx, task)).toEqual({ name: 'bpmNotify', other: '', fields: { templateCode: 'bpm_paid', userId: '${initiator}' } });
    const xml = await tm.xml();
    expect(xml).toContain('camunda:delegateExpression="${bpmNotify}"');
    expect(xml).toMatch(/<camunda:field name="templateCode" stringValue="bpm_paid"\s*\/>/);
    // camunda / flowable write an expression field as a child element
    expect(xml).toMatch(/<camunda:field name="userId">\s*<camunda:expression>\$\{initiator\}<\/camunda:expression>\s*<\/camunda:field>/);
    setDelegateField(tm.ctx, task, 'userId', '');
    expect(readDelegate(tm.ctx, task).fields).toEqual({ templateCode: 'bpm_paid' });
    // another delegate: the old fields go
    setDelegate(tm.ctx, task, 'bpmWebhook');
    expect(readDelegate(tm.ctx, task)).toEqual({ name: 'bpmWebhook', other: '', fields: {} });
    const stack = tm.modeler.get<CommandStackService>('commandStack');
    stack.undo();
    expect(readDelegate(tm.ctx, task).name).toBe('bpmNotify');
  });

  test('a class or a foreign expression is shown, and replaced by a choice', async () => {
    tm = await createTestModeler(SAMPLE_DIAGRAM_XML.replace('<bpmn2:serviceTask id="notify" name="通知">', '<bpmn2:serviceTask id="notify" name="通知" camunda:class="com.acme.Mail">'), 'camunda');
    const task = tm.element('notify');
    expect(readDelegate(tm.ctx, task)).toMatchObject({ name: '', other: 'class=com.acme.Mail' });
    setDelegate(tm.ctx, task, 'bpmSetVariables');
    expect(await tm.xml()).not.toContain('com.acme.Mail');
  });
});
