import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import type { Rect, Size } from '../utils/geometry';
import type { EditState } from '../utils/edits';
import { isAdjustment, type Tool } from '../utils/tools';
import { AdjustPanel } from './adjust-panel';
import { CropPanel } from './crop-panel';
import { FiltersPanel } from './filters-panel';
import { GeometryButtons } from './geometry-buttons';
import { ResizePanel } from './resize-panel';
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
  const { t } = useTranslation(NAMESPACE);
  if (isAdjustment(tool))
    return <AdjustPanel key={tool} adjustment={tool} value={edits[tool]} dispatch={dispatch} />;
  switch (tool) {
    case 'crop':
      return <CropPanel selection={selection} onSelect={onSelect} dispatch={dispatch} />;
    case 'resize':
      return <ResizePanel key={`${size.width}x${size.height}`} size={size} dispatch={dispatch} />;
    case 'rotate':
      return (
        <GeometryButtons
          dispatch={dispatch}
          choices={[
            { label: t('imageEditor.rotate.left'), edit: { kind: 'rotate', turn: 'left' } },
            { label: t('imageEditor.rotate.right'), edit: { kind: 'rotate', turn: 'right' } },
          ]}
        />
      );
    case 'flip':
      return (
        <GeometryButtons
          dispatch={dispatch}
          choices={[
            { label: t('imageEditor.flip.horizontal'), edit: { kind: 'flip', axis: 'horizontal' } },
            { label: t('imageEditor.flip.vertical'), edit: { kind: 'flip', axis: 'vertical' } },
          ]}
        />
      );
    case 'filters':
      return <FiltersPanel active={edits.filter} dispatch={dispatch} />;
  }
}
