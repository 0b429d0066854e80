import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type Modeler from 'bpmn-js/lib/Modeler';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DiagramElement, ElementRegistryService } from '../model/bpmn-types';
import { SAMPLE_DIAGRAM_XML } from '../model/sample-diagram';
import { TIMER_DIAGRAM_XML } from '../testing/timer-diagram';
import { ProcessDesigner, type ProcessDesignerProps } from './ProcessDesigner';

// findBy / waitFor give up after this long: a ceiling for a loaded machine (file reads, imports), not a pace
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const otherTools = import.meta.glob<string>('../testing/fixtures/other-tools/*.bpmn', { query: '?raw', import: 'default', eager: true });
const GENMYMODEL = otherTools['../testing/fixtures/other-tools/genmymodel-prefixed-di.bpmn'];
const UNDECLARED_PREFIX = otherTools['../testing/fixtures/other-tools/undeclared-prefix.bpmn'];
const NOTHING_DRAWN = otherTools['../testing/fixtures/other-tools/nothing-drawn.bpmn'];

async function renderDesigner(props: Partial<ProcessDesignerProps> = {}) {
  let modeler: Modeler | null = null;
  const view = render(
    <div style={{ width: 1400, height: 800 }}>
      <ProcessDesigner {...props} onModelerChange={(m) => (modeler = m)} />
    </div>,
  );
  await waitFor(() => expect(modeler).not.toBeNull());
  // wait for the first import
  await waitFor(() => expect(document.querySelector('.djs-element.djs-shape')).not.toBeNull());
  return { view, modeler: () => modeler as unknown as Modeler };
}

/** 取 消 on the dialog showing `text`; a click while it is still opening can be lost, so click until it has gone. */
async function cancelDialog(text: RegExp) {
  await waitFor(
    () => {
      const cancel = screen.queryByRole('button', { name: '取 消' });
      if (cancel) fireEvent.click(cancel);
      expect(screen.queryByText(text)).toBeNull();
    },
    { timeout: 5000, interval: 200 },
  );
}

const registry = (m: Modeler) => m.get<ElementRegistryService>('elementRegistry');
const rootBo = (m: Modeler) => m.get<{ getRootElement: () => DiagramElement }>('canvas').getRootElement().businessObject;

