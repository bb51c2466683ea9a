import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@pawapuri/shared';
import { NAMESPACE } from '../i18n/register';

/** A page whose content a later change fills: its real heading, so routing is testable. */
export function PlaceholderPage({ path }: { path: string }) {
  const { t } = useTranslation(NAMESPACE);
  const title = t(`pages.${path}`);
  usePageMeta(title);
  return (
    <article>
      <h1>{title}</h1>
    </article>
  );
}
