import type { BreachReport, ReportEntry } from './breach-report';

/** An instant as the site's wall clock shows it, with the offset: "2026-11-20 10:01:00 GMT+5:30". */
function local(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} ${part('timeZoneName')}`;
}

function detailWords(detail: Record<string, unknown>): string {
  const words = Object.entries(detail).map(([key, value]) => `${key}=${String(value)}`);
  return words.length > 0 ? ` (${words.join(', ')})` : '';
}

function entryLines(title: string, entries: ReportEntry[], timeZone: string): string[] {
  if (entries.length === 0) return [`${title}: none`, ''];
  return [
    `${title} (${entries.length})`,
    ...entries.flatMap((entry) => [
      `  ${local(entry.at, timeZone)}  ${entry.actor} (${entry.via}) from ${entry.network}: ${entry.action}${detailWords(entry.detail)}`,
      ...(entry.personalData.length > 0
        ? [`      personal data: ${entry.personalData.join('; ')}`]
        : []),
    ]),
    '',
  ];
}

/** The report as text: one section per question the Board's report asks. */
export function reportText(report: BreachReport): string {
  const zone = report.timeZone;
  const lines = [
    `Breach report from the audit log: ${local(report.from, zone)} to ${local(report.to, zone)}`,
    `  (${report.from} to ${report.to} UTC; site time zone ${zone})`,
    `${report.entries} audit entr${report.entries === 1 ? 'y' : 'ies'} in the window.`,
    '',
  ];
  if (report.personalData.length === 0) lines.push('Personal data touched: none', '');
  else {
    lines.push('Personal data touched');
    for (const item of report.personalData) {
      lines.push(
        `  - ${item.data}`,
        `      ${item.actions} action${item.actions === 1 ? '' : 's'} by ${item.actors.join(', ')}: ${item.how.join(', ')}`,
      );
    }
    lines.push('');
  }

  if (report.signIns.length === 0) lines.push('Sign-ins: none', '');
  else {
    lines.push('Sign-ins (which accounts, from which networks)');
    for (const of of report.signIns) {
      for (const n of of.networks) {
        lines.push(
          `  ${of.actor} (${of.via}) from ${n.network}: ${n.count}× (first ${local(n.first, zone)}, last ${local(n.last, zone)})`,
        );
      }
    }
    lines.push('');
  }

  if (report.failedSignIns.length === 0) lines.push('Failed sign-ins: none', '');
  else {
    lines.push('Failed sign-ins (by network)');
    for (const f of report.failedSignIns) {
      lines.push(
        `  ${f.network}: ${f.count}× (first ${local(f.first, zone)}, last ${local(f.last, zone)}), emails tried: ${f.emails.join(', ')}`,
      );
    }
    lines.push('');
  }

  if (report.networks.length > 0) {
    lines.push('Networks that acted');
    for (const n of report.networks) {
      lines.push(
        `  ${n.network}: ${n.actions} entr${n.actions === 1 ? 'y' : 'ies'} by ${n.actors.join(', ')}`,
      );
    }
    lines.push('');
  }

  lines.push(
    ...entryLines('Exports', report.exports, zone),
    ...entryLines('Searches', report.searches, zone),
    ...entryLines('Erasures', report.erasures, zone),
    ...entryLines('Account and API key changes', report.accountChanges, zone),
    ...entryLines('Content changes', report.contentChanges, zone),
    ...entryLines('Donation detail changes', report.donationChanges, zone),
    ...entryLines(
      'Other changes (goals, events, annotations, share links, mail reports)',
      report.settingChanges,
      zone,
    ),
    'Next: docs/breach-runbook.md says whom to tell (those affected without delay, the Data Protection Board within 72 hours) and with what.',
  );
  return lines.join('\n');
}
