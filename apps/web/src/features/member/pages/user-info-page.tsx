import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, List, Popconfirm, Radio, Row, Space, Switch, Tabs, Tag, Upload } from 'antd';
import { CrownOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductBenefitType, type HistoryVO, type ProfileVO } from '@gprs/contract';
import { request } from '../../../shared/request';
import { QueryState, memberApi, memberKeys } from '../../../shared/market';
import { useUserStore } from '../../../shared/stores/user-store';
import { DEFAULT_AVATAR } from '../../../shared/config';
import { formatDate } from '../../../shared/utils/date';
import { DictTag } from '../../../shared/dict';

const profileApi = {
  get: () => request.get<ProfileVO>('/system/user/profile/get'),
  update: (v: { nickname: string; email?: string; mobile?: string; sex?: number }) => request.put<boolean>('/system/user/profile/update', v),
  password: (v: { oldPassword: string; newPassword: string }) => request.put<boolean>('/system/user/profile/update-password', v),
  avatar: (file: File) => {
    const data = new FormData();
    data.append('avatarFile', file);
    return request.post<string>('/system/user/profile/update-avatar', data, { headers: { 'Content-Type': 'multipart/form-data' } });
  },
};

function patchUser(patch: { nickname?: string; avatar?: string }) {
  useUserStore.setState((s) => (s.user ? { user: { ...s.user, ...patch } } : {}));
}

