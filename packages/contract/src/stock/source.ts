// ------------------------------------------------------------------ 股票数据 → 数据源: pulled sources (decision 0033)

/** State of one dataset of a pulled source. */
export type SourceDatasetState =
  | 'never'
  | 'ok'
  | 'error'
  | 'no_permission'
  | 'bad_token'
  | 'rate_limited'
  | 'quota'
  | 'network'
  | 'not_wired'
  | 'standby'
  | 'off';

export const SOURCE_DATASET_STATE_LABELS: Record<SourceDatasetState, string> = {
  never: '尚未拉取',
  ok: '正常',
  error: '出错',
  no_permission: '无权限',
  bad_token: '令牌无效',
  rate_limited: '调用受限',
  quota: '今日次数已用完',
  network: '连接失败',
  not_wired: '本站未接入',
  standby: '备用',
  off: '未启用',
};

/** One interface of the source a dataset reads, with the token level it needs. */
export interface SourceApiVO {
  name: string;
  label: string;
  /** 「2000 积分」 or 「单独开通的权限」 */
  requirement: string;
  /** calls per minute the adapter keeps to */
  perMinute: number;
  /** false: the interface page publishes no per-minute figure (the adapter's cautious one) */
  perMinutePublished: boolean;
  docUrl: string;
}

export interface SourceDatasetVO {
  key: string;
  label: string;
  apis: SourceApiVO[];
  state: SourceDatasetState;
  stateLabel: string;
  /** what happened, in words (the error, 「已是最新（2026-11-26）」, the rows written …) */
  message: string;
  /** epoch ms, null: never */
  lastSuccessTime: number | null;
  lastAttemptTime: number | null;
  /** rows the source answered and rows written in the last successful pull */
  rows: number;
  written: number;
  /** the last trade day written completely (per-day datasets), or the last snapshot */
  cursor: string | null;
  nextRunTime: number | null;
  /** what the site shows without this dataset */
  without: string;
}

export interface SourceJobVO {
  handlerName: string;
  name: string;
  /** the job exists in 定时任务 and is enabled */
  enabled: boolean;
  cronExpression: string | null;
  nextFireTime: number | null;
}

/** GET /admin-api/stock-admin/source/status */
export interface SourceStatusVO {
  source: 'tushare';
  /** MARKET_SOURCE=tushare on the server that answered */
  enabled: boolean;
  /** TUSHARE_TOKEN is set (the token itself is never sent) */
  tokenSet: boolean;
  now: number;
  jobs: SourceJobVO[];
  datasets: SourceDatasetVO[];
}
