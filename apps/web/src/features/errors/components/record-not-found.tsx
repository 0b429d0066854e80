import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/**
 * A page opened with an id that names no record (deleted, mistyped, an old link): says so — the spec's 404 message —
 * instead of waiting forever, and offers the way back to the list.
 */
export function RecordNotFound({ what, id, backTo, backText = '返回列表' }: { what: string; id: string | number | null | undefined; backTo: string; backText?: string }) {
  const navigate = useNavigate();
  const shown = id === null || id === undefined || id === '' || Number.isNaN(id) ? '' : `（编号 ${id}）`;
  return (
    <Result
      status="404"
      title="访问资源不存在"
      subTitle={`${what}${shown}不存在或已被删除`}
      extra={
        <Button type="primary" onClick={() => void navigate(backTo)}>
          {backText}
        </Button>
      }
      data-testid="record-not-found"
    />
  );
}
