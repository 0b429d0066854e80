import dayjs from 'dayjs';
import { Tag } from 'antd';
import { InformationAdminCreateReq, type InformationAdminVO } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { StockSelect } from '../shared/lookup';
import { codesText, dateTimeField, plainText, ServerHtml } from '../shared/fields';

/** 1 重点, 2 普通 (no dictionary: fixed by the schema). */
const LEVEL_OPTIONS = [
  { label: '重点', value: 1 },
  { label: '普通', value: 2 },
];
const levelTag = (v: number) => (v === 1 ? <Tag color="error">重点</Tag> : <Tag>普通</Tag>);

const config: CrudConfig<InformationAdminVO> = {
  entity: '快讯',
  queryKey: ['stock-admin', 'information'],
  api: {
    page: '/stock-admin/information/page',
    get: '/stock-admin/information/get',
    create: '/stock-admin/information/create',
    update: '/stock-admin/information/update',
    delete: '/stock-admin/information/delete',
    export: '/stock-admin/information/export',
  },
  permissions: { create: 'stock:information:create', update: 'stock:information:update', delete: 'stock:information:delete', export: 'stock:information:export' },
  search: [
    { name: 'keyword', label: '内容', placeholder: '请输入标题或内容' },
    { name: 'level', label: '级别', type: 'select', options: LEVEL_OPTIONS, placeholder: '全部', width: 120 },
    { name: 'stockCode', label: '股票代码', width: 140 },
    { name: 'publishTime', label: '发布时间', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '编号', width: 80 },
    { dataIndex: 'publishTime', title: '发布时间', type: 'datetime', width: 170 },
    { dataIndex: 'level', title: '级别', width: 80, render: levelTag },
    { dataIndex: 'title', title: '标题', width: 200, ellipsis: true, render: (v: string) => v || '--' },
    { dataIndex: 'content', title: '内容', ellipsis: true, align: 'left', render: (v: string) => plainText(v) },
    { dataIndex: 'source', title: '来源', width: 100 },
    { dataIndex: 'stockCodes', title: '相关股票', width: 150, ellipsis: true, render: codesText },
  ],
  detail: {
    title: '快讯详情',
    width: 760,
    items: [
      { label: '发布时间', dataIndex: 'publishTime', type: 'datetime' },
      { label: '级别', dataIndex: 'level', render: levelTag },
      { label: '标题', dataIndex: 'title' },
      { label: '来源', dataIndex: 'source' },
      { label: '相关股票', dataIndex: 'stockCodes', render: codesText },
      { label: '内容', dataIndex: 'content', render: (v: string) => <ServerHtml html={v} /> },
    ],
  },
  form: {
    schema: InformationAdminCreateReq,
    width: 720,
    defaults: () => ({ publishTime: dayjs() }),
    fields: [
      dateTimeField('publishTime', '发布时间'),
      { name: 'level', label: '级别', type: 'radio', options: LEVEL_OPTIONS, required: true, initialValue: 2 },
      { name: 'title', label: '标题', placeholder: '可留空' },
      { name: 'content', label: '内容', type: 'textarea', rows: 5, required: true, placeholder: '请输入快讯内容（可含简单 HTML）' },
      { name: 'source', label: '来源', placeholder: '如 财联社' },
      { name: 'stockCodes', label: '相关股票', type: 'custom', zod: false, render: () => <StockSelect multiple />, initialValue: [], toVo: (v) => v ?? [] },
    ],
  },
  deleteText: (r) => `是否确认删除快讯编号为"${r.id}"的数据项？`,
  actionWidth: 200,
  scrollX: 1200,
};

/** 快讯 (menu component stock/information/index). */
export default function StockInformationPage() {
  return <CrudPage config={config} />;
}
