import { describe, expect, it } from 'vitest';
import { PROCESS_KEY_PATTERN as CONTRACT_PATTERN } from '@gprs/contract';
import {
  afterCommand,
  afterImport,
  afterSave,
  designPath,
  INITIAL_DIRTY,
  KEY_PATTERN_MESSAGE,
  KEY_REQUIRED,
  mustConfirmLeave,
  NAME_REQUIRED,
  pageParams,
  parseModelId,
  PROCESS_KEY_PATTERN,
  validateProcessKey,
  validateProcessName,
} from './model-rules';

describe('process model rules', () => {
  it('validates the key as an XML name', () => {
    expect(validateProcessKey('')).toBe(KEY_REQUIRED);
    expect(validateProcessKey('   ')).toBe(KEY_REQUIRED);
    expect(validateProcessKey(undefined)).toBe(KEY_REQUIRED);
    for (const ok of ['leave', '_a', 'A.b-c_1', 'e2e_leave', 'x']) expect(validateProcessKey(ok)).toBeUndefined();
    for (const bad of ['1abc', '-a', '.a', 'a b', '请假', 'a/b', 'a:b']) expect(validateProcessKey(bad)).toBe(KEY_PATTERN_MESSAGE);
  });

  it('uses the same key pattern as the server', () => {
    expect(PROCESS_KEY_PATTERN.source).toBe(CONTRACT_PATTERN.source);
  });

  it('requires a name', () => {
    expect(validateProcessName(' ')).toBe(NAME_REQUIRED);
    expect(validateProcessName('请假流程')).toBeUndefined();
  });

  it('builds and parses the designer address', () => {
    expect(designPath(12)).toBe('/bpm/manager/model/design?modelId=12');
    expect(parseModelId('?modelId=12')).toBe(12);
    expect(parseModelId(new URLSearchParams('modelId=7&x=1'))).toBe(7);
    for (const bad of ['', '?modelId=', '?modelId=abc', '?modelId=0', '?modelId=-1', '?modelId=1.5']) {
      expect(parseModelId(bad)).toBeUndefined();
    }
  });

  it('drops blank filters from the page query', () => {
    expect(pageParams(1, 20, { key: ' ', name: '', category: null })).toEqual({ pageNo: 1, pageSize: 20 });
    expect(pageParams(2, 10, { key: ' leave ', name: '请假', category: '1' })).toEqual({
      pageNo: 2,
      pageSize: 10,
      key: 'leave',
      name: '请假',
      category: '1',
    });
  });

  it('tracks unsaved changes against the saved XML', () => {
    let s = afterImport(INITIAL_DIRTY, 'A');
    expect(s).toEqual({ baseline: 'A', dirty: false });
    s = afterCommand(s, 'B', 'execute');
    expect(s.dirty).toBe(true);
    s = afterCommand(s, 'A', 'undo');
    expect(s.dirty).toBe(false);
    s = afterCommand(s, 'B', 'redo');
    expect(s.dirty).toBe(true);
    s = afterSave(s, 'B');
    expect(s).toEqual({ baseline: 'B', dirty: false });
    // opening a file replaces the diagram: a change
    s = afterImport(s, 'C');
    expect(s.dirty).toBe(true);
    // a new diagram: the designer writes the key, then clears the stack — that state is the baseline
    s = afterCommand(afterImport(INITIAL_DIRTY, 'empty'), 'keyed', 'execute');
    expect(s.dirty).toBe(true);
    s = afterCommand(s, 'keyed', 'clear');
    expect(s).toEqual({ baseline: 'keyed', dirty: false });
    expect(afterCommand(INITIAL_DIRTY, 'x', 'execute').dirty).toBe(true);
  });

  it('asks before leaving for another page only when dirty', () => {
    expect(mustConfirmLeave(true, '/bpm/manager/model/design', '/bpm/manager/model')).toBe(true);
    expect(mustConfirmLeave(true, '/a', '/a')).toBe(false);
    expect(mustConfirmLeave(false, '/a', '/b')).toBe(false);
  });
});
