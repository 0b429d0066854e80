// The BPMN MIWG corpus (or any folder of .bpmn files) through what the product does with a file from outside. Prints
// figures; asserts nothing (the corpus is not in the repository). Usage:
//   npm run bench:bpmn-corpus -- --dir <folder> [--only designer|deploy] [--list 40] [--show-named]
// designer: every file as the model design page opens (打开文件) and saves it (bench/bpmn-corpus-page), compared per
//   id with the original — semantic elements, BPMNShape, BPMNEdge, BPMNPlane, BPMNDiagram. A file "loses silently"
//   when the saved XML lacks something of the original that no import warning names. Also files that fail to import
//   (with the Chinese message the user sees), files that open but whose 保存 is refused (with its reason), crashes.
// deploy: every process of every file through the deploy's compile (compileProcess; 发布 runs it off-thread) —
//   compiled / refused with the Chinese reason the client sees (failDeploy) / crashed (any other exception: 系统异常).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { compileProcess, DeployError } from '../apps/server/src/modules/bpm/engine';
import { failDeploy } from '../apps/server/src/modules/bpm/model/model.service';
import type { RoundTrip } from './bpmn-corpus-page/round-trip-types';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dir = path.resolve(arg('dir', ''));
const only = arg('only', '');
const listLimit = Number(arg('list', '200'));
// also list the files whose losses the warning list names, with the warnings (to check the naming by eye)
const showNamed = process.argv.includes('--show-named');
if (!process.argv.includes('--dir') || !fs.existsSync(dir)) {
  console.error('usage: npm run bench:bpmn-corpus -- --dir <folder of .bpmn files> [--only designer|deploy]');
  process.exit(2);
}

function walk(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.toLowerCase().endsWith('.bpmn') ? [full] : [];
    })
    .sort();
}
const files = walk(dir).map((full) => path.relative(dir, full));
const toolOf = (rel: string) => (rel.includes(path.sep) ? rel.split(path.sep)[0] : '.');
console.info(`${files.length} .bpmn files under ${dir}`);

