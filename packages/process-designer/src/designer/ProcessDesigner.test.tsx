import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type Modeler from 'bpmn-js/lib/Modeler';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DiagramElement, ElementRegistryService } from '../model/bpmn-types';
import { SAMPLE_DIAGRAM_XML } from '../model/sample-diagram';
import { ProcessDesigner, type ProcessDesignerProps } from './ProcessDesigner';

afterEach(() => cleanup());

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
    act(() => {
      canvas.zoom(0.2);
    });
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
    fireEvent.mouseEnter(screen.getByRole('button', { name: /预览/ }));
    fireEvent.click(await screen.findByText('预览JSON'));
    await screen.findByText('预览 JSON');
    await waitFor(() => expect(document.querySelector('.cm-content')?.textContent).toContain('"bpmn2:definitions"'));
    expect(document.querySelector('.cm-content')?.getAttribute('contenteditable')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '重新绘制' }));
    await waitFor(() => expect(registry(modeler()).get('approve')).toBeUndefined());
    expect(rootBo(modeler()).id).toMatch(/^Process_\d+$/);
  });

  test('toolbar menus open on click or ↓, move with the arrow keys and close on Escape, a click or focus elsewhere, or a choice', async () => {
    await renderDesigner({ xml: SAMPLE_DIAGRAM_XML });
    const download = screen.getByRole('button', { name: '下载文件' });
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
