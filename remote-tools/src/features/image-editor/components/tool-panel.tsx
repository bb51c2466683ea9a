import type { Rect, Size } from '../utils/geometry';
import type { EditState } from '../utils/edits';
import { isAdjustment, type Tool } from '../utils/tools';
import { AdjustPanel } from './adjust-panel';
import { CropPanel } from './crop-panel';
import { FiltersPanel } from './filters-panel';
import { FlipPanel } from './flip-panel';
import { ResizePanel } from './resize-panel';
import { RotatePanel } from './rotate-panel';
import type { EditDispatch } from './types';

type Props = {
  tool: Tool;
  edits: EditState;
  size: Size;
  selection: Rect | null;
  onSelect: (rect: Rect | null) => void;
  dispatch: EditDispatch;
};

/** The controls of the active tool. */
export function ToolPanel({ tool, edits, size, selection, onSelect, dispatch }: Props) {
  if (isAdjustment(tool))
    return <AdjustPanel key={tool} adjustment={tool} value={edits[tool]} dispatch={dispatch} />;
  switch (tool) {
    case 'crop':
      return <CropPanel selection={selection} onSelect={onSelect} dispatch={dispatch} />;
    case 'resize':
      return <ResizePanel key={`${size.width}x${size.height}`} size={size} dispatch={dispatch} />;
    case 'rotate':
      return <RotatePanel dispatch={dispatch} />;
    case 'flip':
      return <FlipPanel dispatch={dispatch} />;
    case 'filters':
      return <FiltersPanel active={edits.filter} dispatch={dispatch} />;
  }
}
