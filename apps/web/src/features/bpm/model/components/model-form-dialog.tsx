import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import type { BpmModelVO } from '@gprs/contract';
import { getStrDictOptions } from '../../../../shared/dict';
import { useDictStore } from '../../../../shared/stores/dict-store';
import { useCreateModel } from '../api/create-model';
import { useUpdateModel } from '../api/update-model';
import { MODEL_CATEGORY_DICT, validateProcessKey, validateProcessName } from '../model-rules';

export interface ModelFormValues {
  key: string;
  name: string;
  category?: string;
  description?: string;
}

export interface ModelFormDialogProps {
  open: boolean;
  /** the model to edit; undefined creates one */
  model?: BpmModelVO;
  onClose: () => void;
  /** after a successful create (with the new id) or update */
  onSaved: (id: number) => void;
}

/** 新建流程 / 修改流程: key (an XML name, fixed once created), name, category, description. */
export function ModelFormDialog({ open, model, onClose, onSaved }: ModelFormDialogProps) {
  const [form] = Form.useForm<ModelFormValues>();
  const dictMap = useDictStore((s) => s.dictMap);
  const categories = getStrDictOptions(MODEL_CATEGORY_DICT, dictMap);
  const create = useCreateModel();
  const update = useUpdateModel();
  const editing = model !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (model) {
      form.setFieldsValue({
        key: model.key,
        name: model.name,
        category: model.category || undefined,
        description: model.description || undefined,
      });
    }
  }, [form, model, open]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = {
      key: values.key.trim(),
      name: values.name.trim(),
      category: values.category ?? '',
      description: values.description ?? '',
    };
    if (model) {
      // the XML is left as it is: the designer saves it
      await update.mutateAsync({ id: model.id, ...body });
      onSaved(model.id);
    } else {
      onSaved(await create.mutateAsync(body));
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? '修改流程' : '新建流程'}
      width={600}
      okText="确定"
      cancelText="取消"
      confirmLoading={create.isPending || update.isPending}
      forceRender
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} autoComplete="off" name="bpm-model">
        <Form.Item
          label="流程标识"
          name="key"
          required
          tooltip="新建后，流程标识不可修改！"
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const error = validateProcessKey(value);
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input placeholder="请输入流程标识" disabled={editing} maxLength={64} />
        </Form.Item>
        <Form.Item
          label="流程名称"
          name="name"
          required
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const error = validateProcessName(value);
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input placeholder="请输入流程名称" maxLength={64} />
        </Form.Item>
        <Form.Item label="流程分类" name="category">
          <Select placeholder="请选择流程分类" allowClear options={categories} />
        </Form.Item>
        <Form.Item label="流程描述" name="description">
          <Input.TextArea placeholder="请输入流程描述" rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
