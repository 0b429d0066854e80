import { useMemo } from 'react';
import { App, Form, Modal, Spin } from 'antd';
import type { FormRule } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormInput } from './fields';
import { formToVo, voToForm, zodRule } from './rules';
import type { CrudConfig, FormField, Row } from './types';
import { callCreate, callGet, callUpdate } from './endpoints';

export interface FormTarget<T> {
  /** null: a new record */
  row: T | null;
  /** initial values of a new record (besides the defaults) */
  values?: Row;
}

function fieldRules<T>(field: FormField<T>, schema?: { shape: Record<string, unknown> }): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) rules.push({ required: true, message: field.requiredMessage ?? `${field.label}不能为空` });
  const zodName = field.zod === false ? undefined : (field.zod ?? (typeof field.name === 'string' ? field.name : undefined));
  if (schema && zodName && zodName in schema.shape) rules.push(zodRule(schema, zodName));
  if (field.rules) rules.push(...field.rules);
  return rules;
}

/** The create / edit dialog of a CRUD page: antd Form from the config's fields; never closes on a backdrop click. */
export function CrudFormDialog<T extends Row>({ config, target, onClose }: { config: CrudConfig<T>; target: FormTarget<T>; onClose(saved: boolean): void }) {
  const { message } = App.useApp();
  const form = config.form!;
  const rowKey = config.rowKey ?? 'id';
  const [antForm] = Form.useForm();
  const isNew = target.row === null;
  const id = target.row?.[rowKey];
  const full = useQuery({
    queryKey: [...config.queryKey, 'get', id],
    queryFn: () => callGet(config.api.get!, id),
    enabled: !isNew && !!config.api.get,
    gcTime: 0,
  });
  const row = isNew ? null : config.api.get ? (full.data ?? null) : target.row;
  const loading = !isNew && !!config.api.get && full.isLoading;
  const initialValues = useMemo(
    () => (isNew ? { ...voToForm(form.fields, null, typeof form.defaults === 'function' ? undefined : form.defaults), ...target.values } : row ? voToForm(form.fields, row) : undefined),
    [isNew, row, form, target.values],
  );
  const save = useMutation({
    mutationFn: (values: Row): Promise<unknown> => {
      let body = formToVo(form.fields, values, row, rowKey);
      if (form.toBody) body = form.toBody(body, row);
      return isNew ? callCreate(config.api.create!, body) : callUpdate(config.api.update!, body);
    },
    onSuccess: () => {
      void message.success(isNew ? '新增成功' : '修改成功');
      onClose(true);
    },
  });
  const labelWidth = form.labelWidth ?? 100;
  return (
    <Modal
      title={`${isNew ? '添加' : '修改'}${config.entity}`}
      open
      width={form.width ?? 600}
      keyboard={false}
      onCancel={() => onClose(false)}
      onOk={() => antForm.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading }}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      {loading || !initialValues ? (
        <Spin style={{ display: 'block', padding: 40 }} />
      ) : (
        <Form form={antForm} name={`${config.queryKey.join('-')}-form`} labelCol={{ flex: `${labelWidth}px` }} wrapperCol={{ flex: 1 }} initialValues={initialValues} onFinish={(v) => save.mutate(v as Row)}>
          {form.fields.map((field) =>
            field.visibleWhen ? (
              // re-rendered on every change so that the field shows or hides with the values it depends on
              <Form.Item key={String(field.name)} noStyle shouldUpdate>
                {() => {
                  const values = antForm.getFieldsValue(true) as Row;
                  return field.visibleWhen!(values, row) ? <FieldItem field={field} form={form} row={row} values={values} /> : null;
                }}
              </Form.Item>
            ) : (
              <FieldItem key={String(field.name)} field={field} form={form} row={row} values={initialValues} />
            ),
          )}
        </Form>
      )}
    </Modal>
  );
}

function FieldItem<T extends Row>({ field, form, row, values }: { field: FormField<T>; form: NonNullable<CrudConfig<T>['form']>; row: T | null; values: Row }) {
  const disabled = !!field.disabled || (!!field.disabledOnEdit && row !== null);
  return (
    <Form.Item
      label={field.label}
      name={field.name as string | (string | number)[]}
      tooltip={field.tooltip}
      rules={fieldRules(field, form.schema)}
      // one message per field: an empty required field shows '<label>不能为空', not also the zod type error
      validateFirst
    >
      {field.type === 'custom' && field.render ? field.render({ editing: row, values }) : <FormInput field={field} disabled={disabled} />}
    </Form.Item>
  );
}
