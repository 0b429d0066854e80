/**
 * Whole-diagram replacements (重新绘制, 打开文件) as undo steps. An import empties bpmn-js's command stack, so the
 * designer keeps the XML each replacement discarded: 撤销 (and Ctrl+Z) first undoes the commands made since, then
 * imports the previous diagram again; 恢复 goes the other way. Any new edit drops what could be redone.
 */
export class DiagramHistory {
  private undoStack: string[] = [];
  private redoStack: string[] = [];

  /** `previous` is the XML of the diagram about to be replaced. */
  record(previous: string): void {
    this.undoStack.push(previous);
    this.redoStack = [];
  }

  canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** The XML to import for one undo; `current` becomes redoable. */
  undo(current: string): string | undefined {
    const previous = this.undoStack.pop();
    if (previous !== undefined) this.redoStack.push(current);
    return previous;
  }

  /** The XML to import for one redo; `current` becomes undoable again. */
  redo(current: string): string | undefined {
    const next = this.redoStack.pop();
    if (next !== undefined) this.undoStack.push(current);
    return next;
  }

  /** A new edit after an undo: what was undone can no longer be redone. */
  dropRedo(): void {
    this.redoStack = [];
  }

  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
  }
}
