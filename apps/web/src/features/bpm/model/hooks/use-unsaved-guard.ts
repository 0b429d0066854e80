import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { LEAVE_CONFIRM, mustConfirmLeave } from '../model-rules';

/** While `dirty`: leaving for another route asks first, and closing or reloading the tab gets the browser's prompt. */
export function useUnsavedGuard(dirty: boolean): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    mustConfirmLeave(dirty, currentLocation.pathname, nextLocation.pathname),
  );

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: '系统提示',
      content: LEAVE_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
