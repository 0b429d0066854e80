import { MailAccountCreateReq, type MailAccountResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';

/** 邮箱账号 (menu component system/mail/account/index): the SMTP accounts mail templates send through. */
export default function MailAccountPage() {
  const config: CrudConfig<MailAccountResp> = {
    entity: '邮箱账号',
    queryKey: ['system', 'mail-account'],
    api: {
      page: '/system/mail-account/page',
      get: '/system/mail-account/get',
      create: '/system/mail-account/create',
      update: '/system/mail-account/update',
      delete: '/system/mail-account/delete',
    },
    permissions: { create: 'system:mail-account:create', update: 'system:mail-account:update', delete: 'system:mail-account:delete' },
    search: [
      { name: 'mail', label: '邮箱' },
      { name: 'username', label: '用户名' },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'mail', title: '邮箱', width: 200, ellipsis: true },
      { dataIndex: 'username', title: '用户名', width: 200, ellipsis: true },
      { dataIndex: 'host', title: 'SMTP 服务器域名', width: 160, ellipsis: true },
      { dataIndex: 'port', title: 'SMTP 服务器端口', width: 130 },
      { dataIndex: 'sslEnable', title: '是否开启 SSL', type: 'dict', dict: 'infra_boolean_string', width: 110 },
      { dataIndex: 'starttlsEnable', title: '是否开启 STARTTLS', type: 'dict', dict: 'infra_boolean_string', width: 140 },
      { dataIndex: 'remark', title: '备注', width: 160, ellipsis: true, hidden: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    form: {
      schema: MailAccountCreateReq,
      width: 640,
      labelWidth: 150,
      defaults: { port: 465, sslEnable: true, starttlsEnable: false },
      fields: [
        { name: 'mail', label: '邮箱', required: true, requiredMessage: '邮箱不能为空' },
        { name: 'username', label: '用户名', required: true },
        {
          name: 'password',
          label: '密码',
          type: 'password',
          required: true,
          requiredMessage: '密码不能为空',
          tooltip: '修改时保留 ****** 即不改变已保存的密码',
        },
        { name: 'host', label: 'SMTP 服务器域名', required: true },
        { name: 'port', label: 'SMTP 服务器端口', type: 'number', min: 1, max: 65_535, required: true },
        { name: 'sslEnable', label: '是否开启 SSL', type: 'radio', dict: 'infra_boolean_string', dictValue: 'bool', required: true },
        { name: 'starttlsEnable', label: '是否开启 STARTTLS', type: 'radio', dict: 'infra_boolean_string', dictValue: 'bool', required: true },
        { name: 'remark', label: '备注', placeholder: '请输入备注' },
      ],
      toBody: (body) => ({ ...body, remark: body.remark || null }),
    },
    scrollX: 1400,
  };
  return <CrudPage config={config} />;
}
