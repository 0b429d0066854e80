import type { CodegenDbTableResp, CodegenDetailResp, CodegenPreviewResp, CodegenUpdateReq, DictTypeSimpleResp, MenuSimpleResp } from '@gprs/contract';
import { request } from '../../../shared/request';

/** 代码生成 endpoints (/infra/codegen/*) and the pickers of the edit page. */
export const codegenApi = {
  dbTables: (q: { name?: string; comment?: string }) => request.get<CodegenDbTableResp[]>('/infra/codegen/db/table/list', q),
  importTables: (tableNames: string[]) => request.post<number[]>('/infra/codegen/create-list', { tableNames }),
  detail: (tableId: number) => request.get<CodegenDetailResp | null>('/infra/codegen/detail', { tableId }),
  update: (body: CodegenUpdateReq) => request.put<boolean>('/infra/codegen/update', body),
  remove: (tableId: number) => request.delete<boolean>('/infra/codegen/delete', { tableId }),
  sync: (tableId: number) => request.put<boolean>('/infra/codegen/sync-from-db', undefined, { params: { tableId } }),
  preview: (tableId: number) => request.get<CodegenPreviewResp[]>('/infra/codegen/preview', { tableId }),
  download: (tableId: number) => request.download('/infra/codegen/download', { tableId }),
  dictTypes: () => request.get<DictTypeSimpleResp[]>('/system/dict-type/list-all-simple'),
  menus: () => request.get<MenuSimpleResp[]>('/system/menu/list-all-simple'),
};
