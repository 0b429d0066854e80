import { describe, expect, it } from 'vitest';

/**
 * The public home must not download admin-console or designer code: nothing reachable through static imports from the
 * entry, the public layout and the home page may live in the admin layout, the admin pages or the designer.
 */
const raw = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// keys of this folder come back as './x.ts'; spell every key from src: '../app/x.ts'
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(raw).map(([k, v]) => [k.startsWith('./') ? `../app/${k.slice(2)}` : k, v]),
);

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') base.pop();
    else if (part !== '.') base.push(part);
  }
  const path = base.join('/');
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find((p) => p in sources);
}

function staticClosure(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of sources[file].matchAll(STATIC_IMPORT)) {
      const spec = match[1];
      const target = resolve(file, spec);
      if (target) queue.push(target);
      else if (!spec.startsWith('.')) packages.add(spec);
    }
  }
  return { files, packages };
}

describe('code split by face', () => {
  it('finds the sources', () => {
    expect('../main.tsx' in sources).toBe(true);
    expect('../layouts/admin/admin-layout.tsx' in sources).toBe(true);
  });

  it('the public home reaches no admin or designer code through static imports', () => {
    const { files, packages } = staticClosure([
      '../main.tsx',
      '../app/start.tsx',
      '../layouts/public/public-layout.tsx',
      '../features/home/pages/home-page.tsx',
    ]);
    expect([...files]).toContain('../app/routes.tsx');
    const forbidden = [...files].filter((f) => /^\.\.\/(layouts\/admin|features\/dashboard|pages)\//.test(f));
    expect(forbidden).toEqual([]);
    expect([...packages].filter((p) => /process-designer|bpmn|codemirror|echarts/.test(p))).toEqual([]);
  });
});
