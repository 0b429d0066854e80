import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Modal, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  FEED_KIND_LABELS,
  FEED_KINDS,
  type FeedKind,
  type FeedKindStatVO,
  type FeedRejectionVO,
  type FeedSecretVO,
  type FeedSourceSummaryVO,
  type PageResult,
  type SourceDatasetState,
  type SourceDatasetVO,
  type SourceStatusVO,
} from '@gprs/contract';
import { request } from '../../../shared/request';
import { useAccess } from '../../../shared/access';
import { formatDate } from '../../../shared/utils/date';
import { ago, feedBanner, kindStatus } from './logic';

/** The figures refresh on their own this often while the page is shown. */
const REFRESH_MS = 10_000;

const feedSourceApi = {
  summary: () => request.get<FeedSourceSummaryVO>('/stock-admin/feed-source/summary'),
  rejected: (params: { pageNo: number; pageSize: number; kind?: FeedKind }) => request.get<PageResult<FeedRejectionVO>>('/stock-admin/feed-source/rejected-page', params),
  source: () => request.get<SourceStatusVO>('/stock-admin/source/status'),
  revealSecret: () => request.post<FeedSecretVO>('/stock-admin/feed-source/secret/reveal'),
  rotateSecret: () => request.post<FeedSecretVO>('/stock-admin/feed-source/secret/rotate'),
};

const DATASET_COLORS: Record<SourceDatasetState, string> = {
  never: 'default',
  ok: 'success',
  error: 'error',
  no_permission: 'warning',
  bad_token: 'error',
  rate_limited: 'warning',
  quota: 'warning',
  network: 'error',
  not_wired: 'default',
  standby: 'default',
  off: 'default',
};

/**
 * The pulled source (MARKET_SOURCE=tushare, decision 0033): whether it runs, and per dataset its state in words, the
 * last success, rows, cursor, next run, the token level it needs and what the site shows without it.
 */
function PulledSourceCard() {
  const status = useQuery({ queryKey: ['stock-feed-source', 'source'], queryFn: feedSourceApi.source, refetchInterval: REFRESH_MS });
  const s = status.data;
  const now = s?.now ?? 0;
  const columns: TableColumnsType<SourceDatasetVO> = [
    { key: 'label', dataIndex: 'label', title: '数据集', width: 130 },
    { key: 'state', title: '状态', width: 120, render: (_: unknown, d) => <Tag color={DATASET_COLORS[d.state]}>{d.stateLabel}</Tag> },
    { key: 'message', dataIndex: 'message', title: '说明', render: (v: string) => v || '—' },
    {
      key: 'last',
      dataIndex: 'lastSuccessTime',
      title: '最近成功',
      width: 190,
      render: (v: number | null) => (v === null ? <Typography.Text type="secondary">从未</Typography.Text> : <Tooltip title={formatDate(v)}>{`${formatDate(v, 'MM-DD HH:mm')}（${ago(v, now)}）`}</Tooltip>),
    },
    { key: 'rows', title: '行数 / 写入', width: 120, align: 'right', render: (_: unknown, d) => `${d.rows.toLocaleString('zh-CN')} / ${d.written.toLocaleString('zh-CN')}` },
    { key: 'cursor', dataIndex: 'cursor', title: '已到', width: 110, render: (v: string | null) => v ?? '—' },
    { key: 'next', dataIndex: 'nextRunTime', title: '下次运行', width: 130, render: (v: number | null) => (v === null ? '—' : formatDate(v, 'MM-DD HH:mm')) },
    {
      key: 'apis',
      title: '接口与权限',
      width: 220,
      render: (_: unknown, d) => (
        <Space orientation="vertical" size={0}>
          {d.apis.map((a) => (
            <span key={a.name}>
              <Typography.Text code>{a.name}</Typography.Text> {a.requirement}
            </span>
          ))}
        </Space>
      ),
    },
    { key: 'without', dataIndex: 'without', title: '没有此数据时', width: 220 },
  ];
  return (
    <Card
      title="拉取数据源（tushare pro）"
      data-testid="pulled-source"
      extra={
        s && (
          <Space>
            <Tag color={s.enabled ? 'blue' : 'default'}>{s.enabled ? '已启用（MARKET_SOURCE=tushare）' : '未启用'}</Tag>
            {s.enabled && <Tag color={s.tokenSet ? 'success' : 'error'}>{s.tokenSet ? '令牌已配置' : '未配置 TUSHARE_TOKEN'}</Tag>}
          </Space>
        )
      }
    >
      {status.isError ? (
        <LoadError what="拉取数据源" error={status.error} retry={() => void status.refetch()} />
      ) : (
        <Table<SourceDatasetVO>
          rowKey="key"
          size="small"
          loading={status.isPending}
          columns={columns}
          dataSource={s?.datasets ?? []}
          pagination={false}
          scroll={{ x: 1400 }}
          locale={{ emptyText: '暂无数据集' }}
        />
      )}
    </Card>
  );
}

