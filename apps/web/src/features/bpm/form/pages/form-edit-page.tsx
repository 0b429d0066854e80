import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Modal, Radio, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BpmFormResp } from '@gprs/contract';
import { getIntDictOptions } from '../../../../shared/dict';
import { useDictStore } from '../../../../shared/stores/dict-store';
import { useCloseCurrentTab } from '../../../../shared/tabs/use-close-tab';
import { FORM_QUERY_KEY, formApi } from '../api/form-api';
import { FormDesigner } from '../form-designer';
import { FORM_LIST_PATH, fieldsToSchemas, schemasToFields, toSchemas, validateFields, type FormFieldDef } from '../form-schema';
import { ProcessForm } from '../process-form';

interface HeaderValues {
  name: string;
  status: 0 | 1;
  remark?: string;
}

/** /bpm/manager/form/edit[?id=] — 设计流程表单: loads the form (when editing), then the designer. */
export default function FormEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const closeTab = useCloseCurrentTab();
  const detail = useQuery({ queryKey: [...FORM_QUERY_KEY, 'get', id], queryFn: () => formApi.get(id!), enabled: id !== undefined, gcTime: 0, refetchOnWindowFocus: false });
  if (raw && id === undefined) return <Alert type="error" showIcon title="表单编号不正确" action={<Button onClick={() => closeTab(FORM_LIST_PATH)}>返回</Button>} />;
  if (id !== undefined && detail.isLoading) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (id !== undefined && (detail.isError || !detail.data)) {
    return (
      <Card>
        <Alert type="error" showIcon title="流程表单加载失败" description={(detail.error as Error | null)?.message} action={<Button onClick={() => closeTab(FORM_LIST_PATH)}>返回</Button>} />
      </Card>
    );
  }
  return <FormEditor key={detail.dataUpdatedAt} form={detail.data} />;
}

function FormEditor({ form: stored }: { form?: BpmFormResp }) {
  const { message } = App.useApp();
  const closeTab = useCloseCurrentTab();
  const queryClient = useQueryClient();
  const dictMap = useDictStore((s) => s.dictMap);
  const [header] = Form.useForm<HeaderValues>();
  const [fields, setFields] = useState<FormFieldDef[]>(() => (stored ? schemasToFields(toSchemas(stored.schema, stored.uiSchema)) : []));
  const [errors, setErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const schemas = useMemo(() => fieldsToSchemas(fields), [fields]);

  const save = async () => {
    const values = await header.validateFields();
    const problems = validateFields(fields);
    setErrors(problems);
    if (problems.length) return;
    setSaving(true);
    try {
      const body = { name: values.name.trim(), status: values.status, remark: values.remark ?? '', schema: schemas.schema as BpmFormResp['schema'], uiSchema: schemas.uiSchema };
      if (stored) await formApi.update({ id: stored.id, ...body });
      else await formApi.create(body);
      await queryClient.invalidateQueries({ queryKey: FORM_QUERY_KEY });
      void message.success(stored ? '修改成功' : '新增成功');
      closeTab(FORM_LIST_PATH);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12} data-testid="bpm-form-editor">
      <Card size="small">
        <Form
          form={header}
          layout="inline"
          name="bpm-form-header"
          initialValues={{ name: stored?.name ?? '', status: (stored?.status ?? 0) as 0 | 1, remark: stored?.remark ?? '' }}
          style={{ rowGap: 8 }}
        >
          <Form.Item label="表单名" name="name" rules={[{ required: true, whitespace: true, message: '表单名不能为空' }]}>
            <Input placeholder="请输入表单名" maxLength={64} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label="开启状态" name="status" rules={[{ required: true, message: '开启状态不能为空' }]}>
            <Radio.Group options={getIntDictOptions('common_status', dictMap)} />
          </Form.Item>
          <Form.Item label="备注" name="remark">
            <Input placeholder="请输入备注" maxLength={500} style={{ width: 260 }} />
          </Form.Item>
          <Space style={{ marginLeft: 'auto' }}>
            <Button icon={<EyeOutlined />} onClick={() => setPreview(true)} disabled={fields.length === 0}>
              预览
            </Button>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save().catch(() => undefined)}>
              保存
            </Button>
            <Button onClick={() => closeTab(FORM_LIST_PATH)}>返回</Button>
          </Space>
        </Form>
        {errors.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title="表单还不能保存"
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            }
          />
        )}
      </Card>
      <FormDesigner fields={fields} onChange={setFields} />
      <Modal title="表单预览" open={preview} width={720} footer={null} destroyOnHidden onCancel={() => setPreview(false)}>
        <div data-testid="form-preview">
          <ProcessForm form={schemas} onSubmit={() => void message.success('校验通过（预览不会保存数据）')}>
            <Button type="primary" htmlType="submit">
              校验
            </Button>
          </ProcessForm>
        </div>
      </Modal>
    </Space>
  );
}
