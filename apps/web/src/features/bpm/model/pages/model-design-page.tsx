import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BPM_DELEGATES, BpmError } from '@gprs/contract';
import { RequestError } from '../../../../shared/request';
import { useModel } from '../api/get-model';
import { updateModel } from '../api/update-model';
import { LazyProcessDesigner } from '../components/lazy-process';
import { useFillHeight } from '../hooks/use-fill-height';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import {
  afterCommand,
  afterImport,
  afterSave,
  INITIAL_DIRTY,
  MODEL_LIST_PATH,
  parseModelId,
  SAVE_SUCCESS,
  type DirtyState,
} from '../model-rules';

type ModelerLike = {
  get: <T>(name: string) => T;
  saveXML: (options?: { format?: boolean }) => Promise<{ xml?: string }>;
};
type EventBusLike = { on: (event: string, priority: number, callback: (event: any) => void) => void };

/**
 * /bpm/manager/model/design?modelId=<id>: the model's diagram in the process designer, saved to the model. A model id
 * that names no model (deleted, mistyped) is handed to `renderNotFound` — the route's 访问资源不存在 page.
 */
export default function ModelDesignPage({ renderNotFound }: { renderNotFound?: (modelId: number) => ReactNode } = {}) {
  const [params] = useSearchParams();
  const modelId = parseModelId(params);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { data: model, isLoading, isError, error, refetch } = useModel(modelId);
  const hostRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(hostRef);
  const [dirtyState, setDirtyState] = useState<DirtyState>(INITIAL_DIRTY);
  // the XML handed to the designer once per model: saving must not re-import (and reset the view)
  const [initial, setInitial] = useState<{ id: number; xml: string } | null>(null);

  if (model && initial?.id !== model.id) {
    // first data of this model (adjusting state while rendering, not in an effect)
    setInitial({ id: model.id, xml: model.bpmnXml ?? '' });
    setDirtyState(INITIAL_DIRTY);
  }

  useUnsavedGuard(dirtyState.dirty);

  const onModelerChange = useCallback((modeler: unknown) => {
    if (!modeler) return;
    const instance = modeler as ModelerLike;
    const bus = instance.get<EventBusLike>('eventBus');
    const exportXml = async () => (await instance.saveXML({ format: true })).xml ?? '';
    // late (priority 100): the designer's own import.done work — recording the DI it did not draw — comes first,
    // or this export would drop that DI before it is kept
    bus.on('import.done', 100, (event: { error?: unknown }) => {
      if (event.error) return;
      void exportXml()
        .then((xml) => setDirtyState((s) => afterImport(s, xml)))
        .catch(() => undefined);
    });
    bus.on('commandStack.changed', 1000, (event: { trigger?: string }) => {
      const trigger = event.trigger;
      void exportXml()
        .then((xml) => setDirtyState((s) => afterCommand(s, xml, trigger)))
        .catch(() => undefined);
    });
  }, []);

  const onSave = useCallback(
    async (xml: string) => {
      if (!model) throw new Error('流程模型未加载');
      // a rejection (e.g. the process id differs from the key) has its server message shown by the request layer;
      // rethrown, so the designer also shows 保存模型失败，请重试！
      // category and description are left out: the server keeps what is stored (edited meanwhile on the list, perhaps)
      await updateModel({ id: model.id, key: model.key, name: model.name, bpmnXml: xml });
      setDirtyState((s) => afterSave(s, xml));
      message.success(SAVE_SUCCESS);
      void queryClient.invalidateQueries({ queryKey: ['bpm', 'model', 'page'] });
    },
    [message, model, queryClient],
  );

  const back = () => navigate(MODEL_LIST_PATH);

  if (modelId === undefined) {
    return (
      <Result
        status="404"
        title="缺少流程模型"
        subTitle="地址中没有有效的 modelId，请从流程模型列表进入设计页面。"
        extra={<Button onClick={back}>返回流程模型</Button>}
      />
    );
  }
  if (isError && renderNotFound && error instanceof RequestError && error.code === BpmError.MODEL_NOT_EXISTS.code) {
    return renderNotFound(modelId);
  }
  if (isError) {
    return (
      <Result
        status="error"
        title="流程模型加载失败"
        subTitle={(error as Error | null)?.message}
        extra={
          <Space>
            <Button type="primary" onClick={() => void refetch()}>
              重试
            </Button>
            <Button onClick={back}>返回流程模型</Button>
          </Space>
        }
      />
    );
  }

  return (
    <div className="bpm-model-design" data-testid="bpm-model-design">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          返回
        </Button>
        <Typography.Text strong>设计流程{model ? `：${model.name}` : ''}</Typography.Text>
        {model && <Tag>{model.key}</Tag>}
        {dirtyState.dirty && <Tag color="warning">未保存</Tag>}
      </div>
      <div ref={hostRef} style={{ height, background: '#fff' }}>
        {isLoading || !model || initial?.id !== model.id ? (
          <Spin style={{ display: 'block', paddingTop: 160 }} />
        ) : (
          <Suspense fallback={<Spin style={{ display: 'block', paddingTop: 160 }} tip="正在加载流程设计器…" />}>
            <LazyProcessDesigner
              key={model.id}
              xml={initial.xml}
              processKey={model.key}
              processName={model.name}
              modelId={model.id}
              height="100%"
              onSave={onSave}
              onModelerChange={onModelerChange}
              delegates={BPM_DELEGATES}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
