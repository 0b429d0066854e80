import { useState } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { ConceptAdminCreateReq, type ConceptAdminVO } from '@gprs/contract';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { Change } from '../../../shared/market';
import { MembersDrawer } from './members-drawer';

/** 概念板块 (menu component stock/concept/index): industry and concept boards and their member stocks. */
export default function StockConceptPage() {
  const [membersOf, setMembersOf] = useState<ConceptAdminVO | null>(null);
  const config: CrudConfig<ConceptAdminVO> = {
    entity: '板块',
    queryKey: ['stock-admin', 'concept'],
    api: {
      page: '/stock-admin/concept/page',
      get: '/stock-admin/concept/get',
      create: '/stock-admin/concept/create',
      update: '/stock-admin/concept/update',
      delete: '/stock-admin/concept/delete',
      export: '/stock-admin/concept/export',
    },
    permissions: { create: 'stock:concept:create', update: 'stock:concept:update', delete: 'stock:concept:delete', export: 'stock:concept:export' },
    search: [
      { name: 'name', label: '板块名称' },
      { name: 'code', label: '板块代码', width: 160 },
      { name: 'type', label: '板块类别', type: 'select', dict: 'industry_concept', width: 140 },
    ],
    columns: [
      { dataIndex: 'code', title: '板块代码', width: 110 },
      { dataIndex: 'name', title: '板块名称', width: 140 },
      { dataIndex: 'type', title: '板块类别', type: 'dict', dict: 'industry_concept', width: 90 },
      { dataIndex: 'stockCount', title: '成分股数', width: 90 },
      { dataIndex: 'changePercent', title: '涨跌幅', width: 100, align: 'right', render: (v: number) => <Change value={v} /> },
      { dataIndex: 'limitUpCount', title: '涨停家数', width: 90 },
      { dataIndex: 'leadingStockName', title: '领涨股', width: 110, render: (v: string | null) => v ?? '--' },
      { dataIndex: 'heat', title: '热度', width: 90 },
      { dataIndex: 'description', title: '简介', ellipsis: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 170 },
    ],
    form: {
      schema: ConceptAdminCreateReq,
      fields: [
        { name: 'type', label: '板块类别', type: 'radio', dict: 'industry_concept', required: true, initialValue: 2 },
        {
          name: 'code',
          label: '板块代码',
          required: true,
          disabledOnEdit: true,
          placeholder: '2–16 位字母或数字，如 GN3001',
          tooltip: '成分股与新闻通过板块代码关联，创建后不可修改',
        },
        { name: 'name', label: '板块名称', required: true, placeholder: '请输入板块名称' },
        { name: 'description', label: '简介', type: 'textarea', rows: 4, placeholder: '请输入板块简介' },
      ],
      toBody: (body, editing) => {
        if (editing) delete body.code;
        return body;
      },
    },
    rowActions: [{ key: 'members', label: '成分股', icon: <TeamOutlined />, permission: 'stock:concept:query', onClick: (row) => setMembersOf(row) }],
    deleteText: (r) => `是否确认删除板块"${r.name}"（${r.code}）？其成分股关系与日线数据将一并删除`,
    actionWidth: 270,
    scrollX: 1400,
  };
  return (
    <>
      <CrudPage config={config} />
      {membersOf ? <MembersDrawer concept={membersOf} onClose={() => setMembersOf(null)} /> : null}
    </>
  );
}
