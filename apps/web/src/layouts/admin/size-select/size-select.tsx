import { App, Button, Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useAppStore, type UiSize } from '../../../shared/stores/app-store';

export const SIZE_OPTIONS: { value: UiSize; label: string }[] = [
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '小型' },
  { value: 'mini', label: '迷你' },
];

/** Size selector: default, medium, small, mini (mapped onto antd sizes by the providers), stored; default medium. */
export function SizeSelect() {
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZE_OPTIONS.map((o) => ({ key: o.value, label: o.label, disabled: o.value === size })),
        onClick: ({ key }) => {
          setSize(key as UiSize);
          void message.success('Switch Size Success');
        },
      }}
    >
      <Button type="text" aria-label="布局大小" icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
