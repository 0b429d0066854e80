import { useState } from 'react';
import { App, Button, Image, Modal, Progress, Upload } from 'antd';
import { CopyOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Access } from '../../../shared/access';
import { CrudPage, type CrudConfig, type Row } from '../../../shared/crud-kit';
import { request } from '../../../shared/request';
import { copyText } from '../../../shared/utils/clipboard';

/** 1536 → '1.50 KB' */
export function fileSize(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return i === 0 ? `${value} B` : `${value.toFixed(2)} ${units[i]}`;
}

const absolute = (url: string) => new URL(url, window.location.origin).href;

/** 上传文件: one file through POST /infra/file/upload (multipart) with upload progress. */
function UploadDialog({ onClose }: { onClose(uploaded: boolean): void }) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState(false);
  return (
    <Modal title="上传文件" open width={500} footer={null} onCancel={() => onClose(uploaded)} destroyOnHidden>
      <Upload.Dragger
        name="file"
        multiple={false}
        showUploadList={false}
        data-testid="file-upload"
        customRequest={({ file, onSuccess, onError }) => {
          const body = new FormData();
          body.append('file', file as Blob);
          setPercent(0);
          request
            .post<string>('/infra/file/upload', body, {
              headers: { 'Content-Type': 'multipart/form-data' },
              timeout: 0,
              onUploadProgress: (e) => setPercent(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
            })
            .then((url) => {
              setPercent(100);
              setUploaded(true);
              void message.success('上传成功');
              onSuccess?.(url);
              onClose(true);
            })
            .catch((err: Error) => {
              setPercent(null);
              onError?.(err);
            });
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          将文件拖到此处，或<em>点击上传</em>
        </p>
      </Upload.Dragger>
      {percent !== null ? <Progress percent={percent} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}

/** 文件列表 (menu component infra/file/index). */
export default function InfraFilePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const copy = async (url: string) => {
    try {
      await copyText(absolute(url));
      void message.success('复制成功');
    } catch {
      void message.error('复制失败');
    }
  };
  const config: CrudConfig<Row> = {
    entity: '文件',
    queryKey: ['infra', 'file'],
    api: { page: '/infra/file/page', delete: '/infra/file/delete' },
    permissions: { delete: 'infra:file:delete' },
    search: [
      { name: 'path', label: '文件路径' },
      { name: 'type', label: '文件类型' },
      { name: 'createTime', label: '创建时间', type: 'dateRange' },
    ],
    columns: [
      { dataIndex: 'name', title: '文件名', width: 200, ellipsis: true },
      { dataIndex: 'path', title: '文件路径', width: 240, ellipsis: true },
      { dataIndex: 'url', title: 'URL', width: 240, ellipsis: true },
      { dataIndex: 'size', title: '文件大小', width: 110, render: (v) => fileSize(v) },
      { dataIndex: 'type', title: '文件类型', width: 140, ellipsis: true },
      {
        dataIndex: 'url',
        key: 'content',
        title: '文件内容',
        width: 120,
        render: (url: string, row) =>
          String(row.type).startsWith('image/') ? (
            <Image src={url} width={40} height={40} style={{ objectFit: 'cover' }} alt={row.name} />
          ) : (
            <a href={url} target="_blank" rel="noreferrer">
              预览
            </a>
          ),
      },
      { dataIndex: 'createTime', title: '上传时间', type: 'datetime', width: 180 },
    ],
    rowActions: [{ key: 'copy', label: '复制链接', icon: <CopyOutlined />, onClick: (row) => copy(row.url) }],
    deleteText: (row) => `是否确认删除文件"${row.name}"？`,
    actionWidth: 200,
    scrollX: 1500,
    toolbar: () => (
      <Access permission="infra:file:create">
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          上传文件
        </Button>
      </Access>
    ),
  };
  return (
    <>
      <CrudPage config={config} />
      {uploading ? (
        <UploadDialog
          onClose={(uploaded) => {
            setUploading(false);
            if (uploaded) void queryClient.invalidateQueries({ queryKey: ['infra', 'file'] });
          }}
        />
      ) : null}
    </>
  );
}
