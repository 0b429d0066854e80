import { TUSHARE_APIS, requirementText, type TushareApiName } from './catalog';

/**
 * What went wrong with a tushare call, as the data-source page shows it. tushare answers HTTP 200 with a code in the
 * body; the codes and texts seen in its answers: 40101 「您的token不对，请确认。」 (bad token), 40203 「抱歉，您没有访问该
 * 接口的权限…」 (level too low), 40203 「抱歉，您每分钟最多访问该接口200次…」 (per-minute limit), 40203 「…每天最多访问…」
 * (daily quota).
 */
export type TushareFailure = 'bad_token' | 'no_permission' | 'rate_limited' | 'quota' | 'error';

export function classifyAnswer(code: number, msg: string): TushareFailure {
  if (code === 40101 || /token/i.test(msg)) return 'bad_token';
  if (/没有.*权限|权限不足|积分不足/.test(msg)) return 'no_permission';
  if (/每(天|日|小时)最多访问/.test(msg)) return 'quota';
  if (/每分钟最多访问|访问.*频繁|最多访问该接口/.test(msg)) return 'rate_limited';
  return 'error';
}

/** A failed call: `failure` for the dataset's status, `message` in Chinese for people. */
export class TushareError extends Error {
  constructor(
    readonly failure: TushareFailure | 'network',
    readonly api: TushareApiName | string,
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'TushareError';
  }
}

const apiLabel = (name: string) => {
  const a = TUSHARE_APIS[name as TushareApiName];
  return a ? `${a.label}（${a.name}）` : name;
};

/** The Chinese message of an error answer (code ≠ 0) of interface `api`. */
export function answerMessage(api: string, code: number, msg: string): string {
  const a = TUSHARE_APIS[api as TushareApiName];
  const said = msg ? `；tushare 答复：${msg}` : '';
  switch (classifyAnswer(code, msg)) {
    case 'bad_token':
      return `tushare 令牌无效：TUSHARE_TOKEN 不对或已在 tushare 个人主页刷新，请复制新的令牌后重启服务${said}`;
    case 'no_permission':
      return `无权限：当前令牌不能读取${apiLabel(api)}${a ? `，需要${requirementText(a)}` : ''}${said}`;
    case 'rate_limited':
      return `调用过于频繁：${apiLabel(api)}已达到每分钟的次数限制，等待一分钟后重试仍被拒绝${said}`;
    case 'quota':
      return `今日调用次数已用完：${apiLabel(api)}当天的次数已到上限，明天继续${said}`;
    default:
      return `tushare 返回错误（${code}）：${msg || '未说明原因'}`;
  }
}
