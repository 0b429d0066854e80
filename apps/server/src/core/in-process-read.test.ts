import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BizError } from './errors';
import { readInProcess } from './in-process-read';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const overHttp = async (url: string) => (JSON.parse((await t.app.inject({ method: 'GET', url })).body) as { data: unknown }).data;

describe('reading an anonymous API route in-process (server rendering)', () => {
  it('answers what the same URL answers over HTTP, market reads and content pages alike', async () => {
    for (const url of ['/admin-api/stock/home/summary', '/admin-api/stock/stock/hot-rank?limit=5', '/admin-api/stock/news/page?pageNo=1&pageSize=3', '/admin-api/stock/nav/list']) {
      expect(await readInProcess(t.app, url)).toEqual(await overHttp(url));
    }
  });

  it("validates the query with the route's own schema", async () => {
    await expect(readInProcess(t.app, '/admin-api/stock/stock/hot-rank?limit=abc')).rejects.toBeInstanceOf(BizError);
  });

  it('refuses routes that need a user or write, and unknown paths', async () => {
    for (const url of ['/admin-api/system/user/page', '/admin-api/stock/member/stock/list', '/admin-api/system/auth/login', '/admin-api/nothing/here']) {
      await expect(readInProcess(t.app, url)).rejects.toThrow(/不能在服务端读取/);
    }
  });
});
