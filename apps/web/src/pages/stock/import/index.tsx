import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Descriptions, Input, Progress, Radio, Space, Spin, Table, Tag, Tooltip, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { CloudUploadOutlined, DownloadOutlined, FileTextOutlined, InboxOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { IMPORT_BACKGROUND_ROWS, IMPORT_MAX_MB, importTradeDateDefault, type StockImportPreviewResp, type StockImportProgressVO, type StockImportResp } from '@gprs/contract';
import { Access, useAccess } from '../../../shared/access';
import { request, saveBlob } from '../../../shared/request';
import {
  IMPORT_KIND_OPTIONS,
  importErrorReport,
  importPercent,
  importProgressStatus,
  importSummary,
  pollDelay,
  type ImportFormat,
  type ImportKind,
  type ImportState,
} from '../shared/logic';
import {
  SOURCE_LABELS,
  TARGET_LABELS,
  UNIT_LABELS,
  UPLOAD_ACCEPT,
  encodingText,
  neededOptions,
  pickableTradeDay,
  previewBlocks,
  previewFieldLabel,
  previewCell,
  previewColumns,
  previewNeeds,
  uploadFileError,
  uploadFormatOf,
  type UploadFormat,
} from './logic';

/** What the file does not carry: the trade day of a pool, the board of a member list, the code of a history. */
interface ImportOptions {
  tradeDate?: string;
  board?: string;
  code?: string;
}

const importQuery = (kind: ImportKind, format: UploadFormat, options: ImportOptions) => {
  const q = new URLSearchParams({ kind, format });
  for (const [k, v] of Object.entries(options)) if (v && v.trim()) q.set(k, v.trim());
  return q.toString();
};

const CREATE = 'stock:import:create';

const importApi = {
  template: (kind: ImportKind, format: ImportFormat) => request.download('/stock-admin/import/template', { kind, format }),
  preview: (kind: ImportKind, format: UploadFormat, file: File, options: ImportOptions) => {
    const body = new FormData();
    body.append('file', file);
    return request.post<StockImportPreviewResp>(`/stock-admin/import/preview?${importQuery(kind, format, options)}`, body, { headers: { 'Content-Type': 'multipart/form-data' }, timeout: 0 });
  },
  upload: (kind: ImportKind, format: UploadFormat, file: File, options: ImportOptions, onProgress: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    return request.post<StockImportResp>(`/stock-admin/import?${importQuery(kind, format, options)}`, body, {
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: 0,
      onUploadProgress: (e) => onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    });
  },
  progress: (id: number) => request.get<StockImportProgressVO>('/stock-admin/import/progress', { id }),
};

/**
 * Resolves once the edits a click ended have landed: a date typed into the picker is committed only when its popup has
 * closed, an animation frame after the blur that the click's mousedown caused — after the click handler started.
 */
const editsSettled = () =>
  new Promise<void>((resolve) => {
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (f: () => void) => setTimeout(f, 16);
    frame(() => frame(() => setTimeout(resolve, 0)));
  });

type Phase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'job'; jobId: number | null; state: ImportState };

