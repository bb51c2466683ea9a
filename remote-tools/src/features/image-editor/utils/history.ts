import { isEdited, ORIGINAL, type EditState } from './edits';

/**
 * Undo history of edit states. A slider sends many changes while it moves;
 * changes with the same `mergeKey` fold into one step until `seal` (the
 * slider is let go), so Undo takes back a whole slider move, not one pixel of it.
 */
export type History = {
  past: readonly EditState[];
  present: EditState;
  mergeKey: string | null;
};

export type HistoryAction =
  | { type: 'apply'; edit: (state: EditState) => EditState; mergeKey?: string }
  | { type: 'seal' }
  | { type: 'undo' }
  | { type: 'reset' }
  | { type: 'clear' };

export const EMPTY_HISTORY: History = { past: [], present: ORIGINAL, mergeKey: null };

export function historyReducer(history: History, action: HistoryAction): History {
  switch (action.type) {
    case 'apply': {
      const present = action.edit(history.present);
      if (present === history.present) return history;
      const merging = action.mergeKey !== undefined && action.mergeKey === history.mergeKey;
      return {
        past: merging ? history.past : [...history.past, history.present],
        present,
        mergeKey: action.mergeKey ?? null,
      };
    }
    case 'seal':
      return history.mergeKey === null ? history : { ...history, mergeKey: null };
    case 'undo': {
      const previous = history.past[history.past.length - 1];
      return previous
        ? { past: history.past.slice(0, -1), present: previous, mergeKey: null }
        : history;
    }
    case 'reset':
      // Reset is itself a step, so a keeper who resets by mistake can undo it.
      return isEdited(history.present)
        ? { past: [...history.past, history.present], present: ORIGINAL, mergeKey: null }
        : history;
    case 'clear':
      return EMPTY_HISTORY;
  }
}
