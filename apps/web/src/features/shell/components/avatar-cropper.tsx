import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Slider, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { cropRect } from './crop-math';

const VIEW = 280;
const OUTPUT = 200;

export interface AvatarCropperProps {
  open: boolean;
  onCancel(): void;
  /** the cropped square as a PNG */
  onConfirm(blob: Blob): Promise<void> | void;
}

/** A small canvas square cropper: choose an image, drag to move, slide to zoom, upload a 200×200 PNG. */
export function AvatarCropper({ open, onCancel, onConfirm }: AvatarCropperProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [saving, setSaving] = useState(false);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.fillStyle = '#f0f2f5';
    ctx.fillRect(0, 0, VIEW, VIEW);
    if (!image) return;
    const r = cropRect(image.naturalWidth, image.naturalHeight, zoom, offset.x, offset.y, VIEW);
    ctx.drawImage(image, r.sx, r.sy, r.size, r.size, 0, 0, VIEW, VIEW);
  }, [image, zoom, offset]);

  const pick = (file: File) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setZoom(1);
      setOffset({ x: 0, y: 0 });
    };
    img.src = url;
    return false;
  };

  const confirm = async () => {
    if (!image) return;
    const out = document.createElement('canvas');
    out.width = OUTPUT;
    out.height = OUTPUT;
    const r = cropRect(image.naturalWidth, image.naturalHeight, zoom, offset.x, offset.y, VIEW);
    out.getContext('2d')?.drawImage(image, r.sx, r.sy, r.size, r.size, 0, 0, OUTPUT, OUTPUT);
    const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
    if (!blob) return;
    setSaving(true);
    try {
      await onConfirm(blob);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="修改头像" open={open} onCancel={onCancel} width={420} destroyOnHidden footer={null}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        <canvas
          ref={canvas}
          width={VIEW}
          height={VIEW}
          style={{ borderRadius: '50%', cursor: image ? 'move' : 'default', border: '1px solid #d9d9d9' }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
          }}
          onPointerMove={(e) => {
            const d = drag.current;
            if (d) setOffset({ x: d.ox + e.clientX - d.x, y: d.oy + e.clientY - d.y });
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
        />
        <Slider style={{ width: VIEW }} min={1} max={4} step={0.05} value={zoom} onChange={setZoom} disabled={!image} aria-label="缩放" />
        <Space>
          <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} beforeUpload={pick}>
            <Button icon={<UploadOutlined />}>选择图片</Button>
          </Upload>
          <Button type="primary" disabled={!image} loading={saving} onClick={() => void confirm()}>
            提交
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
