import { useTranslation } from '@pawapuri/shared';
import { changeOf } from '../utils/change';
import styles from './dashboard.module.css';
import { NAMESPACE } from '../../../i18n/register';

/** The change against the previous period: arrow and percent shown, the words read out. */
export function ChangeText({ value, previous }: { value: number; previous: number }) {
  const { t } = useTranslation(NAMESPACE);
  const change = changeOf(value, previous);
  let shown: string;
  let spoken: string;
  if (change.kind === 'up' || change.kind === 'down') {
    shown = `${change.kind === 'up' ? '▲' : '▼'} ${change.percent}%`;
    spoken = t(`dashboard.change.${change.kind}`, { percent: change.percent });
  } else if (change.kind === 'new') {
    shown = t('dashboard.change.new');
    spoken = t('dashboard.change.newLong');
  } else {
    shown = t('dashboard.change.same');
    spoken = t('dashboard.change.sameLong');
  }
  return (
    <span className={`${styles.change} ${styles[change.kind] ?? ''}`}>
      <span aria-hidden="true">{shown}</span>
      <span className="pw-visually-hidden">{spoken}</span>
    </span>
  );
}
