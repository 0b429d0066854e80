import { useMemo } from 'react';
import { DatePicker, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { StockAdminCreateReq, type StockAdminVO } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { Change, formatUnit } from '../../../shared/market';
import { ConceptSelect, useConceptOptions } from '../shared/lookup';
import { stChoice, stFlag } from '../shared/logic';

const ST_OPTIONS = [
  { label: '是', value: true },
  { label: '否', value: false },
];
/** 'auto': let the server derive ST from the name (ST / *ST prefix). */
const ST_FORM_OPTIONS = [
  { label: '按名称判断', value: 'auto' },
  { label: '是', value: 'yes' },
  { label: '否', value: 'no' },
];

const sharesText = (v: number | null | undefined) => formatUnit(v, 2, '股');

/** 股票 (menu component stock/stock/index): the stock reference data; quotes come from the market feed. */
export default function StockStockPage() {
  const industries = useConceptOptions(1);
  const config = useMemo<CrudConfig<StockAdminVO>>(
    () => ({
      entity: '股票',
      queryKey: ['stock-admin', 'stock'],
      api: {
        page: '/stock-admin/stock/page',
        get: '/stock-admin/stock/get',
        create: '/stock-admin/stock/create',
        update: '/stock-admin/stock/update',
        delete: '/stock-admin/stock/delete',
        export: '/stock-admin/stock/export',
      },
      permissions: { create: 'stock:stock:create', update: 'stock:stock:update', delete: 'stock:stock:delete', export: 'stock:stock:export' },
      search: [
        { name: 'code', label: '股票代码', width: 160 },
        { name: 'keyword', label: '股票名称', placeholder: '请输入名称或拼音首字母', width: 200 },
        { name: 'marketType', label: '交易市场', type: 'select', dict: 'market_type', dictValue: 'str', width: 140 },
        { name: 'board', label: '上市板块', type: 'select', dict: 'market_board', dictValue: 'str', width: 140 },
        { name: 'industry', label: '所属行业', type: 'select', options: industries, showSearch: true, width: 200 },
        { name: 'isSt', label: 'ST', type: 'select', options: ST_OPTIONS, placeholder: '全部', width: 100 },
      ],
      columns: [
        { dataIndex: 'code', title: '股票代码', width: 100, fixed: 'left' },
        {
          dataIndex: 'name',
          title: '股票名称',
          width: 130,
          render: (v: string, r) => (
            <>
              {v}
              {r.isSt ? (
                <Tag color="warning" style={{ marginLeft: 4 }}>
                  ST
                </Tag>
              ) : null}
            </>
          ),
        },
        { dataIndex: 'marketType', title: '交易市场', type: 'dict', dict: 'market_type', width: 100 },
        { dataIndex: 'board', title: '上市板块', type: 'dict', dict: 'market_board', width: 100 },
        { dataIndex: 'industryName', title: '所属行业', width: 120, ellipsis: true, render: (v: string | null) => v ?? '--' },
        { dataIndex: 'conceptNames', title: '概念', width: 200, ellipsis: true, hidden: true, render: (v: string[]) => v.join('、') },
        { dataIndex: 'price', title: '最新价', width: 100, align: 'right', render: (v: number | null, r) => <Change value={v} kind="price" by={r.changePercent} /> },
        { dataIndex: 'changePercent', title: '涨跌幅', width: 100, align: 'right', render: (v: number | null) => <Change value={v} /> },
        { dataIndex: 'totalMarketCap', title: '总市值', width: 120, align: 'right', render: (v: number | null) => formatUnit(v) },
        { dataIndex: 'totalShares', title: '总股本', width: 120, align: 'right', hidden: true, render: sharesText },
        { dataIndex: 'floatShares', title: '流通股本', width: 120, align: 'right', hidden: true, render: sharesText },
        { dataIndex: 'hotRank', title: '热度排名', width: 90, render: (v: number | null) => v ?? '--' },
        { dataIndex: 'listDate', title: '上市日期', width: 110 },
        { dataIndex: 'quoteTime', title: '更新时间', type: 'datetime', width: 170 },
      ],
      form: {
        schema: StockAdminCreateReq,
        width: 600,
        labelWidth: 100,
        fields: [
          {
            name: 'code',
            label: '股票代码',
            required: true,
            disabledOnEdit: true,
            placeholder: '6 位数字，如 600519',
            tooltip: '代码决定交易市场与上市板块：沪市 600/601/603/605（科创板 688/689），深市 000/001/002/003（创业板 300/301），北交所 43/83/87/920',
          },
          { name: 'name', label: '股票名称', required: true, placeholder: '请输入股票简称' },
          {
            name: 'industryCode',
            label: '所属行业',
            type: 'custom',
            zod: false,
            render: () => <ConceptSelect type={1} />,
            toVo: (v) => v ?? null,
          },
          {
            name: 'isSt',
            label: '是否 ST',
            type: 'radio',
            options: ST_FORM_OPTIONS,
            initialValue: 'auto',
            zod: false,
            tooltip: '风险警示股票（ST / *ST）主板涨跌幅限制为 ±5%',
            toForm: (v, row) => stChoice(v as boolean | null, row.name as string),
            toVo: stFlag,
          },
          {
            name: 'listDate',
            label: '上市日期',
            type: 'custom',
            required: true,
            zod: false,
            render: () => <DatePicker style={{ width: '100%' }} placeholder="请选择上市日期" />,
            toForm: (v) => (typeof v === 'string' && v ? dayjs(v) : undefined),
            toVo: (v) => (v ? (v as Dayjs).format('YYYY-MM-DD') : undefined),
          },
          { name: 'totalShares', label: '总股本(股)', type: 'number', required: true, min: 0, zod: false },
          {
            name: 'floatShares',
            label: '流通股本(股)',
            type: 'number',
            required: true,
            min: 0,
            zod: false,
            rules: [
              ({ getFieldValue }) => ({
                validator: (_, v) => (v == null || getFieldValue('totalShares') == null || v <= getFieldValue('totalShares') ? Promise.resolve() : Promise.reject(new Error('流通股本不能大于总股本'))),
              }),
            ],
          },
        ],
      },
      deleteText: (r) => `是否确认删除股票"${r.code} ${r.name}"？其日线与分时数据将一并删除`,
      actionWidth: 180,
      scrollX: 1500,
    }),
    [industries],
  );
  return <CrudPage config={config} />;
}
