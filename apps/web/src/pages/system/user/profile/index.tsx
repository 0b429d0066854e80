import { useState } from 'react';
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Radio, Row, Skeleton, Tabs, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProfilePasswordReq, ProfileUpdateReq, type ProfileVO } from '@gprs/contract';
import { getProfile, profileKey, updatePassword, updateProfile, uploadAvatar } from '../../../../features/shell/api/profile';
import { AvatarCropper } from '../../../../features/shell/components/avatar-cropper';
import { useUserStore } from '../../../../shared/stores/user-store';
import { DEFAULT_AVATAR } from '../../../../shared/config';
import { formatDate } from '../../../../shared/utils/date';

type Rule = { validator(_: unknown, value: unknown): Promise<void> };

/** An antd rule from one field of a contract zod object, so the form shows the server's own messages. */
function zodRule(schema: { shape: Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }> }, field: string): Rule {
  return {
    validator: (_, value) => {
      const r = schema.shape[field].safeParse(value ?? '');
      return r.success ? Promise.resolve() : Promise.reject(new Error(r.error?.issues[0]?.message ?? '格式不正确'));
    },
  };
}

function BasicInfo({ profile }: { profile: ProfileVO }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: async (_, body) => {
      void message.success('修改成功');
      const user = useUserStore.getState();
      if (user.user) useUserStore.setState({ user: { ...user.user, nickname: body.nickname } });
      await queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      style={{ maxWidth: 520 }}
      initialValues={{ nickname: profile.nickname, mobile: profile.mobile, email: profile.email, sex: profile.sex }}
      onFinish={(v) => save.mutate(v)}
    >
      <Form.Item label="用户昵称" name="nickname" rules={[{ required: true, message: '用户昵称不能为空' }, zodRule(ProfileUpdateReq, 'nickname')]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label="手机号码" name="mobile" rules={[zodRule(ProfileUpdateReq, 'mobile')]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[zodRule(ProfileUpdateReq, 'email')]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group
          options={[
            { label: '男', value: 1 },
            { label: '女', value: 2 },
          ]}
        />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

function ResetPassword() {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useMutation({
    mutationFn: updatePassword,
    onSuccess: () => {
      void message.success('修改成功');
      form.resetFields();
    },
  });
  return (
    <Form
      form={form}
      labelCol={{ span: 4 }}
      style={{ maxWidth: 520 }}
      onFinish={(v: { oldPassword: string; newPassword: string }) => save.mutate({ oldPassword: v.oldPassword, newPassword: v.newPassword })}
    >
      <Form.Item label="旧密码" name="oldPassword" rules={[{ required: true, message: '旧密码不能为空' }]}>
        <Input.Password placeholder="请输入旧密码" />
      </Form.Item>
      <Form.Item label="新密码" name="newPassword" rules={[{ required: true, message: '新密码不能为空' }, zodRule(ProfilePasswordReq, 'newPassword')]}>
        <Input.Password placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '确认密码不能为空' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password placeholder="请确认新密码" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /user/profile 个人中心: profile card, basic info and password tabs, avatar upload with crop. */
export default function ProfilePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: profile, isLoading } = useQuery({ queryKey: profileKey, queryFn: getProfile });
  const [cropping, setCropping] = useState(false);

  if (isLoading || !profile) return <Skeleton active />;
  const avatar = profile.avatar || DEFAULT_AVATAR;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={8}>
        <Card title="个人信息">
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <button type="button" onClick={() => setCropping(true)} style={{ border: 0, background: 'none', cursor: 'pointer' }} aria-label="修改头像" title="点击上传头像">
              <Avatar size={100} src={avatar} />
            </button>
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="用户名称">{profile.username}</Descriptions.Item>
            <Descriptions.Item label="手机号码">{profile.mobile}</Descriptions.Item>
            <Descriptions.Item label="用户邮箱">{profile.email}</Descriptions.Item>
            <Descriptions.Item label="所属部门">{profile.dept?.name ?? ''}{profile.posts.length > 0 ? ` / ${profile.posts.map((p) => p.name).join(',')}` : ''}</Descriptions.Item>
            <Descriptions.Item label="所属角色">
              {profile.roles.map((r) => (
                <Tag key={r.id}>{r.name}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label="最后登录">{formatDate(profile.loginDate)} {profile.loginIp}</Descriptions.Item>
            <Descriptions.Item label="创建日期">{formatDate(profile.createTime)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title="基本资料">
          <Tabs
            items={[
              { key: 'info', label: '基本资料', children: <BasicInfo profile={profile} /> },
              { key: 'password', label: '修改密码', children: <ResetPassword /> },
            ]}
          />
        </Card>
      </Col>
      <AvatarCropper
        open={cropping}
        onCancel={() => setCropping(false)}
        onConfirm={async (blob) => {
          const url = await uploadAvatar(blob, 'avatar.png');
          void message.success('修改成功');
          const user = useUserStore.getState();
          if (user.user) useUserStore.setState({ user: { ...user.user, avatar: url } });
          setCropping(false);
          await queryClient.invalidateQueries({ queryKey: profileKey });
        }}
      />
    </Row>
  );
}
