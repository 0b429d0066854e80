import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';

/** Renders a console page as the admin layout would: antd App (messages, modals), a fresh query client without retries. */
export function renderWithProviders(node: ReactNode): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}
