import type { DiagramElement } from '../model/bpmn-types';
import type { ModelContext } from '../model/context';

export interface SectionProps {
  ctx: ModelContext;
  element: DiagramElement;
  /** bumps after every command, so sections re-read the model */
  revision: number;
}
