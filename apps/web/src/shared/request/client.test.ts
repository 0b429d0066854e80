import { describe, expect, it, vi } from 'vitest';
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createRequestClient, type RequestClientOptions } from './client';
import type { Feedback } from './feedback';
import { fileNameFromContentDisposition } from './download';
import { serializeParams } from './params';

function reply(config: InternalAxiosRequestConfig, data: unknown, status = 200, headers: Record<string, string> = {}): AxiosResponse {
  return { data, status, statusText: 'OK', headers, config, request: {} };
}

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

function fakeFeedback(confirmResult: boolean | 'never' = 'never') {
  const confirm = vi.fn(() => (confirmResult === 'never' ? new Promise<boolean>(() => {}) : Promise.resolve(confirmResult)));
  const feedback = {
    error: vi.fn<Feedback['error']>(),
    notifyError: vi.fn<Feedback['notifyError']>(),
    confirm,
  } satisfies Feedback;
  return feedback;
}

/** A fake server: the access token 'new' is valid, 'old' meets 401; refresh-token answers per `refreshOk`. */
function setup(opts: { refreshOk?: boolean; refreshToken?: string | null; confirm?: boolean | 'never' } = {}) {
  const tokens = { access: 'old' as string | null, refresh: (opts.refreshToken === undefined ? 'r1' : opts.refreshToken) as string | null };
  const refreshCalls: string[] = [];
  const seen: InternalAxiosRequestConfig[] = [];
  let route: (config: InternalAxiosRequestConfig) => unknown = () => ({ code: 0, data: 'ok' });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    await tick(Math.random() * 5);
    if (config.url?.includes('/system/auth/refresh-token')) {
      refreshCalls.push(String((config.params as Record<string, unknown>)?.refreshToken));
      await tick(10);
      if (opts.refreshOk === false) return reply(config, { code: 401, msg: '无效的刷新令牌' });
      return reply(config, { code: 0, data: { accessToken: 'new', refreshToken: 'r2', expiresTime: 1 } });
    }
    const auth = config.headers.get('Authorization');
    if (auth !== 'Bearer new' && config.isToken !== false) return reply(config, { code: 401, msg: '账号未登录' });
    return reply(config, route(config));
  };
  const feedback = fakeFeedback(opts.confirm ?? 'never');
  const onRelogin = vi.fn();
  const options: RequestClientOptions = {
    baseURL: '/admin-api',
    timeout: 30_000,
    feedback,
    adapter,
    getAccessToken: () => tokens.access,
    getRefreshToken: () => tokens.refresh,
    setToken: (t) => {
      tokens.access = t.accessToken;
      tokens.refresh = t.refreshToken;
    },
    onRelogin,
  };
  const client = createRequestClient(options);
  return {
    client,
    tokens,
    refreshCalls,
    seen,
    feedback,
    onRelogin,
    setRoute: (r: typeof route) => {
      route = r;
    },
  };
}

describe('session refresh on 401', () => {
  it('50 concurrent requests meeting 401 cause exactly one refresh and all succeed after it', async () => {
    const { client, refreshCalls, tokens, setRoute, feedback } = setup();
    setRoute((config) => ({ code: 0, data: (config.params as { n: number }).n }));
    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => client.get<number>('/x', { n })));
    expect(results).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(refreshCalls).toEqual(['r1']);
    expect(tokens).toEqual({ access: 'new', refresh: 'r2' });
    expect(feedback.confirm).not.toHaveBeenCalled();
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('a failed refresh shows one session-expired prompt, not 50, and every call rejects', async () => {
    const { client, refreshCalls, feedback } = setup({ refreshOk: false });
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => client.get('/x', { n })));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(refreshCalls).toHaveLength(1);
    expect(feedback.confirm).toHaveBeenCalledTimes(1);
    expect(feedback.confirm).toHaveBeenCalledWith({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.notifyError).not.toHaveBeenCalled();
    expect(client.isPromptOpen()).toBe(true);
  });

  it('without a refresh token the prompt shows at once; Re-login logs out, Cancel stays', async () => {
    const relog = setup({ refreshToken: null, confirm: true });
    await expect(relog.client.get('/x')).rejects.toMatchObject({ code: 401 });
    expect(relog.refreshCalls).toHaveLength(0);
    await tick();
    expect(relog.onRelogin).toHaveBeenCalledTimes(1);

    const stay = setup({ refreshToken: null, confirm: false });
    await expect(stay.client.get('/x')).rejects.toMatchObject({ code: 401 });
    await tick();
    expect(stay.onRelogin).not.toHaveBeenCalled();
    expect(stay.client.isPromptOpen()).toBe(false);
  });
});

