import { UploadOutlined } from '@ant-design/icons';
import Form from '@rjsf/antd';
import type { RegistryWidgetsType, RJSFSchema, UiSchema as RjsfUiSchema, WidgetProps } from '@rjsf/utils';
import { Button, DatePicker, Switch, Upload, type UploadFile } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { request } from '../../../shared/request';
import { cspSafeValidator } from './form-check';
import { translateError, WIDGET_DATE_RANGE, WIDGET_SWITCH, WIDGET_UPLOAD, type FormSchemas, type ValidationError } from './form-schema';

const DATE = 'YYYY-MM-DD';

function DateRangeWidget({ id, value, disabled, readonly, onChange }: WidgetProps) {
  const [start, end] = Array.isArray(value) ? (value as (string | undefined)[]) : [];
  return (
    <DatePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      disabled={disabled || readonly}
      value={start && end ? [dayjs(start), dayjs(end)] : null}
      onChange={(range) => onChange(range && range[0] && range[1] ? [range[0].format(DATE), range[1].format(DATE)] : undefined)}
    />
  );
}

function SwitchWidget({ id, value, disabled, readonly, onChange }: WidgetProps) {
  return <Switch id={id} checked={value === true} disabled={disabled || readonly} onChange={(checked) => onChange(checked)} />;
}

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() || url);

/** Files through the file service (POST /infra/file/upload); the value is the list of their URLs. */
function FileUploadWidget({ id, value, disabled, readonly, onChange }: WidgetProps) {
  const urls = Array.isArray(value) ? (value as unknown[]).filter((v): v is string => typeof v === 'string' && v !== '') : [];
  const fileList: UploadFile[] = urls.map((url, i) => ({ uid: `${i}-${url}`, name: fileName(url), status: 'done', url }));
  if (readonly || disabled) {
    return urls.length ? (
      <div id={id}>
        {urls.map((url) => (
          <div key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {fileName(url)}
            </a>
          </div>
        ))}
      </div>
    ) : (
      <span id={id}>无</span>
    );
  }
  return (
    <Upload
      fileList={fileList}
      onRemove={(file) => {
        const next = urls.filter((u) => u !== file.url);
        onChange(next.length ? next : undefined);
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const body = new FormData();
        body.append('file', file as Blob);
        request
          .post<string>('/infra/file/upload', body, { headers: { 'Content-Type': 'multipart/form-data' }, timeout: 0 })
          .then((url) => {
            onSuccess?.(url);
            onChange([...urls, url]);
          })
          .catch((err: Error) => onError?.(err));
      }}
      showUploadList={{ showRemoveIcon: true }}
    >
      <Button id={id} icon={<UploadOutlined />}>
        上传文件
      </Button>
    </Upload>
  );
}

const widgets: RegistryWidgetsType = {
  [WIDGET_DATE_RANGE]: DateRangeWidget,
  [WIDGET_SWITCH]: SwitchWidget,
  [WIDGET_UPLOAD]: FileUploadWidget,
};

export interface ProcessFormProps {
  form: FormSchemas;
  formData?: Record<string, unknown>;
  /** shows the values without inputs' editing (read-only) */
  readonly?: boolean;
  disabled?: boolean;
  onChange?(data: Record<string, unknown>): void;
  /** called with valid data only */
  onSubmit?(data: Record<string, unknown>): void;
  /** buttons in place of rjsf's submit button; a submit button inside submits the form */
  children?: ReactNode;
}

/**
 * A process form (JSON Schema + UI schema from the form designer) rendered by @rjsf/antd, checked by checkForm
 * (form-check.ts: no code generation, so it runs under our CSP; the server enforces the schema again with ajv) with
 * messages in Chinese. Used by the designer's preview, 发起流程 and the read-only instance detail.
 */
export function ProcessForm({ form, formData, readonly, disabled, onChange, onSubmit, children }: ProcessFormProps) {
  return (
    <Form
      schema={form.schema as RJSFSchema}
      uiSchema={{ ...(form.uiSchema as RjsfUiSchema), 'ui:submitButtonOptions': { submitText: '提交' } }}
      formData={formData}
      validator={cspSafeValidator}
      widgets={widgets}
      readonly={readonly}
      disabled={disabled}
      showErrorList={false}
      noHtml5Validate
      // required arrays (checkboxes, date range, files) start empty instead of with minItems blank entries
      experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' } }}
      focusOnFirstError
      transformErrors={(errors) => errors.map((e) => translateError(e as ValidationError, form.schema) as typeof e)}
      onChange={(e) => onChange?.((e.formData ?? {}) as Record<string, unknown>)}
      onSubmit={(e) => onSubmit?.((e.formData ?? {}) as Record<string, unknown>)}
    >
      {readonly ? <></> : children}
    </Form>
  );
}
