import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WatchButton } from './watch-button';
import { renderWithProviders } from '../../../test/render-page';
import { useUserStore } from '../../../shared/stores/user-store';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn() }));
vi.mock('../../../shared/request', async (importOriginal) => ({ ...(await importOriginal<object>()), request: api }));

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <WatchButton code="600519" name="贵州茅台" />
    </MemoryRouter>,
  );

describe('加自选 / 已自选', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    useUserStore.getState().reset();
  });

  it('a stock the member watches says 已自选, and a tap takes it out of each of its groups', async () => {
    useUserStore.setState({ user: { id: 3, nickname: '会员' } as never, roles: ['member'], permissions: [] });
    let watched = [{ stockCode: '600519', groupIds: [1, 4] }];
    api.get.mockImplementation((url: string) => Promise.resolve(url === '/stock/member/watch/codes' ? watched : []));
    api.delete.mockImplementation(() => {
      watched = [];
      return Promise.resolve(true);
    });
    render();
    const button = await screen.findByText('已自选');
    expect(button.closest('button')!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(api.delete).toHaveBeenCalledTimes(2));
    expect(api.delete).toHaveBeenCalledWith('/stock/member/watch/remove', { groupId: 1, stockCode: '600519' });
    expect(api.delete).toHaveBeenCalledWith('/stock/member/watch/remove', { groupId: 4, stockCode: '600519' });
    expect(await screen.findByText('加自选')).toBeTruthy();
  });

  it('an anonymous visitor sees 加自选 and asks nothing of the member API', async () => {
    render();
    expect(screen.getByText('加自选')).toBeTruthy();
    expect(api.get).not.toHaveBeenCalled();
  });
});
