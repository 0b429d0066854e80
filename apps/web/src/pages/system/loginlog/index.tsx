import { useState } from 'react';
import { Button } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import type { LoginLogVO } from '@gprs/contract';
import { Access } from '../../../shared/access';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { LoginThrottleDialog, THROTTLE_PERMISSIONS } from './login-throttle-dialog';

const config: CrudConfig<LoginLogVO> = {
  entity: '登录日志',
  queryKey: ['system', 'login-log'],
  api: { page: '/system/login-log/page', export: '/system/login-log/export' },
  permissions: { export: 'system:login-log:export' },
  search: [
    { name: 'username', label: '用户名称' },
    { name: 'userIp', label: '登录地址' },
    {
      name: 'status',
      label: '登录结果',
      type: 'select',
      options: [
        { label: '成功', value: true },
        { label: '失败', value: false },
      ],
    },
    { name: 'createTime', label: '登录日期', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '日志编号', width: 90 },
    { dataIndex: 'logType', title: '操作类型', type: 'dict', dict: 'system_login_type', width: 100 },
    { dataIndex: 'username', title: '用户名称', width: 140 },
    { dataIndex: 'userIp', title: '登录地址', width: 140 },
    { dataIndex: 'userAgent', title: '浏览器', ellipsis: true },
    { dataIndex: 'result', title: '登陆结果', type: 'dict', dict: 'system_login_result', width: 140 },
    { dataIndex: 'createTime', title: '登录日期', type: 'datetime', width: 180 },
  ],
  detail: {
    title: '登录日志详细',
    items: [
      { label: '日志编号', dataIndex: 'id' },
      { label: '链路追踪', dataIndex: 'traceId' },
      { label: '操作类型', dataIndex: 'logType', type: 'dict', dict: 'system_login_type' },
      { label: '用户名称', dataIndex: 'username' },
      { label: '用户编号', dataIndex: 'userId' },
      { label: '用户类型', dataIndex: 'userType', type: 'dict', dict: 'user_type' },
      { label: '登录地址', dataIndex: 'userIp' },
      { label: '浏览器', dataIndex: 'userAgent' },
      { label: '登陆结果', dataIndex: 'result', type: 'dict', dict: 'system_login_result' },
      { label: '登录日期', dataIndex: 'createTime', type: 'datetime' },
    ],
  },
  actionWidth: 100,
};

/** 登录日志 (menu component system/loginlog/index); 登录限制 lists and lifts the sign-in throttles. */
export default function LoginLogPage() {
  const [throttlesOpen, setThrottlesOpen] = useState(false);
  return (
    <>
      <CrudPage
        config={{
          ...config,
          toolbar: () => (
            <Access permission={THROTTLE_PERMISSIONS.query}>
              <Button icon={<SafetyOutlined />} onClick={() => setThrottlesOpen(true)}>
                登录限制
              </Button>
            </Access>
          ),
        }}
      />
      {throttlesOpen ? <LoginThrottleDialog onClose={() => setThrottlesOpen(false)} /> : null}
    </>
  );
}
