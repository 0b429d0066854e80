import { request } from '../../../shared/request';

export interface JobRow {
  id: number;
  name: string;
  status: number;
  handlerName: string;
  handlerParam: string;
  cronExpression: string;
  retryCount: number;
  retryInterval: number;
  monitorTimeout: number;
  createTime: number;
}

export const jobApi = {
  handlerNames: () => request.get<string[]>('/infra/job/handler-names'),
  updateStatus: (id: number, status: number) => request.put<boolean>('/infra/job/update-status', undefined, { params: { id, status } }),
  trigger: (id: number) => request.put<boolean>('/infra/job/trigger', undefined, { params: { id } }),
  nextTimes: (id: number, count = 5) => request.get<number[]>('/infra/job/get_next_times', { id, count }),
};
