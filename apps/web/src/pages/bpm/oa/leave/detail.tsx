// hidden route /bpm/oa/leave/detail?id=<leave id> (component 'bpm/oa/leave/detail')
export { default } from '../../../../features/bpm/oa-leave/leave-detail-page';
