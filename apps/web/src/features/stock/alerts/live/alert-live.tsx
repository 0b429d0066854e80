// The member's fired alerts on every open page (decision 0039): an EventSource opened with a one-time ticket (asked for
// with the token in the Authorization header, so no access token travels in a URL), each alert shown as a notice of
// plain elements (no antd on the public pages' first load, decision 0034). Loaded by the app shell for signed-in users.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AlertFiredVO } from '@gprs/contract';
import { getAccessToken } from '../../../../shared/auth/storage';
import { BASE_URL } from '../../../../shared/config';
import { request } from '../../../../shared/request';
import { alertKeys } from '../api';
import { retryDelay } from './retry';
import './alert-live.css';

/** How long a notice stays (ms); the member can close it before. */
export const NOTICE_MS = 15_000;
const MAX_NOTICES = 4;

/**
 * Follows the member's alert stream until the returned stop() is called: a fresh ticket for every connection (a
 * ticket is used up when the stream opens, so the browser's own retry of the same address is refused and a new one is
 * asked for), with back-off between failed attempts. The request client refreshes an expired token on the way.
 */
export function followAlerts(onAlert: (a: AlertFiredVO) => void): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryDelay(attempt++));
  };
  const connect = async () => {
    timer = null;
    if (stopped || typeof EventSource === 'undefined' || !getAccessToken()) return;
    let ticket: string;
    try {
      ticket = await request.post<string>('/stock/alert/stream-ticket', undefined, { skipErrorHandler: true });
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const es = new EventSource(`${BASE_URL}/stock/live/alert-stream?ticket=${encodeURIComponent(ticket)}`);
    source = es;
    es.onopen = () => {
      attempt = 0;
    };
    es.addEventListener('alert', (e) => {
      try {
        onAlert(JSON.parse(String((e as MessageEvent).data)) as AlertFiredVO);
      } catch {
        // a frame that is not an alert's JSON is skipped
      }
    });
    es.onerror = () => {
      // whether the connection dropped or was refused: a new ticket, a new stream
      es.close();
      if (source === es) source = null;
      retry();
    };
  };
  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
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
    return followAlerts((a) => {
      const key = ++seq.current;
      setShown((list) => [{ ...a, key }, ...list].slice(0, MAX_NOTICES));
      setTimeout(() => setShown((list) => list.filter((x) => x.key !== key)), NOTICE_MS);
      // the alert lists show its new state and count; the bell its message
      void qc.invalidateQueries({ queryKey: alertKeys.all });
      void qc.invalidateQueries({ queryKey: ['notify'] });
    });
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
