/** One change of one document: its value before and after. */
export interface Edit {
  readonly id: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: number;
}

/** Keystrokes closer than this in one document are one step of undo. */
export const MERGE_WINDOW_MS = 1000;

/**
 * Undo and redo across every document of the session (issue 16): a list of edits and a cursor.
 * A new edit after an undo drops what could have been redone. Pure: the caller passes the time.
 */
export class EditHistory {
  private edits: Edit[] = [];
  private cursor = 0;

  record(id: string, before: unknown, after: unknown, now: number): void {
    this.edits = this.edits.slice(0, this.cursor);
    const last = this.edits[this.edits.length - 1];
    if (last && last.id === id && now - last.at < MERGE_WINDOW_MS) {
      this.edits[this.edits.length - 1] = { id, before: last.before, after, at: now };
    } else {
      this.edits.push({ id, before, after, at: now });
    }
    this.cursor = this.edits.length;
  }

  get canUndo(): boolean {
    return this.cursor > 0;
  }

  get canRedo(): boolean {
    return this.cursor < this.edits.length;
  }

  /** The document and the value to put back, or undefined when there is nothing to undo. */
  undo(): { id: string; value: unknown } | undefined {
    if (!this.canUndo) return undefined;
    this.cursor -= 1;
    const edit = this.edits[this.cursor]!;
    return { id: edit.id, value: edit.before };
  }

  redo(): { id: string; value: unknown } | undefined {
    if (!this.canRedo) return undefined;
    const edit = this.edits[this.cursor]!;
    this.cursor += 1;
    return { id: edit.id, value: edit.after };
  }
}
