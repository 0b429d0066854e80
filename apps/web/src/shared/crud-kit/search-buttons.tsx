import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';

/** The 搜索 (submits the search form) and 重置 buttons at the end of a list page's search form. */
export function SearchButtons({ onReset }: { onReset: () => void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
        <Button icon={<ReloadOutlined />} onClick={onReset}>
          重置
        </Button>
      </Space>
    </Form.Item>
  );
}
