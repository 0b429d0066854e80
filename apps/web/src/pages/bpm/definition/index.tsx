// hidden route /bpm/manager/definition?key=<process key> (component 'bpm/definition/index')
export { default } from '../../../features/bpm/definition/definition-page';
