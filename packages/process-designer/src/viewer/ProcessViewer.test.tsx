import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { SAMPLE_DIAGRAM_XML } from '../model/sample-diagram';
import { ProcessViewer } from './ProcessViewer';

afterEach(() => cleanup());

const gfx = (id: string) => document.querySelector(`.djs-element[data-element-id="${id}"]`);

function hover(id: string) {
  const el = gfx(id)!;
  el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

describe('ProcessViewer', () => {
  const evil = '<img src=x onerror=alert(1)>';
  const props = {
    xml: SAMPLE_DIAGRAM_XML,
    activityData: [
      { key: 'start', startTime: 1, endTime: 2 },
      { key: 'approve', taskId: 't1', startTime: 2, endTime: 3 },
      { key: 'decide', startTime: 3, endTime: 3 },
      { key: 'notify', startTime: 4 },
    ],
    taskData: [{ id: 't1', result: 3, reason: evil, assigneeUser: { nickname: '王五', deptName: '人事部' } }],
    processInstanceData: { result: 3, startUser: { nickname: '赵六', deptName: '市场部' }, createTime: 1 },
  };

  test('read-only canvas with the highlight markers of the data', async () => {
    render(
      <div style={{ width: 1000, height: 600 }}>
        <ProcessViewer {...props} />
      </div>,
    );
    await waitFor(() => expect(gfx('approve')?.classList.contains('highlight-reject')).toBe(true));
    expect(gfx('start')?.classList.contains('highlight')).toBe(true);
    expect(gfx('decide')?.classList.contains('highlight')).toBe(true);
    expect(gfx('notify')?.classList.contains('highlight-todo')).toBe(true);
    expect(gfx('end')?.classList.contains('highlight-reject')).toBe(true);
    expect(document.querySelector('.djs-palette')).toBeNull();
    expect(document.querySelector('.bjs-powered-by')).not.toBeNull();
  });

  test('hover overlays show the assignee and an escaped reason, the start user on the start event', async () => {
    render(
      <div style={{ width: 1000, height: 600 }}>
        <ProcessViewer {...props} />
      </div>,
    );
    await waitFor(() => expect(gfx('approve')).not.toBeNull());
    hover('approve');
    const overlay = await waitFor(() => {
      const found = document.querySelector('.gprs-process-viewer__overlay');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(overlay.textContent).toContain('审批人：王五');
    expect(overlay.textContent).toContain('结果：不通过');
    expect(overlay.textContent).toContain(`审批建议：${evil}`);
    expect(overlay.querySelector('img')).toBeNull();
    gfx('approve')!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    hover('start');
    await waitFor(() =>
      expect(document.querySelector('.gprs-process-viewer__overlay')?.textContent).toContain('发起人：赵六'),
    );
  });
});
