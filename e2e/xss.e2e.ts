import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { baseURL, newContext, screenshot } from './browser';

// Stored XSS (the pages' own escaping and sanitising, with the CSP bypassed): a corpus of payloads is written through every user-writable text a page shows (the real API, as an
// attacker with an account would), then the public site, the member area, the console's lists and edit dialogs, the
// bell, the process viewer and the designer are opened in Chromium. Each payload calls window.__xss(id) (or alert)
// when it runs; the test wants no call, no dialog and no live script vector (on* attribute, javascript: URL, payload
// <script>) left in any page's DOM.

const RUN = Date.now().toString(36);
const MARK = `XSS测试${RUN}`;

/** Payload templates; `f` is the call that reports an execution. */
const TEMPLATES: Array<(f: string) => string> = [
  (f) => `<script>${f}</script>`,
  (f) => `<img src=x onerror=${f}>`,
  (f) => `<svg onload=${f}>`,
  (f) => `"><script>${f}</script>`,
  (f) => `'><img src=x onerror=${f}>`,
  (f) => `<a href="javascript:${f}">链接</a>`,
  (f) => `javascript:${f}`,
  (f) => `[点我](javascript:${f})`,
  (f) => `<div style="background:url(javascript:${f})">样式</div>`,
  (f) => `<p style="width:expression(${f})">表达式</p>`,
  (f) => `<iframe srcdoc="<script>parent.${f}</script>"></iframe>`,
  (f) => `<details open ontoggle=${f}>`,
  (f) => `<input autofocus onfocus=${f}>`,
  (f) => `<math><mtext><table><mglyph><style><img src=x onerror=${f}>`,
  (f) => `{{constructor.constructor('${f}')()}}`,
  (f) => `<a href="&#106;avascript:${f}">实体</a>`,
  (f) => `<svg><a xlink:href="javascript:${f}"><text y=20>svg链接</text></a></svg>`,
  (f) => `<object data="javascript:${f}"></object>`,
  (f) => `<body onload=${f}>`,
  (f) => `<img src=x onerror=alert(${f.slice(6, -1)})>`,
];

/** Where each payload id was written, for the failure message. */
const where = new Map<number, string>();
let nextId = 1;

