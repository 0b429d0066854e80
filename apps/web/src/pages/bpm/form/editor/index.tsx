// hidden route /bpm/manager/form/edit[?id=<id>] (component 'bpm/form/editor/index')
export { default } from '../../../../features/bpm/form/pages/form-edit-page';
