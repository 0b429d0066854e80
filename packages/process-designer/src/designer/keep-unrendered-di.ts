import type { ElementRegistryService, ModdleElement } from '../model/bpmn-types';

interface EventBusLike {
  on: (event: string, priority: number, callback: () => void) => void;
}

/**
 * bpmn-js rebuilds each plane's DI list from the rendered shapes when saving (BpmnDiOrdering), which silently drops
 * DI that it never drew: shapes of a process outside every pool of a collaboration, edges without bpmnElement.
 * This module remembers those at import and puts them back after the reordering, so a round trip loses nothing.
 */
function KeepUnrenderedDi(eventBus: EventBusLike, elementRegistry: ElementRegistryService) {
  let kept = new Map<ModdleElement, ModdleElement[]>();

  // before every other import.done listener (default priority 1000): a host that exports right after the import
  // (the model page computes its dirty state so) must not run BpmnDiOrdering before the undrawn DI is recorded
  eventBus.on('import.done', 10_000, () => {
    kept = new Map();
    const rendered = new Set<ModdleElement>();
    const planes = new Set<ModdleElement>();
    for (const element of elementRegistry.getAll()) {
      const di = (element as unknown as { di?: ModdleElement }).di;
      if (!di) continue;
      rendered.add(di);
      if (di.$type === 'bpmndi:BPMNPlane') planes.add(di);
    }
    for (const plane of planes) {
      const unrendered = (plane.planeElement ?? []).filter((di: ModdleElement) => !rendered.has(di));
      if (unrendered.length > 0) kept.set(plane, unrendered);
    }
  });

  // BpmnDiOrdering runs at priority 2000
  eventBus.on('saveXML.start', 1500, () => {
    for (const [plane, unrendered] of kept) {
      const current: ModdleElement[] = plane.planeElement ?? [];
      const missing = unrendered.filter((di) => !current.includes(di));
      if (missing.length > 0) plane.set('planeElement', [...current, ...missing]);
    }
  });
}
KeepUnrenderedDi.$inject = ['eventBus', 'elementRegistry'];

export const keepUnrenderedDiModule = {
  __init__: ['keepUnrenderedDi'],
  keepUnrenderedDi: ['type', KeepUnrenderedDi],
};
