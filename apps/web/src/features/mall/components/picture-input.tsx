import { useEffect, useRef, useState } from 'react';
import { App, Image, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { request } from '../../../shared/request';

/** POST /infra/file/upload (multipart) → the file's URL. */
export function uploadPicture(file: Blob): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return request.post<string>('/infra/file/upload', body, { headers: { 'Content-Type': 'multipart/form-data' }, timeout: 0 });
}

const MAX_BYTES = 5 * 1024 * 1024;

function toFiles(urls: readonly string[]): UploadFile[] {
  return urls.map((url, i) => ({ uid: `${i}-${url}`, name: url.split('/').pop() || `图片${i + 1}`, status: 'done', url }));
}

interface PictureInputProps<V> {
  value?: V;
  onChange?(value: V): void;
  id?: string;
  /** most pictures (multiple mode) */
  max?: number;
  size?: number;
  disabled?: boolean;
}

/**
 * Pictures through the file service as picture cards with preview: `multiple` keeps a string[] (e.g. 轮播图), otherwise
 * one URL string. Only images up to 5 MB.
 */
export function PictureInput(props: PictureInputProps<string> & { multiple?: false }): React.ReactElement;
export function PictureInput(props: PictureInputProps<string[]> & { multiple: true }): React.ReactElement;
export function PictureInput({ value, onChange, id, multiple, max = multiple ? 10 : 1, size = 80, disabled }: PictureInputProps<any> & { multiple?: boolean }) {
  const { message } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const urls: string[] = multiple ? ((value as string[] | undefined) ?? []) : value ? [value as string] : [];
  // uploads finish in any order: each one appends to the latest list, not to the list it started from
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = urls;
  });
  const emit = (next: string[]) => {
    latest.current = next;
    onChange?.(multiple ? next : (next[0] ?? ''));
  };
  return (
    <div id={id} className="mall-picture-input" style={{ ['--pic-size' as string]: `${size}px` }}>
      <Upload
        listType="picture-card"
        accept="image/*"
        fileList={toFiles(urls)}
        disabled={disabled}
        onPreview={(f) => setPreview(f.url ?? null)}
        onRemove={(f) => emit(urls.filter((u) => u !== f.url))}
        beforeUpload={(file) => {
          if (!file.type.startsWith('image/')) {
            void message.error('只能上传图片文件');
            return Upload.LIST_IGNORE;
          }
          if (file.size > MAX_BYTES) {
            void message.error('图片大小不能超过 5 MB');
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setUploading((n) => n + 1);
          uploadPicture(file as Blob)
            .then((url) => {
              // read the latest list at completion: several pictures may finish in any order
              emit(multiple ? [...latest.current, url].slice(0, max) : [url]);
              onSuccess?.(url);
            })
            .catch((err: Error) => onError?.(err))
            .finally(() => setUploading((n) => n - 1));
        }}
      >
        {urls.length >= max && multiple ? null : urls.length >= 1 && !multiple ? null : (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 4, fontSize: 12 }}>{uploading ? '上传中' : '上传图片'}</div>
          </div>
        )}
      </Upload>
      {preview ? <Image style={{ display: 'none' }} src={preview} preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }} /> : null}
    </div>
  );
}

/** A small picture in a table cell (click to preview); '-' without one. */
export function TablePicture({ src, size = 40 }: { src?: string | null; size?: number }) {
  return src ? <Image src={src} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <span>-</span>;
}
