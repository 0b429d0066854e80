import { useCallback } from 'react';
import { App } from 'antd';
import { logout } from './session';

/** Asks '确定注销并退出系统吗？' (titled '提示'); OK logs out and reloads on `to`, Cancel does nothing. */
export function useLogoutConfirm(to = '/index'): () => void {
  const { modal } = App.useApp();
  return useCallback(() => {
    modal.confirm({
      title: '提示',
      content: '确定注销并退出系统吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => logout(to),
    });
  }, [modal, to]);
}
