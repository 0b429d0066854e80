import { hasPrimaryModifier, isPrimaryButton } from 'diagram-js/lib/util/Mouse';
import type { DiagramElement } from '../model/bpmn-types';

interface EventBusLike {
  on: (event: string, priority: number, callback: (event: { element: DiagramElement; originalEvent?: Event }) => unknown) => void;
}
interface SelectionLike {
  get: () => DiagramElement[];
  isSelected: (element: DiagramElement) => boolean;
  select: (elements: DiagramElement | DiagramElement[] | null, add?: boolean) => void;
  deselect: (element: DiagramElement) => void;
}
interface CanvasLike {
  getRootElement: () => DiagramElement;
}

/**
 * Ctrl+click (Cmd+click on macOS) adds a shape to the selection or takes it out, as Shift+click does in diagram-js:
 * the toolbar's align warning tells the user to hold Ctrl. Runs before diagram-js' own click selection (priority
 * 1500 > 1000) and stops it for these clicks only; a Ctrl+click on the empty canvas keeps the selection.
 */
export function CtrlClickSelect(eventBus: EventBusLike, selection: SelectionLike, canvas: CanvasLike) {
  eventBus.on('element.click', 1500, (event) => {
    // diagram-js' helpers read the wrapped DOM event (`originalEvent`) of an element event
    const mouse = event as unknown as MouseEvent;
    if (!isPrimaryButton(mouse) || !hasPrimaryModifier(mouse)) return;
    const element = event.element;
    if (!element || element === canvas.getRootElement()) return false;
    if (selection.isSelected(element)) selection.deselect(element);
    else selection.select(element, true);
    return false;
  });
}
CtrlClickSelect.$inject = ['eventBus', 'selection', 'canvas'];

export const ctrlClickSelectModule = {
  __init__: ['ctrlClickSelect'],
  ctrlClickSelect: ['type', CtrlClickSelect],
};
