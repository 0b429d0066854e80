import type { useModalApi } from './use-panel-ui';

export const REMOVE_LISTENER = '确认移除该监听器吗？';
export const REMOVE_FIELD = '确认移除该字段吗？';
export const REMOVE_PROPERTY = '确认移除该属性吗？';
export const REMOVE_MESSAGE = '确认移除该消息吗？';
export const REMOVE_SIGNAL = '确认移除该信号吗？';

/** The removal confirmation: '提示' with 确 认 / 取 消; cancelling does nothing. */
export function confirmRemove(modal: ReturnType<typeof useModalApi>, content: string, onOk: () => void): void {
  modal.confirm({ title: '提示', content, okText: '确 认', cancelText: '取 消', onOk });
}
