import type { DictDataResp, DictDataSaveReq, DictTypeResp, DictTypeSaveReq, DictTypeSimpleResp, PageResult } from '@gprs/contract';
import { request } from '../../../shared/request';

export interface DictTypeQuery {
  pageNo: number;
  pageSize: number;
  name?: string;
  type?: string;
  status?: number;
  createTime?: [string, string];
}

export interface DictDataQuery {
  pageNo: number;
  pageSize: number;
  dictType?: string;
  label?: string;
  status?: number;
}

export const dictTypeApi = {
  page: (q: DictTypeQuery) => request.get<PageResult<DictTypeResp>>('/system/dict-type/page', { ...q }),
  get: (id: number) => request.get<DictTypeResp>('/system/dict-type/get', { id }),
  create: (body: DictTypeSaveReq) => request.post<number>('/system/dict-type/create', body),
  update: (body: DictTypeSaveReq) => request.put<boolean>('/system/dict-type/update', body),
  remove: (id: number) => request.delete<boolean>('/system/dict-type/delete', { id }),
  export: (q: Omit<DictTypeQuery, 'pageNo' | 'pageSize'>) => request.download('/system/dict-type/export', { ...q }),
  listAllSimple: () => request.get<DictTypeSimpleResp[]>('/system/dict-type/list-all-simple'),
};

export const dictDataApi = {
  page: (q: DictDataQuery) => request.get<PageResult<DictDataResp>>('/system/dict-data/page', { ...q }),
  get: (id: number) => request.get<DictDataResp>('/system/dict-data/get', { id }),
  create: (body: DictDataSaveReq) => request.post<number>('/system/dict-data/create', body),
  update: (body: DictDataSaveReq) => request.put<boolean>('/system/dict-data/update', body),
  remove: (id: number) => request.delete<boolean>('/system/dict-data/delete', { id }),
  export: (q: Omit<DictDataQuery, 'pageNo' | 'pageSize'>) => request.download('/system/dict-data/export', { ...q }),
};
