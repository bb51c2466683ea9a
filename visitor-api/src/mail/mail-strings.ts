import type { MAIL_LANGUAGES } from '@pawapuri/shared/contract';

export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** Every word the report and alert emails show, in each language a recipient may choose. */
export interface MailStrings {
  weeklySubject: (range: string) => string;
  monthlySubject: (range: string) => string;
  heading: string;
  range: (from: string, to: string) => string;
  comparedWith: (range: string) => string;
  visits: string;
  visitors: string;
  previous: string;
  change: string;
  topPages: string;
  sources: string;
  campaigns: string;
  goals: string;
  goalUniques: string;
  goalTotal: string;
  goalRate: string;
  none: string;
  pdfAttached: string;
  why: string;
  aboveSubject: (hour: string) => string;
  belowSubject: (hour: string) => string;
  aboveText: (visits: string, threshold: string, hour: string) => string;
  belowText: (visits: string, threshold: string, hour: string) => string;
}

export const MAIL_STRINGS: Record<MailLanguage, MailStrings> = {
  en: {
    weeklySubject: (range) => `Pawapuri website: weekly report, ${range}`,
    monthlySubject: (range) => `Pawapuri website: monthly report, ${range}`,
    heading: 'Visits to the Pawapuri website',
    range: (from, to) => `${from} to ${to}`,
    comparedWith: (range) => `Compared with ${range}`,
    visits: 'Visits',
    visitors: 'Visitors',
    previous: 'Previous period',
    change: 'Change',
    topPages: 'Top pages',
    sources: 'Sources',
    campaigns: 'Campaigns',
    goals: 'Goals',
    goalUniques: 'Unique conversions',
    goalTotal: 'Total conversions',
    goalRate: 'Conversion rate',
    none: 'None',
    pdfAttached: "The month's PDF report is attached.",
    why: 'You receive this because an owner of the Pawapuri website listed your address.',
    aboveSubject: (hour) => `Pawapuri website: many visits at ${hour}`,
    belowSubject: (hour) => `Pawapuri website: few visits at ${hour}`,
    aboveText: (visits, threshold, hour) =>
      `${visits} visits in the hour from ${hour}, above the alert threshold of ${threshold}.`,
    belowText: (visits, threshold, hour) =>
      `${visits} visits in the hour from ${hour}, below the alert threshold of ${threshold}.`,
  },
  hi: {
    weeklySubject: (range) => `पावापुरी वेबसाइट: साप्ताहिक रिपोर्ट, ${range}`,
    monthlySubject: (range) => `पावापुरी वेबसाइट: मासिक रिपोर्ट, ${range}`,
    heading: 'पावापुरी वेबसाइट पर विज़िट',
    range: (from, to) => `${from} से ${to} तक`,
    comparedWith: (range) => `तुलना: ${range}`,
    visits: 'विज़िट',
    visitors: 'आगंतुक',
    previous: 'पिछली अवधि',
    change: 'बदलाव',
    topPages: 'सबसे ज़्यादा देखे गए पेज',
    sources: 'कहाँ से आए',
    campaigns: 'अभियान',
    goals: 'लक्ष्य',
    goalUniques: 'लक्ष्य पूरा करने वाले आगंतुक',
    goalTotal: 'कुल बार लक्ष्य पूरा हुआ',
    goalRate: 'रूपांतरण दर',
    none: 'कोई नहीं',
    pdfAttached: 'इस महीने की PDF रिपोर्ट साथ में लगी है।',
    why: 'यह ईमेल आपको इसलिए मिला क्योंकि पावापुरी वेबसाइट के एक मालिक ने आपका पता जोड़ा है।',
    aboveSubject: (hour) => `पावापुरी वेबसाइट: ${hour} बजे बहुत ज़्यादा विज़िट`,
    belowSubject: (hour) => `पावापुरी वेबसाइट: ${hour} बजे बहुत कम विज़िट`,
    aboveText: (visits, threshold, hour) =>
      `${hour} बजे से एक घंटे में ${visits} विज़िट हुईं, जो अलर्ट की सीमा ${threshold} से ज़्यादा है।`,
    belowText: (visits, threshold, hour) =>
      `${hour} बजे से एक घंटे में ${visits} विज़िट हुईं, जो अलर्ट की सीमा ${threshold} से कम है।`,
  },
};
