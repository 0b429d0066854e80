// Bench page for bench/bpmn.ts: the same BPMN XML through our ProcessDesigner (toolbar + property panel) and through a
// bare bpmn-js Modeler, on one page load. Exposes window.bench; each call builds and measures one instance, finish()
// then times its XML export and tears it down.
import Modeler from 'bpmn-js/lib/Modeler';
import { createRoot } from 'react-dom/client';
import { ProcessDesigner } from '@gprs/process-designer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';

interface Timing {
  /** create + import + fit + first paint (ours: until the property panel is shown too, and painted) */
  importMs: number;
  /** ours only: create + import + fit until the diagram's first paint (the panel usually in the same frame) */
  diagramMs?: number;
  /** saveXML({ format: true }); measured by finish() */
  exportMs?: number;
  elements: number;
  /** ours only: ms from the start to the modeler, to import.done, to the panel */
  phases?: { modeler: number; imported: number; panel: number };
}

type AnyModeler = {
  importXML: (xml: string) => Promise<unknown>;
  saveXML: (o?: { format?: boolean }) => Promise<{ xml?: string }>;
  get: <T>(name: string) => T;
  destroy: () => void;
};

/** Export timing and teardown of the instance the last call opened (kept out of the CPU time of the opening). */
let finishing: (() => Promise<number>) | undefined;
async function finish(): Promise<number> {
  if (!finishing) throw new Error('nothing to finish');
  const run = finishing;
  finishing = undefined;
  return run();
}

const paint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

function host(width = 1366): HTMLDivElement {
  const el = document.createElement('div');
  el.className = 'bench-host';
  el.style.width = `${width}px`;
  document.body.appendChild(el);
  return el;
}

function count(modeler: AnyModeler): number {
  return modeler.get<{ getAll: () => unknown[] }>('elementRegistry').getAll().length;
}

async function exportTime(modeler: AnyModeler): Promise<number> {
  const t = performance.now();
  const { xml } = await modeler.saveXML({ format: true });
  if (!xml) throw new Error('empty export');
  return performance.now() - t;
}

/** Bare bpmn-js Modeler on a canvas as wide as the designer's (page minus the 480 px panel). */
async function bare(xml: string): Promise<Timing> {
  const el = host(1366 - 480);
  const t0 = performance.now();
  const modeler = new Modeler({ container: el }) as unknown as AnyModeler;
  await modeler.importXML(xml);
  modeler.get<{ zoom: (z: string, c?: string) => void }>('canvas').zoom('fit-viewport', 'auto');
  await paint();
  const importMs = performance.now() - t0;
  const elements = count(modeler);
  finishing = async () => {
    const exportMs = await exportTime(modeler);
    modeler.destroy();
    el.remove();
    return exportMs;
  };
  return { importMs, elements };
}

/** Our ProcessDesigner: React mount, modeler with our modules, import, fit, property panel, first paint. */
async function designer(xml: string, panelWidth = 480): Promise<Timing> {
  const el = host();
  const root = createRoot(el);
  const t0 = performance.now();
  const phases = { modeler: 0, imported: 0, panel: 0 };
  let diagramMs: number | undefined;
  const modeler = await new Promise<AnyModeler>((resolve) => {
    const onModelerChange = (m: unknown) => {
      if (!m) return;
      phases.modeler = performance.now() - t0;
      const instance = m as AnyModeler;
      instance.get<{ once: (e: string, cb: () => void) => void }>('eventBus').once('import.done', () => {
        phases.imported = performance.now() - t0;
        // the designer fits the viewport right after import.done, in the same task: two frames later the fitted
        // diagram has been painted (as for the bare modeler below)
        void paint().then(() => {
          diagramMs = performance.now() - t0;
        });
        resolve(instance);
      });
    };
    root.render(<ProcessDesigner xml={xml} height={800} panelWidth={panelWidth} onModelerChange={onModelerChange} />);
  });
  // the panel shows the process once the import is done
  if (panelWidth > 0) {
    while (!el.querySelector('[data-testid="property-panel"]')) await new Promise((r) => setTimeout(r, 1));
  }
  phases.panel = performance.now() - t0;
  await paint();
  const importMs = performance.now() - t0;
  while (diagramMs === undefined) await new Promise((r) => setTimeout(r, 1));
  const elements = count(modeler);
  finishing = async () => {
    const exportMs = await exportTime(modeler);
    root.unmount();
    el.remove();
    return exportMs;
  };
  return { importMs, diagramMs, elements, phases };
}

declare global {
  interface Window {
    bench: {
      bare: typeof bare;
      designer: typeof designer;
      designerNoPanel: typeof designer;
      finish: typeof finish;
      ready: boolean;
    };
  }
}

/** Our designer without the property panel (panelWidth 0): separates the panel's share of the overhead. */
const designerNoPanel = (xml: string) => designer(xml, 0);

window.bench = { bare, designer, designerNoPanel, finish, ready: true };
