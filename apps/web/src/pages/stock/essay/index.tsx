import { App, Tag } from 'antd';
import { CheckCircleOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { ESSAY_STATUS_LABELS, EssayAdminUpdateReq, type EssayAdminVO } from '@gprs/contract';
import { CrudPage, type CrudConfig, type CrudContext } from '../../../shared/crud-kit';
import { request } from '../../../shared/request';
import { formatDate } from '../../../shared/utils/date';
import { StockSelect } from '../shared/lookup';
import { codesText, LazyRichEditor, ServerHtml } from '../shared/fields';
import { ESSAY_STATUS, essayAuditActions } from '../shared/logic';

const STATUS_OPTIONS = Object.entries(ESSAY_STATUS_LABELS).map(([value, label]) => ({ label, value: Number(value) }));
const STATUS_COLORS: Record<number, string> = { [ESSAY_STATUS.DRAFT]: 'default', [ESSAY_STATUS.PUBLISHED]: 'success', [ESSAY_STATUS.HIDDEN]: 'warning' };
const statusTag = (v: number) => <Tag color={STATUS_COLORS[v]}>{ESSAY_STATUS_LABELS[v] ?? v}</Tag>;

const AUDIT = 'stock:essay:audit';

/** 文章审核 (menu component stock/essay/index): members' public essays; 发布 / 隐藏 record the auditor. */
export default function StockEssayPage() {
  const { message } = App.useApp();

  const audit = async (row: EssayAdminVO, status: 1 | 2, ctx: CrudContext<EssayAdminVO>) => {
    const verb = status === 1 ? '发布' : '隐藏';
    if (!(await ctx.confirm(`是否确认${verb}文章"${row.title}"？${status === 2 ? '隐藏后前台将不再展示' : '发布后前台即可看到'}`))) return;
    await request.put('/stock-admin/essay/audit', { id: row.id, status });
    void message.success(`${verb}成功`);
    ctx.refresh();
  };

  const config: CrudConfig<EssayAdminVO> = {
    entity: '文章',
    queryKey: ['stock-admin', 'essay'],
    api: {
      page: '/stock-admin/essay/page',
      get: '/stock-admin/essay/get',
      update: '/stock-admin/essay/update',
      delete: '/stock-admin/essay/delete',
      export: '/stock-admin/essay/export',
    },
    permissions: { update: 'stock:essay:update', delete: 'stock:essay:delete', export: 'stock:essay:export' },
    search: [
      { name: 'keyword', label: '标题', placeholder: '请输入标题或摘要' },
      { name: 'author', label: '作者', width: 160 },
      { name: 'status', label: '状态', type: 'select', options: STATUS_OPTIONS, width: 120 },
      { name: 'stockCode', label: '股票代码', width: 140 },
    ],
    columns: [
      { dataIndex: 'id', title: '编号', width: 80 },
      { dataIndex: 'title', title: '标题', width: 260, ellipsis: true, align: 'left' },
      { dataIndex: 'author', title: '作者', width: 110 },
      { dataIndex: 'status', title: '状态', width: 90, render: statusTag },
      { dataIndex: 'stockCodes', title: '相关股票', width: 150, ellipsis: true, render: codesText },
      { dataIndex: 'paidColumn', title: '付费专栏', width: 90, render: (v: boolean) => (v ? '是' : '否') },
      { dataIndex: 'views', title: '阅读数', width: 80 },
      { dataIndex: 'publishTime', title: '发布时间', type: 'datetime', width: 170 },
      { dataIndex: 'auditUserName', title: '审核人', width: 100, render: (v: string | null) => v ?? '--' },
      { dataIndex: 'auditTime', title: '审核时间', type: 'datetime', width: 170 },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170, hidden: true },
    ],
    detail: {
      title: '文章详情',
      width: 900,
      items: [
        { label: '标题', dataIndex: 'title' },
        { label: '作者', dataIndex: 'author' },
        { label: '状态', dataIndex: 'status', render: statusTag },
        { label: '相关股票', dataIndex: 'stockCodes', render: codesText },
        { label: '付费专栏', dataIndex: 'paidColumn', render: (v: boolean) => (v ? '是（全文仅对已购专栏的会员可见）' : '否') },
        { label: '发布时间', dataIndex: 'publishTime', type: 'datetime' },
        {
          label: '最近审核',
          dataIndex: 'auditTime',
          render: (v: number | null, r) => (v ? `${r.auditUserName ?? ''} ${formatDate(v)}${r.auditRemark ? `（${r.auditRemark}）` : ''}` : '--'),
        },
        { label: '摘要', dataIndex: 'summary', type: 'pre' },
        { label: '内容', dataIndex: 'content', render: (v: string) => <ServerHtml html={v} /> },
      ],
    },
    form: {
      schema: EssayAdminUpdateReq,
      width: 900,
      fields: [
        { name: 'title', label: '标题', required: true, placeholder: '请输入标题' },
        { name: 'author', label: '作者', placeholder: '请输入作者' },
        { name: 'summary', label: '摘要', type: 'textarea', rows: 3, placeholder: '请输入摘要' },
        { name: 'content', label: '内容', type: 'custom', zod: false, render: () => <LazyRichEditor />, toVo: (v) => v ?? '' },
        { name: 'cover', label: '封面图片', placeholder: '图片链接（http(s):// 或 / 开头），可留空' },
        { name: 'stockCodes', label: '相关股票', type: 'custom', zod: false, render: () => <StockSelect multiple />, toVo: (v) => v ?? [] },
        { name: 'paidColumn', label: '付费专栏', type: 'switch', tooltip: '开启后，全文仅对已购买「付费专栏」的会员可见，其他读者只看到第一段' },
      ],
    },
    rowActions: [
      {
        key: 'publish',
        label: '发布',
        icon: <CheckCircleOutlined />,
        permission: AUDIT,
        show: (r) => essayAuditActions(r.status).publish,
        onClick: (r, ctx) => audit(r, 1, ctx),
      },
      {
        key: 'hide',
        label: '隐藏',
        icon: <EyeInvisibleOutlined />,
        permission: AUDIT,
        show: (r) => essayAuditActions(r.status).hide,
        onClick: (r, ctx) => audit(r, 2, ctx),
      },
    ],
    deleteText: (r) => `是否确认删除文章"${r.title}"？`,
    actionWidth: 370,
    scrollX: 1600,
  };
  return <CrudPage config={config} />;
}
