import { useCallback } from 'react';
import { App } from 'antd';

/** Generic confirmation of spec section 8: titled '系统提示' with '确定' / '取消'; resolves true on OK. */
export function useConfirm(): (content: string) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    (content: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: '系统提示',
          content,
          okText: '确定',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
