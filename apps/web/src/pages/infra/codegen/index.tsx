import { useState } from 'react';
import { App, Button } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, ImportOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CodegenTableResp } from '@gprs/contract';
import { Access } from '../../../shared/access';
import { CrudPage, type CrudConfig } from '../../../shared/crud-kit';
import { saveBlob } from '../../../shared/request';
import { codegenApi } from './codegen-api';
import { ImportTableDialog } from './import-table';
import { PreviewCodeDialog } from './preview-code';

/** 代码生成 (menu component infra/codegen/index): imported tables, with 导入 / 预览 / 编辑 / 删除 / 同步 / 生成代码. */
export default function InfraCodegenPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [previewId, setPreviewId] = useState<number | null>(null);

  const config: CrudConfig<CodegenTableResp> = {
    entity: '表定义',
    queryKey: ['infra', 'codegen'],
    api: { page: '/infra/codegen/table/page' },
    search: [
      { name: 'tableName', label: '表名称' },
      { name: 'tableComment', label: '表描述' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'tableName', title: '表名称', width: 180, ellipsis: true },
      { dataIndex: 'tableComment', title: '表描述', width: 180, ellipsis: true },
      { dataIndex: 'className', title: '实体', width: 180, ellipsis: true },
      { dataIndex: 'createTime', title: '创建时间', type: 'datetime', width: 180 },
      { dataIndex: 'updateTime', title: '更新时间', type: 'datetime', width: 180 },
    ],
    toolbar: () => (
      <Access permission="infra:codegen:create">
        <Button type="primary" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
          导入
        </Button>
      </Access>
    ),
    rowActions: [
      { key: 'preview', label: '预览', icon: <EyeOutlined />, permission: 'infra:codegen:preview', onClick: (r) => setPreviewId(r.id) },
      { key: 'edit', label: '编辑', icon: <EditOutlined />, permission: 'infra:codegen:update', onClick: (r) => void navigate(`/codegen/edit/${r.id}`) },
      {
        key: 'delete',
        label: '删除',
        icon: <DeleteOutlined />,
        danger: true,
        permission: 'infra:codegen:delete',
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`是否确认删除表名称为"${r.tableName}"的数据项？`))) return;
          await codegenApi.remove(r.id);
          void message.success('删除成功');
          ctx.refresh();
        },
      },
      {
        key: 'sync',
        label: '同步',
        icon: <SyncOutlined />,
        permission: 'infra:codegen:update',
        onClick: async (r, ctx) => {
          if (!(await ctx.confirm(`确认要强制同步${r.tableName}表结构吗？`))) return;
          await codegenApi.sync(r.id);
          void message.success('同步成功');
          ctx.refresh();
        },
      },
      {
        key: 'download',
        label: '生成代码',
        icon: <DownloadOutlined />,
        permission: 'infra:codegen:download',
        onClick: async (r) => {
          const { blob, fileName } = await codegenApi.download(r.id);
          saveBlob(blob, fileName || `codegen-${r.tableName}.zip`);
        },
      },
    ],
    actionWidth: 380,
    scrollX: 1200,
  };

  return (
    <>
      <CrudPage config={config} />
      {importing ? (
        <ImportTableDialog
          onClose={(imported) => {
            setImporting(false);
            if (imported) void queryClient.invalidateQueries({ queryKey: ['infra', 'codegen'] });
          }}
        />
      ) : null}
      {previewId !== null ? <PreviewCodeDialog tableId={previewId} onClose={() => setPreviewId(null)} /> : null}
    </>
  );
}
