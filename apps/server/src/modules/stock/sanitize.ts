/** Moved to core (shared with 通知公告); kept so stock imports stay valid. */
export { sanitizeHtml } from '../../core/sanitize';
