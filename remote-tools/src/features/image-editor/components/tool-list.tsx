import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/register';
import { TOOLS, type Tool } from '../utils/tools';
import toggle from '../../../components/toggle.module.css';

type Props = { active: Tool; onChoose: (tool: Tool) => void; controls: string };

/** The tool buttons; the pressed one's panel shows below them. */
export function ToolList({ active, onChoose, controls }: Props) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={toggle.group} role="group" aria-label={t('imageEditor.tools')}>
      {TOOLS.map((tool) => (
        <button
          key={tool}
          type="button"
          className={toggle.toggle}
          aria-pressed={tool === active}
          aria-controls={controls}
          onClick={() => onChoose(tool)}
        >
          {t(`imageEditor.tool.${tool}`)}
        </button>
      ))}
    </div>
  );
}
