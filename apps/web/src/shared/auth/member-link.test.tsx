import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MemberLink, memberSignInPath } from './member-link';
import { memberSignInNotice } from './member-notice';
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

describe('the members\' sign-in notice', () => {
  it('names a member page, or the member feature used on a public page', () => {
    const notice = (path: string) => memberSignInNotice(new URL(path, 'http://x').searchParams);
    expect(notice(memberSignInPath('/turnover'))).toBe('该页面为会员专享，登录后将回到该页面');
    expect(memberSignInPath('/limitUp', 'watch')).toBe('/stockLogin?redirect=%2FlimitUp&for=watch');
    expect(notice(memberSignInPath('/limitUp', 'watch'))).toBe('加自选为会员功能，登录后将回到原页面');
    expect(notice(memberSignInPath('/stock?code=600519', 'alert'))).toBe('股价提醒为会员功能，登录后将回到原页面');
    expect(notice('/stockLogin')).toBeNull();
    expect(notice(memberSignInPath('/index', 'signin'))).toBeNull();
    expect(notice('/stockLogin?redirect=https%3A%2F%2Fevil.example&for=watch')).toBeNull();
  });
});
