import { describe, expect, it } from 'vitest';
import { prettyJson } from './raw-info';

describe('prettyJson', () => {
  it('indents JSON text', () => {
    expect(prettyJson('{"a":1,"b":[true]}')).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
  });
  it('keeps other text as it is, and empty as empty', () => {
    expect(prettyJson('not json {')).toBe('not json {');
    expect(prettyJson('  ')).toBe('');
    expect(prettyJson(null)).toBe('');
  });
});
