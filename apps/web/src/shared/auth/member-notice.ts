import type { MemberReason } from './member-link';

// The members' sign-in's notices, apart from member-link.tsx: every public page loads that module, only /stockLogin
// needs these texts.

/** What the sign-in says for each reason a visitor was sent to it (memberSignInPath); the header's own 登录: nothing. */
const MEMBER_NOTICES: Record<Exclude<MemberReason, 'signin'>, string> = {
  page: '该页面为会员专享，登录后将回到该页面',
  watch: '加自选为会员功能，登录后将回到原页面',
  alert: '股价提醒为会员功能，登录后将回到原页面',
  follow: '关注为会员功能，登录后将回到原页面',
};

/** The members' sign-in's notice for its query: null when no page sent the visitor (a plain visit). */
export function memberSignInNotice(params: URLSearchParams): string | null {
  if (!(params.get('redirect') ?? '').startsWith('/')) return null;
  const reason = params.get('for');
  if (reason === 'signin') return null;
  return MEMBER_NOTICES[reason === 'watch' || reason === 'alert' || reason === 'follow' ? reason : 'page'];
}
