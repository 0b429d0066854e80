import { useEffect, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MarketStatusVO } from '@gprs/contract';
// zod-free entry: the badge is on every public page (docs/decisions/0034)
import { liveBadge, marketPhase, MARKET_PHASE_LABELS } from '@gprs/contract/labels';
import { market, marketKeys } from './api';
import type { LiveStatus } from './use-live-market';

/** The status is asked for again this often; the phase follows the visitor's clock in between. */
const STATUS_REFRESH_MS = 30_000;
const CLOCK_TICK_MS = 15_000;

const DEMO_TITLE = '行情由内置模拟器生成，股票名称与数据均为演示，不构成任何投资参考';

const markStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
};
const demoStyle: CSSProperties = { padding: '0 6px', borderRadius: 4, border: '1px solid #ffd591', background: '#fff7e6', color: '#d46b08' };
const phaseStyle: CSSProperties = { color: '#8c8c8c' };

/** The market status of the server's answer, and a clock that starts at the server's time and follows the visitor's. */
export function useMarketStatus(): { status: MarketStatusVO | undefined; now: number | null } {
  const query = useQuery({ queryKey: marketKeys.status, queryFn: market.status, refetchInterval: STATUS_REFRESH_MS, staleTime: STATUS_REFRESH_MS });
  // null until mounted: the server's render and the hydration both use the server's phase
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return { status: query.data, now };
}

/** The phase at the visitor's clock once mounted, the server's before. */
function phaseOf(status: MarketStatusVO, now: number | null) {
  return now === null ? status.phase : marketPhase(new Date(now));
}

/** Every public page's header: 「演示行情」 while the simulator is the source, and the market's phase (休市, 交易中 …). */
export function MarketStatusMark() {
  const { status, now } = useMarketStatus();
  if (!status) return null;
  const phase = phaseOf(status, now);
  return (
    <span style={markStyle} data-testid="market-status">
      {status.demo && (
        <span style={demoStyle} title={DEMO_TITLE} data-testid="demo-mark">
          演示行情
        </span>
      )}
      <span style={phaseStyle} data-testid="market-phase">
        {MARKET_PHASE_LABELS[phase]}
      </span>
    </span>
  );
}

/** A page's live badge: 「实时推送中」 only while the stream is open and quotes flow; otherwise the phase or the connection. */
export function LiveBadge({ connection, className }: { connection: LiveStatus; className?: string }) {
  const { status, now } = useMarketStatus();
  if (!status) return null;
  const badge = liveBadge({ connection, phase: phaseOf(status, now), lastQuoteTime: status.lastQuoteTime, now: now ?? status.serverTime });
  return (
    <span className={className} data-live={badge.live} data-testid="live-badge">
      {badge.text}
    </span>
  );
}

/** The stock list's word on the names while the simulator is the source: they are generated, not the listed companies'. */
export function DemoNamesNote() {
  const { status } = useMarketStatus();
  if (!status?.demo) return null;
  return (
    <div role="note" data-testid="demo-names-note" style={{ ...demoStyle, display: 'block', padding: '6px 12px', marginBottom: 12, fontSize: 13 }}>
      演示行情：股票名称与行情数据由程序生成，与同代码的真实上市公司无关，不构成任何投资参考。
    </div>
  );
}
