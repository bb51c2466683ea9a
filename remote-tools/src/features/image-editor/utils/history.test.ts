import { addGeometry, ORIGINAL, type EditState } from './edits';
import { EMPTY_HISTORY, historyReducer, type History, type HistoryAction } from './history';

const run = (...actions: HistoryAction[]) => actions.reduce<History>(historyReducer, EMPTY_HISTORY);
const set = (patch: Partial<EditState>, mergeKey?: string): HistoryAction => ({
  type: 'apply',
  edit: (state) => ({ ...state, ...patch }),
  mergeKey,
});
const rotate: HistoryAction = {
  type: 'apply',
  edit: addGeometry({ kind: 'rotate', turn: 'right' }),
};

describe('historyReducer', () => {
  it('starts at the original with nothing to undo', () => {
    expect(EMPTY_HISTORY.present).toBe(ORIGINAL);
    expect(run({ type: 'undo' })).toBe(EMPTY_HISTORY);
  });

  it('composes edits and undoes them one at a time', () => {
    const h = run(rotate, set({ filter: 'sepia' }));
    expect(h.present.geometry).toHaveLength(1);
    expect(h.present.filter).toBe('sepia');
    const once = historyReducer(h, { type: 'undo' });
    expect(once.present.filter).toBeNull();
    expect(once.present.geometry).toHaveLength(1);
    expect(historyReducer(once, { type: 'undo' }).present).toBe(ORIGINAL);
  });

  it('folds a slider move into one step until it is sealed', () => {
    const h = run(
      set({ brightness: 110 }, 'brightness'),
      set({ brightness: 120 }, 'brightness'),
      set({ brightness: 130 }, 'brightness'),
    );
    expect(h.past).toHaveLength(1);
    expect(historyReducer(h, { type: 'undo' }).present.brightness).toBe(100);

    const twoMoves = run(
      set({ brightness: 110 }, 'brightness'),
      { type: 'seal' },
      set({ brightness: 150 }, 'brightness'),
    );
    expect(historyReducer(twoMoves, { type: 'undo' }).present.brightness).toBe(110);
  });

  it('does not fold different sliders together', () => {
    const h = run(set({ brightness: 110 }, 'brightness'), set({ contrast: 90 }, 'contrast'));
    expect(h.past).toHaveLength(2);
  });

  it('ignores an edit that changes nothing', () => {
    const h = run(rotate);
    expect(historyReducer(h, { type: 'apply', edit: (state) => state })).toBe(h);
  });

  it('resets to the original as an undoable step, and only when edited', () => {
    const h = run(rotate, set({ blur: 3 }), { type: 'reset' });
    expect(h.present).toBe(ORIGINAL);
    expect(historyReducer(h, { type: 'undo' }).present.blur).toBe(3);
    expect(historyReducer(h, { type: 'reset' })).toBe(h);
  });

  it('clears everything for a new image', () => {
    expect(run(rotate, { type: 'clear' })).toBe(EMPTY_HISTORY);
  });
});
