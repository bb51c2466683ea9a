import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { ToggleGroup } from '../../../components/toggle-group';
import { FILTERS, type FilterName } from '../utils/colour';
import type { EditDispatch } from './types';

type Props = { active: FilterName | null; dispatch: EditDispatch };

/** One filter at a time, or none; it stacks on top of the other edits. */
export function FiltersPanel({ active, dispatch }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ToggleGroup
      label={t('imageEditor.tool.filters')}
      options={[null, ...FILTERS]}
      active={active}
      onChoose={(filter) => dispatch({ type: 'apply', edit: (state) => ({ ...state, filter }) })}
      optionLabel={(filter) => t(`imageEditor.filter.${filter ?? 'none'}`)}
    />
  );
}
