import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MemberLink, memberSignInPath } from './member-link';
import { useUserStore } from '../stores/user-store';

describe('MemberLink', () => {
  afterEach(() => {
    cleanup();
    useUserStore.getState().reset();
  });

  it('takes a visitor to the members\' sign-in, back to the page afterwards, and says the page is for members', () => {
    render(
      <MemoryRouter>
        <MemberLink to="/turnover">历史</MemberLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/stockLogin?redirect=%2Fturnover');
    expect(link.textContent).toBe('历史（会员）');
    expect(memberSignInPath('/allNews?keyword=a')).toBe('/stockLogin?redirect=%2FallNews%3Fkeyword%3Da');
  });

  it('is a plain link for a member', () => {
    useUserStore.setState({ user: { id: 3, nickname: '会员' } as never });
    render(
      <MemoryRouter>
        <MemberLink to="/turnover">历史</MemberLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/turnover');
    expect(screen.getByRole('link').textContent).toBe('历史');
  });
});
