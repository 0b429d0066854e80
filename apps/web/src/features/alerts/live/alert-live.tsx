// The member's fired alerts on every open page (decision 0039): the stream read with fetch (the token goes in the
// Authorization header, never in a URL), each alert shown as a notice of plain elements (no antd on the public pages'
// first load, decision 0034). Loaded by the app shell for signed-in users only.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AlertFiredVO } from '@gprs/contract';
import { getAccessToken } from '../../../shared/auth/storage';
import { BASE_URL } from '../../../shared/config';
import { request } from '../../../shared/request';
import { alertKeys } from '../api';
import { retryDelay, sseFrames } from './sse-frames';
import './alert-live.css';

/** How long a notice stays (ms); the member can close it before. */
export const NOTICE_MS = 15_000;
const MAX_NOTICES = 4;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads the member's alert stream until `signal` aborts, reconnecting with back-off; calls `onAlert` for each fired alert. */
async function follow(signal: AbortSignal, onAlert: (a: AlertFiredVO) => void): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    const token = getAccessToken();
    if (!token) return;
    try {
      const res = await fetch(`${BASE_URL}/stock/live/alert-stream`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal });
      if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
        // an envelope instead of a stream: an expired token (401) is refreshed by the request client's one shared
        // refresh before the next try; anything else waits
        const body = (await res.json().catch(() => null)) as { code?: number } | null;
        if (body?.code === 401) await request.get('/stock/alert/list').catch(() => undefined);
      } else {
        attempt = 0;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        const push = sseFrames();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const frame of push(value)) {
            if (frame.type !== 'alert') continue;
            try {
              onAlert(JSON.parse(frame.data) as AlertFiredVO);
            } catch {
              // a frame that is not an alert's JSON is skipped
            }
          }
        }
      }
    } catch {
      // network error or aborted: retried below unless aborted
    }
    if (signal.aborted) return;
    await sleep(retryDelay(attempt++), signal);
  }
}

interface Shown extends AlertFiredVO {
  key: number;
}

/** The notices of fired alerts, top right on a wide screen and across the top on a phone. */
export default function AlertLive() {
  const qc = useQueryClient();
  const [shown, setShown] = useState<Shown[]>([]);
  const seq = useRef(0);
  useEffect(() => {
    const abort = new AbortController();
    void follow(abort.signal, (a) => {
      const key = ++seq.current;
      setShown((list) => [{ ...a, key }, ...list].slice(0, MAX_NOTICES));
      setTimeout(() => setShown((list) => list.filter((x) => x.key !== key)), NOTICE_MS);
      // the alert lists show its new state and count; the bell its message
      void qc.invalidateQueries({ queryKey: alertKeys.all });
      void qc.invalidateQueries({ queryKey: ['notify'] });
    });
    return () => abort.abort();
  }, [qc]);
  if (!shown.length) return null;
  return (
    <div className="alert-notices" role="region" aria-label="自选股提醒">
      {shown.map((a) => (
        <div key={a.key} className="alert-notice" role="alert" data-testid="alert-notice">
          <div className="alert-notice__head">
            <span className="alert-notice__title">自选股提醒</span>
            <button type="button" className="alert-notice__close" aria-label="关闭提醒" onClick={() => setShown((list) => list.filter((x) => x.key !== a.key))}>
              ×
            </button>
          </div>
          <div className="alert-notice__text">{a.text}</div>
          <Link className="alert-notice__link" to={`/stock?code=${a.stockCode}`}>
            查看 {a.stockName}
          </Link>
        </div>
      ))}
    </div>
  );
}