/** As many payloads (each with its own id) as fit in `max` characters after `prefix`, for the field `field`. */
function corpus(field: string, max: number, prefix = '', skip: (payload: string) => boolean = () => false): string {
  let out = prefix;
  for (const [i, t] of TEMPLATES.entries()) {
    const id = nextId;
    const p = t(`__xss(${id})`);
    if ((out + (out ? ' ' : '') + p).length > max || skip(p)) continue;
    out += (out ? ' ' : '') + p;
    where.set(id, `${field} #${i}`);
    nextId++;
  }
  return out;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function api<T = unknown>(token: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}/admin-api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${method} ${url} → ${json.code} ${json.msg}`);
  return json.data;
}

const created: { news?: number; notice?: number; dictType?: number; user?: number; template?: number; model?: number; record?: number } = {};
let essayBefore: Record<string, unknown> | undefined;
let admin: Tokens;
let member: Tokens;
const ids = { news: 0, essay: 0, record: 0, dictType: 0, model: 0, modelKey: `xss_${RUN}` };

function bpmnXml(key: string): string {
  const name = (f: string, max = 60) => xml(corpus(`BPMN ${f} name`, max));
  const docs = (f: string) => xml(corpus(`BPMN ${f} documentation`, 2000, MARK));
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_xss" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name('process')}" isExecutable="true">
    <bpmn:documentation>${docs('process')}</bpmn:documentation>
    <bpmn:startEvent id="StartEvent_1" name="${name('start event')}"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="Task_1" name="${name('user task', 200)}">
      <bpmn:documentation>${docs('user task')}</bpmn:documentation>
      <bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="EndEvent_1" name="${name('end event')}"><bpmn:incoming>Flow_2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" name="${name('sequence flow')}" sourceRef="StartEvent_1" targetRef="Task_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_1" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1"><dc:Bounds x="260" y="120" width="120" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="452" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="160" /><di:waypoint x="260" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="380" y="160" /><di:waypoint x="452" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

beforeAll(async () => {
  admin = await api<Tokens>(null, 'POST', '/system/auth/login', { username: 'admin', password: 'admin123' });
  const a = admin.accessToken;

  // a site member whose nickname is a payload, with a public record (随笔)
  member = await api<Tokens>(null, 'POST', '/system/auth/register', { username: `xss${RUN}`, password: 'xss12345', nickname: corpus('member nickname', 30) });
  await api(member.accessToken, 'PUT', '/system/user/profile/update', { nickname: corpus('member nickname (profile)', 30) });
  created.record = ids.record = await api<number>(member.accessToken, 'POST', '/stock/member/record/create', {
    title: corpus('record title', 100, MARK),
    content: corpus('record content', 50_000, `<p>${MARK}</p>`),
    isOpenRecord: 1,
  });

  // news, with a link that stays inside the allowed forms
  created.news = ids.news = await api<number>(a, 'POST', '/stock-admin/news/create', {
    title: corpus('news title', 200, MARK),
    summary: corpus('news summary', 1000, MARK),
    content: corpus('news content', 200_000, `<p>${MARK}</p>`),
    source: corpus('news source', 64),
    url: '/x"><img/src=x/onerror=__xss(999)>',
    publishTime: Date.now(),
    stockCodes: [],
    conceptCodes: [],
  });
  where.set(999, 'news url');

  // a published essay (精选文章) rewritten with payloads; restored afterwards
  const essays = await api<{ list: Array<{ id: number }> }>(a, 'GET', '/stock-admin/essay/page?pageNo=1&pageSize=1&status=1');
  ids.essay = essays.list[0].id;
  essayBefore = await api<Record<string, unknown>>(a, 'GET', `/stock-admin/essay/get?id=${ids.essay}`);
  await api(a, 'PUT', '/stock-admin/essay/update', {
    id: ids.essay,
    title: corpus('essay title', 200, MARK),
    author: corpus('essay author', 64),
    summary: corpus('essay summary', 1000, MARK),
    content: corpus('essay content', 200_000, `<p>${MARK}</p>`),
    cover: '',
    stockCodes: essayBefore.stockCodes,
  });

  // 通知公告 (rich text)
  created.notice = await api<number>(a, 'POST', '/system/notice/create', {
    title: corpus('notice title', 50, `X${RUN}`),
    type: 1,
    content: corpus('notice content', 100_000, `<p>${MARK}</p>`),
    status: 0,
  });

  // a dictionary type whose name and data labels are payloads
  created.dictType = ids.dictType = await api<number>(a, 'POST', '/system/dict-type/create', {
    name: corpus('dict type name', 100, 'XSS'),
    type: `xss_${RUN}`,
    status: 0,
    remark: corpus('dict type remark', 500),
  });
  for (let i = 0; i < 3; i++) {
    await api(a, 'POST', '/system/dict-data/create', {
      dictType: `xss_${RUN}`,
      label: corpus(`dict label ${i}`, 100),
      value: String(i),
      sort: i,
      status: 0,
      colorType: 'primary',
      cssClass: corpus(`dict cssClass ${i}`, 100),
      remark: corpus(`dict data remark ${i}`, 500),
    });
  }

  // a console user whose nickname is a payload
  created.user = await api<number>(a, 'POST', '/system/user/create', {
    username: `xss${RUN}u`,
    nickname: corpus('console user nickname', 30),
    remark: corpus('console user remark', 500, MARK),
    password: 'xss12345',
  });

  // an in-site message to admin: template name, sender nickname, content and the parameter all carry payloads
  const code = `xss-${RUN}`;
  created.template = await api<number>(a, 'POST', '/system/notify-template/create', {
    name: corpus('notify template name', 63),
    code,
    nickname: corpus('notify sender nickname', 255),
    // braces would read as template parameters
    content: `${corpus('notify template content', 900, MARK, (p) => p.includes('{'))} {p}`,
    type: 2,
    status: 0,
    remark: corpus('notify template remark', 255),
  });
  await api(a, 'POST', '/system/notify-template/send-notify', { userId: 1, userType: 2, templateCode: code, templateParams: { p: corpus('notify parameter', 500) } });

  // a process model: model name and description, process / element names and documentation
  created.model = ids.model = await api<number>(a, 'POST', '/bpm/model/create', {
    key: ids.modelKey,
    name: corpus('model name', 64, 'XSS'),
    description: corpus('model description', 500),
    category: '',
  });
  await api(a, 'PUT', '/bpm/model/update', { id: ids.model, key: ids.modelKey, name: corpus('model name (update)', 64, 'XSS'), bpmnXml: bpmnXml(ids.modelKey) });
}, 120_000);

afterAll(async () => {
  const a = admin?.accessToken;
  if (!a) return;
  const tryApi = (method: string, url: string, body?: unknown) => api(a, method, url, body).catch(() => undefined);
  if (created.news) await tryApi('DELETE', `/stock-admin/news/delete?id=${created.news}`);
  if (created.notice) await tryApi('DELETE', `/system/notice/delete?id=${created.notice}`);
  if (created.dictType) {
    const data = await api<{ list: Array<{ id: number }> }>(a, 'GET', `/system/dict-data/page?pageNo=1&pageSize=10&dictType=xss_${RUN}`).catch(() => ({ list: [] }));
    for (const d of data.list) await tryApi('DELETE', `/system/dict-data/delete?id=${d.id}`);
    await tryApi('DELETE', `/system/dict-type/delete?id=${created.dictType}`);
  }
  if (created.user) await tryApi('DELETE', `/system/user/delete?id=${created.user}`);
  if (created.template) await tryApi('DELETE', `/system/notify-template/delete?id=${created.template}`);
  if (created.model) await tryApi('DELETE', `/bpm/model/delete?id=${created.model}`);
  if (created.record && member) await api(member.accessToken, 'DELETE', `/stock/member/record/delete?id=${created.record}`).catch(() => undefined);
  if (essayBefore) {
    const e = essayBefore;
    await tryApi('PUT', '/stock-admin/essay/update', { id: e.id, title: e.title, author: e.author, summary: e.summary, content: e.content, cover: e.cover, stockCodes: e.stockCodes });
  }
});

interface Hit {
  what: string;
  page: string;
}

/** A context whose every frame reports __xss calls and dialogs into `hits`, signed in with `tokens`. */
async function watchedContext(tokens: Tokens, hits: Hit[]): Promise<{ context: BrowserContext; page: Page }> {
  // the Content-Security-Policy would block inline handlers and hide a rendering hole: the pages are checked without it
  const context = await newContext({ width: 1440, height: 900, bypassCSP: true });
  await context.exposeBinding('__xss', (source, id: unknown) => {
    hits.push({ what: `__xss(${String(id)}) from ${where.get(Number(id)) ?? 'unknown payload'}`, page: source.frame.url() });
  });
  await context.addInitScript(
    ([access, refresh]) => {
      window.localStorage.setItem('ACCESS_TOKEN', access);
      window.localStorage.setItem('REFRESH_TOKEN', refresh);
    },
    [tokens.accessToken, tokens.refreshToken],
  );
  const page = await context.newPage();
  page.on('dialog', (d) => {
    hits.push({ what: `${d.type()} dialog: ${d.message()}`, page: page.url() });
    void d.dismiss().catch(() => undefined);
  });
  return { context, page };
}

/** Script vectors left in the live DOM of every frame: on* attributes, javascript: URLs, payload scripts. */
async function liveVectors(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const list = await frame
      .evaluate(() => {
        const out: string[] = [];
        const urlAttrs = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'];
        for (const el of Array.from(document.querySelectorAll('*'))) {
          for (const attr of Array.from(el.attributes)) {
            const name = attr.name.toLowerCase();
            // browsers skip whitespace and control characters in a URL's scheme
            const value = Array.from(attr.value)
              .filter((c) => c.charCodeAt(0) > 32)
              .join('')
              .toLowerCase();
            if (name.startsWith('on') && /__xss|alert\(/.test(attr.value)) out.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value}">`);
            if (urlAttrs.includes(name) && (value.startsWith('javascript:') || (name === 'srcdoc' && value.includes('__xss')))) {
              out.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value}">`);
            }
          }
          // a JSON data block (the server-rendered page's state) is never run by the browser; any other script is
          if (el.tagName === 'SCRIPT' && el.getAttribute('type') !== 'application/json' && (el.textContent ?? '').includes('__xss')) out.push(`<script>${el.textContent}</script>`);
        }
        return out;
      })
      .catch(() => [] as string[]);
    found.push(...list.map((v) => `${frame.url()}: ${v}`));
  }
  return found;
}

