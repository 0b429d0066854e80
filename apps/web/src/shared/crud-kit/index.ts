export { CrudPage } from './crud-page';
export { CrudFormDialog, type FormTarget } from './crud-form-dialog';
export { SendTestDialog, TemplateParamFields, type SendTestDialogProps } from './send-test-dialog';
export { SearchButtons } from './search-buttons';
export { TreeListHeader, type TreeListFilters, type TreeListHeaderProps } from './tree-list-header';
export { TreeRowActions } from './tree-row-actions';
export { DetailList, FormInput, SearchInput, renderValue, useOptions } from './fields';
export { callCreate, callDelete, callExport, callGet, callPage, callUpdate } from './endpoints';
export {
  buildSearchParams,
  exportParams,
  toolbarColumns,
  initialHiddenKeys,
  voToForm,
  formToVo,
  zodRule,
  getIn,
  setIn,
  deleteConfirmText,
  exportConfirmText,
  type FormFieldSpec,
  type SearchFieldSpec,
  type NamePath,
} from './rules';
export type * from './types';