/** Who may see or replace the push secret (the server checks the same permission). */
const SECRET_PERMISSION = 'system:oauth2-client:update';

/**
 * The push client: whether the feed routes accept batches, and its secret — generated at install, shown here once,
 * replaced by 重新生成 (the old secret and its tokens stop working at once).
 */
function PushClientCard({ summary, onChanged }: { summary: FeedSourceSummaryVO; onChanged: () => void }) {
  const { message } = App.useApp();
  const access = useAccess();
  const mayManage = access.hasPermission(SECRET_PERMISSION);
  const [shown, setShown] = useState<FeedSecretVO | null>(null);
  const done = (secret: FeedSecretVO) => {
    setShown(secret);
    onChanged();
  };
  const fail = (error: unknown) => void message.error(errorText(error));
  const reveal = useMutation({ mutationFn: feedSourceApi.revealSecret, onSuccess: done, onError: fail });
  const rotate = useMutation({ mutationFn: feedSourceApi.rotateSecret, onSuccess: done, onError: fail });
  const { client } = summary;
  return (
    <Card title="推送客户端" data-testid="push-client">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'door',
            label: '推送接口',
            children: summary.pushOpen ? <Tag color="blue">已开启</Tag> : <Tag>已关闭（返回 403，MARKET_FEED=push 时开启）</Tag>,
          },
          { key: 'client', label: '客户端编号', children: <Typography.Text code>{client.clientId}</Typography.Text> },
          {
            key: 'secret',
            label: '客户端密钥',
            children: client.secretRevealed ? '已生成（只显示一次；遗失请重新生成）' : '已生成，尚未查看',
          },
        ]}
      />
      {mayManage && (
        <Space style={{ marginTop: 12 }}>
          {!client.secretRevealed && (
            <Button type="primary" loading={reveal.isPending} onClick={() => reveal.mutate()}>
              查看密钥（仅一次）
            </Button>
          )}
          <Popconfirm
            title="重新生成推送密钥？"
            description="旧密钥和用它取得的令牌立即失效，推送程序需换用新密钥。"
            okText="重新生成"
            cancelText="取消"
            onConfirm={() => rotate.mutateAsync().catch(() => undefined)}
          >
            <Button danger loading={rotate.isPending}>
              重新生成密钥
            </Button>
          </Popconfirm>
        </Space>
      )}
      <Modal title="推送客户端密钥" open={shown !== null} onCancel={() => setShown(null)} onOk={() => setShown(null)} okText="我已保存" cancelButtonProps={{ style: { display: 'none' } }}>
        <Alert type="warning" showIcon title="密钥只显示这一次" description="关闭后无法再次查看；请保存到推送程序的配置中（client_credentials，scope stock.feed）。" />
        <Descriptions
          column={1}
          size="small"
          style={{ marginTop: 12 }}
          items={[
            { key: 'id', label: 'client_id', children: <Typography.Text code>{shown?.clientId}</Typography.Text> },
            { key: 'secret', label: 'client_secret', children: <Typography.Text code copyable data-testid="push-secret">{shown?.secret}</Typography.Text> },
          ]}
        />
      </Modal>
    </Card>
  );
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : '请求失败，请稍后重试');

