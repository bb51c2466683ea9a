import { Link } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import jalMandirArt from '../../../assets/art/jal-mandir-day.svg';
import samosaranArt from '../../../assets/art/samosaran.svg';
import hotelArt from '../../../assets/art/hotel.svg';
import bridgeArt from '../../../assets/art/jal-mandir-bridge.svg';
import styles from './home.module.css';

const FEATURES = [
  { id: 'jalMandir', to: '/jal-mandir', icon: jalMandirArt },
  { id: 'samosaran', to: '/samosaran', icon: samosaranArt },
  { id: 'stay', to: '/hotels', icon: hotelArt },
  { id: 'travel', to: '/cabs', icon: bridgeArt },
] as const;

export function FeatureCards() {
  const { t } = useTranslation(PAGE_CATALOGS.home.namespace);
  return (
    <ul className={styles.features}>
      {FEATURES.map((feature) => (
        <li key={feature.id} className={styles.feature}>
          <img
            className={styles.featureIcon}
            src={feature.icon}
            alt=""
            width={96}
            height={60}
            loading="lazy"
          />
          <h3>
            <Link to={feature.to}>{t(`home.features.${feature.id}.title`)}</Link>
          </h3>
          <p>{t(`home.features.${feature.id}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
