// hidden route /bpm/process-instance/detail?id=<instance id> (component 'bpm/process-instance/detail/index')
export { default } from '../../../../features/bpm/instance/process-detail-page';
