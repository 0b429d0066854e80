import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { taskApi } from '../api/bpm-api';
import { UserMultiSelect } from '../shared/pickers';

interface DialogProps<V> {
  onOk(values: V): Promise<unknown>;
  onClose(): void;
}

/** The shared frame of the operation dialogs: validates, waits for onOk, closes only when it resolved. */
function OperationDialog<V extends object>({ title, name, children, onOk, onClose }: DialogProps<V> & { title: string; name: string; children: ReactNode }) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onOk(values);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={title} width={520} okText="确定" cancelText="取消" confirmLoading={saving} destroyOnHidden onOk={() => void submit().catch(() => undefined)} onCancel={onClose}>
      <Form form={form} layout="vertical" name={name}>
        {children}
      </Form>
    </Modal>
  );
}

const reasonItem = (label: string, optional = false) => (
  <Form.Item label={label} name="reason" rules={optional ? [] : [{ required: true, whitespace: true, message: `${label}不能为空` }]}>
    <Input.TextArea rows={3} maxLength={500} placeholder={`请输入${label}`} />
  </Form.Item>
);

/** 退回: choose one of the earlier tasks the server offers (list-by-return) and give the reason. */
export function ReturnDialog({ taskId, onOk, onClose }: DialogProps<{ target: string; reason: string }> & { taskId: string }) {
  // not under the ['bpm'] key the page refreshes after an action: once the task is returned it has no targets to ask for
  const targets = useQuery({ queryKey: ['bpm-return-targets', taskId], queryFn: () => taskApi.listByReturn(taskId), staleTime: Infinity, gcTime: 0, retry: false });
  return (
    <OperationDialog title="退回审批任务" name="bpm-return" onOk={onOk} onClose={onClose}>
      <Form.Item label="退回到" name="target" rules={[{ required: true, message: '请选择退回的节点' }]} extra={targets.data?.length === 0 ? '没有可退回的节点（只能退回到之前已审批的任务：同一分支内，或并行网关之前的主线上）' : undefined}>
        <Select
          loading={targets.isLoading}
          placeholder="请选择退回的节点"
          options={(targets.data ?? []).map((t) => ({ value: t.taskDefinitionKey, label: t.name }))}
        />
      </Form.Item>
      {reasonItem('退回意见')}
    </OperationDialog>
  );
}

/** 抄送: users who get the instance in 抄送我的, with an optional note. */
export function CopyDialog({ onOk, onClose }: DialogProps<{ userIds: number[]; reason?: string }>) {
  return (
    <OperationDialog title="抄送" name="bpm-copy" onOk={onOk} onClose={onClose}>
      <Form.Item label="抄送给" name="userIds" rules={[{ required: true, message: '抄送用户不能为空' }]}>
        <UserMultiSelect />
      </Form.Item>
      {reasonItem('抄送意见', true)}
    </OperationDialog>
  );
}

/** 加签: users, before (they approve first) or after (they approve after me), and the reason. */
export function SignDialog({ onOk, onClose }: DialogProps<{ userIds: number[]; type: 'before' | 'after'; reason: string }>) {
  return (
    <OperationDialog title="加签" name="bpm-sign" onOk={onOk} onClose={onClose}>
      <Form.Item label="加签处理人" name="userIds" rules={[{ required: true, message: '加签用户不能为空' }]}>
        <UserMultiSelect />
      </Form.Item>
      <Form.Item label="加签方式" name="type" initialValue="before" rules={[{ required: true, message: '请选择加签方式' }]}>
        <Radio.Group
          options={[
            { value: 'before', label: '向前加签（他们先审批，再回到我）' },
            { value: 'after', label: '向后加签（我已同意，他们审批后继续流转）' },
          ]}
        />
      </Form.Item>
      {reasonItem('加签原因')}
    </OperationDialog>
  );
}
