// hidden route /bpm/oa/leave/create (component 'bpm/oa/leave/create')
export { default } from '../../../../features/bpm/oa-leave/leave-create-page';
