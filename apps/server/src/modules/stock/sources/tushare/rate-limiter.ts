/**
 * Calls per interface within any 60 seconds kept at the interface's published limit (a sliding window: before a call,
 * wait until the oldest of the last `perMinute` calls is a minute old). Clock and sleep are injectable for tests.
 */
export class RateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
    private readonly windowMs = 60_000,
  ) {}

  /** How long a call to `key` must wait now (0: it may go). */
  waitFor(key: string, perMinute: number): number {
    const limit = Math.max(1, Math.floor(perMinute));
    const since = this.now() - this.windowMs;
    const recent = (this.calls.get(key) ?? []).filter((t) => t > since);
    this.calls.set(key, recent);
    return recent.length < limit ? 0 : recent[recent.length - limit] + this.windowMs - this.now();
  }

  /** Waits for a free slot of `key`, then takes it. */
  async take(key: string, perMinute: number): Promise<void> {
    for (let wait = this.waitFor(key, perMinute); wait > 0; wait = this.waitFor(key, perMinute)) await this.sleep(wait);
    this.calls.get(key)!.push(this.now());
  }

  /** Marks the window of `key` as full (the server said so): the next call waits a whole minute. */
  fill(key: string, perMinute: number): void {
    const t = this.now();
    this.calls.set(key, Array.from({ length: Math.max(1, Math.floor(perMinute)) }, () => t));
  }

  async pause(ms: number): Promise<void> {
    await this.sleep(ms);
  }
}
