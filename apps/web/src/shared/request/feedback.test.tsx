import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { App } from 'antd';
import { feedback, feedbackFrom, installFeedback, type Feedback } from './feedback';

const fake = () => ({ error: vi.fn<Feedback['error']>(), notifyError: vi.fn<Feedback['notifyError']>(), confirm: vi.fn<Feedback['confirm']>(async () => true) });

describe('feedback routing', () => {
  it('goes to the innermost installed implementation and falls back when it is removed', () => {
    const outer = fake();
    const inner = fake();
    const removeOuter = installFeedback(outer);
    const removeInner = installFeedback(inner);
    feedback.error('a');
    expect(inner.error).toHaveBeenCalledWith('a', undefined);
    expect(outer.error).not.toHaveBeenCalled();
    removeInner();
    feedback.error('b');
    expect(outer.error).toHaveBeenCalledWith('b', undefined);
    // removing twice, or out of order, leaves the others in place
    removeInner();
    const again = installFeedback(inner);
    removeOuter();
    feedback.error('c');
    expect(inner.error).toHaveBeenLastCalledWith('c', undefined);
    again();
  });
});

describe('persistent messages (codes 501, 901)', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows one at a time however often it is raised, with a close button; timed ones stack as usual', async () => {
    const ref: { fb?: Feedback } = {};
    function Probe() {
      const { message, notification, modal } = App.useApp();
      useEffect(() => {
        ref.fb = feedbackFrom({ message, notification, modal });
      }, [message, notification, modal]);
      return null;
    }
    render(
      <App>
        <Probe />
      </App>,
    );
    act(() => {
      ref.fb!.error('演示模式，无法进行写操作', 0);
      ref.fb!.error('演示模式，无法进行写操作', 0);
      ref.fb!.error('功能未实现', 0);
    });
    await waitFor(() => expect(screen.getAllByRole('button', { name: '关闭' })).toHaveLength(1));
    expect(screen.queryAllByText('演示模式，无法进行写操作')).toHaveLength(0);
    expect(screen.getByText('功能未实现')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    // jsdom runs no CSS transition: a closed notice stays in the DOM in its leave state
    const shown = () => document.querySelectorAll('.ant-message-notice:not(.ant-message-fade-leave)');
    await waitFor(() => expect(shown()).toHaveLength(0));

    act(() => {
      ref.fb!.error('超时', 5);
      ref.fb!.error('超时', 5);
    });
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect([...shown()].every((n) => n.textContent === '超时' && !n.querySelector('button'))).toBe(true);
  });
});
