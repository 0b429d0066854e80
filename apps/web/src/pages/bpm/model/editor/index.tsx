// hidden route /bpm/manager/model/design?modelId=<id> (component 'bpm/model/editor/index')
export { default } from '../../../../features/bpm/model/pages/model-design-page';