/** 数据导入 (menu component stock/import/index): stocks / daily bars / news from a CSV or JSON file. */
export default function StockImportPage() {
  const { message } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ImportKind>('stocks');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [downloading, setDownloading] = useState<ImportFormat | null>(null);
  // the trade day of a pool file: the latest started trade day of the calendar until staff pick another
  const [options, setOptionsState] = useState<ImportOptions>(() => ({ tradeDate: importTradeDateDefault(new Date()) }));
  // the options as last set, for a click that lands before React re-rendered with them
  const optionsRef = useRef(options);
  const setOptions = (next: ImportOptions) => {
    optionsRef.current = next;
    setOptionsState(next);
  };
  // one value object per day: a new one on every render would make the picker drop a date being typed (the click on
  // 开始导入 re-renders the page before the picker commits what was typed)
  const tradeDay = useMemo(() => (options.tradeDate ? dayjs(options.tradeDate) : null), [options.tradeDate]);
  const [preview, setPreview] = useState<StockImportPreviewResp | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const previewSeq = useRef(0);
  /** the preview of the latest file and options (a click on 开始导入 while it runs waits for it rather than being lost) */
  const pendingPreview = useRef<Promise<StockImportPreviewResp | null>>(Promise.resolve(null));
  const pollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pollTimer.current), []);

  const running = phase.step === 'uploading' || (phase.step === 'job' && phase.state.status === 'running');
  const canCreate = access.check({ permission: CREATE });

  const finished = (state: ImportState) => {
    if (state.status === 'failed') void message.error(state.message || '导入失败');
    else if (state.failed > 0) void message.warning(`导入完成：${importSummary(state)}`);
    else void message.success(`导入成功：${importSummary(state)}`);
    void queryClient.invalidateQueries({ queryKey: ['stock-admin'] });
  };

  const poll = (jobId: number, attempt: number) => {
    pollTimer.current = setTimeout(() => {
      importApi
        .progress(jobId)
        .then((p) => {
          setPhase({ step: 'job', jobId, state: p });
          if (p.status === 'running') poll(jobId, attempt + 1);
          else finished(p);
        })
        .catch(() => {
          // the request client has shown the error; keep the last state but stop waiting
          setPhase((prev) => (prev.step === 'job' ? { ...prev, state: { ...prev.state, status: 'failed', message: '查询导入进度失败，请稍后刷新页面重试' } } : prev));
        });
    }, pollDelay(attempt));
  };

  /** Detection and the first rows converted, before anything is written. */
  const runPreview = (f: File | null, k: ImportKind, opts: ImportOptions): Promise<StockImportPreviewResp | null> => {
    const seq = ++previewSeq.current;
    const format = f ? uploadFormatOf(f.name) : null;
    if (!f || !format || !canCreate) {
      setPreview(null);
      setPreviewing(false);
      pendingPreview.current = Promise.resolve(null);
      return pendingPreview.current;
    }
    setPreviewing(true);
    // the options the file needs as far as the last preview knows it (a first preview sends none: the server defaults
    // the trade day the same way, importTradeDateDefault)
    const sent = neededOptions(opts, previewNeeds(preview));
    const run = importApi
      .preview(k, format, f, sent)
      .then((p) => {
        if (seq === previewSeq.current) setPreview(p);
        return p;
      })
      .catch(() => {
        if (seq === previewSeq.current) setPreview(null);
        return null;
      })
      .finally(() => {
        if (seq === previewSeq.current) setPreviewing(false);
      });
    pendingPreview.current = run;
    return run;
  };

  const blocked = previewBlocks(preview);
  const needs = previewNeeds(preview);

  /** Starts the import; a preview still running (a date just typed, a field just left) is waited for, never a reason to drop the click. */
  const start = async () => {
    if (!file || running) return;
    const format = uploadFormatOf(file.name);
    if (!format) return;
    setPhase({ step: 'uploading', percent: 0 });
    await editsSettled();
    let seq = previewSeq.current;
    let current = await pendingPreview.current;
    // options changed while waiting: the newest preview decides
    while (seq !== previewSeq.current) {
      seq = previewSeq.current;
      current = await pendingPreview.current;
    }
    const refusal = previewBlocks(current);
    if (refusal) {
      setPhase({ step: 'idle' });
      void message.error(`${refusal}，无法导入`);
      return;
    }
    try {
      const resp = await importApi.upload(kind, format, file, neededOptions(optionsRef.current, previewNeeds(current)), (percent) => setPhase({ step: 'uploading', percent }));
      const state: ImportState = { ...resp };
      setPhase({ step: 'job', jobId: resp.jobId, state });
      if (resp.status === 'running' && resp.jobId !== null) poll(resp.jobId, 0);
      else finished(state);
    } catch {
      setPhase({ step: 'idle' });
    }
  };

  const download = async (format: ImportFormat) => {
    setDownloading(format);
    try {
      const { blob, fileName } = await importApi.template(kind, format);
      saveBlob(blob, fileName || `${kind}-template.${format}`);
    } finally {
      setDownloading(null);
    }
  };

  const kindInfo = IMPORT_KIND_OPTIONS.find((k) => k.value === kind)!;

  return (
    <Card>
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { width: 110 } }}
        items={[
          {
            key: 'kind',
            label: '数据类型',
            children: (
              <Space orientation="vertical" size={4}>
                <Radio.Group
                  name="import-kind"
                  value={kind}
                  disabled={running}
                  optionType="button"
                  buttonStyle="solid"
                  options={IMPORT_KIND_OPTIONS.map((k) => ({ label: k.label, value: k.value }))}
                  onChange={(e) => {
                    setKind(e.target.value as ImportKind);
                    if (!running) setPhase({ step: 'idle' });
                    void runPreview(file, e.target.value as ImportKind, options);
                  }}
                />
                <Typography.Text type="secondary">{kindInfo.description}</Typography.Text>
              </Space>
            ),
          },
          {
            key: 'template',
            label: '导入模板',
            children: (
              <Space wrap>
                <Button icon={<DownloadOutlined />} loading={downloading === 'csv'} onClick={() => void download('csv')}>
                  下载 CSV 模板
                </Button>
                <Button icon={<DownloadOutlined />} loading={downloading === 'json'} onClick={() => void download('json')}>
                  下载 JSON 模板
                </Button>
                <Typography.Text type="secondary">CSV 为 UTF-8 或 GBK 编码（自动识别）、首行为表头；列表字段（概念、相关股票）用 ; 分隔。也可直接上传 akshare / tushare 导出的 CSV 或 xlsx，按表头自动识别</Typography.Text>
              </Space>
            ),
          },
        ]}
      />

      <Access
        permission={CREATE}
        fallback={<Alert style={{ marginTop: 16 }} type="info" showIcon title="您没有导入数据的权限（stock:import:create），只能下载模板" />}
      >
        <div style={{ marginTop: 16 }} data-testid="import-upload">
          <Upload.Dragger
            name="file"
            accept={UPLOAD_ACCEPT}
            multiple={false}
            maxCount={1}
            disabled={running || !canCreate}
            showUploadList={false}
            beforeUpload={(f) => {
              const error = uploadFileError(f);
              if (error) {
                void message.error(error);
                return Upload.LIST_IGNORE;
              }
              setFile(f);
              if (!running) setPhase({ step: 'idle' });
              void runPreview(f, kind, options);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              将文件拖到此处，或<em>点击选择文件</em>
            </p>
            <p className="ant-upload-hint">可导入 .csv、.json、.xlsx 格式文件，大小不超过 {IMPORT_MAX_MB} MB；超过 {IMPORT_BACKGROUND_ROWS} 行的文件在后台导入</p>
          </Upload.Dragger>
          <Space style={{ marginTop: 12 }} wrap>
            {file ? (
              <Typography.Text data-testid="import-file">
                <FileTextOutlined /> {file.name}（{(file.size / 1024).toFixed(1)} KB）
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">尚未选择文件</Typography.Text>
            )}
            <Button type="primary" icon={<CloudUploadOutlined />} disabled={!file || running || (!previewing && !!blocked)} loading={running} onClick={() => void start()}>
              {running ? '导入中' : '开始导入'}
            </Button>
          </Space>
          {previewing ? <Spin size="small" style={{ marginLeft: 12 }} /> : null}
          {preview && (needs.tradeDate || needs.board || needs.code) ? (
            <Space style={{ marginTop: 12 }} wrap data-testid="import-options">
              {needs.tradeDate ? (
                <Space size={4}>
                  <Typography.Text>交易日</Typography.Text>
                  <DatePicker
                    aria-label="交易日"
                    allowClear={false}
                    style={{ width: 160 }}
                    value={tradeDay}
                    disabledDate={(d) => !pickableTradeDay(d.format('YYYY-MM-DD'), new Date())}
                    onChange={(d) => {
                      if (!d) return;
                      const next = { ...optionsRef.current, tradeDate: d.format('YYYY-MM-DD') };
                      setOptions(next);
                      void runPreview(file, kind, next);
                    }}
                  />
                </Space>
              ) : null}
              {needs.board ? (
                <Input
                  prefix="概念板块"
                  placeholder="成份股所属的概念名称"
                  style={{ width: 280 }}
                  value={options.board}
                  onChange={(e) => setOptions({ ...optionsRef.current, board: e.target.value })}
                  onBlur={() => void runPreview(file, kind, optionsRef.current)}
                />
              ) : null}
              {needs.code ? (
                <Input
                  prefix="股票代码"
                  placeholder="6 位代码"
                  style={{ width: 220 }}
                  value={options.code}
                  onChange={(e) => setOptions({ ...optionsRef.current, code: e.target.value })}
                  onBlur={() => void runPreview(file, kind, optionsRef.current)}
                />
              ) : null}
            </Space>
          ) : null}
          {preview ? <ImportPreview preview={preview} blocked={blocked} /> : null}
        </div>
      </Access>

      {phase.step === 'uploading' ? (
        <div style={{ marginTop: 16 }} data-testid="import-progress">
          <Typography.Text>正在上传并校验文件…</Typography.Text>
          <Progress percent={Math.min(phase.percent, 99)} status="active" />
        </div>
      ) : null}
      {phase.step === 'job' ? <ImportResult state={phase.state} /> : null}
    </Card>
  );
}

