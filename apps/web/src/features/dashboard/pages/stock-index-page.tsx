import { Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router';
import { firstLeafPaths, usePermissionStore } from '../../../shared/stores/permission-store';
import { useUserStore } from '../../../shared/stores/user-store';

/** /stockIndex: the admin home — a greeting and the first pages of the user's menus. */
export default function StockIndexPage() {
  const user = useUserStore((s) => s.user);
  const sidebar = usePermissionStore((s) => s.sidebar);
  const pages = firstLeafPaths(sidebar, 12);
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        您好，{user?.nickname}
      </Typography.Title>
      <Typography.Paragraph type="secondary">欢迎使用股票热搜管理后台。</Typography.Paragraph>
      {pages.length > 0 ? (
        <List
          header="常用功能"
          bordered
          dataSource={pages}
          renderItem={(item) => (
            <List.Item>
              <Link to={item.path}>{item.title}</Link>
            </List.Item>
          )}
        />
      ) : (
        <Empty description="您的账号暂无可用的管理菜单" />
      )}
    </Card>
  );
}