describe('ProcessDesigner', () => {
  test('new model: time-stamped process, Chinese palette, watermark visible', async () => {
    const { modeler } = await renderDesigner();
    expect(rootBo(modeler()).id).toMatch(/^Process_\d+$/);
    expect(rootBo(modeler()).name).toMatch(/^业务流程_\d+$/);
    const titles = [...document.querySelectorAll('.djs-palette .entry')].map((e) => e.getAttribute('aria-label'));
    expect(titles).toContain('创建开始事件');
    const watermark = document.querySelector('.bjs-powered-by') as HTMLElement;
    expect(watermark).not.toBeNull();
    expect(getComputedStyle(watermark).display).not.toBe('none');
  });

  test('the host model key and name reach the new process 1 s after creation', async () => {
    const { modeler } = await renderDesigner({ processKey: 'leave_apply', processName: '请假申请' });
    expect(rootBo(modeler()).id).toMatch(/^Process_/);
    await waitFor(() => expect(rootBo(modeler()).id).toBe('leave_apply'), { timeout: 2500 });
    expect(rootBo(modeler()).name).toBe('请假申请');
  });

  test('save calls onSave with the XML of the chosen prefix; failure shows the spec message', async () => {
    const onSave = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML, prefix: 'flowable', onSave });
    const task = registry(modeler()).get('approve')!;
    act(() => {
      modeler().get<{ updateProperties: (e: DiagramElement, p: object) => void }>('modeling').updateProperties(task, {
        'flowable:assignee': 'u1',
      });
    });
    fireEvent.click(screen.getByRole('button', { name: /保存模型/ }));
    // export, the host's rejection, then the message: give a loaded machine time
    await screen.findByText('保存模型失败，请重试！');
    fireEvent.click(screen.getByRole('button', { name: /保存模型/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    const xml = onSave.mock.calls[1][0] as string;
    expect(xml).toContain('xmlns:flowable="http://flowable.org/bpmn"');
    expect(xml).toContain('flowable:assignee="u1"');
  });

  test('simulation on disables saving', async () => {
    await renderDesigner({ xml: SAMPLE_DIAGRAM_XML, onSave: () => undefined });
    fireEvent.click(screen.getByRole('button', { name: /开启模拟/ }));
    await waitFor(() => expect((screen.getByRole('button', { name: /保存模型/ }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /退出模拟/ }));
    await waitFor(() => expect((screen.getByRole('button', { name: /保存模型/ }) as HTMLButtonElement).disabled).toBe(false));
  });

  test('zoom steps by 0.1 and raises an error outside 0.2–4', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const canvas = modeler().get<{ zoom: (v?: number) => number }>('canvas');
    act(() => {
      canvas.zoom(1);
    });
    fireEvent.click(screen.getByRole('button', { name: '放大视图' }));
    await waitFor(() => expect(canvas.zoom()).toBeCloseTo(1.1));
    act(() => {
      canvas.zoom(4);
    });
    fireEvent.click(screen.getByRole('button', { name: '放大视图' }));
    await screen.findByText('缩放比例不能大于 4');
    // from 25 % one step out stops at the 0.2 floor; the next one is refused
    act(() => {
      canvas.zoom(0.25);
    });
    fireEvent.click(screen.getByRole('button', { name: '缩小视图' }));
    await waitFor(() => expect(canvas.zoom()).toBeCloseTo(0.2));
    expect(screen.queryByText('缩放比例不能小于 0.2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '缩小视图' }));
    await screen.findByText('缩放比例不能小于 0.2');
  });

  test('toolbar icon buttons show their tooltip on hover and on focus', async () => {
    await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    fireEvent.pointerOver(screen.getByRole('button', { name: '向左对齐' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('向左对齐');
    fireEvent.focus(screen.getByRole('button', { name: '重新绘制' }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('重新绘制'));
  });

  test('align needs several selected elements and asks for confirmation', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    fireEvent.click(screen.getByRole('button', { name: '向左对齐' }));
    await screen.findByText('请按住 Ctrl 键选择多个元素对齐');
    const selection = modeler().get<{ select: (e: DiagramElement[]) => void }>('selection');
    act(() => selection.select([registry(modeler()).get('script')!, registry(modeler()).get('receive')!]));
    fireEvent.click(screen.getByRole('button', { name: '向左对齐' }));
    await screen.findByText('自动对齐可能造成图形变形，是否继续？');
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    await waitFor(() => expect((registry(modeler()).get('receive') as unknown as { x: number }).x).toBe(500));
  });

  test('Ctrl+click adds a shape to the selection and takes it out again (the align warning says to hold Ctrl)', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const bus = modeler().get<{ fire: (type: string, event: object) => void }>('eventBus');
    const selection = modeler().get<{ get: () => DiagramElement[] }>('selection');
    const click = (id: string, ctrlKey: boolean) =>
      act(() => bus.fire('element.click', { element: registry(modeler()).get(id), originalEvent: new MouseEvent('click', { button: 0, ctrlKey }) }));
    click('script', false);
    click('receive', true);
    expect(selection.get().map((e) => e.id)).toEqual(['script', 'receive']);
    fireEvent.click(screen.getByRole('button', { name: '向左对齐' }));
    await screen.findByText('自动对齐可能造成图形变形，是否继续？');
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    click('script', true);
    expect(selection.get().map((e) => e.id)).toEqual(['receive']);
    click('script', false);
    expect(selection.get().map((e) => e.id)).toEqual(['script']);
  });

  test('open file: other extensions refused; an unparsable file leaves the diagram untouched', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt')] } });
    await screen.findByText('只能打开 .xml 或 .bpmn 文件');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.change(input, { target: { files: [new File(['<not-bpmn'], 'broken.bpmn')] } });
    await waitFor(() => expect(error).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 200));
    expect(registry(modeler()).get('approve')).toBeDefined();
    error.mockRestore();
  });

  test('the panel opens on 常规 and returns to it when another element is selected', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    await screen.findByRole('textbox', { name: '流程标识' });
    const selection = modeler().get<{ select: (e: DiagramElement) => void }>('selection');
    act(() => selection.select(registry(modeler()).get('approve')!));
    await screen.findByRole('textbox', { name: '编号' });
    fireEvent.click(screen.getByText('扩展属性'));
    await screen.findByRole('button', { name: '添加属性' });
    act(() => selection.select(registry(modeler()).get('script')!));
    await waitFor(() => expect((screen.getByRole('textbox', { name: '编号' }) as HTMLInputElement).value).toBe('script'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '添加属性' })).toBeNull());
    expect(within(screen.getByTestId('property-panel')).getByRole('button', { expanded: true }).textContent).toBe('常规');
  });

  test('a service task chooses a built-in delegate from the host list and fills its fields', async () => {
    const delegates = [{ name: 'bpmNotify', label: '发送站内信', fields: [{ name: 'templateCode', label: '站内信模板编码', required: true }] }];
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML, delegates });
    await screen.findByRole('textbox', { name: '流程标识' });
    const selection = modeler().get<{ select: (e: DiagramElement) => void }>('selection');
    act(() => selection.select(registry(modeler()).get('notify')!));
    await screen.findByRole('textbox', { name: '编号' });
    fireEvent.click(screen.getByText('任务'));
    const select = await screen.findByRole('combobox', { name: '内置委托' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('发送站内信', { selector: '.ant-select-item-option-content' }));
    const field = await screen.findByRole('textbox', { name: '站内信模板编码' });
    fireEvent.change(field, { target: { value: 'bpm_paid' } });
    fireEvent.blur(field);
    const { xml } = await modeler().saveXML({ format: false });
    expect(xml).toContain('camunda:delegateExpression="${bpmNotify}"');
    expect(xml).toContain('<camunda:field name="templateCode" stringValue="bpm_paid" />');
  });

  test('a timer event shows its 定时器: the kind and the value are written into the timer', async () => {
    const { modeler } = await renderDesigner({ xml: TIMER_DIAGRAM_XML });
    await screen.findByRole('textbox', { name: '流程标识' });
    const selection = modeler().get<{ select: (e: DiagramElement) => void }>('selection');
    act(() => selection.select(registry(modeler()).get('late')!));
    await screen.findByRole('textbox', { name: '编号' });
    fireEvent.click(screen.getByText('定时器'));
    const value = await screen.findByRole('textbox', { name: '定时值' });
    expect(screen.getByText(/开始计时后过这么久触发一次/)).toBeTruthy();
    fireEvent.change(value, { target: { value: 'PT2H' } });
    fireEvent.blur(value);
    await waitFor(async () => expect((await modeler().saveXML({ format: false })).xml).toMatch(/<bpmn2:timeDuration[^>]*>PT2H<\/bpmn2:timeDuration>/));
    // a task has no 定时器 section
    act(() => selection.select(registry(modeler()).get('check')!));
    await waitFor(() => expect(screen.queryByText('定时器')).toBeNull());
  });

  test('key is disabled when the model has an id; blur on an empty key shows 流程标识不能为空', async () => {
    await renderDesigner({ xml: SAMPLE_DIAGRAM_XML, modelId: 7 });
    expect(((await screen.findByRole('textbox', { name: '流程标识' })) as HTMLInputElement).disabled).toBe(true);
    cleanup();
    await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const key = await screen.findByRole('textbox', { name: '流程标识' });
    fireEvent.change(key, { target: { value: '' } });
    fireEvent.blur(key);
    await screen.findByText('流程标识不能为空');
    expect(key.getAttribute('aria-invalid')).toBe('true');
  });

  test('a text box writes on Enter, but not on the Enter that ends an IME composition', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const name = await screen.findByRole('textbox', { name: '流程名称' });
    fireEvent.change(name, { target: { value: '请假' } });
    fireEvent.keyDown(name, { key: 'Enter', isComposing: true });
    expect(rootBo(modeler()).name).not.toBe('请假');
    fireEvent.keyDown(name, { key: 'Enter' });
    await waitFor(() => expect(rootBo(modeler()).name).toBe('请假'));
    expect(modeler().get<{ canUndo: () => boolean }>('commandStack').canUndo()).toBe(true);
  });

  test('removing a property asks 确认移除该属性吗？ and cancelling keeps it', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    fireEvent.click(await screen.findByText('扩展属性'));
    fireEvent.click(await screen.findByRole('button', { name: '添加属性' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '属性名' }), { target: { value: 'k' } });
    fireEvent.change(screen.getByRole('textbox', { name: '属性值' }), { target: { value: 'v' } });
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    await screen.findByText('k');
    fireEvent.click(screen.getByRole('button', { name: '移除' }));
    await screen.findByText('确认移除该属性吗？');
    expect(screen.getAllByText('提示').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '取 消' }).at(-1)!);
    const xml = (await modeler().saveXML()).xml ?? '';
    expect(xml).toContain('name="k" value="v"');
  });

  test('listener drawer validates, saves through modeling and one undo removes it', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const selection = modeler().get<{ select: (e: DiagramElement) => void }>('selection');
    act(() => selection.select(registry(modeler()).get('approve')!));
    fireEvent.click(await screen.findByText('执行监听器'));
    fireEvent.click(await screen.findByRole('button', { name: '添加监听器' }));
    const drawer = (await screen.findByText('注入字段：')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    await within(drawer).findByText('请填写Java类');
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Java类' }), { target: { value: 'com.example.L' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    await waitFor(async () =>
      expect((await modeler().saveXML()).xml).toContain('<camunda:executionListener class="com.example.L" event="start" />'),
    );
    modeler().get<{ undo: () => void }>('commandStack').undo();
    expect((await modeler().saveXML()).xml).not.toContain('executionListener');
  });

  test('a duplicate message id shows the spec error and keeps the dialog open', async () => {
    await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    fireEvent.click(await screen.findByText('消息与信号'));
    fireEvent.click(await screen.findByRole('button', { name: '创建新消息' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '消息ID' }), { target: { value: 'Message_1' } });
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    await screen.findByText('该消息已存在，请修改id后重新保存');
    expect(screen.getByRole('textbox', { name: '消息ID' })).toBeTruthy();
  });

  test('a message is edited in the same dialog and removed after 确认移除该消息吗？', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    fireEvent.click(await screen.findByText('消息与信号'));
    fireEvent.click((await screen.findAllByRole('button', { name: '编辑' }))[0]);
    await screen.findByText('编辑消息');
    const name = screen.getByRole('textbox', { name: '消息名称' }) as HTMLInputElement;
    expect(name.value).toBe('付款通知');
    fireEvent.change(name, { target: { value: '已付款' } });
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    await screen.findByText('已付款');
    expect((await modeler().saveXML()).xml).toContain('<bpmn2:message id="Message_1" name="已付款" />');
    fireEvent.click(screen.getByRole('button', { name: '移除' }));
    await screen.findByText('确认移除该消息吗？');
    fireEvent.click(screen.getAllByRole('button', { name: '确 认' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('已付款')).toBeNull());
    expect((await modeler().saveXML()).xml).not.toContain('Message_1');
    act(() => modeler().get<{ undo: () => void }>('commandStack').undo());
    await screen.findByText('已付款');
  });

  test('selecting elements with the panel open never changes the XML', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const before = (await modeler().saveXML()).xml;
    const selection = modeler().get<{ select: (e: DiagramElement) => void }>('selection');
    for (const id of ['approve', 'f3', 'script', 'receive', 'start', 'decide']) {
      act(() => selection.select(registry(modeler()).get(id)!));
      await screen.findByRole('textbox', { name: '编号' });
    }
    expect((await modeler().saveXML()).xml).toBe(before);
    expect(modeler().get<{ canUndo: () => boolean }>('commandStack').canUndo()).toBe(false);
  });

  test('preview shows the model as JSON in a read-only code view; redraw starts a new diagram', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    fireEvent.click(screen.getByRole('button', { name: /预览/ }));
    fireEvent.click(await screen.findByText('预览JSON'));
    await screen.findByText('预览 JSON');
    await waitFor(() => expect(document.querySelector('.cm-content')?.textContent).toContain('"bpmn2:definitions"'));
    expect(document.querySelector('.cm-content')?.getAttribute('contenteditable')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '重新绘制' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 认' }));
    await waitFor(() => expect(registry(modeler()).get('approve')).toBeUndefined());
    // no host model: a time-stamped process as for a new diagram
    expect(rootBo(modeler()).id).toMatch(/^Process_\d+$/);
  });

  test('重新绘制 asks first, keeps the model key, and 撤销 / Ctrl+Z / 恢复 step over it', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML, processKey: 'leave_apply', processName: '请假申请', modelId: 7, onSave });
    const undo = screen.getByRole('button', { name: '撤销' }) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: '恢复' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '重新绘制' }));
    await screen.findByText('确认重新绘制流程图吗？当前流程图将被清空，可通过撤销恢复。');
    await cancelDialog(/确认重新绘制流程图吗/);
    expect(registry(modeler()).get('approve')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '重新绘制' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 认' }));
    await waitFor(() => expect(registry(modeler()).get('approve')).toBeUndefined());
    expect(rootBo(modeler()).id).toBe('leave_apply');
    expect(rootBo(modeler()).name).toBe('请假申请');
    // the key box shows the key (disabled, the model has an id) and the model can be saved
    await waitFor(() => expect((screen.getByRole('textbox', { name: '流程标识' }) as HTMLInputElement).value).toBe('leave_apply'));
    await waitFor(() => expect(undo.disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /保存模型/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toContain('<bpmn2:process id="leave_apply" name="请假申请"');

    fireEvent.click(undo);
    await waitFor(() => expect(registry(modeler()).get('approve')).toBeDefined());
    expect(rootBo(modeler()).id).toBe('leave');
    await waitFor(() => expect(redo.disabled).toBe(false));
    fireEvent.click(redo);
    await waitFor(() => expect(registry(modeler()).get('approve')).toBeUndefined());
    expect(rootBo(modeler()).id).toBe('leave_apply');

    // Ctrl+Z on the canvas does the same as the button
    const svg = document.querySelector('.djs-container svg') as SVGElement;
    fireEvent.keyDown(svg, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(registry(modeler()).get('approve')).toBeDefined());
  });

  test('opening a file whose process id differs from the model key offers the key; yes renames it, undoably', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML, processKey: 'leave_apply', modelId: 7 });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([GENMYMODEL], 'genmymodel.bpmn')] } });
    await screen.findByText(/与模型标识「leave_apply」不一致/);
    expect(rootBo(modeler()).id).toBe('_gmm_process');
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    await waitFor(() => expect(rootBo(modeler()).id).toBe('leave_apply'));
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(rootBo(modeler()).id).toBe('_gmm_process'));
    // one more undo: the diagram before the file was opened
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(registry(modeler()).get('approve')).toBeDefined());

    // 取 消 keeps the file's id
    fireEvent.change(input, { target: { files: [new File([GENMYMODEL], 'genmymodel.bpmn')] } });
    await screen.findByText(/与模型标识「leave_apply」不一致/);
    await cancelDialog(/与模型标识/);
    expect(rootBo(modeler()).id).toBe('_gmm_process');
  });

  test('import warnings are shown with their count and a list; a file that draws nothing says so', async () => {
    await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    expect(screen.queryByRole('status', { name: '导入警告' })).toBeNull();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fireEvent.change(input, { target: { files: [new File([UNDECLARED_PREFIX], 'signavio.bpmn')] } });
    const report = await screen.findByRole('status', { name: '导入警告' });
    expect(report.textContent).toContain('导入时有 1 条警告');
    fireEvent.click(within(report).getByRole('button', { name: '查看详情' }));
    await within(report).findByText('<task> 使用了未声明的命名空间前缀 ns0，相关内容已忽略');
    fireEvent.click(within(report).getByRole('button', { name: '关闭导入警告' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: '导入警告' })).toBeNull());

    fireEvent.change(input, { target: { files: [new File([NOTHING_DRAWN], 'nothing.bpmn')] } });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('文件已导入，但没有可显示的图形');
    expect(notice.textContent).toContain('5 个流程元素');
    expect((await screen.findByRole('status', { name: '导入警告' })).textContent).toContain('导入时有 6 条警告');

    // GenMyModel's prefixed references draw without warnings
    fireEvent.change(input, { target: { files: [new File([GENMYMODEL], 'genmymodel.bpmn')] } });
    await waitFor(() => expect(document.querySelector('[data-element-id="_gmm_task"]')).not.toBeNull());
    // the shapes are drawn before the import's result reaches the designer's state: the notices clear just after
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByRole('status', { name: '导入警告' })).toBeNull();
    warn.mockRestore();
  });

  test('an export that fails shows its reason on download, preview and save', async () => {
    const onSave = vi.fn();
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML, onSave });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(modeler(), 'saveXML').mockRejectedValue(new Error('no namespace uri given for prefix <ns0>'));
    fireEvent.click(screen.getByRole('button', { name: '下载文件' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '下载为BPMN文件' }));
    await screen.findByText('导出失败：命名空间前缀 ns0 没有声明');
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '预览XML' }));
    await waitFor(() => expect(screen.getAllByText('导出失败：命名空间前缀 ns0 没有声明').length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: /保存模型/ }));
    await waitFor(() => expect(screen.getAllByText('导出失败：命名空间前缀 ns0 没有声明').length).toBeGreaterThan(2));
    expect(onSave).not.toHaveBeenCalled();
    error.mockRestore();
  });

  test('a date error clears when a valid value is typed back; candidate lists use the full width', async () => {
    const { modeler } = await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const selection = modeler().get<{ select: (e: DiagramElement) => void }>('selection');
    act(() => selection.select(registry(modeler()).get('approve')!));
    fireEvent.click(await screen.findByText('任务'));
    for (const label of ['到期时间', '跟踪时间']) {
      const box = (await screen.findByRole('textbox', { name: label })) as HTMLInputElement;
      const before = box.value;
      fireEvent.change(box, { target: { value: 'next friday' } });
      fireEvent.blur(box);
      await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText('请输入表达式或 ISO 日期')).toBeTruthy();
      // the model's own value typed back
      fireEvent.change(box, { target: { value: before } });
      await waitFor(() => expect(box.getAttribute('aria-invalid')).toBeNull());
      fireEvent.blur(box);
      expect(screen.queryByText('请输入表达式或 ISO 日期')).toBeNull();
      fireEvent.change(box, { target: { value: 'bad' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
      fireEvent.change(box, { target: { value: 'P3D' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(box.getAttribute('aria-invalid')).toBeNull());
    }
    const field = screen.getByText('到期时间').closest('.gprs-panel-field') as HTMLElement;
    const fieldWidth = field.getBoundingClientRect().width;
    for (const label of ['候选用户', '候选分组']) {
      const select = screen.getByText(label).closest('.gprs-panel-field')!.querySelector('.ant-select') as HTMLElement;
      expect(select.getBoundingClientRect().width).toBeCloseTo(fieldWidth, 0);
    }
  });

  test('toolbar menus toggle on click (hover does nothing), move with the arrow keys and close on Escape, a click or focus elsewhere, or a choice', async () => {
    await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const download = screen.getByRole('button', { name: '下载文件' });
    expect(download.getAttribute('aria-expanded')).toBe('false');
    // hovering opens nothing, so the click that follows opens the menu (it used to close it)
    fireEvent.mouseEnter(download.parentElement!);
    fireEvent.pointerOver(download);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(download);
    await screen.findByRole('menu', { name: '下载文件' });
    fireEvent.click(download);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(download.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(download);
    const menu = await screen.findByRole('menu', { name: '下载文件' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '下载为XML文件',
      '下载为SVG文件',
      '下载为BPMN文件',
    ]);
    fireEvent.keyDown(download, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(download);

    fireEvent.keyDown(download, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('下载为XML文件'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('下载为BPMN文件');
    // a click elsewhere closes it
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // so does focus moving on (Tab)
    fireEvent.keyDown(download, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('下载为XML文件'));
    fireEvent.blur(document.activeElement!, { relatedTarget: screen.getByRole('button', { name: '开启模拟' }) });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const preview = screen.getByRole('button', { name: '预览' });
    fireEvent.click(preview);
    fireEvent.click(within(await screen.findByRole('menu', { name: '预览' })).getByRole('menuitem', { name: '预览XML' }));
    await screen.findByText('预览 XML');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  test('an unreadable initial XML is logged and a new diagram is offered instead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { modeler } = await renderDesigner({ xml: '<definitions' });
    expect(error).toHaveBeenCalled();
    expect(rootBo(modeler()).id).toMatch(/^Process_\d+$/);
    error.mockRestore();
  });
});