function serve(root: string): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(root, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface ToolFigures {
  files: number;
  imported: number;
  clean: number;
  lostNamed: number;
  lostSilently: number;
  importFailed: number;
  /** opened, but 保存 is refused with the reason shown (nothing saved, nothing lost) */
  saveFailed: number;
  other: number;
}

async function designer() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-bpmn-corpus-'));
  console.info(`building the page (bench/bpmn-corpus-page → ${outDir}) …`);
  await build({ root: path.join(here, 'bpmn-corpus-page'), configFile: false, logLevel: 'warn', build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  const server = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const tools = new Map<string, ToolFigures>();
  const silent: string[] = [];
  const failed: string[] = [];
  const crashed: string[] = [];
  const saveFailed: string[] = [];
  const named: string[] = [];
  const lostKinds = { semantic: 0, shape: 0, edge: 0, plane: 0, diagram: 0 };
  const totals = { semantic: 0, shape: 0, edge: 0, plane: 0, diagram: 0 };
  let page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  const open = async () => {
    await page.goto(url);
    await page.waitForFunction(() => (globalThis as unknown as { corpus?: { ready: boolean } }).corpus?.ready === true);
  };
  await open();
  const started = performance.now();
  try {
    for (const rel of files) {
      const tool = toolOf(rel);
      const t = tools.get(tool) ?? { files: 0, imported: 0, clean: 0, lostNamed: 0, lostSilently: 0, importFailed: 0, saveFailed: 0, other: 0 };
      tools.set(tool, t);
      t.files += 1;
      const xml = fs.readFileSync(path.join(dir, rel), 'utf8');
      let result: RoundTrip;
      try {
        result = await Promise.race([
          page.evaluate((x) => (globalThis as unknown as { corpus: { roundTrip: (x: string) => Promise<RoundTrip> } }).corpus.roundTrip(x), xml),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout after 60 s')), 60_000)),
        ]);
      } catch (error) {
        t.other += 1;
        crashed.push(`${rel}: ${String((error as Error).message ?? error).split('\n')[0]}`);
        await page.close().catch(() => undefined);
        page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
        await open();
        continue;
      }
      if (result.status === 'import-failed') {
        t.importFailed += 1;
        failed.push(`${rel}: ${result.chinese}（${result.original}）`);
        continue;
      }
      if (result.status === 'export-failed') {
        t.imported += 1;
        t.saveFailed += 1;
        saveFailed.push(`${rel}: ${result.chinese}（${result.error}）`);
        continue;
      }
      if (result.status !== 'imported') {
        t.other += 1;
        crashed.push(`${rel}: ${result.status}`);
        continue;
      }
      t.imported += 1;
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += result.counts[k];
      const unnamed = result.lost.filter((l) => !l.named);
      for (const l of unnamed) lostKinds[l.kind] += 1;
      if (unnamed.length > 0) {
        t.lostSilently += 1;
        silent.push(`${rel}: ${unnamed.map((l) => `${l.kind} ${l.key}`).join(', ')}`);
      } else if (result.lost.length > 0) {
        t.lostNamed += 1;
        if (showNamed) named.push(`${rel}: ${result.lost.map((l) => `${l.kind} ${l.key}`).join(', ')}\n      ${result.chinese.join('\n      ')}`);
      }
      else t.clean += 1;
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(`\n== designer: 打开文件 → 保存模型 (${seconds.toFixed(0)} s) ==`);
  console.info('tool | files | imported | nothing lost | lost, all named by a warning | lost silently | import failed | save refused | crashed/other');
  const sum: ToolFigures = { files: 0, imported: 0, clean: 0, lostNamed: 0, lostSilently: 0, importFailed: 0, saveFailed: 0, other: 0 };
  for (const [tool, t] of [...tools].sort(([a], [b]) => a.localeCompare(b))) {
    console.info(`${tool} | ${t.files} | ${t.imported} | ${t.clean} | ${t.lostNamed} | ${t.lostSilently} | ${t.importFailed} | ${t.saveFailed} | ${t.other}`);
    for (const k of Object.keys(sum) as (keyof ToolFigures)[]) sum[k] += t[k];
  }
  console.info(`TOTAL | ${sum.files} | ${sum.imported} | ${sum.clean} | ${sum.lostNamed} | ${sum.lostSilently} | ${sum.importFailed} | ${sum.saveFailed} | ${sum.other}`);
  console.info(`items in the imported originals: ${JSON.stringify(totals)}; lost silently: ${JSON.stringify(lostKinds)}`);
  console.info(`\nfiles that lose silently (${silent.length}):`);
  for (const line of silent.slice(0, listLimit)) console.info(`  ${line}`);
  if (showNamed) {
    console.info(`\nfiles that lose only what the warning list names (${named.length}):`);
    for (const line of named.slice(0, listLimit)) console.info(`  ${line}`);
  }
  console.info(`\nfiles that fail to import (${failed.length}):`);
  for (const line of failed.slice(0, listLimit)) console.info(`  ${line}`);
  console.info(`\nfiles that open but cannot be saved (${saveFailed.length}):`);
  for (const line of saveFailed.slice(0, listLimit)) console.info(`  ${line}`);
  console.info(`\ncrashes (${crashed.length}):`);
  for (const line of crashed.slice(0, listLimit)) console.info(`  ${line}`);
}

async function deploy() {
  let compiled = 0;
  let refused = 0;
  let crashedCount = 0;
  let processes = 0;
  const reasons = new Map<string, { n: number; example: string }>();
  const crashes: string[] = [];
  const started = performance.now();
  for (const rel of files) {
    const xml = fs.readFileSync(path.join(dir, rel), 'utf8');
    const ids = [...new Set([...xml.matchAll(/<(?:[\w-]+:)?process\b[^>]*?\bid\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]))];
    // a file without a process is deployed under some key: the check must refuse it by name too
    for (const id of ids.length ? ids : ['no_process_in_file']) {
      processes += 1;
      try {
        await compileProcess(xml, id);
        compiled += 1;
      } catch (err) {
        if (!(err instanceof DeployError)) {
          crashedCount += 1;
          crashes.push(`${rel} / ${id}: ${String((err as Error)?.stack ?? err).split('\n').slice(0, 3).join(' | ')}`);
          continue;
        }
        let message: string;
        try {
          failDeploy(err.problem);
        } catch (biz) {
          message = (biz as Error).message;
        }
        refused += 1;
        // grouped by kind, with the first message of each as an example
        const seen = reasons.get(err.problem.kind);
        reasons.set(err.problem.kind, { n: (seen?.n ?? 0) + 1, example: seen?.example ?? `${rel} / ${id}: ${message!}` });
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(`\n== deploy checks: compileProcess per process (${seconds.toFixed(0)} s) ==`);
  console.info(`processes ${processes} in ${files.length} files: compiled ${compiled}, refused with a named reason ${refused}, crashed ${crashedCount}`);
  for (const [kind, { n, example }] of [...reasons].sort((a, b) => b[1].n - a[1].n)) console.info(`  ${n} × ${kind}, e.g. ${example}`);
  if (crashes.length) console.info(`crashes:\n  ${crashes.slice(0, listLimit).join('\n  ')}`);
}

if (only !== 'deploy') await designer();
if (only !== 'designer') await deploy();
process.exit(0);
