import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { SocialUserResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { prettyJson } from './raw-info';

const avatar = (url: string, size: number) => <Avatar src={url || undefined} icon={<UserOutlined />} size={size} />;

/** 三方用户 (menu component system/social/user/index): third-party identities that signed in (read-only). */
export default function SocialUserPage() {
  const config: CrudConfig<SocialUserResp> = {
    entity: '社交用户',
    queryKey: ['system', 'social-user'],
    api: { page: '/system/social-user/page' },
    search: [
      { name: 'type', label: '社交平台', type: 'select', dict: 'system_social_type' },
      { name: 'nickname', label: '用户昵称' },
      { name: 'openid', label: '社交 openid' },
    ],
    columns: [
      { dataIndex: 'type', title: '社交平台', type: 'dict', dict: 'system_social_type', width: 120 },
      { dataIndex: 'openid', title: '社交 openid', width: 220, ellipsis: true },
      { dataIndex: 'nickname', title: '用户昵称', width: 140, ellipsis: true },
      { dataIndex: 'avatar', title: '用户头像', width: 90, render: (url: string) => avatar(url, 32) },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
      { dataIndex: 'updateTime', title: '更新时间', type: 'datetime', width: 180 },
    ],
    detail: {
      title: '社交用户详细',
      width: 760,
      permission: 'system:social-user:query',
      items: [
        { label: '社交平台', dataIndex: 'type', type: 'dict', dict: 'system_social_type' },
        { label: '用户昵称', dataIndex: 'nickname' },
        { label: '用户头像', dataIndex: 'avatar', render: (url: string) => avatar(url, 64) },
        { label: '社交 openid', dataIndex: 'openid' },
        { label: '原始 Userinfo', dataIndex: 'rawUserInfo', render: (text: string) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 320, overflow: 'auto' }}>{prettyJson(text)}</pre> },
        { label: '创建时间', dataIndex: 'createTime', type: 'datetime' },
        { label: '更新时间', dataIndex: 'updateTime', type: 'datetime' },
      ],
    },
    actionWidth: 100,
    scrollX: 1000,
  };
  return <CrudPage config={config} />;
}
