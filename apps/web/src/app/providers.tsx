import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

dayjs.locale('zh-cn');

/** The query cache of a page: one in the browser, one per server-rendered request. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // the request layer already shows errors; retrying a business error only repeats the message
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * What every page shares: the query cache. antd's configuration is not here but in the antd boundary around each
 * subtree that uses antd (shared/antd-app), so the home page and the public layout load no antd at all.
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
