import dayjs from 'dayjs';
import { NewsAdminCreateReq, type NewsAdminVO } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { ConceptSelect, StockSelect } from '../shared/lookup';
import { codesText, dateTimeField, LazyRichEditor, ServerHtml } from '../shared/fields';

const config: CrudConfig<NewsAdminVO> = {
  entity: '新闻',
  queryKey: ['stock-admin', 'news'],
  api: {
    page: '/stock-admin/news/page',
    get: '/stock-admin/news/get',
    create: '/stock-admin/news/create',
    update: '/stock-admin/news/update',
    delete: '/stock-admin/news/delete',
    export: '/stock-admin/news/export',
  },
  permissions: { create: 'stock:news:create', update: 'stock:news:update', delete: 'stock:news:delete', export: 'stock:news:export' },
  search: [
    { name: 'keyword', label: '标题', placeholder: '请输入标题或摘要' },
    { name: 'source', label: '来源', width: 160 },
    { name: 'stockCode', label: '股票代码', width: 140 },
    { name: 'publishTime', label: '发布时间', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '编号', width: 80 },
    { dataIndex: 'title', title: '标题', width: 320, ellipsis: true, align: 'left' },
    { dataIndex: 'source', title: '来源', width: 110 },
    { dataIndex: 'stockCodes', title: '相关股票', width: 160, ellipsis: true, render: codesText },
    { dataIndex: 'conceptCodes', title: '相关板块', width: 140, ellipsis: true, hidden: true, render: codesText },
    { dataIndex: 'views', title: '阅读数', width: 80 },
    { dataIndex: 'publishTime', title: '发布时间', type: 'datetime', width: 170 },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170, hidden: true },
  ],
  detail: {
    title: '新闻详情',
    width: 860,
    items: [
      { label: '标题', dataIndex: 'title' },
      { label: '来源', dataIndex: 'source' },
      { label: '发布时间', dataIndex: 'publishTime', type: 'datetime' },
      {
        label: '原文链接',
        dataIndex: 'url',
        render: (v: string) =>
          v ? (
            <a href={v} target="_blank" rel="noreferrer">
              {v}
            </a>
          ) : (
            '--'
          ),
      },
      { label: '相关股票', dataIndex: 'stockCodes', render: codesText },
      { label: '相关板块', dataIndex: 'conceptCodes', render: codesText },
      { label: '摘要', dataIndex: 'summary', type: 'pre' },
      { label: '内容', dataIndex: 'content', render: (v: string) => <ServerHtml html={v} /> },
    ],
  },
  form: {
    schema: NewsAdminCreateReq,
    width: 900,
    defaults: () => ({ publishTime: dayjs() }),
    fields: [
      { name: 'title', label: '标题', required: true, placeholder: '请输入标题' },
      { name: 'summary', label: '摘要', type: 'textarea', rows: 3, placeholder: '请输入摘要' },
      { name: 'content', label: '内容', type: 'custom', zod: false, render: () => <LazyRichEditor />, toVo: (v) => v ?? '' },
      { name: 'source', label: '来源', placeholder: '如 证券时报' },
      { name: 'url', label: '原文链接', placeholder: 'http:// 或 https:// 开头' },
      { name: 'cover', label: '封面图片', placeholder: '图片链接（http(s):// 或 / 开头），可留空' },
      dateTimeField('publishTime', '发布时间'),
      { name: 'stockCodes', label: '相关股票', type: 'custom', zod: false, render: () => <StockSelect multiple />, initialValue: [], toVo: (v) => v ?? [] },
      {
        name: 'conceptCodes',
        label: '相关板块',
        type: 'custom',
        zod: false,
        render: () => <ConceptSelect multiple placeholder="请选择相关板块" />,
        initialValue: [],
        toVo: (v) => v ?? [],
      },
    ],
  },
  deleteText: (r) => `是否确认删除新闻"${r.title}"？`,
  actionWidth: 200,
  scrollX: 1300,
};

/** 新闻 (menu component stock/news/index). */
export default function StockNewsPage() {
  return <CrudPage config={config} />;
}
