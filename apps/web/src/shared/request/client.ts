import type {
  AxiosAdapter,
  AxiosError as AxiosErrorType,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import type { TokenPair } from '../auth/storage';
import { fileNameFromContentDisposition } from './download';
import type { Feedback } from './feedback';
import { serializeParams } from './params';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: send no Authorization header (login, register, public lists). */
    isToken?: boolean;
    /** true: business errors reject with a RequestError without any message, for callers that show it themselves. */
    skipErrorHandler?: boolean;
    /** internal: the access token the request went out with */
    sentToken?: string | null;
    /** internal: this is the replay after a token refresh */
    replayed?: boolean;
  }
}

/** Default messages by envelope code (spec section 8). */
export const ERROR_CODE_MESSAGE: Record<string, string> = {
  '401': '认证失败，无法访问系统资源',
  '403': '当前操作没有权限',
  '404': '访问资源不存在',
  default: '系统未知错误，请反馈给管理员',
};

export const SESSION_EXPIRED = {
  title: '系统提示',
  content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  okText: '重新登录',
  cancelText: '取消',
} as const;

export const HTTP_ERROR_TEXT = {
  network: '后端接口连接异常，请刷新页面',
  timeout: '系统接口请求超时',
  status: (code: string | number) => `系统接口${code}异常`,
} as const;

export const DEMO_MODE_TEXT = '演示模式，无法进行写操作';

/** Messages that are rejected without any UI (the server sends them in Chinese; English kept for other servers). */
const SILENT_MESSAGES = ['无效的刷新令牌', '刷新令牌已过期', 'invalid refresh token', 'refresh token expired'];

export function isSilentMessage(msg: string | undefined | null): boolean {
  if (!msg) return false;
  const lower = msg.toLowerCase();
  return SILENT_MESSAGES.some((m) => lower === m.toLowerCase());
}

/** A rejected call: an envelope code other than success, or an HTTP-level failure (code undefined). */
export class RequestError extends Error {
  readonly code: number | undefined;
  readonly silent: boolean;
  constructor(message: string, code?: number, silent = false) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.silent = silent;
  }
}

interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
}

/**
 * Every JSON object answer is an envelope, `code` or not: spec §8 reads `code || 200`, so a reply without `code` is a
 * success whose `data` is the result (not the whole body). Text, arrays and files are passed on as they are.
 */
function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && !(value instanceof Blob) && !(value instanceof ArrayBuffer) && !Array.isArray(value);
}

export interface RequestClientOptions {
  baseURL: string;
  timeout: number;
  feedback: Feedback;
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setToken(token: TokenPair): void;
  /** Re-login chosen in the session-expired prompt: log out and go to the login page. */
  onRelogin(): void;
  tenantEnabled?: boolean;
  getTenantId?(): string | null;
  /** HTTP-level error message duration in seconds (spec: 5). */
  httpErrorDuration?: number;
  /** For tests: replaces the XHR adapter. */
  adapter?: AxiosAdapter;
}

export interface FileResponse {
  blob: Blob;
  fileName: string | undefined;
}

export interface RequestClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<T>;
  get<T = unknown>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T = unknown>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T>;
  /** A blob download (exports): the file and the server's file name from Content-Disposition. */
  download(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<FileResponse>;
  /** true while the session-expired prompt is open */
  isPromptOpen(): boolean;
}

