export * from './envelope';
export * from './system/error-codes';
export * from './system/auth';
export * from './system/dict';
export * from './system/notify';
export * from './infra/config';
export * from './bpm/model';
export * from './infra/job';
