import { SocialClientCreateReq, type SocialClientResp } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../../shared/crud-kit';

/** 企业微信 (dict system_social_type) signs in with an agentId besides the client id and secret. */
const WECHAT_ENTERPRISE = 20;

/** 三方应用 (menu component system/social/client/index): the apps social sign-in goes through, one per platform and user type. */
export default function SocialClientPage() {
  const config: CrudConfig<SocialClientResp> = {
    entity: '社交客户端',
    queryKey: ['system', 'social-client'],
    api: {
      page: '/system/social-client/page',
      get: '/system/social-client/get',
      create: '/system/social-client/create',
      update: '/system/social-client/update',
      delete: '/system/social-client/delete',
    },
    permissions: { create: 'system:social-client:create', update: 'system:social-client:update', delete: 'system:social-client:delete' },
    search: [
      { name: 'name', label: '应用名' },
      { name: 'socialType', label: '社交平台', type: 'select', dict: 'system_social_type' },
      { name: 'userType', label: '用户类型', type: 'select', dict: 'user_type' },
      { name: 'clientId', label: '客户端编号' },
      { name: 'status', label: '状态', type: 'select', dict: 'common_status' },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'name', title: '应用名', width: 160, ellipsis: true },
      { dataIndex: 'socialType', title: '社交平台', type: 'dict', dict: 'system_social_type', width: 120 },
      { dataIndex: 'userType', title: '用户类型', type: 'dict', dict: 'user_type', width: 100 },
      { dataIndex: 'clientId', title: '客户端编号', width: 200, ellipsis: true },
      { dataIndex: 'agentId', title: 'agentId', width: 120, ellipsis: true, hidden: true },
      { dataIndex: 'status', title: '状态', type: 'dict', dict: 'common_status', width: 90 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
    ],
    form: {
      schema: SocialClientCreateReq,
      width: 640,
      labelWidth: 120,
      defaults: { userType: 2, status: 0 },
      fields: [
        { name: 'name', label: '应用名', required: true },
        { name: 'socialType', label: '社交平台', type: 'select', dict: 'system_social_type', required: true, requiredMessage: '社交平台不能为空' },
        { name: 'userType', label: '用户类型', type: 'radio', dict: 'user_type', required: true },
        { name: 'clientId', label: '客户端编号', required: true, placeholder: '请输入客户端编号，对应各平台的 appKey' },
        {
          name: 'clientSecret',
          label: '客户端密钥',
          required: true,
          placeholder: '请输入客户端密钥，对应各平台的 appSecret',
          tooltip: '修改时保留 ****** 即不改变已保存的密钥',
        },
        {
          name: 'agentId',
          label: 'agentId',
          placeholder: '授权方的网页应用 ID，有则填',
          visibleWhen: (v) => v.socialType === WECHAT_ENTERPRISE,
        },
        { name: 'status', label: '状态', type: 'radio', dict: 'common_status', required: true },
      ],
    },
    scrollX: 1100,
  };
  return <CrudPage config={config} />;
}
