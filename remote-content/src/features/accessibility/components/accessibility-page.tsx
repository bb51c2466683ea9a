import { useTranslation } from '@pawapuri/shared';
import { Page } from '../../../components/page';
import text from '../../../components/text-page.module.css';
import { BarrierForm } from './barrier-form';

interface Section {
  heading: string;
  body: string;
}

/**
 * The accessibility statement: the standard the site aims at (IS 17802,
 * WCAG 2.1 AA), how far it meets it, what is known not to, how it was
 * checked, and a form that reports a barrier to the keepers.
 */
export function AccessibilityPage({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const sections = t('accessibility.sections', { returnObjects: true }) as Section[];
  return (
    <Page describedLead>
      {sections.map((section) => (
        <section key={section.heading} className={text.section}>
          <h2 className={text.heading}>{section.heading}</h2>
          <p className={text.body}>{section.body}</p>
        </section>
      ))}
      <BarrierForm namespace={namespace} />
    </Page>
  );
}