/** One HTTP client for every admin-api call (spec sections 7 and 8). */
export function createRequestClient(options: RequestClientOptions): RequestClient {
  const { feedback } = options;
  const httpErrorDuration = options.httpErrorDuration ?? 5;
  const common: AxiosRequestConfig = {
    baseURL: options.baseURL,
    timeout: options.timeout,
    withCredentials: false,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  };
  /**
   * axios itself loads with the first call, not with the page: a server-rendered page hydrates from the data it came
   * with and often sends nothing for a while (docs/decisions/0028).
   */
  let ready: Promise<AxiosInstance> | null = null;
  const http = () => (ready ??= import('axios').then(({ default: axios, AxiosError }) => setUp(axios.create(common), axios.create(common), AxiosError)));

  let refreshing: Promise<void> | null = null;
  let promptOpen = false;

  // `raw` sends the refresh around the interceptors, so a failing refresh can never recurse into the 401 flow
  function setUp(instance: AxiosInstance, raw: AxiosInstance, AxiosError: typeof AxiosErrorType): AxiosInstance {
    function refreshOnce(): Promise<void> {
      if (!refreshing) {
        const refreshToken = options.getRefreshToken();
        refreshing = raw
          .post<Envelope>('/system/auth/refresh-token', null, { params: { refreshToken } })
          .then((res) => {
            const body = res.data;
            const code = body?.code || 200;
            if ((code !== 200 && code !== 0) || !body?.data) throw new RequestError(body?.msg ?? '', code, true);
            options.setToken(body.data as TokenPair);
          })
          .finally(() => {
            refreshing = null;
          });
      }
      return refreshing;
    }

    function handleAuthorized(): Promise<never> {
      if (!promptOpen) {
        promptOpen = true;
        void feedback.confirm({ ...SESSION_EXPIRED }).then((relogin) => {
          promptOpen = false;
          if (relogin) options.onRelogin();
        });
      }
      return Promise.reject(new RequestError('无效的会话，或者会话已过期，请重新登录。', 401, true));
    }

    async function on401(config: InternalAxiosRequestConfig): Promise<unknown> {
      if (config.replayed) return handleAuthorized();
      const current = options.getAccessToken();
      // another call already refreshed while this one was in flight: replay with the new token
      if (current && config.sentToken && current !== config.sentToken && !refreshing) {
        return instance.request({ ...config, replayed: true });
      }
      if (!refreshing && !options.getRefreshToken()) return handleAuthorized();
      try {
        await refreshOnce();
      } catch {
        return handleAuthorized();
      }
      return instance.request({ ...config, replayed: true });
    }

    async function handleEnvelope(body: Envelope, config: InternalAxiosRequestConfig): Promise<unknown> {
      const code = body.code || 200;
      const msg = body.msg || ERROR_CODE_MESSAGE[String(code)] || ERROR_CODE_MESSAGE.default;
      if (code === 200) return body.data;
      if (isSilentMessage(body.msg)) throw new RequestError(msg, code, true);
      if (code === 401) return on401(config);
      if (config.skipErrorHandler) throw new RequestError(msg, code);
      if (code === 500) {
        feedback.error(msg);
      } else if (code === 501) {
        feedback.error(msg, 0);
      } else if (code === 901) {
        feedback.error(DEMO_MODE_TEXT, 0);
      } else {
        feedback.notifyError(msg);
      }
      throw new RequestError(msg, code);
    }

    instance.interceptors.request.use((config) => {
      const token = options.getAccessToken();
      if (config.isToken !== false && token) {
        config.headers.set('Authorization', `Bearer ${token}`);
        config.sentToken = token;
      } else {
        config.headers.delete('Authorization');
        config.sentToken = null;
      }
      if (options.tenantEnabled) {
        const tenantId = options.getTenantId?.();
        if (tenantId) config.headers.set('tenant-id', tenantId);
      }
      return config;
    });

    instance.interceptors.response.use(
      // resolves to the envelope's data (or the whole response for a file), not to an AxiosResponse
      async (response: AxiosResponse): Promise<any> => {
        const { config } = response;
        let body: unknown = response.data;
        if (config.responseType === 'blob' || config.responseType === 'arraybuffer') {
          const blob = body instanceof Blob ? body : new Blob([body as ArrayBuffer]);
          if (!blob.type.includes('application/json')) return response;
          body = JSON.parse(await blob.text());
        }
        if (!isEnvelope(body)) {
          if (body === '' || body == null) throw new RequestError(ERROR_CODE_MESSAGE.default);
          return body;
        }
        // a successful blob request that answered with a JSON envelope (error or not) is handled like any call
        return handleEnvelope(body, config);
      },
      async (error: unknown) => {
        if (error instanceof RequestError) throw error;
        if (error instanceof AxiosError) {
          const data = error.response?.data;
          if (error.config && isEnvelope(data) && data.code) {
            return handleEnvelope(data, error.config);
          }
          let text = error.message || '';
          if (text === 'Network Error') text = HTTP_ERROR_TEXT.network;
          else if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT || text.includes('timeout')) {
            text = HTTP_ERROR_TEXT.timeout;
          } else if (error.response) text = HTTP_ERROR_TEXT.status(error.response.status);
          else if (text.includes('Request failed with status code')) text = HTTP_ERROR_TEXT.status(text.slice(-3));
          if (error.code === AxiosError.ERR_CANCELED) throw new RequestError(text, undefined, true);
          if (!error.config?.skipErrorHandler) feedback.error(text, httpErrorDuration);
          throw new RequestError(text, error.response?.status);
        }
        throw error;
      },
    );
    return instance;
  }

  const client: RequestClient = {
    request: async <T>(config: AxiosRequestConfig) => (await http()).request(config) as unknown as Promise<T>,
    get: <T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig) =>
      client.request<T>({ ...config, method: 'GET', url, params }),
    post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      client.request<T>({ ...config, method: 'POST', url, data }),
    put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      client.request<T>({ ...config, method: 'PUT', url, data }),
    delete: <T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig) =>
      client.request<T>({ ...config, method: 'DELETE', url, params }),
    download: async (url, params, config) => {
      const response = (await (await http()).request({ ...config, method: config?.method ?? 'GET', url, params, responseType: 'blob' })) as
        | AxiosResponse<Blob>
        | unknown;
      if (!response || typeof response !== 'object' || !('data' in response) || !(response.data instanceof Blob)) {
        throw new RequestError(ERROR_CODE_MESSAGE.default);
      }
      const headers = (response as AxiosResponse<Blob>).headers;
      const disposition = headers['content-disposition'] as string | undefined;
      return { blob: response.data, fileName: fileNameFromContentDisposition(disposition) };
    },
    isPromptOpen: () => promptOpen,
  };
  return client;
}
