import { and, eq, inArray, or } from 'drizzle-orm';
import { BPM_DICTS, BpmTaskAssignRuleType as T, BpmTaskAssignScript as S } from '@gprs/contract';
import type { Db } from '../client';
import { systemDictData, systemDictType } from '../../modules/system/dict/dict.schema';
import { systemMenu, systemRole, systemRoleMenu, systemUserRole } from '../../modules/system/permission/permission.schema';
import { systemUsers } from '../../modules/system/user/user.schema';
import { systemNotifyMessage, systemNotifyTemplate } from '../../modules/system/notify/notify.schema';
import { extractTemplateParams } from '../../modules/system/notify/notify.service';
import { infraJob } from '../../modules/infra/job/job.schema';
import { bpmCategory } from '../../modules/bpm/category/category.schema';
import { bpmForm } from '../../modules/bpm/form/form.schema';
import { bpmUserGroup } from '../../modules/bpm/user-group/user-group.schema';
import { bpmModel } from '../../modules/bpm/model/model.schema';
import { bpmTaskAssignRule } from '../../modules/bpm/assign-rule/assign-rule.schema';
import { deployModel } from '../../modules/bpm/model/model.service';
import { bpmOaLeave } from '../../modules/bpm/oa-leave/oa-leave.schema';
import { bpmTask } from '../../modules/bpm/task/task.schema';
import { approveTask, rejectTask } from '../../modules/bpm/task/task.service';
import { BpmNotifyTemplate, endInstance, startProcessInstance } from '../../modules/bpm/instance/runtime';
import { bpmProcessInstance } from '../../modules/bpm/instance/instance.schema';
import { OA_LEAVE_PROCESS_KEY } from '../../modules/bpm/oa-leave/oa-leave.routes';
import { EXPENSE_XML, OA_LEAVE_XML } from './bpm-diagrams';

const DICT_NAMES: Record<keyof typeof BPM_DICTS, string> = {
  bpm_model_form_type: '流程的表单类型',
  bpm_task_assign_rule_type: '任务分配规则的类型',
  bpm_task_assign_script: '任务分配自定义脚本',
  bpm_oa_leave_type: '请假类型',
  bpm_model_type: '流程模型类型',
  bpm_process_definition_suspension_state: '流程定义的状态',
};

const TEMPLATES = [
  {
    code: BpmNotifyTemplate.TASK_ASSIGNED,
    name: '【工作流】任务被分配',
    nickname: '工作流',
    content: '你有新的待办任务【{taskName}】：流程【{processInstanceName}】等待你审批',
    remark: '任务分配给审批人时发送',
  },
  {
    code: BpmNotifyTemplate.INSTANCE_APPROVE,
    name: '【工作流】流程被通过',
    nickname: '工作流',
    content: '你发起的流程【{processInstanceName}】已审批通过',
    remark: '流程审批通过时发送给发起人',
  },
  {
    code: BpmNotifyTemplate.INSTANCE_REJECT,
    name: '【工作流】流程被不通过',
    nickname: '工作流',
    content: '你发起的流程【{processInstanceName}】审批不通过，原因：{reason}',
    remark: '流程审批不通过时发送给发起人',
  },
  {
    code: BpmNotifyTemplate.TASK_RETURNED,
    name: '【工作流】任务被退回',
    nickname: '工作流',
    content: '流程【{processInstanceName}】的任务【{taskName}】被退回到【{targetName}】，原因：{reason}',
    remark: '任务被退回时发送给发起人',
  },
  {
    code: BpmNotifyTemplate.TASK_WITHDRAWN,
    name: '【工作流】任务被撤回',
    nickname: '工作流',
    content: '流程【{processInstanceName}】的任务【{taskName}】已被前一审批人撤回，无需再处理',
    remark: '审批人撤回时发送给被撤回任务的审批人',
  },
  {
    code: BpmNotifyTemplate.INSTANCE_COPY,
    name: '【工作流】流程抄送',
    nickname: '工作流',
    content: '{fromUserName} 抄送给你流程【{processInstanceName}】：{reason}',
    remark: '抄送时发送给被抄送人',
  },
  {
    code: BpmNotifyTemplate.TASK_SIGNED,
    name: '【工作流】加签任务',
    nickname: '工作流',
    content: '你被加签审批流程【{processInstanceName}】的任务【{taskName}】，原因：{reason}',
    remark: '加签时发送给加签的用户',
  },
];

/** What the operator role (staff) gets of the workflow: 我的流程 (发起 / 取消), 待办 / 已办任务, 请假. */
const BPM_USER_MENUS = ['工作流程', '任务管理', '我的流程', '待办任务', '已办任务', '抄送我的', 'OA 示例', '请假查询'];
const BPM_USER_PERMISSIONS = [
  'bpm:process-instance:query',
  'bpm:process-instance:create',
  'bpm:process-instance:cancel',
  'bpm:task:query',
  'bpm:task:update',
  'bpm:process-instance-copy:query',
  'bpm:oa-leave:query',
  'bpm:oa-leave:create',
];

