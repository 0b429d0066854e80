import { CheckOutlined, CloseOutlined, CopyOutlined, RollbackOutlined, SwapOutlined, UndoOutlined, UserAddOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BpmProcessInstanceResp, BpmTaskResp } from '@gprs/contract';
import { Access } from '../../../shared/access';
import { DictTag } from '../../../shared/dict';
import { CallInstances } from './call-instances';
import { useUserStore } from '../../../shared/stores';
import { formatDate } from '../../../shared/utils/date';
import { taskApi } from '../api/bpm-api';
import { toSchemas } from '../form/form-schema';
import { ProcessForm } from '../form/process-form';
import { businessViewPath, myRunningTask, parseUuidParam, RESULT } from '../shared/bpm-rules';
import { ReasonDialog } from '../shared/reason-dialog';
import { InstanceProgress, useInstanceQueries } from './instance-progress';
import { CopyDialog, ReturnDialog, SignDialog } from './task-operation-dialogs';
import { withdrawCandidate } from './detail-rules';

/** 审批任务: the signed-in assignee's actions on their running task. */
function TaskActions({ task, signs }: { task: BpmTaskResp; signs: BpmTaskResp[] }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const userId = useUserStore((s) => s.user?.id);
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [dialog, setDialog] = useState<'transfer' | 'delegate' | 'return' | 'copy' | 'sign' | null>(null);
  const [unsign, setUnsign] = useState<BpmTaskResp | null>(null);
  const isSign = task.parentTaskId !== null;
  const delegated = task.delegationState === 'pending';
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['bpm'] });
  };

  const act = async (kind: 'approve' | 'reject') => {
    const { reason } = await form.validateFields();
    setBusy(kind);
    try {
      if (kind === 'approve') await taskApi.approve(task.id, reason.trim());
      else await taskApi.reject(task.id, reason.trim());
      void message.success(kind === 'approve' ? (delegated ? '已完成，任务已退回委派人' : '审批通过成功') : '审批不通过成功');
      form.resetFields();
      refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={`审批任务【${task.name}】`} data-testid="bpm-task-actions" style={{ marginBottom: 12 }}>
      {signs.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`加签任务进行中，完成后才能处理本任务：${signs.map((x) => x.assigneeUser?.nickname ?? '').join('、')}`}
          action={
            <Space direction="vertical">
              {signs.map((x) => (
                <Button key={x.id} size="small" onClick={() => setUnsign(x)}>
                  减签 {x.assigneeUser?.nickname}
                </Button>
              ))}
            </Space>
          }
        />
      )}
      {delegated && task.ownerUser && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`该任务由 ${task.ownerUser.nickname} 委派给你，完成后将退回给 ${task.ownerUser.nickname}`} />
      )}
      <Form form={form} labelCol={{ span: 3 }} wrapperCol={{ span: 16 }} name={`bpm-task-${task.id}`}>
        <Form.Item label="流程名" style={{ marginBottom: 8 }}>
          {task.processInstance?.name}
        </Form.Item>
        <Form.Item label="审批建议" name="reason" rules={[{ required: true, whitespace: true, message: '审批建议不能为空' }]}>
          <Input.TextArea rows={3} maxLength={500} placeholder="请输入审批建议" />
        </Form.Item>
      </Form>
      <Access permission="bpm:task:update">
        <Space style={{ marginLeft: '12.5%' }} wrap>
          <Button type="primary" icon={<CheckOutlined />} loading={busy === 'approve'} disabled={busy !== null} onClick={() => void act('approve').catch(() => undefined)}>
            {delegated ? '完成' : '通过'}
          </Button>
          {!delegated && (
            <Button danger type="primary" icon={<CloseOutlined />} loading={busy === 'reject'} disabled={busy !== null} onClick={() => void act('reject').catch(() => undefined)}>
              不通过
            </Button>
          )}
          <Button icon={<SwapOutlined />} disabled={busy !== null} onClick={() => setDialog('transfer')}>
            转办
          </Button>
          {!delegated && (
            <Button icon={<UserSwitchOutlined />} disabled={busy !== null} onClick={() => setDialog('delegate')}>
              委派
            </Button>
          )}
          {!delegated && !isSign && (
            <Button icon={<RollbackOutlined />} disabled={busy !== null} onClick={() => setDialog('return')}>
              退回
            </Button>
          )}
          {!delegated && !isSign && (
            <Button icon={<UserAddOutlined />} disabled={busy !== null} onClick={() => setDialog('sign')}>
              加签
            </Button>
          )}
          <Button icon={<CopyOutlined />} disabled={busy !== null} onClick={() => setDialog('copy')}>
            抄送
          </Button>
        </Space>
      </Access>
      {dialog === 'transfer' && (
        <ReasonDialog
          title="转办审批任务"
          userLabel="新审批人"
          reasonLabel="转办理由"
          reasonOptional
          excludeUserId={userId}
          onOk={async ({ userId: to, reason }) => {
            await taskApi.transfer(task.id, to!, reason || undefined);
            void message.success('转办任务成功');
            refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'return' && (
        <ReturnDialog
          taskId={task.id}
          onOk={async ({ target, reason }) => {
            await taskApi.returnTo(task.id, target, reason.trim());
            void message.success('退回成功');
            refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'copy' && (
        <CopyDialog
          onOk={async ({ userIds, reason }) => {
            await taskApi.copy(task.id, userIds, reason?.trim() || undefined);
            void message.success('抄送成功');
            refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'sign' && (
        <SignDialog
          onOk={async ({ userIds, type, reason }) => {
            await taskApi.createSign(task.id, userIds, type, reason.trim());
            void message.success('加签成功');
            refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {unsign && (
        <ReasonDialog
          title={`减签：${unsign.assigneeUser?.nickname ?? ''}`}
          reasonLabel="减签原因"
          onOk={async ({ reason }) => {
            await taskApi.deleteSign(unsign.id, reason);
            void message.success('减签成功');
            refresh();
          }}
          onClose={() => setUnsign(null)}
        />
      )}
      {dialog === 'delegate' && (
        <ReasonDialog
          title="委派审批任务"
          userLabel="接收人"
          reasonLabel="委派理由"
          excludeUserId={userId}
          onOk={async ({ userId: to, reason }) => {
            await taskApi.delegate(task.id, to!, reason);
            void message.success('委派任务成功');
            refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}

/** 撤回: the last approver takes their task back, or the starter withdraws before anyone approved (the server decides). */
function WithdrawBar({ task }: { task: BpmTaskResp }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const ask = () =>
    modal.confirm({
      title: '撤回',
      content: task.result === RESULT.APPROVE ? `撤回你审批过的【${task.name}】？下一个审批人尚未处理时才能撤回。` : '撤回这个流程？尚无人审批时可以撤回，流程将被取消。',
      okText: '撤回',
      cancelText: '取消',
      onOk: async () => {
        await taskApi.withdraw(task.id);
        void message.success('撤回成功');
        void queryClient.invalidateQueries({ queryKey: ['bpm'] });
      },
    });
  return (
    <Access permission="bpm:task:update">
      <Card size="small" style={{ marginBottom: 12 }} data-testid="bpm-withdraw">
        <Space>
          <Typography.Text type="secondary">{task.result === RESULT.APPROVE ? `你已审批【${task.name}】，下一个审批人处理前可以撤回。` : '尚无人审批，你可以撤回这个流程。'}</Typography.Text>
          <Button icon={<UndoOutlined />} onClick={ask}>
            撤回
          </Button>
        </Space>
      </Card>
    </Access>
  );
}

function FormSection({ instance }: { instance: BpmProcessInstanceResp }) {
  const def = instance.processDefinition;
  if (def.formType === 20) {
    const path = businessViewPath(def.formCustomViewPath, instance.businessKey);
    return path ? (
      <Typography.Paragraph>
        该流程使用业务表单：<Link to={path}>查看业务表单</Link>
      </Typography.Paragraph>
    ) : (
      <Empty description="业务表单未关联" />
    );
  }
  if (def.formType === 10 && def.formSchema) {
    return <ProcessForm form={toSchemas(def.formSchema, def.formUiSchema)} formData={instance.formVariables} readonly />;
  }
  return <Empty description="该流程没有表单" />;
}

/** /bpm/process-instance/detail?id= — the form read-only, my task's actions, the approval timeline and the highlighted diagram. */
export default function ProcessDetailPage() {
  const [params] = useSearchParams();
  const id = parseUuidParam(params);
  const userId = useUserStore((s) => s.user?.id);
  const { instance, tasks, activities } = useInstanceQueries(id);

  if (!id) return <Alert type="error" showIcon title="流程实例编号不正确" />;
  if (instance.isLoading) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (instance.isError || !instance.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="流程实例加载失败"
        description={(instance.error as Error | null)?.message}
        action={<Button onClick={() => void instance.refetch()}>重试</Button>}
      />
    );
  }
  const inst = instance.data;
  const taskList = tasks.data ?? [];
  const mine = myRunningTask(taskList, userId);
  const withdrawable = mine ? undefined : withdrawCandidate(inst, taskList, userId);

  return (
    <div data-testid="bpm-process-detail">
      {mine && <TaskActions key={mine.id} task={mine} signs={taskList.filter((x) => x.parentTaskId === mine.id && x.result === RESULT.PROCESS)} />}
      {withdrawable && <WithdrawBar task={withdrawable} />}
      <Card title={`申请信息【${inst.name}】`} style={{ marginBottom: 12 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'starter', label: '发起人', children: `${inst.startUser.nickname}${inst.startUser.deptName ? `（${inst.startUser.deptName}）` : ''}` },
            { key: 'create', label: '发起时间', children: formatDate(inst.createTime) },
            { key: 'end', label: '结束时间', children: inst.endTime ? formatDate(inst.endTime) : '-' },
            { key: 'status', label: '状态', children: <DictTag type="bpm_process_instance_status" value={inst.status} /> },
            { key: 'result', label: '结果', children: <DictTag type="bpm_process_instance_result" value={inst.result} /> },
            { key: 'version', label: '流程版本', children: `v${inst.processDefinition.version}` },
            ...(inst.reason ? [{ key: 'reason', label: inst.result === RESULT.CANCEL ? '取消原因' : '说明', children: inst.reason, span: 3 }] : []),
          ]}
        />
        <div style={{ maxWidth: 720 }}>
          <FormSection instance={inst} />
        </div>
      </Card>
      <CallInstances instanceId={inst.id} />
      <InstanceProgress instance={inst} tasks={tasks} activities={activities} />
    </div>
  );
}
