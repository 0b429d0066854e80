import { Button, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';

/** 上移 / 下移 of a row in an ordered list (watchlist stocks, groups): `onMove(from, to)`; the ends are disabled. */
export function MoveButtons({ index, count, onMove }: { index: number; count: number; onMove: (from: number, to: number) => void }) {
  return (
    <>
      <Tooltip title="上移">
        <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label="上移" onClick={() => onMove(index, index - 1)} />
      </Tooltip>
      <Tooltip title="下移">
        <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} aria-label="下移" onClick={() => onMove(index, index + 1)} />
      </Tooltip>
    </>
  );
}
