import { useQuery } from '@tanstack/react-query';
import { Empty, Modal, Spin } from 'antd';
import { Suspense } from 'react';
import { definitionApi } from '../api/bpm-api';
import { LazyProcessViewer } from '../model/components/lazy-process';

/** 查看: one deployed version's diagram read-only. */
export function DefinitionViewerDialog({ definitionId, title, onClose }: { definitionId: string | undefined; title?: string; onClose(): void }) {
  const q = useQuery({ queryKey: ['bpm', 'process-definition', 'get', definitionId], queryFn: () => definitionApi.get(definitionId!), enabled: !!definitionId });
  return (
    <Modal open={!!definitionId} title={`流程图${title ? `：${title}` : ''}`} width="80%" footer={null} destroyOnHidden onCancel={onClose} styles={{ body: { height: '65vh' } }}>
      <div data-testid="definition-viewer" style={{ height: '100%' }}>
        {q.isLoading ? (
          <Spin style={{ display: 'block', marginTop: 120 }} />
        ) : q.isError || !q.data?.bpmnXml ? (
          <Empty description="加载流程图失败" />
        ) : (
          <Suspense fallback={<Spin style={{ display: 'block', marginTop: 120 }} />}>
            <LazyProcessViewer xml={q.data.bpmnXml} height="100%" />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
