import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@gprs/contract';
import { request } from '../../../shared/request';

export function getDashboardSummary(): Promise<DashboardSummary> {
  return request.get<DashboardSummary>('/system/dashboard/summary');
}

export const dashboardSummaryQuery = () => queryOptions({ queryKey: ['dashboard', 'summary'], queryFn: getDashboardSummary });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery());
}