const EXPENSE_FORM = {
  schema: {
    type: 'object',
    required: ['expenseType', 'amount', 'reason'],
    properties: {
      expenseType: { type: 'string', title: '报销类型', enum: ['差旅费', '招待费', '办公用品', '其他'] },
      amount: { type: 'number', title: '报销金额（元）', minimum: 0 },
      occurDate: { type: 'string', title: '发生日期', format: 'date' },
      reason: { type: 'string', title: '报销事由' },
    },
  },
  uiSchema: {
    'ui:order': ['expenseType', 'amount', 'occurDate', 'reason'],
    expenseType: { 'ui:widget': 'select', 'ui:placeholder': '请选择报销类型' },
    reason: { 'ui:widget': 'textarea', 'ui:help': '写明费用用途，超过 5000 元请附发票说明' },
  },
};

const DAY = 86_400_000;

/**
 * The workflow demo: dictionaries, message templates, the timer job, categories, a user group, the 费用报销 form,
 * the 请假 and 费用报销 models deployed with their rules, the operator role's workflow menus (staff starts and approves),
 * and instances in every state (running, approved, rejected, cancelled). The seeded instances' in-site messages are
 * dropped at the end, so the inbox keeps only the demo messages.
 */
export async function seedBpm(db: Db): Promise<void> {
  // dictionaries
  const types = Object.keys(BPM_DICTS) as (keyof typeof BPM_DICTS)[];
  await db.insert(systemDictType).values(types.map((type) => ({ name: DICT_NAMES[type], type, status: 0, creator: '1', updater: '1' })));
  await db.insert(systemDictData).values(
    types.flatMap((type) =>
      BPM_DICTS[type].map(([value, label, colorType], i) => ({ dictType: type, value, label, colorType, sort: i + 1, creator: '1', updater: '1' })),
    ),
  );
  await db.insert(systemNotifyTemplate).values(TEMPLATES.map((t) => ({ ...t, type: 2, params: extractTemplateParams(t.content), status: 0, creator: '1', updater: '1' })));
  await db.insert(infraJob).values({ name: '流程定时器', handlerName: 'bpmTimerJob', cronExpression: '*/10 * * * * ?' });

  // people: who is who in the demo
  const users = await db.select({ id: systemUsers.id, username: systemUsers.username }).from(systemUsers).where(inArray(systemUsers.username, ['admin', 'staff', 'zhangsan', 'lisi', 'wangwu']));
  const uid = (name: string) => users.find((u) => u.username === name)!.id;
  const [operator] = await db.select({ id: systemRole.id }).from(systemRole).where(eq(systemRole.code, 'operator'));
  const menus = await db
    .select({ id: systemMenu.id })
    .from(systemMenu)
    .where(or(and(inArray(systemMenu.name, BPM_USER_MENUS), inArray(systemMenu.type, [1, 2])), and(eq(systemMenu.type, 3), inArray(systemMenu.permission, BPM_USER_PERMISSIONS))));
  if (operator) await db.insert(systemRoleMenu).values(menus.map((m) => ({ roleId: operator.id, menuId: m.id })));
  // the employees who receive tasks in the demo (zhangsan, lisi, wangwu) get the built-in 普通角色 with the same
  // workflow share: they open 待办 / 已办, act on their tasks and start their own processes
  const [common] = await db.select({ id: systemRole.id }).from(systemRole).where(eq(systemRole.code, 'common'));
  if (common) {
    await db.insert(systemRoleMenu).values(menus.map((m) => ({ roleId: common.id, menuId: m.id })));
    await db.insert(systemUserRole).values(['zhangsan', 'lisi', 'wangwu'].map((name) => ({ userId: uid(name), roleId: common.id })));
  }

  // categories (codes as the bpm_model_category dictionary), a group, the expense form
  await db.insert(bpmCategory).values([
    { name: 'OA 办公', code: '1', sort: 1, description: '请假、出差、用章等日常办公流程' },
    { name: '内容审核', code: '2', sort: 2, description: '文章、快讯的发布审核' },
    { name: '财务审批', code: '3', sort: 3, description: '报销、付款、预算' },
    { name: '风控合规', code: '4', sort: 4, description: '风险事项与合规审查' },
  ]);
  const [financeGroup] = await db
    .insert(bpmUserGroup)
    .values({ name: '财务组', description: '负责报销与付款的财务审批', memberUserIds: [uid('wangwu'), uid('admin')].sort((a, b) => a - b), creator: '1', updater: '1' })
    .returning({ id: bpmUserGroup.id });
  await db.insert(bpmUserGroup).values({ name: '内容审核组', description: '审核文章与快讯', memberUserIds: [uid('staff'), uid('lisi')], creator: '1', updater: '1' });
  const [form] = await db
    .insert(bpmForm)
    .values({ name: '费用报销单', status: 0, schema: EXPENSE_FORM.schema, uiSchema: EXPENSE_FORM.uiSchema, remark: '报销类型、金额、日期与事由', creator: '1', updater: '1' })
    .returning({ id: bpmForm.id });

  // models with their rules, deployed
  const [leaveModel] = await db
    .insert(bpmModel)
    .values({
      key: OA_LEAVE_PROCESS_KEY,
      name: '请假',
      category: '1',
      description: '请假审批：直属上级审批，请假超过 3 天还需部门负责人审批',
      bpmnXml: OA_LEAVE_XML,
      formType: 20,
      formCustomCreatePath: '/bpm/oa/leave/create',
      formCustomViewPath: '/bpm/oa/leave/detail',
      creator: '1',
      updater: '1',
    })
    .returning({ id: bpmModel.id });
  const [expenseModel] = await db
    .insert(bpmModel)
    .values({ key: 'expense', name: '费用报销', category: '3', description: '部门负责人审批后由财务组审批', bpmnXml: EXPENSE_XML, formType: 10, formId: form.id, creator: '1', updater: '1' })
    .returning({ id: bpmModel.id });
  await db.insert(bpmTaskAssignRule).values([
    { modelId: leaveModel.id, taskDefinitionKey: 'directLeaderAudit', type: T.SCRIPT, options: [S.LEADER_X1] },
    { modelId: leaveModel.id, taskDefinitionKey: 'deptLeaderAudit', type: T.SCRIPT, options: [S.LEADER_X2] },
    { modelId: expenseModel.id, taskDefinitionKey: 'leaderAudit', type: T.SCRIPT, options: [S.LEADER_X1] },
    { modelId: expenseModel.id, taskDefinitionKey: 'financeAudit', type: T.USER_GROUP, options: [financeGroup.id] },
  ]);
  const leaveDef = await deployModel(db, leaveModel.id, '1');
  const expenseDef = await deployModel(db, expenseModel.id, '1');

  // instances in every state
  const now = Date.now();
  const leave = async (user: string, type: number, startDaysAgo: number, days: number, reason: string) => {
    const startTime = new Date(now - startDaysAgo * DAY);
    const endTime = new Date(startTime.getTime() + (days - 1) * DAY);
    const [row] = await db
      .insert(bpmOaLeave)
      .values({ userId: uid(user), type, reason, startTime, endTime, day: days, creator: String(uid(user)), updater: String(uid(user)) })
      .returning({ id: bpmOaLeave.id });
    const variables = { day: days, type, reason, startTime: startTime.getTime(), endTime: endTime.getTime() };
    const id = await startProcessInstance(db, { processDefinitionId: leaveDef, startUserId: uid(user), variables, formVariables: variables, businessKey: `${OA_LEAVE_PROCESS_KEY}:${row.id}` });
    await db.update(bpmOaLeave).set({ processInstanceId: id }).where(eq(bpmOaLeave.id, row.id));
    return id;
  };
  const expense = (user: string, values: Record<string, unknown>) =>
    startProcessInstance(db, { processDefinitionId: expenseDef, startUserId: uid(user), variables: values, formVariables: values });
  const runningTask = async (instanceId: string) => {
    const [task] = await db.select().from(bpmTask).where(and(eq(bpmTask.processInstanceId, instanceId), eq(bpmTask.result, 1)));
    return task;
  };
  const approve = async (instanceId: string, reason: string) => {
    const task = await runningTask(instanceId);
    // a pool task (财务组) is claimed by its first candidate
    await approveTask(db, task.assigneeUserId ?? task.candidateUserIds![0], task.id, reason);
  };

  const approved = await leave('staff', 1, 20, 2, '感冒发烧，去医院复查');
  await approve(approved, '注意休息，早日康复');
  const longLeave = await leave('staff', 2, -3, 5, '回老家办理房产过户手续');
  await approve(longLeave, '同意，请安排好工作交接');
  const rejected = await leave('lisi', 2, -10, 2, '参加朋友婚礼');
  const rejectedTask = await runningTask(rejected);
  await rejectTask(db, rejectedTask.assigneeUserId ?? rejectedTask.candidateUserIds![0], rejectedTask.id, '月底内容排期紧张，请改期');
  const cancelled = await leave('staff', 1, -1, 1, '牙科复诊');
  const [cancelledRow] = await db.select().from(bpmProcessInstance).where(eq(bpmProcessInstance.id, cancelled));
  await endInstance(db, cancelledRow, 4, '复诊时间改到周末了', String(uid('staff')));
  await db.update(bpmOaLeave).set({ result: 4 }).where(eq(bpmOaLeave.processInstanceId, cancelled));
  await leave('lisi', 1, -2, 1, '身体不适，需要就医');

  await expense('staff', { expenseType: '差旅费', amount: 1860.5, occurDate: '2026-11-12', reason: '上海路演差旅：高铁与两晚住宿' });
  const paid = await expense('lisi', { expenseType: '办公用品', amount: 326, occurDate: '2026-11-03', reason: '采购内容组显示器支架与键盘' });
  await approve(paid, '情况属实');
  await approve(paid, '已核对发票，同意报销');
  await db.delete(systemNotifyMessage).where(inArray(systemNotifyMessage.templateCode, Object.values(BpmNotifyTemplate)));
}