describe('envelope handling', () => {
  it('treats code 0 and 200 as success and returns data', async () => {
    const { client, tokens, setRoute } = setup();
    tokens.access = 'new';
    setRoute(() => ({ code: 0, msg: '', data: { a: 1 } }));
    await expect(client.get('/x')).resolves.toEqual({ a: 1 });
    setRoute(() => ({ code: 200, data: [1] }));
    await expect(client.get('/x')).resolves.toEqual([1]);
  });

  it('treats a reply without code as code 200 (spec §8) and resolves its data, not the whole body', async () => {
    const { client, tokens, setRoute, feedback } = setup();
    tokens.access = 'new';
    setRoute(() => ({ msg: '', data: { list: [{ id: 1 }], total: 1 } }));
    await expect(client.get('/x')).resolves.toEqual({ list: [{ id: 1 }], total: 1 });
    setRoute(() => ({ data: [3, 4] }));
    await expect(client.get('/x')).resolves.toEqual([3, 4]);
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.notifyError).not.toHaveBeenCalled();
    // text is not an envelope: passed on as it is
    setRoute(() => '<xml/>');
    await expect(client.get('/x')).resolves.toBe('<xml/>');
  });

  it('500 shows an error message, 501 and 901 persistent messages, others a notification titled with msg', async () => {
    const { client, tokens, setRoute, feedback } = setup();
    tokens.access = 'new';
    setRoute(() => ({ code: 500, msg: '系统异常' }));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 500, message: '系统异常' });
    expect(feedback.error).toHaveBeenLastCalledWith('系统异常');
    setRoute(() => ({ code: 501, msg: '功能未实现/未开启' }));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 501 });
    expect(feedback.error).toHaveBeenLastCalledWith('功能未实现/未开启', 0);
    setRoute(() => ({ code: 901, msg: '演示模式，禁止写操作' }));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 901 });
    expect(feedback.error).toHaveBeenLastCalledWith('演示模式，无法进行写操作', 0);
    setRoute(() => ({ code: 1_002_000_000, msg: '登录失败，账号密码不正确' }));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 1_002_000_000 });
    expect(feedback.notifyError).toHaveBeenLastCalledWith('登录失败，账号密码不正确');
  });

  it('uses the default message per code when msg is empty', async () => {
    const { client, tokens, setRoute, feedback } = setup();
    tokens.access = 'new';
    setRoute(() => ({ code: 403, msg: '' }));
    await expect(client.get('/x')).rejects.toThrow('当前操作没有权限');
    setRoute(() => ({ code: 404 }));
    await expect(client.get('/x')).rejects.toThrow('访问资源不存在');
    setRoute(() => ({ code: 418 }));
    await expect(client.get('/x')).rejects.toThrow('系统未知错误，请反馈给管理员');
    expect(feedback.notifyError.mock.calls.map((c) => c[0])).toEqual([
      '当前操作没有权限',
      '访问资源不存在',
      '系统未知错误，请反馈给管理员',
    ]);
  });

  it('rejects refresh-token messages silently, in Chinese and English', async () => {
    const { client, tokens, setRoute, feedback } = setup();
    tokens.access = 'new';
    for (const msg of ['无效的刷新令牌', '刷新令牌已过期', 'invalid refresh token', 'Refresh token expired']) {
      setRoute(() => ({ code: 400, msg }));
      await expect(client.get('/x')).rejects.toMatchObject({ silent: true });
    }
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.notifyError).not.toHaveBeenCalled();
  });

  it('skipErrorHandler rejects with the server message and shows nothing', async () => {
    const { client, tokens, setRoute, feedback } = setup();
    tokens.access = 'new';
    setRoute(() => ({ code: 1_002_000_000, msg: '登录失败，账号密码不正确' }));
    await expect(client.post('/x', {}, { skipErrorHandler: true })).rejects.toThrow('登录失败，账号密码不正确');
    expect(feedback.notifyError).not.toHaveBeenCalled();
  });
});

