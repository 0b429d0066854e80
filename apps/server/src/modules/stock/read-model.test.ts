import { describe, expect, it } from 'vitest';
import type { CacheBus } from '../../core/cache-bus';
import type { Db } from '../../db/client';
import { MarketReadModel, searchSnapshot, type MarketSnapshot } from './read-model';
import { indexStocks } from './search-index';

/** A cache bus stand-in: `listening` is settable, `emit()` runs the market handlers. */
function fakeBus() {
  const handlers: (() => void)[] = [];
  const bus = {
    listening: true,
    on: (_topic: string, h: () => void) => handlers.push(h),
    emit: () => handlers.forEach((h) => h()),
  };
  return bus;
}
const modelOn = (bus: ReturnType<typeof fakeBus>) => new MarketReadModel(bus as unknown as CacheBus, {} as Db);

describe('MarketReadModel.read', () => {
  it('loads once per key and version and keeps the serialised answer with its envelope', async () => {
    const bus = fakeBus();
    const model = modelOn(bus);
    let loads = 0;
    const load = async () => ({ n: ++loads, at: new Date(1000) });
    const a = await model.read('/x', load);
    const b = await model.read('/x', load);
    expect(loads).toBe(1);
    expect(b).toBe(a);
    expect(a.json!.body).toBe('{"code":0,"msg":"","data":{"n":1,"at":1000}}');
    expect(a.json!.etag).toMatch(/^W\/".+"$/);
    await model.read('/y', load);
    expect(loads).toBe(2);
    bus.emit();
    expect(model.size).toBe(0);
    expect((await model.read('/x', load)).data.n).toBe(3);
  });

  it('shares one load among concurrent callers', async () => {
    const model = modelOn(fakeBus());
    let loads = 0;
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    const answers = await Promise.all([model.read('/x', load), model.read('/x', load), model.read('/x', load)]);
    expect(loads).toBe(1);
    expect(answers.map((a) => a.data)).toEqual([1, 1, 1]);
  });

  it('returns but does not keep a load that a change overtook, and later callers do not join it', async () => {
    const bus = fakeBus();
    const model = modelOn(bus);
    let loads = 0;
    let release!: () => void;
    const slow = () => new Promise<number>((r) => (release = () => r(++loads)));
    const first = model.read('/x', slow);
    bus.emit(); // the market changed while the first load ran
    const second = model.read('/x', async () => 100 + ++loads);
    expect((await second).data).toBe(101);
    release();
    expect((await first).data).toBe(2);
    expect(model.size).toBe(1);
    expect((await model.read('/x', async () => -1)).data).toBe(101);
  });

  it('does not keep failures', async () => {
    const model = modelOn(fakeBus());
    await expect(model.read('/x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await model.read('/x', async () => 1)).data).toBe(1);
  });

  it('is bypassed while the cache bus does not listen', async () => {
    const bus = fakeBus();
    bus.listening = false;
    const model = modelOn(bus);
    let loads = 0;
    const a = await model.read('/x', async () => ++loads);
    await model.read('/x', async () => ++loads);
    expect(loads).toBe(2);
    expect(a.json).toBeNull();
    expect(model.size).toBe(0);
    expect(model.snapshot()).toBeNull();
  });
});

describe('searchSnapshot', () => {
  const snapshot = {
    version: 1,
    stocks: indexStocks([
      { code: '600519', name: '贵州茅台', pinyin: 'GZMT', hotRank: 2 },
      { code: '000858', name: '五粮液', pinyin: 'WLY', hotRank: 1 },
    ]),
    concepts: [{ code: 'BK1', name: '白酒', heat: 5 }],
    news: [
      { hit: { id: 3, title: '白酒板块走强', publishTime: new Date(3), source: 'a' }, titleFold: '白酒板块走强' },
      { hit: { id: 2, title: 'GZMT 公告', publishTime: new Date(2), source: 'b' }, titleFold: 'gzmt 公告' },
      { hit: { id: 1, title: '白酒消费', publishTime: new Date(1), source: 'c' }, titleFold: '白酒消费' },
    ],
  } as unknown as MarketSnapshot;

  it('answers stocks, concepts and the newest matching news (at most 10, at most limit)', () => {
    const r = searchSnapshot(snapshot, '白酒', 10);
    expect(r.stocks).toEqual([]);
    expect(r.concepts.map((c) => c.code)).toEqual(['BK1']);
    expect(r.news.map((n) => n.id)).toEqual([3, 1]);
    expect(searchSnapshot(snapshot, '白酒', 1).news.map((n) => n.id)).toEqual([3]);
    const gz = searchSnapshot(snapshot, 'gz', 10);
    expect(gz.stocks.map((s) => s.code)).toEqual(['600519']);
    expect(gz.news.map((n) => n.id)).toEqual([2]);
  });
});
