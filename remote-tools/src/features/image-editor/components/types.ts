import type { Dispatch } from 'react';
import type { HistoryAction } from '../utils/history';

/** What every tool panel gets: a way to change the edits. */
export type EditDispatch = Dispatch<HistoryAction>;
