import { App } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { CrudPage, type CrudConfig, type Row } from '../../../../shared/crud-kit';
import { request } from '../../../../shared/request';

/** OAuth 2.0 令牌管理 (menu component system/oauth2/token/index): live access tokens, 强退 revokes one. */
export default function OAuth2TokenPage() {
  const { message } = App.useApp();
  const config: CrudConfig<Row> = {
    entity: '令牌',
    queryKey: ['system', 'oauth2-token'],
    api: { page: '/system/oauth2-token/page' },
    search: [
      { name: 'userId', label: '用户编号', type: 'number' },
      { name: 'userType', label: '用户类型', type: 'select', dict: 'user_type' },
      { name: 'clientId', label: '客户端编号' },
    ],
    columns: [
      { dataIndex: 'accessToken', title: '访问令牌', width: 300, ellipsis: true },
      { dataIndex: 'refreshToken', title: '刷新令牌', width: 300, ellipsis: true },
      { dataIndex: 'userId', title: '用户编号', width: 90 },
      { dataIndex: 'userType', title: '用户类型', type: 'dict', dict: 'user_type', width: 90 },
      { dataIndex: 'clientId', title: '客户端编号', width: 110 },
      { dataIndex: 'expiresTime', title: '过期时间', type: 'datetime', width: 180 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    rowActions: [
      {
        key: 'revoke',
        label: '强退',
        icon: <LogoutOutlined />,
        danger: true,
        permission: 'system:oauth2-token:delete',
        onClick: async (row, ctx) => {
          if (!(await ctx.confirm('是否要强制退出用户'))) return;
          await request.delete('/system/oauth2-token/delete', { id: row.id });
          void message.success('强退成功');
          ctx.refresh();
        },
      },
    ],
    actionWidth: 100,
    scrollX: 1400,
  };
  return <CrudPage config={config} />;
}
