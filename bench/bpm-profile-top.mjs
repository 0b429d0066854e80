// Summarises a .cpuprofile: the functions with the most self time and the most total time (their callees included).
// Usage: node bench/bpm-profile-top.mjs <file.cpuprofile> [rows]
import fs from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const total = new Map();
const dt = new Map();
profile.samples.forEach((id, i) => dt.set(i, profile.timeDeltas[i] ?? 0));
const label = (n) => {
  const f = n.callFrame;
  const where = f.url ? `${f.url.replace(/^.*\/(node_modules\/)?/, '')}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
};
let all = 0;
profile.samples.forEach((id, i) => {
  const ms = dt.get(i) / 1000;
  all += ms;
  const n = nodes.get(id);
  self.set(label(n), (self.get(label(n)) ?? 0) + ms);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(nodes.get(cur));
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + ms);
  }
});
const print = (title, map) => {
  console.info(`\n${title} (of ${all.toFixed(0)} ms sampled)`);
  for (const [l, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.info(`${ms.toFixed(0).padStart(8)} ms ${((ms / all) * 100).toFixed(1).padStart(5)} %  ${l}`);
};
print('self time', self);
print('total time', total);
