import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** A message the catcher kept, with the envelope and the credentials it was sent with. */
export interface CaughtMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

export interface SmtpCatcher {
  /** every message accepted so far (tests empty it with `caught.length = 0`) */
  readonly caught: CaughtMail[];
  /** the catcher's port on 127.0.0.1 (after beforeAll) */
  port(): number;
  /** a port nobody listens on, for a failing send (after beforeAll) */
  closedPort(): number;
}

/**
 * A local SMTP server for the test file (started in beforeAll, closed in afterAll): plain SMTP without STARTTLS,
 * accepting only `username` / `password`, keeping every message it receives.
 */
export function useSmtpCatcher(username: string, password: string): SmtpCatcher {
  const caught: CaughtMail[] = [];
  let smtpPort = 0;
  let closedPort = 0;
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === username && auth.password === password) cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        caught.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { caught, port: () => smtpPort, closedPort: () => closedPort };
}
