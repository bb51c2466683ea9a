import type { DashboardView } from '@pawapuri/shared/contract/types';
import { escapeMarkup } from '@pawapuri/shared/seo';
import { change, number } from './email-figures';
import { REPORT_SECTIONS, type EmailSection, type PreviousFigures } from './email-sections';
import { MAIL_STRINGS, type MailLanguage } from './mail-strings';
import type { ReportPeriod } from './report-periods';

/** An email's subject and its two bodies (every client shows one of them). */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface ReportEmailInput {
  report: ReportPeriod;
  view: DashboardView;
  /** The figures of `report.previousRange`. */
  previous: PreviousFigures;
  language: MailLanguage;
  sections?: readonly EmailSection[];
}

/** Cells are text from the data (page paths, sources, campaigns): always escaped, never markup. */
function htmlTable(head: string[], rows: string[][]): string {
  const cell = (tag: string, text: string) => `<${tag}>${escapeMarkup(text)}</${tag}>`;
  const line = (tag: string, cells: string[]) =>
    `<tr>${cells.map((c) => cell(tag, c)).join('')}</tr>`;
  return `<table border="1" cellpadding="4" cellspacing="0">${line('th', head)}${rows
    .map((row) => line('td', row))
    .join('')}</table>`;
}

/** The weekly or monthly report in a recipient's language. */
export function reportEmail({
  report,
  view,
  previous,
  language,
  sections = REPORT_SECTIONS,
}: ReportEmailInput): EmailContent {
  const s = MAIL_STRINGS[language];
  const range = s.range(report.range.from, report.range.to);
  const before = s.range(report.previousRange.from, report.previousRange.to);
  const subject = (report.kind === 'weekly' ? s.weeklySubject : s.monthlySubject)(range);
  const figures = [
    [s.visits, view.cards.visits.value, previous.cards.visits.value],
    [s.visitors, view.cards.uniqueVisitors.value, previous.cards.uniqueVisitors.value],
  ] as const;
  const figureHead = ['', range, s.previous, s.change];
  const figureRows = figures.map(([name, value, was]) => [
    name,
    number(value),
    number(was),
    change(value, was),
  ]);
  const lists = sections.map((section) => ({
    title: section.title(s),
    ...section.render({ view, previous, strings: s, range }),
  }));
  const attached = report.kind === 'monthly' ? [s.pdfAttached] : [];

  const text = [
    s.heading,
    range,
    s.comparedWith(before),
    '',
    ...figureRows.map(
      ([name, value, was, diff]) =>
        `${name}: ${value} (${s.previous}: ${was}${diff ? `, ${diff}` : ''})`,
    ),
    ...lists.flatMap(({ title, lines }) => [
      '',
      title,
      ...(lines.length ? lines : [`- ${s.none}`]),
    ]),
    '',
    ...attached,
    s.why,
  ].join('\n');

  const paragraph = (content: string) => `<p>${escapeMarkup(content)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head><body>`,
    `<h1>${escapeMarkup(s.heading)}</h1>`,
    paragraph(range),
    paragraph(s.comparedWith(before)),
    htmlTable(figureHead, figureRows),
    ...lists.map(
      ({ title, head, rows }) =>
        `<h2>${escapeMarkup(title)}</h2>${rows.length ? htmlTable(head, rows) : paragraph(s.none)}`,
    ),
    ...attached.map(paragraph),
    paragraph(s.why),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** '2026-11-22T14' → '2026-11-22 14:00'. */
const hourText = (hour: string) => `${hour.slice(0, 10)} ${hour.slice(11, 13)}:00`;

/** An hour's visits crossed the owner's threshold, in a recipient's language. */
export function alertEmail(input: {
  side: 'above' | 'below';
  hour: string;
  visits: number;
  threshold: number;
  language: MailLanguage;
}): EmailContent {
  const s = MAIL_STRINGS[input.language];
  const hour = hourText(input.hour);
  const subject = (input.side === 'above' ? s.aboveSubject : s.belowSubject)(hour);
  const line = (input.side === 'above' ? s.aboveText : s.belowText)(
    number(input.visits),
    number(input.threshold),
    hour,
  );
  const text = [line, '', s.why].join('\n');
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head><body><p>${escapeMarkup(line)}</p><p>${escapeMarkup(s.why)}</p></body></html>`;
  return { subject, text, html };
}
