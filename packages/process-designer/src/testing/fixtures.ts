/** The BPMN MIWG round-trip corpus (copied from the shared fixtures, CC BY 3.0 — see fixtures/bpmn/README.md). */
export const bpmnFixtures: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./fixtures/bpmn/**/*.bpmn', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, xml]) => [path.replace('./fixtures/bpmn/', ''), xml]),
);
