import { Button, Result } from 'antd';

/** What the root error boundary shows (its own chunk: antd's Result carries large illustrations). */
export default function RouteErrorView({ text }: { text: string }) {
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
