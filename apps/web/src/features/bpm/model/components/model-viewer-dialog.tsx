import { Empty, Modal, Spin } from 'antd';
import { Suspense } from 'react';
import { useModel } from '../api/get-model';
import { LazyProcessViewer } from './lazy-process';

export interface ModelViewerDialogProps {
  /** the model to show; undefined closes the dialog */
  modelId: number | undefined;
  title?: string;
  onClose: () => void;
}

/** 查看: the model's diagram read-only in ProcessViewer, fitted to the dialog. */
export function ModelViewerDialog({ modelId, title, onClose }: ModelViewerDialogProps) {
  const { data, isLoading, isError } = useModel(modelId);
  const xml = data?.bpmnXml ?? '';
  return (
    <Modal
      open={modelId !== undefined}
      title={`流程图${title ? `：${title}` : ''}`}
      width="80%"
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      styles={{ body: { height: '65vh' } }}
    >
      <div data-testid="model-viewer" style={{ height: '100%' }}>
        {isLoading ? (
          <Spin style={{ display: 'block', marginTop: 120 }} />
        ) : isError ? (
          <Empty description="加载流程模型失败" />
        ) : !xml ? (
          <Empty description="该模型还没有设计流程图" />
        ) : (
          <Suspense fallback={<Spin style={{ display: 'block', marginTop: 120 }} />}>
            <LazyProcessViewer xml={xml} height="100%" />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
