import { useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Select, Spin, Typography, Upload, type UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { UserPassword, type UserImportResp, type UserResp } from '@gprs/contract';
import { zodRule } from '../../../shared/crud-kit';
import { request, saveBlob } from '../../../shared/request';
import { permissionApi, roleSimpleQuery } from '../role/role-api';
import { importSummary } from './user-rules';

const passwordRules = [{ required: true, message: '新密码不能为空' }, zodRule({ shape: { password: UserPassword } }, 'password')];

/** 重置密码: the new password of a user (4–16 characters, the server's rule); saved through update-password. */
export function ResetPasswordDialog({ user, onClose }: { user: UserResp; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const save = useMutation({
    mutationFn: (password: string) => request.put<boolean>('/system/user/update-password', { id: user.id, password }),
    onSuccess: (_, password) => {
      void message.success(`修改成功，新密码是：${password}`);
      onClose();
    },
  });
  return (
    <Modal
      title="重置密码"
      open
      width={420}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} name="system-user-reset-password" layout="vertical" onFinish={(v) => save.mutate(v.password)}>
        <Form.Item label={`请输入"${user.username}"的新密码`} name="password" rules={passwordRules}>
          <Input.Password autoFocus placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 分配角色: username and nickname read-only, the user's roles as a multi-select; saved through assign-user-role. */
export function AssignRoleDialog({ user, onClose }: { user: UserResp; onClose(): void }) {
  const { message } = App.useApp();
  const roles = useQuery(roleSimpleQuery);
  const current = useQuery({ queryKey: ['system', 'permission', 'user-roles', user.id], queryFn: () => permissionApi.listUserRoles(user.id), gcTime: 0 });
  const [picked, setPicked] = useState<number[] | null>(null);
  const value = picked ?? current.data ?? [];
  const save = useMutation({
    mutationFn: () => permissionApi.assignUserRole(user.id, value),
    onSuccess: () => {
      void message.success('分配成功');
      onClose();
    },
  });
  const loading = current.isLoading;
  return (
    <Modal
      title="分配角色"
      open
      width={500}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okButtonProps={{ disabled: loading }}
      confirmLoading={save.isPending}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      {loading ? (
        <Spin style={{ display: 'block', padding: 40 }} />
      ) : (
        <Form name="system-user-assign-role" labelCol={{ flex: '80px' }}>
          <Form.Item label="用户名称">
            <Input value={user.username} disabled />
          </Form.Item>
          <Form.Item label="用户昵称">
            <Input value={user.nickname} disabled />
          </Form.Item>
          <Form.Item label="角色" htmlFor="assign-role-select">
            <Select
              id="assign-role-select"
              mode="multiple"
              value={value}
              onChange={setPicked}
              loading={roles.isLoading}
              placeholder="请选择角色"
              optionFilterProp="label"
              options={(roles.data ?? []).map((r) => ({ label: r.name, value: r.id }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** 用户导入: one .xlsx by drag or click, 是否更新已经存在的用户数据, the template download; then the result per username. */
export function ImportDialog({ onImported, onClose }: { onImported(): void; onClose(): void }) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [result, setResult] = useState<UserImportResp | null>(null);
  const upload = useMutation({
    mutationFn: () => {
      const body = new FormData();
      body.append('file', files[0].originFileObj as Blob, files[0].name);
      return request.post<UserImportResp>('/system/user/import', body, {
        params: { updateSupport: String(updateSupport) },
        headers: { 'Content-Type': 'multipart/form-data' },
        timeout: 0,
      });
    },
    onSuccess: (r) => {
      setResult(r);
      setFiles([]);
      onImported();
    },
  });
  const template = useMutation({
    mutationFn: () => request.download('/system/user/get-import-template'),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName || '用户导入模板.xlsx'),
  });
  const summary = result ? importSummary(result) : null;
  return (
    <Modal
      title="用户导入"
      open
      width={500}
      onCancel={onClose}
      onOk={() => {
        if (files.length === 0) {
          void message.error('请上传文件');
          return;
        }
        upload.mutate();
      }}
      confirmLoading={upload.isPending}
      okText="确定"
      cancelText={result ? '关闭' : '取消'}
      destroyOnHidden
    >
      <Upload.Dragger
        data-testid="user-import-upload"
        accept=".xlsx,.xls"
        maxCount={1}
        fileList={files}
        beforeUpload={(file) => {
          if (!/\.xlsx?$/i.test(file.name)) {
            void message.error('仅允许导入 xls、xlsx 格式文件。');
            return Upload.LIST_IGNORE;
          }
          return false;
        }}
        onChange={({ fileList }) => setFiles(fileList.slice(-1))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          将文件拖到此处，或<em>点击上传</em>
        </p>
      </Upload.Dragger>
      <div style={{ textAlign: 'center', marginTop: 8 }}>
        <div>
          <Checkbox checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>
            是否更新已经存在的用户数据
          </Checkbox>
        </div>
        <span>仅允许导入 xls、xlsx 格式文件。</span>
        <Button type="link" size="small" loading={template.isPending} onClick={() => template.mutate()}>
          下载模板
        </Button>
      </div>
      {summary ? (
        <Alert
          data-testid="user-import-result"
          style={{ marginTop: 12 }}
          type={summary.failures.length ? 'warning' : 'success'}
          showIcon
          title={`创建成功数量：${summary.created.length}；更新成功数量：${summary.updated.length}；导入失败数量：${summary.failures.length}`}
          description={
            <div style={{ maxHeight: 200, overflow: 'auto' }}>
              {summary.created.length ? <div>创建成功：{summary.created.join('、')}</div> : null}
              {summary.updated.length ? <div>更新成功：{summary.updated.join('、')}</div> : null}
              {summary.failures.map((f) => (
                <div key={f.username}>
                  <Typography.Text type="danger">{f.username}</Typography.Text>：{f.reason}
                </div>
              ))}
            </div>
          }
        />
      ) : null}
    </Modal>
  );
}
