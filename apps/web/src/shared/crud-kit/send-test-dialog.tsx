import type { ReactNode } from 'react';
import { App, Form, Input, Modal, type FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';

export interface SendTestDialogProps<V> {
  title: string;
  width: number;
  /** form name (input ids follow it) */
  name?: string;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /** sends the test; resolves to the id of the log row it wrote */
  send(values: V): Promise<number>;
  /** the success message for that id, e.g. '提交发送成功！发送结果，见发送日志编号：12' */
  successText(id: number): string;
  onClose(): void;
  children: ReactNode;
}

/** The 测试 dialog of a message template (SMS, mail, in-site message): its fields, 确定 sends, success closes it. */
export function SendTestDialog<V>({ title, width, name, form, initialValues, send, successText, onClose, children }: SendTestDialogProps<V>) {
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (id) => {
      void message.success(successText(id));
      onClose();
    },
  });
  return (
    <Modal
      title={title}
      open
      width={width}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={mutation.isPending}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} name={name} labelCol={{ flex: '110px' }} initialValues={initialValues} onFinish={(v) => mutation.mutate(v)}>
        {children}
      </Form>
    </Modal>
  );
}

/** One required input per template parameter, named templateParams.<param>. */
export function TemplateParamFields({ names, maxLength, whitespace = true }: { names: readonly string[]; maxLength?: number; whitespace?: boolean }) {
  return (
    <>
      {names.map((p) => (
        <Form.Item key={p} label={`参数 {${p}}`} name={['templateParams', p]} rules={[{ required: true, whitespace, message: `参数 ${p} 不能为空` }]}>
          <Input placeholder={`请输入 ${p} 参数`} maxLength={maxLength} />
        </Form.Item>
      ))}
    </>
  );
}
