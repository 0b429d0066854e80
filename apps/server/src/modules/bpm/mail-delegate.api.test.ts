import { describe, expect, it } from 'vitest';
import { BPM_JOB_ATTEMPTS, BpmError } from '@gprs/contract';
import { runDueJobs } from './instance/jobs';
import { useSmtpCatcher } from '../../../test/smtp-catcher';
import { bpmTaskKit } from './task-test-kit';

/**
 * The 发送邮件 delegate (bpmMail) through the API: it renders a mail template of 邮件管理 and sends it through the
 * template's account (the mail module's own sendMailByTemplate, its log included), as a job with retries.
 */

const kit = bpmTaskKit();
const { ids, get, post, put, tasksOf } = kit;
const db = () => kit.app().database;

const { caught, port: smtpPort, closedPort } = useSmtpCatcher('flow@example.com', 'smtp-pass');

const system = (method: 'POST' | 'PUT', path: string, payload: object) => kit.app().call({ method, url: `/admin-api/system/${path}`, payload, token: kit.tokens.admin });

async function mailSetup(code: string, port: number) {
  const account = await system('POST', 'mail-account/create', { mail: 'flow@example.com', username: 'flow@example.com', password: 'smtp-pass', host: '127.0.0.1', port, sslEnable: false, starttlsEnable: false, remark: '流程' });
  expect(account.code).toBe(0);
  const template = await system('POST', 'mail-template/create', {
    name: '报销通过',
    code,
    accountId: account.data,
    nickname: '审批助手',
    title: '{processInstanceName} 已通过',
    content: '<p>报销事由：{reason}，金额 {amount} 元</p>',
    status: 0,
    remark: null,
  });
  expect(template.code).toBe(0);
  return account.data as number;
}

const MAIL_MODEL = (code: string, to?: string) => `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="审批"/><sequenceFlow id="f2" sourceRef="t" targetRef="mail"/>
  <sendTask id="mail" name="邮件通知" camunda:delegateExpression="\${bpmMail}"><extensionElements><camunda:field name="templateCode" stringValue="${code}"/>${to ? `<camunda:field name="to" expression="${to}"/>` : ''}</extensionElements></sendTask>
  <sequenceFlow id="f3" sourceRef="mail" targetRef="e"/><endEvent id="e"/>`;
const rules = () => ({ t: { type: 30, options: [ids.admin] } });

async function startAndApprove(definitionId: string) {
  const res = await post('process-instance/create', { processDefinitionId: definitionId, variables: kit.values });
  expect(res.code).toBe(0);
  const id = res.data as string;
  expect((await put('task/approve', { id: (await tasksOf(id))[0].id, reason: '同意' })).code).toBe(0);
  return id;
}

describe('发送邮件 (bpmMail)', () => {
  it('sends the template to the address of the field, with the process variables as its parameters, and logs it in 邮件日志', async () => {
    await mailSetup('bpm-expense-passed', smtpPort());
    const def = await kit.deploy('mail_ok', MAIL_MODEL('bpm-expense-passed', '${mailTo}'), rules());
    const id = await startAndApprove(def);
    // a variable set on the way (the 费用报销 form keeps only its own fields at 发起)
    await db().pool.query(`update bpm_process_instance set variables = variables || '{"mailTo":"boss@example.com"}'::jsonb where id = $1`, [id]);
    caught.length = 0;
    expect(await runDueJobs(db().db, { instanceId: id })).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(caught.map((m) => m.to)).toEqual([['boss@example.com']]);
    expect((await get(`process-instance/get?id=${id}`)).data).toMatchObject({ status: 2, result: 2 });
    const { rows } = await db().pool.query(`select to_mail, template_title, template_content, send_status from system_mail_log where template_code = 'bpm-expense-passed'`);
    expect(rows).toEqual([{ to_mail: 'boss@example.com', template_title: '测试mail_ok 已通过', template_content: '<p>报销事由：测试，金额 100 元</p>', send_status: 10 }]);
  });

  it('by default to the starter; a failing server is retried and then shows 异常, its failures kept in 邮件日志', async () => {
    await mailSetup('bpm-expense-down', closedPort());
    await db().pool.query(`update system_users set email = 'admin@example.com' where id = $1`, [ids.admin]);
    const def = await kit.deploy('mail_down', MAIL_MODEL('bpm-expense-down'), rules());
    const id = await startAndApprove(def);
    let now = Date.now();
    for (let attempt = 1; attempt <= BPM_JOB_ATTEMPTS; attempt++) {
      expect(await runDueJobs(db().db, { now: new Date(now), instanceId: id })).toEqual(attempt < BPM_JOB_ATTEMPTS ? { done: 0, retry: 1, failed: 0 } : { done: 0, retry: 0, failed: 1 });
      now += 10_000 * 2 ** (attempt - 1);
    }
    expect((await get(`process-instance/get?id=${id}`)).data).toMatchObject({ status: 1, result: 6, reason: expect.stringContaining('服务任务「邮件通知」执行失败（第 3 次）：邮件发送失败') });
    const { rows } = await db().pool.query(`select to_mail, send_status from system_mail_log where template_code = 'bpm-expense-down'`);
    expect(rows).toHaveLength(BPM_JOB_ATTEMPTS);
    expect(rows.every((r) => r.to_mail === 'admin@example.com' && r.send_status === 20)).toBe(true);
  });

  it('a template that does not exist fails at once (no retry can fix it); a missing field is refused at deploy', async () => {
    const def = await kit.deploy('mail_nope', MAIL_MODEL('no-such-template', 'x@example.com'), rules());
    const id = await startAndApprove(def);
    expect(await runDueJobs(db().db, { instanceId: id })).toEqual({ done: 0, retry: 0, failed: 1 });
    expect((await get(`process-instance/get?id=${id}`)).data).toMatchObject({ result: 6, reason: expect.stringContaining('邮件模板 no-such-template') });

    const created = await post('model/create', { key: 'mail_nofield', name: '测试', category: '1', bpmnXml: kit.xml(MAIL_MODEL('').replace('<camunda:field name="templateCode" stringValue=""/>', ''), 'mail_nofield') });
    const form = (await get('form/list-all-simple')).data[0];
    await put('model/update', { id: created.data, key: 'mail_nofield', name: '测试', formType: 10, formId: form.id });
    await post('task-assign-rule/create', { modelId: created.data, taskDefinitionKey: 't', type: 30, options: [ids.admin] });
    expect(await kit.app().call({ method: 'POST', url: kit.api(`model/deploy?id=${created.data}`), token: kit.tokens.admin })).toMatchObject({
      code: BpmError.MODEL_DEPLOY_DELEGATE.code,
      msg: expect.stringContaining('内置委托「发送邮件」需要字段 templateCode'),
    });
  });
});
