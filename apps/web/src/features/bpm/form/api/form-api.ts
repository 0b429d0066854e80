import type { BpmFormCreateReq, BpmFormResp, BpmFormSimpleResp, BpmFormUpdateReq } from '@gprs/contract';
import { request } from '../../../../shared/request';

/** /bpm/form/* (流程表单): a form is a JSON Schema + UI schema (docs/decisions/0019). */
export const formApi = {
  get: (id: number) => request.get<BpmFormResp>('/bpm/form/get', { id }),
  create: (body: BpmFormCreateReq) => request.post<number>('/bpm/form/create', body),
  update: (body: BpmFormUpdateReq) => request.put<boolean>('/bpm/form/update', body),
  listAllSimple: () => request.get<BpmFormSimpleResp[]>('/bpm/form/list-all-simple'),
};

export const FORM_QUERY_KEY = ['bpm', 'form'] as const;
