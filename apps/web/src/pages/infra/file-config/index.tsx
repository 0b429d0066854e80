import { App } from 'antd';
import { CheckCircleOutlined, ExperimentOutlined } from '@ant-design/icons';
import { CrudPage, type CrudConfig, type Row } from '../../../shared/crud-kit';
import { request } from '../../../shared/request';

const DB = 1;
const LOCAL = 10;
const S3 = 20;
const STORAGES = [
  { label: '数据库', value: DB },
  { label: '本地磁盘', value: LOCAL },
  { label: 'S3 对象存储', value: S3 },
];
const isLocal = (v: Row) => v.storage === LOCAL;
const isS3 = (v: Row) => v.storage === S3;

/** 文件配置 (menu component infra/fileConfig/index): database / local disk / S3 storages, 测试, 主配置. */
export default function InfraFileConfigPage() {
  const { message, modal } = App.useApp();
  const config: CrudConfig<Row> = {
    entity: '文件配置',
    queryKey: ['infra', 'file-config'],
    api: {
      page: '/infra/file-config/page',
      get: '/infra/file-config/get',
      create: '/infra/file-config/create',
      update: '/infra/file-config/update',
      delete: '/infra/file-config/delete',
    },
    permissions: { create: 'infra:file-config:create', update: 'infra:file-config:update', delete: 'infra:file-config:delete' },
    search: [
      { name: 'name', label: '配置名' },
      { name: 'storage', label: '存储器', type: 'select', options: STORAGES },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'name', title: '配置名', width: 160 },
      { dataIndex: 'storage', title: '存储器', type: 'dict', dict: 'infra_file_storage', width: 130 },
      { dataIndex: 'remark', title: '备注', ellipsis: true },
      { dataIndex: 'master', title: '主配置', type: 'dict', dict: 'infra_boolean_string', width: 90 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    rowActions: [
      {
        key: 'master',
        label: '主配置',
        icon: <CheckCircleOutlined />,
        permission: 'infra:file-config:update',
        show: (r) => !r.master,
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`是否确认修改配置编号为"${r.id}"的数据项为主配置?`))) return;
          await request.put('/infra/file-config/update-master', undefined, { params: { id: r.id } });
          void message.success('修改成功');
          ctx.refresh();
        },
      },
      {
        key: 'test',
        label: '测试',
        icon: <ExperimentOutlined />,
        permission: 'infra:file-config:query',
        onClick: async (r) => {
          await request.get('/infra/file-config/test', { id: r.id });
          modal.success({ title: '系统提示', content: '测试通过，上传、读取、删除文件成功！', okText: '确定' });
        },
      },
    ],
    deleteText: (r) => `是否确认删除文件配置编号为"${r.id}"的数据项？`,
    actionWidth: 280,
    form: {
      width: 700,
      labelWidth: 130,
      defaults: { storage: LOCAL, config: { pathStyle: true } },
      fields: [
        { name: 'name', label: '配置名', required: true, requiredMessage: '配置名不能为空', placeholder: '请输入配置名' },
        { name: 'remark', label: '备注', placeholder: '请输入备注' },
        {
          name: 'storage',
          label: '存储器',
          type: 'select',
          required: true,
          requiredMessage: '存储器不能为空',
          disabledOnEdit: true,
          options: STORAGES,
        },
        { name: ['config', 'basePath'], label: '基础路径', required: true, requiredMessage: '基础路径不能为空', placeholder: '请输入基础路径（数据目录下的文件夹或绝对路径）', visibleWhen: isLocal },
        { name: ['config', 'endpoint'], label: '节点地址', required: true, requiredMessage: '节点地址不能为空', placeholder: '如 https://s3.cn-north-1.amazonaws.com.cn', visibleWhen: isS3 },
        { name: ['config', 'bucket'], label: '存储 bucket', required: true, requiredMessage: '存储 bucket 不能为空', visibleWhen: isS3 },
        { name: ['config', 'accessKey'], label: 'accessKey', required: true, requiredMessage: 'accessKey 不能为空', visibleWhen: isS3 },
        { name: ['config', 'accessSecret'], label: 'accessSecret', type: 'password', required: true, requiredMessage: 'accessSecret 不能为空', visibleWhen: isS3 },
        { name: ['config', 'region'], label: '区域', placeholder: '如 us-east-1（可不填）', visibleWhen: isS3 },
        { name: ['config', 'pathStyle'], label: 'Path Style 访问', type: 'switch', visibleWhen: isS3 },
      ],
      toBody: (body) => {
        const c = (body.config ?? {}) as Row;
        // 数据库 keeps the bytes in the database: no settings
        const config =
          body.storage === DB
            ? {}
            : body.storage === LOCAL
            ? { basePath: c.basePath }
            : { endpoint: c.endpoint, bucket: c.bucket, accessKey: c.accessKey, accessSecret: c.accessSecret, ...(c.region ? { region: c.region } : {}), pathStyle: !!c.pathStyle };
        return { ...body, remark: body.remark || undefined, config };
      },
    },
  };
  return <CrudPage config={config} />;
}
