import { useState } from 'react';
import { App, Avatar, Button, Form, Input, Select, Space, Tag, Upload } from 'antd';
import { AppstoreOutlined, UploadOutlined } from '@ant-design/icons';
import { OAuth2ClientCreateReq, type OAuth2ClientResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';
import { DictTag, getStrDictOptions } from '../../../../shared/dict';
import { useDictStore } from '../../../../shared/stores/dict-store';
import { request } from '../../../../shared/request';
import { formatValidity, normalizeTags, scopesOutside } from './client-rules';

interface ControlProps<V> {
  value?: V;
  onChange?(value: V): void;
  id?: string;
}

/** 应用图标: an URL typed in or a picture uploaded through POST /infra/file/upload, with a preview. */
function LogoInput({ value, onChange, id }: ControlProps<string>) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Avatar shape="square" src={value || undefined} icon={<AppstoreOutlined />} style={{ flex: 'none', marginRight: 8 }} />
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="请输入应用图标的地址，或上传图片" maxLength={255} allowClear />
      <Upload
        accept="image/*"
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          const body = new FormData();
          body.append('file', file as Blob);
          setUploading(true);
          request
            .post<string>('/infra/file/upload', body, { headers: { 'Content-Type': 'multipart/form-data' }, timeout: 0 })
            .then((url) => {
              onChange?.(url);
              void message.success('上传成功');
              onSuccess?.(url);
            })
            .catch((err: Error) => onError?.(err))
            .finally(() => setUploading(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          上传
        </Button>
      </Upload>
    </Space.Compact>
  );
}

/** A free list of strings (URIs, scopes …) typed as tags. */
function TagsInput({ value, onChange, id, placeholder }: ControlProps<string[]> & { placeholder: string }) {
  return (
    <Select
      id={id}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',', ' ', '，']}
      value={value ?? []}
      onChange={(v: string[]) => onChange?.(normalizeTags(v))}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

/** 授权类型: several values of dict system_oauth2_grant_type. */
function GrantTypesSelect({ value, onChange, id }: ControlProps<string[]>) {
  const dictMap = useDictStore((s) => s.dictMap);
  const options = getStrDictOptions('system_oauth2_grant_type', dictMap).map((o) => ({ label: o.label, value: o.value }));
  return <Select id={id} mode="multiple" value={value ?? []} onChange={onChange} options={options} placeholder="请选择授权类型" allowClear style={{ width: '100%' }} />;
}

/** 自动授权范围: chosen among the scopes currently entered. */
function AutoApproveSelect({ value, onChange, id }: ControlProps<string[]>) {
  const form = Form.useFormInstance();
  const scopes = (Form.useWatch('scopes', form) as string[] | undefined) ?? [];
  return (
    <Select
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={onChange}
      options={normalizeTags(scopes).map((s) => ({ label: s, value: s }))}
      placeholder="请选择自动授权范围（先填写授权范围）"
      allowClear
      style={{ width: '100%' }}
    />
  );
}

const list = (v: unknown) => normalizeTags(Array.isArray(v) ? v : []);

/** OAuth 2.0 应用管理 (menu component system/oauth2/client/index): the clients that may ask for tokens. */
export default function OAuth2ClientPage() {
  const config: CrudConfig<OAuth2ClientResp> = {
    entity: '应用',
    queryKey: ['system', 'oauth2-client'],
    api: {
      page: '/system/oauth2-client/page',
      get: '/system/oauth2-client/get',
      create: '/system/oauth2-client/create',
      update: '/system/oauth2-client/update',
      delete: '/system/oauth2-client/delete',
    },
    permissions: { create: 'system:oauth2-client:create', update: 'system:oauth2-client:update', delete: 'system:oauth2-client:delete' },
    search: [
      { name: 'name', label: '应用名' },
      { name: 'status', label: '状态', type: 'select', dict: 'common_status' },
    ],
    columns: [
      { dataIndex: 'clientId', title: '客户端编号', width: 140, ellipsis: true },
      { dataIndex: 'secret', title: '客户端密钥', width: 110 },
      { dataIndex: 'name', title: '应用名', width: 150, ellipsis: true },
      { dataIndex: 'logo', title: '应用图标', width: 90, render: (url: string) => <Avatar shape="square" src={url || undefined} icon={<AppstoreOutlined />} /> },
      { dataIndex: 'description', title: '应用描述', width: 180, ellipsis: true, hidden: true },
      { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'accessTokenValiditySeconds', title: '访问令牌的有效期', width: 140, render: (s: number) => formatValidity(s) },
      { dataIndex: 'refreshTokenValiditySeconds', title: '刷新令牌的有效期', width: 140, render: (s: number) => formatValidity(s) },
      {
        dataIndex: 'authorizedGrantTypes',
        title: '授权类型',
        width: 260,
        render: (types: string[]) => (
          <Space size={[0, 4]} wrap>
            {(types ?? []).map((t) => (
              <DictTag key={t} type="system_oauth2_grant_type" value={t} />
            ))}
          </Space>
        ),
      },
      {
        dataIndex: 'scopes',
        title: '授权范围',
        width: 200,
        hidden: true,
        render: (scopes: string[]) => (scopes ?? []).map((s) => <Tag key={s}>{s}</Tag>),
      },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    form: {
      schema: OAuth2ClientCreateReq,
      width: 760,
      labelWidth: 160,
      defaults: {
        status: 0,
        accessTokenValiditySeconds: 1800,
        refreshTokenValiditySeconds: 2_592_000,
        redirectUris: [],
        authorizedGrantTypes: ['authorization_code', 'refresh_token'],
        scopes: [],
        autoApproveScopes: [],
      },
      fields: [
        { name: 'clientId', label: '客户端编号', required: true },
        { name: 'secret', label: '客户端密钥', required: true, tooltip: '修改时保留 ****** 即不改变已保存的密钥' },
        { name: 'name', label: '应用名', required: true },
        { name: 'logo', label: '应用图标', type: 'custom', render: () => <LogoInput /> },
        { name: 'description', label: '应用描述', type: 'textarea', rows: 2, placeholder: '请输入应用描述' },
        { name: 'status', label: '状态', type: 'radio', dict: 'common_status', required: true },
        { name: 'accessTokenValiditySeconds', label: '访问令牌的有效期', type: 'number', min: 60, max: 31_536_000, required: true, placeholder: '单位：秒', tooltip: '单位：秒' },
        { name: 'refreshTokenValiditySeconds', label: '刷新令牌的有效期', type: 'number', min: 60, max: 315_360_000, required: true, placeholder: '单位：秒', tooltip: '单位：秒' },
        {
          name: 'authorizedGrantTypes',
          label: '授权类型',
          type: 'custom',
          required: true,
          render: () => <GrantTypesSelect />,
        },
        { name: 'scopes', label: '授权范围', type: 'custom', render: () => <TagsInput placeholder="请输入授权范围，回车确认" />, toVo: list },
        {
          name: 'autoApproveScopes',
          label: '自动授权范围',
          type: 'custom',
          zod: false,
          render: () => <AutoApproveSelect />,
          toVo: list,
          rules: [
            ({ getFieldValue }) => ({
              validator: (_, value: string[] | undefined) => {
                const outside = scopesOutside(value, getFieldValue('scopes') as string[] | undefined);
                return outside.length === 0 ? Promise.resolve() : Promise.reject(new Error(`自动授权范围必须是授权范围的子集：${outside.join('、')}`));
              },
            }),
          ],
        },
        {
          name: 'redirectUris',
          label: '可重定向的 URI 地址',
          type: 'custom',
          required: true,
          render: () => <TagsInput placeholder="请输入可重定向的 URI 地址，回车确认" />,
          toVo: list,
        },
      ],
      toBody: (body) => ({ ...body, logo: body.logo ?? '', description: body.description || null }),
    },
    actionWidth: 160,
    scrollX: 1500,
  };
  return <CrudPage config={config} />;
}
