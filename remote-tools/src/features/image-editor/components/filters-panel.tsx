import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/register';
import { FILTERS, type FilterName } from '../utils/colour';
import toggle from '../../../components/toggle.module.css';
import type { EditDispatch } from './types';

type Props = { active: FilterName | null; dispatch: EditDispatch };

/** One filter at a time, or none; it stacks on top of the other edits. */
export function FiltersPanel({ active, dispatch }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const choose = (filter: FilterName | null) =>
    dispatch({ type: 'apply', edit: (state) => ({ ...state, filter }) });
  return (
    <div className={toggle.group} role="group" aria-label={t('imageEditor.tool.filters')}>
      {[null, ...FILTERS].map((filter) => (
        <button
          key={filter ?? 'none'}
          type="button"
          className={toggle.toggle}
          aria-pressed={filter === active}
          onClick={() => choose(filter)}
        >
          {t(`imageEditor.filter.${filter ?? 'none'}`)}
        </button>
      ))}
    </div>
  );
}
