import { useState } from 'react';
import { Button, Empty, Input, Popover, Tooltip } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { MENU_ICON_NAMES, searchIconNames } from './icon-map';
import { MenuIcon } from './menu-icon';

/**
 * 菜单图标 picker: an input showing the chosen icon and its name; a click opens a popover with a search box and a grid of
 * the known icons. The value is the icon name string ('ep:user'); the clear button empties it.
 */
export function IconPicker({ value, onChange, id, placeholder = '点击选择图标' }: { value?: string; onChange?(v: string): void; id?: string; placeholder?: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const names = searchIconNames(text, MENU_ICON_NAMES);
  const content = (
    <div style={{ width: 420 }} data-testid="icon-picker-panel">
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        placeholder="搜索图标"
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {names.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的图标" />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 4, maxHeight: 260, overflowY: 'auto' }}>
          {names.map((name) => (
            <Tooltip key={name} title={name} mouseEnterDelay={0.4}>
              <Button
                aria-label={name}
                data-icon={name}
                type={name === value ? 'primary' : 'text'}
                icon={<MenuIcon name={name} style={{ fontSize: 18 }} />}
                style={{ width: '100%', height: 40 }}
                onClick={() => {
                  onChange?.(name);
                  setOpen(false);
                }}
              />
            </Tooltip>
          ))}
        </div>
      )}
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft" destroyOnHidden>
      <Input
        id={id}
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        style={{ cursor: 'pointer' }}
        prefix={value ? <MenuIcon name={value} /> : <SearchOutlined />}
        suffix={
          value ? (
            <CloseCircleFilled
              aria-label="清除图标"
              style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
              onClick={(e) => {
                e.stopPropagation();
                onChange?.('');
              }}
            />
          ) : (
            <span />
          )
        }
      />
    </Popover>
  );
}
