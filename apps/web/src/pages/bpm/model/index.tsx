// server menu 流程模型 (component 'bpm/model/index') and the hidden route /bpm/manager/model
export { default } from '../../../features/bpm/model/pages/model-list-page';
