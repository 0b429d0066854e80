// Designer import benchmark: generated BPMN diagrams of 1,000 and 4,000 elements (tasks in a grid joined by sequence
// flows, with DI) opened in headless Chromium by our ProcessDesigner (toolbar + property panel) and by a bare bpmn-js
// Modeler on the same page load. Times create + import + fit + first paint, and XML export. Prints figures; asserts
// nothing. Usage: npm run bench:bpmn [-- --runs 9 --sizes 1000,4000]
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '9'));
const sizes = arg('sizes', '1000,4000').split(',').map(Number);

/**
 * A valid BPMN 2.0 diagram with about `elements` diagram elements: a start event, tasks and an end event on a
 * serpentine grid (rows alternate direction, so each row's last node sits above the next row's first), each node joined
 * to the next by a sequence flow. Nodes n and flows n − 1 → 2n − 1 elements (plus the process).
 */
function generateDiagram(elements: number, columns = 20): string {
  const nodes = Math.max(3, Math.ceil((elements + 1) / 2));
  const semantic: string[] = [];
  const shapes: string[] = [];
  const edges: string[] = [];
  const centre: { x: number; y: number }[] = [];
  const size = (i: number) => (i === 0 || i === nodes - 1 ? { w: 36, h: 36 } : { w: 100, h: 80 });
  for (let i = 0; i < nodes; i += 1) {
    const row = Math.floor(i / columns);
    const col = row % 2 === 0 ? i % columns : columns - 1 - (i % columns);
    const c = { x: 150 + col * 180, y: 100 + row * 140 };
    centre.push(c);
    const { w, h } = size(i);
    const id = i === 0 ? 'Start' : i === nodes - 1 ? 'End' : `Task_${i}`;
    const incoming = i > 0 ? `<bpmn:incoming>Flow_${i - 1}</bpmn:incoming>` : '';
    const outgoing = i < nodes - 1 ? `<bpmn:outgoing>Flow_${i}</bpmn:outgoing>` : '';
    const tag = i === 0 ? 'startEvent' : i === nodes - 1 ? 'endEvent' : 'task';
    const name = i === 0 ? '开始' : i === nodes - 1 ? '结束' : `任务 ${i}`;
    semantic.push(`<bpmn:${tag} id="${id}" name="${name}">${incoming}${outgoing}</bpmn:${tag}>`);
    shapes.push(
      `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${c.x - w / 2}" y="${c.y - h / 2}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`,
    );
  }
  const nodeId = (i: number) => (i === 0 ? 'Start' : i === nodes - 1 ? 'End' : `Task_${i}`);
  for (let i = 0; i < nodes - 1; i += 1) {
    const a = centre[i];
    const b = centre[i + 1];
    const sa = size(i);
    const sb = size(i + 1);
    let points: { x: number; y: number }[];
    if (a.y === b.y) {
      const dir = b.x > a.x ? 1 : -1;
      points = [
        { x: a.x + (dir * sa.w) / 2, y: a.y },
        { x: b.x - (dir * sb.w) / 2, y: b.y },
      ];
    } else {
      points = [
        { x: a.x, y: a.y + sa.h / 2 },
        { x: b.x, y: b.y - sb.h / 2 },
      ];
    }
    semantic.push(`<bpmn:sequenceFlow id="Flow_${i}" sourceRef="${nodeId(i)}" targetRef="${nodeId(i + 1)}" />`);
    edges.push(
      `<bpmndi:BPMNEdge id="Flow_${i}_di" bpmnElement="Flow_${i}">${points.map((p) => `<di:waypoint x="${p.x}" y="${p.y}" />`).join('')}</bpmndi:BPMNEdge>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_bench" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="bench_process" name="基准流程" isExecutable="true">
    ${semantic.join('\n    ')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="bench_process">
      ${shapes.join('\n      ')}
      ${edges.join('\n      ')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

function serve(dir: string): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface Timing {
  importMs: number;
  diagramMs?: number;
  exportMs: number;
  /** main-thread CPU time of the opening (create + import + first paint; ours with the panel), unaffected by waiting */
  cpuMs: number;
  elements: number;
  phases?: { modeler: number; imported: number; panel: number };
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gprs-bpmn-bench-'));
console.info(`building the bench page (bench/bpmn-page → ${outDir}) …`);
await build({
  root: path.join(here, 'bpmn-page'),
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});

const server = await serve(outDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => (globalThis as unknown as { bench?: { ready: boolean } }).bench?.ready === true);
  // main-thread CPU time (Chromium's ThreadTime): on a busy machine wall-clock times of a few runs scatter widely,
  // the CPU spent does not
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadTimeMs = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
  type PageBench = Record<string, (xml?: string) => Promise<Omit<Timing, 'exportMs' | 'cpuMs'> | number>>;
  const run = async (kind: 'bare' | 'designer' | 'designerNoPanel', xml: string): Promise<Timing> => {
    const cpuStart = await threadTimeMs();
    const opened = (await page.evaluate(
      ([k, x]) => (globalThis as unknown as { bench: PageBench }).bench[k](x),
      [kind, xml] as const,
    )) as Omit<Timing, 'exportMs' | 'cpuMs'>;
    const cpuMs = (await threadTimeMs()) - cpuStart;
    const exportMs = (await page.evaluate(() => (globalThis as unknown as { bench: PageBench }).bench.finish())) as number;
    return { ...opened, cpuMs, exportMs };
  };
  // warm-up: JIT and lazy module work out of the measured runs
  const warm = generateDiagram(200);
  await run('designer', warm);
  await run('bare', warm);

  const rows: string[][] = [];
  for (const size of sizes) {
    const xml = generateDiagram(size);
    const ours: Timing[] = [];
    const bare: Timing[] = [];
    const noPanel: Timing[] = [];
    for (let i = 0; i < runs; i += 1) {
      // alternate the order so neither side always runs on a warmer heap
      if (i % 2 === 0) {
        ours.push(await run('designer', xml));
        bare.push(await run('bare', xml));
        noPanel.push(await run('designerNoPanel', xml));
      } else {
        noPanel.push(await run('designerNoPanel', xml));
        bare.push(await run('bare', xml));
        ours.push(await run('designer', xml));
      }
    }
    if (process.env.BENCH_PHASES) console.info(size, JSON.stringify(ours.map((t) => t.phases)), JSON.stringify(bare.map((t) => t.importMs)));
    const oi = median(ours.map((t) => t.importMs));
    const od = median(ours.map((t) => t.diagramMs ?? t.importMs));
    const bi = median(bare.map((t) => t.importMs));
    const oe = median(ours.map((t) => t.exportMs));
    const be = median(bare.map((t) => t.exportMs));
    const ni = median(noPanel.map((t) => t.importMs));
    const oc = median(ours.map((t) => t.cpuMs));
    const bc = median(bare.map((t) => t.cpuMs));
    // ratios: the median of each run's ratio to the bare run next to it, so drift of the machine or of the page's
    // heap over the runs cancels out instead of landing on one side
    const ratio = (pick: (t: Timing) => number) => median(ours.map((t, i) => pick(t) / pick(bare[i]))).toFixed(2);
    rows.push([
      `${size} (${ours[0].elements} in registry, ${(xml.length / 1024).toFixed(0)} KiB)`,
      od.toFixed(0),
      oi.toFixed(0),
      ni.toFixed(0),
      bi.toFixed(0),
      ratio((t) => t.diagramMs ?? t.importMs),
      ratio((t) => t.importMs),
      oc.toFixed(0),
      bc.toFixed(0),
      ratio((t) => t.cpuMs),
      oe.toFixed(0),
      be.toFixed(0),
      ratio((t) => t.exportMs),
    ]);
  }
  const head = [
    'elements',
    'ours diagram ms',
    'ours +panel ms',
    'ours w/o panel ms',
    'bare import ms',
    'ratio diagram',
    'ratio +panel',
    'ours CPU ms',
    'bare CPU ms',
    'ratio CPU',
    'ours export ms',
    'bare export ms',
    'ratio',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.info(
    `\nmedian of ${runs} runs each; import = create + import + fit-viewport + first paint. Ours: "diagram" until the ` +
      'diagram is painted, "+panel" until the property panel is painted too (usually the same frame). CPU = ' +
      'main-thread CPU time of the same opening (ours with the panel): the steadiest figure on a busy machine. ' +
      'Ratios are medians of each run against the bare run beside it.',
  );
  console.info(line(head));
  console.info(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.info(line(r));
  console.info('target: overhead ≤ 1.20×');
} finally {
  await browser.close();
  server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
}
