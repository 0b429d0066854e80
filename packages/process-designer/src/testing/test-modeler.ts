import type Modeler from 'bpmn-js/lib/Modeler';
import { createModeler } from '../designer/create-modeler';
import type { DiagramElement, ElementRegistryService } from '../model/bpmn-types';
import type { ModelContext } from '../model/context';
import { renameCollidingPrefixes } from '../model/namespace-fix';
import type { EnginePrefix } from '../moddle';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';

export interface TestModeler {
  modeler: Modeler;
  ctx: ModelContext;
  element: (id: string) => DiagramElement;
  xml: () => Promise<string>;
  destroy: () => void;
}

/** A real bpmn-js Modeler in a visible 1200×800 container, with the diagram imported. */
export async function createTestModeler(xml: string, prefix: EnginePrefix = 'camunda'): Promise<TestModeler> {
  const container = document.createElement('div');
  container.style.width = '1200px';
  container.style.height = '800px';
  document.body.appendChild(container);
  const modeler = createModeler({ container, prefix, simulation: false });
  await modeler.importXML(renameCollidingPrefixes(xml, prefix));
  const registry = modeler.get<ElementRegistryService>('elementRegistry');
  return {
    modeler,
    ctx: { modeler: modeler as unknown as ModelContext['modeler'], prefix },
    element: (id) => {
      const found = registry.get(id);
      if (!found) throw new Error(`no element ${id}`);
      return found;
    },
    xml: async () => (await modeler.saveXML({ format: true })).xml ?? '',
    destroy: () => {
      modeler.destroy();
      container.remove();
    },
  };
}