describe('request shape', () => {
  it('sends Bearer unless opted out, JSON UTF-8, no credentials, no tenant header when the switch is off', async () => {
    const { client, tokens, seen } = setup();
    tokens.access = 'new';
    await client.get('/a');
    await client.post('/b', { x: 1 }, { isToken: false });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer new');
    expect(seen[1].headers.get('Authorization')).toBeUndefined();
    expect(String(seen[1].headers.get('Content-Type'))).toContain('application/json');
    expect(seen[0].withCredentials).toBe(false);
    expect(seen[0].timeout).toBe(30_000);
    expect(seen[0].headers.get('tenant-id')).toBeUndefined();
    expect(axios.getUri(seen[0])).toBe('/admin-api/a');
  });

  it('sends tenant-id only when the tenant switch is on', async () => {
    const client = createRequestClient({
      baseURL: '/admin-api',
      timeout: 1000,
      feedback: fakeFeedback(),
      getAccessToken: () => null,
      getRefreshToken: () => null,
      setToken: () => {},
      onRelogin: () => {},
      tenantEnabled: true,
      getTenantId: () => '7',
      adapter: async (config) => reply(config, { code: 0, data: config.headers.get('tenant-id') }),
    });
    await expect(client.get('/a')).resolves.toBe('7');
  });

  it('flattens GET params: nested objects as key[sub]=value, arrays as repeated keys', async () => {
    const { client, tokens, seen } = setup();
    tokens.access = 'new';
    await client.get('/page', { pageNo: 1, name: '张三', empty: '', none: null, ids: [1, 2], range: { begin: 3, end: 4 } });
    expect(decodeURIComponent(axios.getUri(seen[0]))).toBe(
      '/admin-api/page?pageNo=1&name=张三&ids=1&ids=2&range[begin]=3&range[end]=4',
    );
    expect(serializeParams({ a: { b: { c: 1 } } })).toBe('a%5Bb%5D%5Bc%5D=1');
  });
});

describe('HTTP-level errors', () => {
  function failing(error: (config: InternalAxiosRequestConfig) => AxiosError) {
    const feedback = fakeFeedback();
    const client = createRequestClient({
      baseURL: '/admin-api',
      timeout: 30_000,
      feedback,
      getAccessToken: () => null,
      getRefreshToken: () => null,
      setToken: () => {},
      onRelogin: () => {},
      httpErrorDuration: 5,
      adapter: async (config) => {
        throw error(config);
      },
    });
    return { client, feedback };
  }

  it('network error, timeout and status errors are 5-second messages', async () => {
    const network = failing((c) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, c));
    await expect(network.client.get('/a')).rejects.toThrow('后端接口连接异常，请刷新页面');
    expect(network.feedback.error).toHaveBeenCalledWith('后端接口连接异常，请刷新页面', 5);

    const timeout = failing((c) => new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, c));
    await expect(timeout.client.get('/a')).rejects.toThrow('系统接口请求超时');
    expect(timeout.feedback.error).toHaveBeenCalledWith('系统接口请求超时', 5);

    const status = failing(
      (c) => new AxiosError('Request failed with status code 502', AxiosError.ERR_BAD_RESPONSE, c, {}, reply(c, '<html>', 502)),
    );
    await expect(status.client.get('/a')).rejects.toThrow('系统接口502异常');
    expect(status.feedback.error).toHaveBeenCalledWith('系统接口502异常', 5);
  });
});

describe('blob downloads', () => {
  it('returns the file with the server file name (RFC 5987 filename*)', async () => {
    const { client, tokens } = setup();
    tokens.access = 'new';
    const xlsx = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const c2 = createRequestClient({
      baseURL: '/admin-api',
      timeout: 1000,
      feedback: fakeFeedback(),
      getAccessToken: () => 'new',
      getRefreshToken: () => null,
      setToken: () => {},
      onRelogin: () => {},
      adapter: async (config) =>
        reply(config, xlsx, 200, { 'content-disposition': "attachment; filename=\"data.xlsx\"; filename*=UTF-8''%E5%AD%97%E5%85%B8.xlsx" }),
    });
    const file = await c2.download('/system/dict-data/export', { type: 'x' });
    expect(file.fileName).toBe('字典.xlsx');
    expect(file.blob.size).toBe(2);
    expect(client).toBeTruthy();
  });

  it('a JSON envelope instead of a file is handled as an error', async () => {
    const feedback = fakeFeedback();
    const c = createRequestClient({
      baseURL: '/admin-api',
      timeout: 1000,
      feedback,
      getAccessToken: () => 'new',
      getRefreshToken: () => null,
      setToken: () => {},
      onRelogin: () => {},
      adapter: async (config) =>
        reply(config, new Blob([JSON.stringify({ code: 403, msg: '没有该操作权限' })], { type: 'application/json' })),
    });
    await expect(c.download('/x')).rejects.toThrow('没有该操作权限');
    expect(feedback.notifyError).toHaveBeenCalledWith('没有该操作权限');
  });

  it('parses Content-Disposition names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameFromContentDisposition("attachment; filename*=utf-8''%E7%94%A8%E6%88%B7.xlsx")).toBe('用户.xlsx');
    expect(fileNameFromContentDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromContentDisposition(undefined)).toBeUndefined();
    expect(fileNameFromContentDisposition('inline')).toBeUndefined();
  });
});
