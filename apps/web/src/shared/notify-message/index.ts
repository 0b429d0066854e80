export * from './api';
export { NotifyMessageDetail } from './notify-message-detail';
