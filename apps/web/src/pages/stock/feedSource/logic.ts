import type { FeedKindStatVO, FeedSourceSummaryVO } from '@gprs/contract';

/** How long ago, in words: 刚刚 / 12 秒前 / 5 分钟前 / 3 小时前 / 2 天前; '' for no time. */
export function ago(time: number | null, now: number): string {
  if (time === null) return '';
  const s = Math.max(0, Math.floor((now - time) / 1000));
  if (s < 5) return '刚刚';
  if (s < 60) return `${s} 秒前`;
  if (s < 3600) return `${Math.floor(s / 60)} 分钟前`;
  if (s < 86_400) return `${Math.floor(s / 3600)} 小时前`;
  return `${Math.floor(s / 86_400)} 天前`;
}

/** A duration in seconds in words: 45 秒 / 3 分 20 秒 / 2 小时 5 分. */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} 秒`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} 分${seconds % 60 ? ` ${seconds % 60} 秒` : ''}`;
  return `${Math.floor(seconds / 3600)} 小时${Math.floor((seconds % 3600) / 60) ? ` ${Math.floor((seconds % 3600) / 60)} 分` : ''}`;
}

export interface FeedBanner {
  type: 'error' | 'warning' | 'info' | 'success';
  title: string;
  description: string;
}

/** The banner above the table: the quiet-feed warning first, then what the mode means. */
export function feedBanner(s: FeedSourceSummaryVO): FeedBanner {
  if (s.quiet) {
    const since = s.quietFor === null ? `近 3 天没有收到个股行情批次` : `已 ${duration(s.quietFor)}没有收到个股行情批次`;
    return {
      type: 'error',
      title: '行情推送已停止',
      description: `交易时段内${since}（超过 ${s.quietSeconds} 秒即告警），网站上的行情停在最后一批。请检查推送程序是否在运行、令牌是否有效（系统管理 → OAuth2 → 应用管理）、以及下方被拒绝的批次。`,
    };
  }
  if (s.mode === 'simulator') {
    return {
      type: 'info',
      title: '当前为模拟行情',
      description: s.pushOpen
        ? '行情由内置模拟器产生（MARKET_FEED=simulator）；已接入数据源，推送接口也接受批次。'
        : '行情由内置模拟器产生（MARKET_FEED=simulator），网站各页标注「演示行情」；推送接口已关闭（返回 403）。正式运行请以 MARKET_FEED=push 启动由推送程序提供数据，或配置 MARKET_SOURCE 接入数据源。',
    };
  }
  if (!s.trading) return { type: 'info', title: '非交易时段', description: '推送模式；当前不在连续竞价时段（9:30–11:30、13:00–15:00），不检查推送是否中断。' };
  return { type: 'success', title: '推送正常', description: `交易时段内持续收到个股行情（超过 ${s.quietSeconds} 秒未收到即告警）。` };
}

/** Rejected batches in the window mark the row; a kind without any batch in the kept days shows 暂无. */
export function kindStatus(k: FeedKindStatVO): { color: string; text: string } {
  if (k.rejectedBatches > 0) return { color: 'error', text: `${k.rejectedBatches} 批被拒绝` };
  if (k.lastBatchTime === null) return { color: 'default', text: '暂无数据' };
  if (k.batches === 0) return { color: 'warning', text: '近期无批次' };
  return { color: 'success', text: '正常' };
}
