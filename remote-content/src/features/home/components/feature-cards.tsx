import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/register';
import styles from './home.module.css';

const FEATURES = [
  { id: 'jalMandir', to: '/jal-mandir', icon: '🛕' },
  { id: 'samosaran', to: '/samosaran', icon: '🪷' },
  { id: 'stay', to: '/hotels', icon: '🏨' },
  { id: 'travel', to: '/cabs', icon: '🚕' },
] as const;

export function FeatureCards() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className={styles.features}>
      {FEATURES.map((feature) => (
        <li key={feature.id} className={styles.feature}>
          <span className={styles.featureIcon} aria-hidden="true">
            {feature.icon}
          </span>
          <h3>
            <Link to={feature.to}>{t(`home.features.${feature.id}.title`)}</Link>
          </h3>
          <p>{t(`home.features.${feature.id}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
