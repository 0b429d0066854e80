import { Tag } from 'antd';
import { ANNOUNCEMENT_TYPE_VALUES, AnnouncementAdminCreateReq, type AnnouncementAdminVO, type PageResult } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { request } from '../../../shared/request';
import { StockSelect } from '../shared/lookup';
import { dateField } from '../shared/fields';
import { announcementParams } from '../shared/logic';

const TYPE_OPTIONS = ANNOUNCEMENT_TYPE_VALUES.map((t) => ({ label: t, value: t }));
const TYPE_COLORS: Record<string, string> = { 重大事项: 'red', 风险提示: 'volcano', 财务报告: 'blue', 融资公告: 'gold', 资产重组: 'purple', 信息变更: 'cyan', 持股变动: 'green' };

const config: CrudConfig<AnnouncementAdminVO> = {
  entity: '公告',
  queryKey: ['stock-admin', 'announcement'],
  api: {
    page: (query) => request.get<PageResult<AnnouncementAdminVO>>('/stock-admin/announcement/page', announcementParams(query)),
    get: '/stock-admin/announcement/get',
    create: '/stock-admin/announcement/create',
    update: '/stock-admin/announcement/update',
    delete: '/stock-admin/announcement/delete',
    export: (filters) => request.download('/stock-admin/announcement/export', announcementParams(filters)),
  },
  permissions: { create: 'stock:announcement:create', update: 'stock:announcement:update', delete: 'stock:announcement:delete', export: 'stock:announcement:export' },
  search: [
    { name: 'stockCode', label: '股票代码', width: 140 },
    { name: 'keyword', label: '公告标题', placeholder: '请输入标题或股票名称' },
    { name: 'type', label: '公告类型', type: 'select', options: TYPE_OPTIONS, width: 140 },
    { name: 'annDate', label: '公告日期', type: 'dateRange' },
  ],
  columns: [
    { dataIndex: 'id', title: '编号', width: 80 },
    { dataIndex: 'stockCode', title: '股票代码', width: 100 },
    { dataIndex: 'stockName', title: '股票名称', width: 110 },
    {
      dataIndex: 'title',
      title: '公告标题',
      ellipsis: true,
      align: 'left',
      render: (v: string, r) =>
        r.url ? (
          <a href={r.url} target="_blank" rel="noreferrer">
            {v}
          </a>
        ) : (
          v
        ),
    },
    { dataIndex: 'type', title: '公告类型', width: 110, render: (v: string) => <Tag color={TYPE_COLORS[v]}>{v}</Tag> },
    { dataIndex: 'annDate', title: '公告日期', width: 110 },
    { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170, hidden: true },
  ],
  form: {
    schema: AnnouncementAdminCreateReq,
    width: 640,
    fields: [
      { name: 'stockCode', label: '股票', type: 'custom', required: true, zod: false, render: () => <StockSelect /> },
      { name: 'title', label: '公告标题', type: 'textarea', rows: 2, required: true, placeholder: '请输入公告标题' },
      { name: 'type', label: '公告类型', type: 'select', options: TYPE_OPTIONS, required: true },
      dateField('annDate', '公告日期'),
      { name: 'url', label: '公告链接', placeholder: 'http:// 或 https:// 开头，可留空' },
    ],
  },
  deleteText: (r) => `是否确认删除公告"${r.title}"？`,
  actionWidth: 180,
  scrollX: 1100,
};

/** 公告 (menu component stock/announcement/index). */
export default function StockAnnouncementPage() {
  return <CrudPage config={config} />;
}