/** What the header row was recognised as, the column mapping with units, and the first rows converted (nothing written yet). */
function ImportPreview({ preview, blocked }: { preview: StockImportPreviewResp; blocked: string | null }) {
  const fields = previewColumns(preview);
  return (
    <div style={{ marginTop: 16 }} data-testid="import-preview">
      <Alert
        type={blocked ? 'error' : preview.source === 'own' ? 'info' : 'success'}
        showIcon
        className="import-detected"
        title={`识别为：${preview.label}（${SOURCE_LABELS[preview.source]}，导入为${TARGET_LABELS[preview.kind]}，共 ${preview.total} 行）`}
        description={blocked ? `${blocked}，无法导入` : preview.source === 'own' ? undefined : '下表为按来源单位换算后的前几行，确认无误后点击开始导入'}
      />
      {encodingText(preview.encoding) ? (
        <Typography.Text type="secondary" className="import-encoding" style={{ display: 'block', marginTop: 8 }}>
          {encodingText(preview.encoding)}
        </Typography.Text>
      ) : null}
      {preview.unknownColumns.length ? (
        <div style={{ marginTop: 8 }} className="import-unknown">
          <Typography.Text type="secondary">未识别的列（将被忽略）：</Typography.Text>
          {preview.unknownColumns.map((c) => (
            <Tag key={c}>{c}</Tag>
          ))}
        </div>
      ) : null}
      {preview.source !== 'own' ? (
        <Table
          style={{ marginTop: 8 }}
          size="small"
          className="import-mapping"
          rowKey="column"
          pagination={false}
          dataSource={preview.mapping}
          columns={[
            { key: 'column', dataIndex: 'column', title: '文件中的列' },
            { key: 'field', dataIndex: 'field', title: '导入为', render: (f: string) => previewFieldLabel(f) },
            { key: 'unit', dataIndex: 'unit', title: '单位换算', render: (u: string) => UNIT_LABELS[u] ?? u },
          ]}
        />
      ) : null}
      <Table
        style={{ marginTop: 8 }}
        size="small"
        className="import-preview-rows"
        rowKey="row"
        pagination={false}
        scroll={{ x: true }}
        dataSource={preview.rows}
        columns={[
          { key: 'row', dataIndex: 'row', title: '行号', width: 70 },
          ...fields.map((f) => ({ key: f, title: previewFieldLabel(f), render: (_: unknown, r: StockImportPreviewResp['rows'][number]) => previewCell(r.value[f]) })),
          { key: 'errors', title: '校验', render: (_: unknown, r: StockImportPreviewResp['rows'][number]) => (r.errors.length ? <Typography.Text type="danger">{r.errors.join('；')}</Typography.Text> : '通过') },
        ]}
      />
    </div>
  );
}

