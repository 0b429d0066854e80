export * from './access';
export { useAccess, type AccessApi } from './use-access';
export { Access, HasPermi, HasRole, type AccessProps, type GuardProps } from './access-components';
