import { useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Dropdown, Form, Modal, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, DoubleRightOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Access, useAccess } from '../access';
import { runReported, saveBlob } from '../request';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, RightToolbar, TablePagination, useConfirm, visibleColumns } from '../table-kit';
import { CrudFormDialog, type FormTarget } from './crud-form-dialog';
import { callDelete, callExport, callPage } from './endpoints';
import { DetailList, renderValue, SearchInput } from './fields';
import { buildSearchParams, deleteConfirmText, exportConfirmText, exportParams, initialHiddenKeys, toolbarColumns } from './rules';
import type { CrudColumn, CrudConfig, CrudContext, Row, RowAction } from './types';
import { SearchButtons } from './search-buttons';

const ACTION_KEY = '__action';

/**
 * A yudao-style list page from a declaration: search form (toggled by the right toolbar), 新增 / 导出 buttons by
 * permission, table with show/hide columns and pagination, create/edit dialog, '系统提示' delete confirmation, .xlsx
 * export with the server's file name, detail dialog, and loading / empty / error states.
 */
export function CrudPage<T extends Row>({ config, header }: { config: CrudConfig<T>; header?: ReactNode }) {
  const { message } = App.useApp();
  const access = useAccess();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const rowKey = config.rowKey ?? 'id';
  const perms = config.permissions ?? {};
  const [searchForm] = Form.useForm();
  const [showSearch, setShowSearch] = useState(true);
  const initialSearch = useMemo(() => Object.fromEntries((config.search ?? []).filter((f) => f.initialValue !== undefined).map((f) => [f.name, f.initialValue])), [config.search]);
  const [filters, setFilters] = useState<Row>(() => buildSearchParams(initialSearch, config.search ?? []));
  const [paging, setPaging] = useState({ pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [hidden, setHidden] = useState<string[]>(() => initialHiddenKeys(config.columns));
  const [formTarget, setFormTarget] = useState<FormTarget<T> | null>(null);
  const [detailRow, setDetailRow] = useState<T | null>(null);
  const [exporting, setExporting] = useState(false);

  // other fixed params (e.g. a department picked beside the list) start again on the first page
  const fixedKey = JSON.stringify(config.fixedParams ?? {});
  const [pagedFor, setPagedFor] = useState(fixedKey);
  if (pagedFor !== fixedKey) {
    setPagedFor(fixedKey);
    setPaging((p) => ({ ...p, pageNo: FIRST_PAGE }));
  }

  const query = useMemo(() => ({ ...paging, ...filters, ...config.fixedParams }), [paging, filters, config.fixedParams]);
  const page = useQuery({
    queryKey: [...config.queryKey, 'page', query],
    queryFn: () => callPage<T>(config.api.page, query),
    placeholderData: keepPreviousData,
  });

  const refresh = () => void queryClient.invalidateQueries({ queryKey: config.queryKey });

  const createDefaults = (): Row | undefined => (typeof config.form?.defaults === 'function' ? config.form.defaults(query) : undefined);

  const remove = async (row: T) => {
    const id = row[rowKey];
    if (!(await confirm(config.deleteText ? config.deleteText(row) : deleteConfirmText(config.entity, id)))) return;
    await callDelete(config.api.delete!, id);
    void message.success('删除成功');
    refresh();
  };

  const ctx: CrudContext<T> = {
    refresh,
    openCreate: (values) => setFormTarget({ row: null, values: { ...createDefaults(), ...values } }),
    openEdit: (row) => setFormTarget({ row }),
    openDetail: (row) => setDetailRow(row),
    remove,
    confirm,
    query,
  };

  const exportXlsx = async () => {
    if (!(await confirm(config.exportText ?? exportConfirmText(config.entity)))) return;
    setExporting(true);
    try {
      const { blob, fileName } = await callExport(config.api.export!, exportParams(query));
      saveBlob(blob, fileName || config.exportFileName || `${config.entity}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  // yudao's order: 详细, 修改, the page's own links, 删除, then the 更多 dropdown
  const actions: RowAction<T>[] = [];
  if (config.detail) {
    actions.push({ key: 'detail', label: '详细', icon: <EyeOutlined />, permission: config.detail.permission, onClick: (row) => setDetailRow(row) });
  }
  if (config.form && config.api.update) {
    actions.push({ key: 'update', label: '修改', icon: <EditOutlined />, permission: perms.update, onClick: (row) => setFormTarget({ row }) });
  }
  actions.push(...(config.rowActions ?? []));
  if (config.api.delete) {
    actions.push({ key: 'delete', label: '删除', icon: <DeleteOutlined />, danger: true, permission: perms.delete, onClick: (row) => remove(row) });
  }
  const allowed = actions.filter((a) => !a.permission || access.check({ permission: a.permission }));

  const columns: TableColumnsType<T> = config.columns.map((c: CrudColumn<T>) => ({
    key: c.key ?? c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    width: c.width,
    ellipsis: c.ellipsis,
    fixed: c.fixed,
    align: c.align ?? 'center',
    render: (value: unknown, row: T) => (c.render ? c.render(value, row, ctx) : renderValue(c.type, c.dict, value)),
  }));
  if (allowed.length > 0) {
    columns.push({
      key: ACTION_KEY,
      title: '操作',
      align: 'center',
      fixed: 'right',
      width: config.actionWidth ?? 160,
      render: (_: unknown, row: T) => <RowActions actions={allowed} row={row} ctx={ctx} />,
    });
  }
  const transferColumns = toolbarColumns(config.columns.map((c) => ({ key: c.key ?? c.dataIndex, title: c.title })));

  return (
    <Card>
      {header}
      {showSearch && config.search?.length ? (
        <Form
          form={searchForm}
          name={`${config.queryKey.join('-')}-search`}
          initialValues={initialSearch}
          layout="inline"
          style={{ marginBottom: 16, rowGap: 12 }}
          onFinish={(values: Row) => {
            setFilters(buildSearchParams(values, config.search ?? []));
            setPaging((p) => ({ ...p, pageNo: FIRST_PAGE }));
          }}
        >
          {config.search.map((f) => (
            <Form.Item key={f.name} label={f.label} name={f.name}>
              <SearchInput field={f} />
            </Form.Item>
          ))}
          <SearchButtons
            onReset={() => {
              searchForm.resetFields();
              setFilters(buildSearchParams(initialSearch, config.search ?? []));
              setPaging((p) => ({ ...p, pageNo: FIRST_PAGE }));
            }}
          />
        </Form>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          {config.form && config.api.create ? (
            <Access permission={perms.create}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ row: null, values: createDefaults() })}>
                新增
              </Button>
            </Access>
          ) : null}
          {config.api.export ? (
            <Access permission={perms.export}>
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXlsx()}>
                导出
              </Button>
            </Access>
          ) : null}
          {config.toolbar?.(ctx)}
        </Space>
        <RightToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void page.refetch()}
          columns={transferColumns}
          hiddenKeys={hidden}
          onHiddenKeysChange={setHidden}
        />
      </div>
      {page.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="数据加载失败"
          description={page.error instanceof Error ? page.error.message : String(page.error)}
          action={
            <Button size="small" onClick={() => void page.refetch()}>
              重试
            </Button>
          }
        />
      ) : null}
      <Table<T>
        rowKey={rowKey}
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        columns={visibleColumns(columns as { key?: string }[], hidden) as TableColumnsType<T>}
        pagination={false}
        scroll={{ x: config.scrollX ?? 1000 }}
      />
      <TablePagination
        total={page.data?.total ?? 0}
        page={paging.pageNo}
        limit={paging.pageSize}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
      />
      {formTarget && config.form ? (
        <CrudFormDialog
          config={config}
          target={formTarget}
          onClose={(saved) => {
            setFormTarget(null);
            if (saved) refresh();
          }}
        />
      ) : null}
      {detailRow && config.detail ? (
        <Modal
          title={config.detail.title ?? `${config.entity}详细`}
          open
          width={config.detail.width ?? 800}
          footer={null}
          onCancel={() => setDetailRow(null)}
          destroyOnHidden
        >
          <DetailList items={config.detail.items} row={detailRow} />
        </Modal>
      ) : null}
    </Card>
  );
}

function RowActions<T extends Row>({ actions, row, ctx }: { actions: RowAction<T>[]; row: T; ctx: CrudContext<T> }) {
  const shown = actions.filter((a) => !a.show || a.show(row));
  const links = shown.filter((a) => !a.more);
  const more = shown.filter((a) => a.more);
  return (
    <Space size={0} wrap>
      {links.map((a) => (
        <Button key={a.key} type="link" size="small" danger={a.danger} icon={a.icon} onClick={() => runReported(() => a.onClick(row, ctx))}>
          {a.label}
        </Button>
      ))}
      {more.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((a) => ({ key: a.key, label: a.label, icon: a.icon, danger: a.danger })),
            onClick: ({ key }) => runReported(() => more.find((a) => a.key === key)?.onClick(row, ctx)),
          }}
        >
          <Button type="link" size="small" icon={<DoubleRightOutlined />}>
            更多
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}
