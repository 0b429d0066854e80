export * from './dict';
export { DictTag, type DictTagProps } from './dict-tag';
export { listAllSimpleDictData } from './api';