function ImportResult({ state }: { state: ImportState }) {
  const report = importErrorReport(state);
  const percent = importPercent(state);
  return (
    <div style={{ marginTop: 16 }} data-testid="import-result">
      <Progress percent={percent} status={importProgressStatus(state)} />
      {state.status === 'running' ? (
        <Typography.Text type="secondary">
          后台导入中：已处理 {state.processed} / {state.total} 行
        </Typography.Text>
      ) : state.status === 'failed' ? (
        <Alert type="error" showIcon className="import-summary" title="导入失败，文件中的数据均未写入" description={state.message} style={{ marginTop: 8 }} />
      ) : (
        <Alert
          type={state.failed > 0 ? 'warning' : 'success'}
          showIcon
          style={{ marginTop: 8 }}
          className="import-summary"
          title={`导入完成：${importSummary(state)}`}
          description={state.failed > 0 ? '有错误的行未写入，请按下表修改后重新导入这些行' : undefined}
        />
      )}
      {report.rows.length > 0 ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            错误报告
          </Typography.Title>
          {report.truncated ? <Typography.Text type="secondary">{report.truncated}</Typography.Text> : null}
          <Table
            rowKey="key"
            size="small"
            className="import-errors"
            dataSource={report.rows}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              {
                key: 'row',
                dataIndex: 'row',
                width: 120,
                title: (
                  <Tooltip title="数据行号，从 1 开始（CSV 的表头不计）">
                    行号 <QuestionCircleOutlined />
                  </Tooltip>
                ),
              },
              { key: 'message', dataIndex: 'message', title: '原因' },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
