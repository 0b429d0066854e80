import { describe, expect, it } from 'vitest';
import { bpmDelegate, jobBackoffMs, webhookAllowed } from './delegate';

describe('built-in delegates', () => {
  it('knows its delegates by name only', () => {
    expect(bpmDelegate('bpmNotify')?.label).toBe('发送站内信');
    expect(bpmDelegate('bpmMail')?.fields.map((f) => [f.name, f.required])).toEqual([
      ['templateCode', true],
      ['to', false],
    ]);
    expect(bpmDelegate('javaClass')).toBeUndefined();
  });
  it('backs off 10 s, 20 s, 40 s', () => {
    expect([1, 2, 3].map(jobBackoffMs)).toEqual([10_000, 20_000, 40_000]);
  });
  it('allows a webhook only under an allowed prefix, on a path boundary', () => {
    const allowed = 'https://hooks.example.com/bpm\n http://10.0.0.5:8080/';
    expect(webhookAllowed('https://hooks.example.com/bpm', allowed)).toBe(true);
    expect(webhookAllowed('https://hooks.example.com/bpm/done?x=1', allowed)).toBe(true);
    expect(webhookAllowed('http://10.0.0.5:8080/any', allowed)).toBe(true);
    expect(webhookAllowed('https://hooks.example.com/bpmx', allowed)).toBe(false);
    expect(webhookAllowed('https://hooks.example.com.evil.io/bpm', allowed)).toBe(false);
    expect(webhookAllowed('file:///etc/passwd', 'file:///')).toBe(false);
    expect(webhookAllowed('https://a.io/x', '')).toBe(false);
  });
});
