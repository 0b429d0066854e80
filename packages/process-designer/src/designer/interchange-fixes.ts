import {
  escapeAttributeWhitespace,
  keepSeveralPlanesPerDiagram,
  redirectPlanesOnDefinitions,
  resolvePrefixedReferences,
  type ImportWarningLike,
} from '../model/interchange';

interface ModdleLike {
  create: (type: string, attrs: object) => any;
}

interface EventBusLike {
  on: (event: string, callback: (event: any) => unknown) => void;
}

/**
 * Fixes for files written by other tools, hooked into bpmn-js's own events so they cost nothing on a clean file:
 * - `import.parse.complete` (only loops over the parse warnings): prefixed DI references (`bpmnElement="bpmn2:Id"`,
 *   GenMyModel) are resolved through their local part, so such files draw; and (a loop over the parsed ids) a
 *   BPMNDiagram with several planes (Open-BPMN) keeps them all, each further plane in a diagram of its own; a plane
 *   on <definitions> (Modelio) is pointed at the only collaboration or process;
 * - `saveXML.serialized`: CR and tab inside attribute values are written as character references, so names with line
 *   breaks survive the next import.
 */
function InterchangeFixes(eventBus: EventBusLike, moddle: ModdleLike) {
  eventBus.on(
    'import.parse.complete',
    (event: { error?: unknown; warnings?: ImportWarningLike[]; elementsById?: Record<string, unknown>; definitions?: object }) => {
      if (event.error || !event.warnings || !event.elementsById) return undefined;
      keepSeveralPlanesPerDiagram(event.definitions, event.elementsById, event.warnings, (attrs) =>
        moddle.create('bpmndi:BPMNDiagram', attrs),
      );
      redirectPlanesOnDefinitions(event.definitions, event.warnings);
      if (event.warnings.length) resolvePrefixedReferences(event.warnings, event.elementsById);
      return undefined;
    },
  );
  eventBus.on('saveXML.serialized', (event: { xml?: string }) =>
    typeof event.xml === 'string' ? escapeAttributeWhitespace(event.xml) : undefined,
  );
}
InterchangeFixes.$inject = ['eventBus', 'moddle'];

export const interchangeFixesModule = {
  __init__: ['interchangeFixes'],
  interchangeFixes: ['type', InterchangeFixes],
};