function ProfileForm({ p }: { p: ProfileVO }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: profileApi.update,
    onSuccess: (_r, v) => {
      void message.success('资料已更新');
      patchUser({ nickname: v.nickname });
      void qc.invalidateQueries({ queryKey: memberKeys.profile });
    },
  });
  return (
    <Form layout="vertical" initialValues={{ nickname: p.nickname, email: p.email, mobile: p.mobile, sex: p.sex }} onFinish={(v) => save.mutate(v)} style={{ maxWidth: 420 }}>
      <Form.Item name="nickname" label="昵称" rules={[{ required: true, whitespace: true, message: '用户昵称不能为空' }, { max: 30 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={[{ pattern: /^1[3-9]\d{9}$/, message: '手机号格式不正确' }]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }, { max: 50 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="sex" label="性别">
        <Radio.Group>
          <Radio value={1}>男</Radio>
          <Radio value={2}>女</Radio>
          <Radio value={0}>未知</Radio>
        </Radio.Group>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useMutation({
    mutationFn: profileApi.password,
    onSuccess: () => {
      void message.success('密码已修改');
      form.resetFields();
    },
  });
  return (
    <Form form={form} layout="vertical" onFinish={(v: { oldPassword: string; newPassword: string }) => save.mutate({ oldPassword: v.oldPassword, newPassword: v.newPassword })} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label="旧密码" rules={[{ required: true, message: '旧密码不能为空' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码" rules={[{ required: true, message: '新密码不能为空' }, { min: 4, max: 16, message: '新密码长度为 4-16 位' }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={['newPassword']}
        rules={[{ required: true, message: '请再次输入新密码' }, ({ getFieldValue }) => ({ validator: (_r, v) => (!v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))) })]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        修改密码
      </Button>
    </Form>
  );
}

function History() {
  const qc = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const sw = useQuery({ queryKey: memberKeys.historySwitch, queryFn: memberApi.historySwitch });
  const list = useQuery({ queryKey: memberKeys.history({ pageNo }), queryFn: () => memberApi.historyPage({ pageNo, pageSize: 10 }) });
  const toggle = useMutation({ mutationFn: memberApi.setHistorySwitch, onSuccess: () => void qc.invalidateQueries({ queryKey: memberKeys.historySwitch }) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['member', 'history'] });
  const clear = useMutation({ mutationFn: memberApi.clearHistory, onSuccess: refresh });
  const remove = useMutation({ mutationFn: memberApi.deleteHistory, onSuccess: refresh });
  const href = (h: HistoryVO) =>
    h.targetType === 'stock' ? `/stock?code=${h.targetKey}` : h.targetType === 'concept' ? `/concept?code=${h.targetKey}` : h.targetType === 'news' ? `/news?id=${h.targetKey}` : h.targetType === 'essay' ? `/essayContent?id=${h.targetKey}` : '/information';
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        记录浏览历史
        <Switch checked={sw.data?.enabled ?? false} loading={sw.isPending || toggle.isPending} onChange={(v) => toggle.mutate(v)} aria-label="记录浏览历史" />
        <Popconfirm title="清空全部浏览历史？" onConfirm={() => clear.mutate()}>
          <Button size="small">清空历史</Button>
        </Popconfirm>
      </Space>
      <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText="暂无浏览历史">
        {(d) => (
          <List
            size="small"
            dataSource={d.list}
            pagination={d.total > 10 ? { current: pageNo, pageSize: 10, total: d.total, onChange: setPageNo } : false}
            renderItem={(h) => (
              <List.Item
                key={h.id}
                actions={[
                  <span key="t" style={{ color: '#8c8c8c' }}>
                    {formatDate(h.viewTime)}
                  </span>,
                  <Button key="d" type="link" size="small" onClick={() => remove.mutate(h.id)}>
                    删除
                  </Button>,
                ]}
              >
                <Link to={href(h)}>{h.title}</Link>
              </List.Item>
            )}
          />
        )}
      </QueryState>
    </>
  );
}

/** /userInfo: the member's profile, avatar, password and browsing history switch. */
export default function UserInfoPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: memberKeys.profile, queryFn: profileApi.get });
  const avatar = useMutation({
    mutationFn: profileApi.avatar,
    onSuccess: (url) => {
      void message.success('头像已更新');
      if (typeof url === 'string' && url) patchUser({ avatar: url });
      void qc.invalidateQueries({ queryKey: memberKeys.profile });
    },
  });
  return (
    <QueryState query={q} rows={8}>
      {(p) => (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Card title="个人信息">
              <div style={{ textAlign: 'center', marginBottom: 16 }}>
                <Avatar size={96} src={p.avatar || DEFAULT_AVATAR} />
                <div style={{ marginTop: 12 }}>
                  <Upload
                    accept="image/*"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      if (file.size > 2 * 1024 * 1024) {
                        void message.error('头像不能超过 2MB');
                        return Upload.LIST_IGNORE;
                      }
                      avatar.mutate(file);
                      return false;
                    }}
                  >
                    <Button icon={<UploadOutlined />} loading={avatar.isPending} size="small">
                      更换头像
                    </Button>
                  </Upload>
                </div>
              </div>
              <Descriptions column={1} size="small">
                <Descriptions.Item label="账号">{p.username}</Descriptions.Item>
                <Descriptions.Item label="昵称">{p.nickname}</Descriptions.Item>
                <Descriptions.Item label="手机">{p.mobile || '--'}</Descriptions.Item>
                <Descriptions.Item label="邮箱">{p.email || '--'}</Descriptions.Item>
                <Descriptions.Item label="注册时间">{formatDate(p.createTime)}</Descriptions.Item>
                <Descriptions.Item label="最后登录">{formatDate(p.loginDate)}</Descriptions.Item>
                <Descriptions.Item label="会员等级">
                  <span data-testid="vip-status">
                    {p.vip ? (
                      <>
                        <Tag color="gold" icon={<CrownOutlined />}>
                          VIP{p.vip.level}
                        </Tag>
                        有效期至 {formatDate(p.vip.expireTime)} <Link to="/vip?benefitType=1">续费</Link>
                      </>
                    ) : (
                      <>
                        普通会员 <Link to="/vip">开通 VIP</Link>
                      </>
                    )}
                  </span>
                </Descriptions.Item>
                {(p.benefits ?? [])
                  .filter((b) => b.type !== ProductBenefitType.VIP)
                  .map((b) => (
                    <Descriptions.Item key={b.type} label={<DictTag type="product_benefit_type" value={b.type} />}>
                      有效期至 {formatDate(b.expireTime)} <Link to={`/vip?benefitType=${b.type}`}>续费</Link>
                    </Descriptions.Item>
                  ))}
                <Descriptions.Item label="钱包">
                  <Link to="/userWallet">我的钱包（余额、充值、流水）</Link>
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} md={16}>
            <Card>
              <Tabs
                items={[
                  { key: 'profile', label: '基本资料', children: <ProfileForm p={p} /> },
                  { key: 'password', label: '修改密码', children: <PasswordForm /> },
                  { key: 'history', label: '浏览历史', children: <History /> },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </QueryState>
  );
}
