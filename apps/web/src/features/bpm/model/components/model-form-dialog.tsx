import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import type { BpmModelVO } from '@gprs/contract';
import { getIntDictOptions, getStrDictOptions } from '../../../../shared/dict';
import { formApi } from '../../form/api/form-api';
import { useDictStore } from '../../../../shared/stores/dict-store';
import { useCreateModel } from '../api/create-model';
import { useUpdateModel } from '../api/update-model';
import { MODEL_CATEGORY_DICT, validateProcessKey, validateProcessName } from '../model-rules';

export interface ModelFormValues {
  key: string;
  name: string;
  category?: string;
  description?: string;
  formType?: 10 | 20 | null;
  formId?: number | null;
  formCustomCreatePath?: string | null;
  formCustomViewPath?: string | null;
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
  const formType = Form.useWatch('formType', form);
  const forms = useQuery({ queryKey: ['bpm', 'form', 'simple'], queryFn: formApi.listAllSimple, enabled: open && editing });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (model) {
      form.setFieldsValue({
        key: model.key,
        name: model.name,
        category: model.category || undefined,
        description: model.description || undefined,
        formType: (model.formType as 10 | 20 | null) ?? null,
        formId: model.formId,
        formCustomCreatePath: model.formCustomCreatePath,
        formCustomViewPath: model.formCustomViewPath,
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
      const type = values.formType ?? null;
      await update.mutateAsync({
        id: model.id,
        ...body,
        formType: type,
        formId: type === 10 ? values.formId : null,
        formCustomCreatePath: type === 20 ? values.formCustomCreatePath?.trim() : null,
        formCustomViewPath: type === 20 ? values.formCustomViewPath?.trim() : null,
      });
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
        {editing && (
          <>
            <Form.Item label="表单类型" name="formType">
              <Radio.Group options={[{ label: '无', value: null }, ...getIntDictOptions('bpm_model_form_type', dictMap)]} />
            </Form.Item>
            {formType === 10 && (
              <Form.Item label="流程表单" name="formId" rules={[{ required: true, message: '流程表单不能为空' }]}>
                <Select
                  placeholder="请选择流程表单"
                  loading={forms.isLoading}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(forms.data ?? []).map((f) => ({ label: f.name, value: f.id }))}
                />
              </Form.Item>
            )}
            {formType === 20 && (
              <>
                <Form.Item
                  label="表单提交路由"
                  name="formCustomCreatePath"
                  tooltip="业务表单的发起页面路由，例如：/bpm/oa/leave/create"
                  rules={[{ required: true, whitespace: true, message: '表单提交路由不能为空' }]}
                >
                  <Input placeholder="请输入表单提交路由" maxLength={255} />
                </Form.Item>
                <Form.Item
                  label="表单查看路由"
                  name="formCustomViewPath"
                  tooltip="业务表单的查看页面路由（带 ?id=），例如：/bpm/oa/leave/detail"
                  rules={[{ required: true, whitespace: true, message: '表单查看路由不能为空' }]}
                >
                  <Input placeholder="请输入表单查看路由" maxLength={255} />
                </Form.Item>
              </>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}
