export * from './error-codes';
export * from './market';
export * from './content';
export * from './member';
export * from './admin';
export * from './feed';
export * from './source';
export * from './calendar';
