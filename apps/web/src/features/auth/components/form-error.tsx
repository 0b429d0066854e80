import { Alert } from 'antd';

/** The server's message after a failed submit. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const text = error instanceof Error && error.message ? error.message : '请求失败，请稍后重试';
  return <Alert type="error" showIcon title={text} style={{ marginBottom: 16 }} role="alert" />;
}
