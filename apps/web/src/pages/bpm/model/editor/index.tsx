// hidden route /bpm/manager/model/design?modelId=<id> (component 'bpm/model/editor/index')
import { RecordNotFound } from '../../../../features/errors/components/record-not-found';
import ModelDesignPage from '../../../../features/bpm/model/pages/model-design-page';
import { MODEL_LIST_PATH } from '../../../../features/bpm/model/model-rules';

export default function ModelDesignRoute() {
  return <ModelDesignPage renderNotFound={(id) => <RecordNotFound what="流程模型" id={id} backTo={MODEL_LIST_PATH} backText="返回流程模型" />} />;
}