function LoadError({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what}加载失败`}
      description={errorText(error)}
      action={
        <Button size="small" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}

/** 股票数据 → 数据源 (menu component stock/feedSource/index): what the push feed delivered, and what it refused. */
export default function StockFeedSourcePage() {
  const summary = useQuery({ queryKey: ['stock-feed-source', 'summary'], queryFn: feedSourceApi.summary, refetchInterval: REFRESH_MS });
  const [kind, setKind] = useState<FeedKind | undefined>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const rejected = useQuery({
    queryKey: ['stock-feed-source', 'rejected', kind, page],
    queryFn: () => feedSourceApi.rejected({ ...page, kind }),
    refetchInterval: REFRESH_MS,
  });
  const s = summary.data;
  const now = s?.now ?? 0;
  const banner = s ? feedBanner(s) : null;

  const kindColumns: TableColumnsType<FeedKindStatVO> = [
    { key: 'label', dataIndex: 'label', title: '数据类型', width: 120 },
    {
      key: 'status',
      title: '状态',
      width: 120,
      render: (_: unknown, k) => {
        const st = kindStatus(k);
        return <Tag color={st.color}>{st.text}</Tag>;
      },
    },
    {
      key: 'last',
      dataIndex: 'lastBatchTime',
      title: '最近批次',
      width: 220,
      render: (v: number | null) => (v === null ? <Typography.Text type="secondary">暂无</Typography.Text> : <Tooltip title={formatDate(v)}>{`${formatDate(v, 'MM-DD HH:mm:ss')}（${ago(v, now)}）`}</Tooltip>),
    },
    {
      key: 'rows',
      title: '最近批次行数 / 变更',
      width: 150,
      align: 'right',
      render: (_: unknown, k) => (k.lastBatchRows === null ? '—' : `${k.lastBatchRows.toLocaleString('zh-CN')} / ${(k.lastBatchChanged ?? 0).toLocaleString('zh-CN')}`),
    },
    { key: 'rpm', dataIndex: 'rowsPerMinute', title: `每分钟行数（近 ${s?.windowMinutes ?? 5} 分钟）`, width: 170, align: 'right', render: (v: number) => v.toLocaleString('zh-CN') },
    { key: 'batches', dataIndex: 'batches', title: '接受批次', width: 100, align: 'right' },
    { key: 'rejected', dataIndex: 'rejectedBatches', title: '拒绝批次', width: 100, align: 'right', render: (v: number) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : 0) },
    { key: 'ms', dataIndex: 'avgApplyMs', title: '平均写入耗时', width: 120, align: 'right', render: (v: number | null) => (v === null ? '—' : `${v} ms`) },
  ];

  const rejectionColumns: TableColumnsType<FeedRejectionVO> = [
    { key: 'time', dataIndex: 'receiveTime', title: '收到时间', width: 170, render: (v: number) => formatDate(v) },
    { key: 'kind', dataIndex: 'kind', title: '数据类型', width: 100, render: (v: FeedKind) => FEED_KIND_LABELS[v] ?? v },
    { key: 'client', dataIndex: 'clientId', title: '客户端', width: 120 },
    { key: 'rows', dataIndex: 'rows', title: '批次行数', width: 90, align: 'right' },
    { key: 'row', dataIndex: 'rowIndex', title: '出错行', width: 110, render: (v: number | null) => (v === null ? '整批' : `第 ${v + 1} 行（items[${v}]）`) },
    { key: 'reason', dataIndex: 'reason', title: '原因', render: (v: string, r) => <span title={`错误码 ${r.code}`}>{v}</span> },
    {
      key: 'sample',
      dataIndex: 'sample',
      title: '出错行内容',
      width: 260,
      render: (v: string) => (v ? <Typography.Text code ellipsis={{ tooltip: v }} style={{ maxWidth: 240 }}>{v}</Typography.Text> : '—'),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title="数据源"
        extra={
          <Space>
            {s && <Tag color={s.mode === 'push' ? 'blue' : 'default'}>{s.mode === 'push' ? '推送模式' : '模拟器模式'}</Tag>}
            {s && <Tag color={s.trading ? 'red' : 'default'}>{s.trading ? '交易时段' : '非交易时段'}</Tag>}
            <Button icon={<ReloadOutlined />} loading={summary.isFetching} onClick={() => void summary.refetch()}>
              刷新
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {summary.isError && <LoadError what="数据源概况" error={summary.error} retry={() => void summary.refetch()} />}
          {banner && <Alert type={banner.type} showIcon title={banner.title} description={banner.description} data-testid="feed-banner" />}
          <Table<FeedKindStatVO>
            rowKey="kind"
            size="middle"
            loading={summary.isPending}
            columns={kindColumns}
            dataSource={s?.kinds ?? []}
            pagination={false}
            scroll={{ x: 1100 }}
            locale={{ emptyText: summary.isError ? '加载失败' : '暂无数据' }}
          />
        </Space>
      </Card>
      {s && <PushClientCard summary={s} onChanged={() => void summary.refetch()} />}
      <PulledSourceCard />
      <Card
        title="被拒绝的批次"
        extra={
          <Select<FeedKind>
            allowClear
            placeholder="全部数据类型"
            style={{ width: 160 }}
            value={kind}
            options={FEED_KINDS.map((k) => ({ value: k, label: FEED_KIND_LABELS[k] }))}
            onChange={(v) => {
              setKind(v);
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
          />
        }
      >
        {rejected.isError ? (
          <LoadError what="被拒绝的批次" error={rejected.error} retry={() => void rejected.refetch()} />
        ) : (
          <Table<FeedRejectionVO>
            rowKey="id"
            size="middle"
            loading={rejected.isPending}
            columns={rejectionColumns}
            dataSource={rejected.data?.list ?? []}
            scroll={{ x: 1100 }}
            locale={{ emptyText: '近 3 天没有被拒绝的批次' }}
            pagination={{
              current: page.pageNo,
              pageSize: page.pageSize,
              total: rejected.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => `共 ${total} 条`,
              onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
            }}
          />
        )}
      </Card>
    </Space>
  );
}
