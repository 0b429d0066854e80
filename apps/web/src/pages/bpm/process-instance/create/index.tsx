// hidden route /bpm/process-instance/create (component 'bpm/process-instance/create/index')
export { default } from '../../../../features/bpm/instance/process-create-page';
