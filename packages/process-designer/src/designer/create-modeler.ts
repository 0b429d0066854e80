import Modeler from 'bpmn-js/lib/Modeler';
import type { ModuleDeclaration } from 'didi';
import TokenSimulationModule from 'bpmn-js-token-simulation';
import { ctrlClickSelectModule } from './ctrl-click-select';
import { interchangeFixesModule } from './interchange-fixes';
import { keepUnrenderedDiModule } from './keep-unrendered-di';
import { translateModule } from '../i18n/translate-module';
import { batchCommandModule } from '../model/context';
import { getModdleExtensions, type EnginePrefix } from '../moddle';

export interface CreateModelerOptions {
  container: HTMLElement;
  prefix: EnginePrefix;
  /** Token simulation (toolbar toggle); off in tests that do not need it. */
  simulation?: boolean;
}

/** A bpmn-js Modeler with Chinese labels, the chosen extension moddle, batch command and token simulation. */
/** Keyboard shortcuts (undo, redo, copy …) work while the canvas has focus (diagram-js binds them implicitly). */
export function createModeler({ container, prefix, simulation = true }: CreateModelerOptions): Modeler {
  const additionalModules: ModuleDeclaration[] = [
    translateModule,
    batchCommandModule,
    keepUnrenderedDiModule,
    interchangeFixesModule,
    ctrlClickSelectModule,
  ];
  if (simulation) additionalModules.push(TokenSimulationModule);
  return new Modeler({
    container,
    additionalModules,
    moddleExtensions: getModdleExtensions(prefix),
  });
}
