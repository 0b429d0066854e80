import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { UserSelect } from './pickers';

export interface ReasonDialogProps {
  title: string;
  /** label of the reason box, e.g. 取消原因 / 审批建议 */
  reasonLabel: string;
  /** the reason may be left empty */
  reasonOptional?: boolean;
  /** also pick a user (转办 / 委派): the label of the picker */
  userLabel?: string;
  /** a user the picker leaves out (the signed-in user) */
  excludeUserId?: number;
  okText?: string;
  danger?: boolean;
  onOk(values: { reason: string; userId?: number }): Promise<unknown>;
  onClose(): void;
}

/** A dialog asking for a reason (and a user): 取消流程, 不通过, 转办, 委派. Closes only when onOk resolves. */
export function ReasonDialog({ title, reasonLabel, reasonOptional, userLabel, excludeUserId, okText = '确定', danger, onOk, onClose }: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason?: string; userId?: number }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onOk({ reason: (values.reason ?? '').trim(), userId: values.userId });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      width={500}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger }}
      confirmLoading={saving}
      destroyOnHidden
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="bpm-reason">
        {userLabel && (
          <Form.Item label={userLabel} name="userId" rules={[{ required: true, message: `${userLabel}不能为空` }]}>
            <UserSelect exclude={excludeUserId} />
          </Form.Item>
        )}
        <Form.Item
          label={reasonLabel}
          name="reason"
          rules={reasonOptional ? [] : [{ required: true, whitespace: true, message: `${reasonLabel}不能为空` }]}
        >
          <Input.TextArea rows={3} maxLength={500} placeholder={`请输入${reasonLabel}`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
