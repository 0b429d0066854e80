import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAppStore, type UiSize } from '../shared/stores/app-store';
import { useSettingsStore } from '../shared/stores/settings-store';

dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  defaultOptions: {
    // the request layer already shows errors; retrying a business error only repeats the message
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

const SIZE_TO_ANTD: Record<UiSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

export function AppProviders({ children }: { children: ReactNode }) {
  const size = useAppStore((s) => s.size);
  const theme = useSettingsStore((s) => s.theme);
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={SIZE_TO_ANTD[size]}
      theme={{ token: { colorPrimary: theme } }}
      button={{ autoInsertSpace: false }}
      modal={{ mask: { closable: false } }}
    >
      {/* antd's <App> is not here but around each subtree that needs it (shared/antd-app): the home page stays small */}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
