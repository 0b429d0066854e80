export * from './envelope';
export * from './system/error-codes';
export * from './system/auth';
export * from './system/dict';
export * from './bpm/model';
