export * from './envelope';
export * from './system/error-codes';
export * from './system/auth';
