import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileProcess, DeployError } from './compile';

/**
 * The BPMN MIWG reference models (the designer package keeps them as fixtures): every process of every file either
 * compiles or is refused with a DeployError naming why — never another exception (which the API answers as 系统异常),
 * and never a library's own error text as the reason.
 */
const dir = new URL('../../../../../../packages/process-designer/src/testing/fixtures/bpmn/miwg-reference/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.bpmn'));

describe('MIWG reference models at deploy', () => {
  it('the fixtures are there', () => expect(files.length).toBeGreaterThan(20));
  for (const name of files) {
    it(name, async () => {
      const xml = readFileSync(new URL(name, dir), 'utf8');
      const ids = [...xml.matchAll(/<(?:[\w-]+:)?process\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        try {
          await compileProcess(xml, id);
        } catch (err) {
          if (!(err instanceof DeployError)) throw new Error(`${name} / ${id}: ${String(err)}`);
          // and the reason is ours, in words — not a library's TypeError passed through
          expect(JSON.stringify(err.problem)).not.toMatch(/TypeError|Cannot read|undefined/);
        }
      }
    });
  }
});
