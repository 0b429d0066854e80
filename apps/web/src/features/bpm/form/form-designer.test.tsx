import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { FormDesigner } from './form-designer';
import { fieldsToSchemas, type FormFieldDef } from './form-schema';
import { ProcessForm } from './process-form';

let latest: FormFieldDef[] = [];

function Harness({ initial = [] as FormFieldDef[] }) {
  const [fields, setFields] = useState<FormFieldDef[]>(initial);
  const change = (next: FormFieldDef[]) => {
    latest = next;
    setFields(next);
  };
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <FormDesigner fields={fields} onChange={change} />
    </ConfigProvider>
  );
}

const paletteButton = (label: string) => screen.getAllByText(label).map((el) => el.closest('button')).find((b) => b?.dataset.fieldType)!;

describe('FormDesigner', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('adds fields from the palette, edits the selected one and reorders', () => {
    render(<Harness />);
    expect(screen.getByText('从左侧拖入或点击字段开始设计表单')).toBeTruthy();
    fireEvent.click(paletteButton('单行文本'));
    fireEvent.click(paletteButton('单选框'));
    expect(screen.getAllByTestId('canvas-field')).toHaveLength(2);
    // the new radio is selected: rename it, make it required, change an option
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '审批结论' } });
    fireEvent.click(screen.getByLabelText('必填'));
    fireEvent.change(screen.getByLabelText('选项1名称'), { target: { value: '同意' } });
    expect(latest[1]).toMatchObject({ name: 'field_2', type: 'radio', label: '审批结论', required: true });
    expect(latest[1]!.options[0]).toEqual({ label: '同意', value: '1' });
    fireEvent.click(screen.getAllByLabelText('上移')[1]!);
    expect(latest.map((f) => f.name)).toEqual(['field_2', 'field_1']);
    fireEvent.click(screen.getAllByLabelText('删除')[0]!);
    expect(latest.map((f) => f.name)).toEqual(['field_1']);
  });

  it('inserts a palette field where it is dropped', () => {
    render(<Harness initial={[{ name: 'a', type: 'input', label: 'A', required: false, options: [] }]} />);
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: '' };
    fireEvent.dragStart(paletteButton('开关'), { dataTransfer });
    fireEvent.drop(screen.getAllByTestId('canvas-field')[0]!, { dataTransfer });
    expect(latest.map((f) => f.type)).toEqual(['switch', 'input']);
  });
});

describe('ProcessForm (@rjsf/antd)', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('renders the designed fields and refuses a missing required value in Chinese', async () => {
    const form = fieldsToSchemas([
      { name: 'title', type: 'input', label: '标题', required: true, options: [] },
      { name: 'days', type: 'number', label: '天数', required: false, options: [], help: '按自然日' },
    ]);
    let submitted: unknown;
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <ProcessForm form={form} onSubmit={(d) => (submitted = d)} />
      </ConfigProvider>,
    );
    expect(screen.getByText('按自然日')).toBeTruthy();
    fireEvent.click(screen.getByText('提交').closest('button')!);
    expect(await screen.findByText('标题不能为空')).toBeTruthy();
    expect(submitted).toBeUndefined();
    fireEvent.change(screen.getByLabelText(/标题/), { target: { value: '出差' } });
    fireEvent.click(screen.getByText('提交').closest('button')!);
    await waitFor(() => expect(submitted).toEqual({ title: '出差' }));
  });

  it('refuses a value below the minimum in Chinese (checkForm, no ajv in the browser)', async () => {
    const form = {
      schema: { type: 'object' as const, required: ['amount'], properties: { amount: { type: 'number', title: '报销金额（元）', minimum: 0 } } },
      uiSchema: {},
    };
    let submitted: unknown;
    const { unmount } = render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <ProcessForm form={form as never} formData={{ amount: -5 }} onSubmit={(d) => (submitted = d)} />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByText('提交').closest('button')!);
    expect(await screen.findByText('报销金额（元）不能小于 0')).toBeTruthy();
    expect(submitted).toBeUndefined();
    unmount();
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <ProcessForm form={form as never} formData={{ amount: 66 }} onSubmit={(d) => (submitted = d)} />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByText('提交').closest('button')!);
    await waitFor(() => expect(submitted).toEqual({ amount: 66 }));
  });

  it('shows values read-only without a submit button', () => {
    const form = fieldsToSchemas([{ name: 'ok', type: 'switch', label: '同意', required: false, options: [] }]);
    render(<ProcessForm form={form} formData={{ ok: true }} readonly />);
    expect(screen.queryByText('提交')).toBeNull();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });
});