describe('stored XSS corpus', () => {
  const hits: Hit[] = [];
  const vectors: string[] = [];
  let memberSide: { context: BrowserContext; page: Page };
  let adminSide: { context: BrowserContext; page: Page };

  afterAll(async () => {
    await memberSide?.context.close();
    await adminSide?.context.close();
  });

  /** Opens `path`, waits for `ready`, then checks the DOM; `then` may open dialogs etc. (checked again). */
  async function visit(page: Page, path: string, ready: (page: Page) => Locator, then?: (page: Page) => Promise<void>) {
    await page.goto(path);
    await ready(page).first().waitFor();
    vectors.push(...(await liveVectors(page)));
    if (then) {
      await then(page);
      vectors.push(...(await liveVectors(page)));
    }
  }

  const dialogTitled = (page: Page, title: RegExp | string) => page.locator('.ant-modal, .ant-drawer').filter({ has: page.locator('.ant-modal-title, .ant-drawer-title', { hasText: title }) }).last();
  const visibleRow = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });

  async function searchConsole(page: Page, label: string, text: string) {
    const form = page.locator('form[id$="-search"]:visible');
    await form.getByLabel(label).fill(text);
    await form.locator('button[type=submit]').click();
    await visibleRow(page, text).first().waitFor();
  }

  async function openEdit(page: Page, rowText: string | null, button: string, title: RegExp | string) {
    const row = rowText === null ? page.locator('.ant-table-row:visible') : visibleRow(page, rowText);
    await row.first().getByRole('button', { name: button }).first().click();
    const d = dialogTitled(page, title);
    await d.waitFor();
    // rich editors and async fields load inside the dialog: wait until nothing spins
    await d.locator('.ant-skeleton, .ant-spin-spinning').first().waitFor({ state: 'detached' });
    vectors.push(...(await liveVectors(page)));
    // the dialog's close button: Escape would stay inside a rich editor
    await d.locator('.ant-modal-close, .ant-drawer-close').first().click();
    await d.waitFor({ state: 'hidden' });
  }

  it('public site and member area: essays, records, news, nicknames', async () => {
    memberSide = await watchedContext(member, hits);
    const { page } = memberSide;
    // the detectors themselves: a payload planted by the test is reported as executed and as a live vector
    await page.goto('/index');
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.id = 'xss-self-check';
      img.setAttribute('onerror', '__xss(0)');
      img.src = 'data:,not-an-image';
      document.body.append(img);
    });
    await expect.poll(() => hits.map((h) => h.what)).toEqual(['__xss(0) from unknown payload']);
    expect((await liveVectors(page)).some((v) => v.includes('__xss(0)'))).toBe(true);
    await page.evaluate(() => document.getElementById('xss-self-check')?.remove());
    hits.length = 0;
    await visit(page, '/index', (p) => p.getByTestId('hot-list'));
    await visit(page, '/news', (p) => p.locator('.ant-list-item, .lt-list__item'));
    await visit(page, `/news?keyword=${encodeURIComponent(MARK)}`, (p) => p.getByText(MARK));
    await visit(page, `/news?id=${ids.news}`, (p) => p.locator('.article-body'));
    await visit(page, '/essay', (p) => p.locator('.ant-list-item, .lt-list__item'));
    await visit(page, `/essay?keyword=${encodeURIComponent(MARK)}`, (p) => p.getByText(MARK));
    await visit(page, `/essayContent?id=${ids.essay}`, (p) => p.locator('.article-body'));
    await visit(page, `/content?id=${ids.essay}`, (p) => p.locator('.article-body'));
    // the public records list (ours may be on a later page; its detail page follows)
    await visit(page, '/essay?tab=record', (p) => p.getByTestId('public-records'));
    await visit(page, `/essayContent?type=record&id=${ids.record}`, (p) => p.locator('.article-body'));
    await visit(page, '/userRecord', (p) => p.getByText(MARK), async (p) => {
      await p.getByRole('row', { name: new RegExp(MARK) }).getByRole('button', { name: /编\s*辑|修\s*改/ }).first().click();
      await p.getByTestId('rich-editor').locator('.ProseMirror').waitFor();
    });
    await visit(page, '/userInfo', (p) => p.getByText('基本资料'));
    await screenshot(page, 'xss-member');
  });

  it('console: news and essays, their detail and edit dialogs', async () => {
    adminSide = await watchedContext(admin, hits);
    const { page } = adminSide;
    for (const [path, entity] of [
      ['/stock-data/news', '新闻'],
      ['/stock-data/essay', '文章'],
    ] as const) {
      await visit(page, path, (p) => p.locator('.ant-table-row:visible'), async (p) => {
        await searchConsole(p, '标题', MARK);
        await openEdit(p, MARK, '详细', `${entity}详情`);
        await openEdit(p, MARK, '修改', /修改/);
      });
    }
  });

  it('console: notices, users, dictionaries, in-site messages and the bell', async () => {
    const { page } = adminSide;
    const searchAndOpen = (label: string, text: string, title: RegExp) => async (p: Page) => {
      await searchConsole(p, label, text);
      await openEdit(p, text, '修改', title);
    };
    const anyRow = (p: Page) => p.locator('.ant-table-row:visible');
    await visit(page, '/system/notice', anyRow, searchAndOpen('公告标题', `X${RUN}`, /修改/));
    await visit(page, '/system/user', anyRow, searchAndOpen('用户名称', `xss${RUN}u`, /修改/));
    await visit(page, '/system/dict', anyRow, searchAndOpen('字典类型', `xss_${RUN}`, /修改/));
    await visit(page, `/dict/type/data/${ids.dictType}`, anyRow, (p) => openEdit(p, null, '修改', /修改/));
    await visit(page, '/system/messages/notify/notify-template', anyRow, searchAndOpen('模板编号', `xss-${RUN}`, /修改/));
    await visit(page, '/system/messages/notify/notify-message', (p) => visibleRow(p, MARK));
    await visit(page, '/user/notify-message', (p) => visibleRow(p, MARK), async (p) => {
      await visibleRow(p, MARK).first().getByRole('button', { name: /已读|详情/ }).click();
      await dialogTitled(p, '站内信详情').getByText(MARK).first().waitFor();
      await p.keyboard.press('Escape');
    });
    // the bell's popover lists the unread ones; the message above was opened, so send one more
    await api(admin.accessToken, 'POST', '/system/notify-template/send-notify', { userId: 1, userType: 2, templateCode: `xss-${RUN}`, templateParams: { p: corpus('notify parameter (bell)', 500) } });
    await visit(page, '/stockIndex', (p) => p.getByTestId('notify-bell'), async (p) => {
      await p.getByTestId('notify-bell').click();
      await p.getByTestId('notify-popover').getByText(MARK).first().waitFor();
    });
    await screenshot(page, 'xss-console');
  });

  it('process models: list, viewer overlays and the designer', async () => {
    const { page } = adminSide;
    await visit(page, '/bpm/manager/model', (p) => visibleRow(p, ids.modelKey), async (p) => {
      await openEdit(p, ids.modelKey, '修改', /修改/);
      await visibleRow(p, ids.modelKey).getByRole('button', { name: '查看' }).click();
      const viewer = p.getByTestId('model-viewer');
      const shapes = viewer.locator('.djs-element.djs-shape');
      await shapes.nth(2).waitFor();
      for (let i = 0; i < (await shapes.count()); i++) await shapes.nth(i).hover({ force: true });
      vectors.push(...(await liveVectors(p)));
      await p.keyboard.press('Escape');
    });
    await visit(page, `/bpm/manager/model/design?modelId=${ids.model}`, (p) => p.locator('.djs-element.djs-shape'), async (p) => {
      const panel = p.getByTestId('property-panel');
      for (const id of ['Task_1', 'StartEvent_1', 'EndEvent_1', 'Flow_1']) {
        await p.locator(`.djs-element[data-element-id="${id}"]`).click({ force: true });
        // the panel shows the element's name (a payload) in one of its inputs
        await expect.poll(() => panel.locator('input').evaluateAll((els) => els.some((e) => (e as HTMLInputElement).value.includes('__xss')))).toBe(true);
        const other = panel.getByRole('button', { name: '其他', exact: true });
        if ((await other.count()) > 0 && (await other.getAttribute('aria-expanded')) !== 'true') await other.click();
        vectors.push(...(await liveVectors(p)));
      }
      // the process itself: a click on the empty canvas
      await p.locator('.djs-container svg').first().click({ position: { x: 20, y: 20 } });
      await panel.getByRole('button', { name: '常规', exact: true }).waitFor();
    });
    await screenshot(page, 'xss-designer');
  });

  it('ran no payload and left no live script vector', async () => {
    // late executions (onerror of images that failed to load, timers) have had the whole run to arrive
    expect(hits).toEqual([]);
    expect([...new Set(vectors)]).toEqual([]);
  });
});
