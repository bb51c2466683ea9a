import { isIP } from 'node:net';
import { IPV4_PREFIX_BITS, IPV6_PREFIX_BITS } from '../common/privacy/minimise-ip';
import type { Selectable } from 'kysely';
import type { KeeperAuditTable } from '../common/db/tables';
import { meaningOf, type ActionKind } from './personal-data';

/** One audit log row as the store gives it. */
export type AuditRow = Selectable<KeeperAuditTable>;

/** One audited action in the report: when, who, from where, what, and which personal data. */
export interface ReportEntry {
  at: string;
  action: string;
  actor: string;
  via: string;
  network: string;
  detail: Record<string, unknown>;
  personalData: string[];
}

/** One account's (or key's) sign-ins in the window, by network. */
export interface SignInsOf {
  actor: string;
  via: string;
  networks: { network: string; count: number; first: string; last: string }[];
}

export interface BreachReport {
  from: string;
  to: string;
  timeZone: string;
  /** Audit entries in the window. */
  entries: number;
  /** Who signed in from where (sessions; API keys sign in with every call and are listed under their actions). */
  signIns: SignInsOf[];
  /** Failed sign-ins by network: the emails tried, how often. */
  failedSignIns: {
    network: string;
    count: number;
    emails: string[];
    first: string;
    last: string;
  }[];
  /** Every network that acted in the window, with who acted from it. */
  networks: { network: string; actors: string[]; actions: number }[];
  exports: ReportEntry[];
  searches: ReportEntry[];
  erasures: ReportEntry[];
  accountChanges: ReportEntry[];
  contentChanges: ReportEntry[];
  donationChanges: ReportEntry[];
  settingChanges: ReportEntry[];
  /** Each kind of personal data touched: how many actions, by whom, and how (read, copied out, changed). */
  personalData: { data: string; actions: number; actors: string[]; how: string[] }[];
}

const HOW: Record<ActionKind, string> = {
  'sign-in': 'tried at sign-in',
  export: 'copied out (export)',
  search: 'read (search)',
  erasure: 'deleted',
  account: 'changed',
  content: 'changed',
  donation: 'changed',
  setting: 'changed',
  session: 'used',
};

function parseDetail(detail: string): Record<string, unknown> {
  try {
    const value = JSON.parse(detail) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return { unreadable: detail };
  }
}

function actorOf(row: AuditRow): string {
  if (row.actor) return row.actor;
  return row.actor_id === null ? 'unknown' : `account ${row.actor_id}`;
}

/**
 * The network an entry came from, with its prefix length (the audit log keeps
 * the address cut to /24 or /48); the command line has none.
 */
function networkOf(row: AuditRow): string {
  if (row.network === '') return `(none: ${row.via})`;
  if (row.network.includes('/')) return row.network;
  return `${row.network}/${isIP(row.network) === 6 ? IPV6_PREFIX_BITS : IPV4_PREFIX_BITS}`;
}

/**
 * Reads the audit entries of a window (oldest first) into what a breach
 * report needs: who signed in from where, what was exported, searched,
 * erased and changed, and which personal data each touched.
 */
export function breachReport(
  rows: readonly AuditRow[],
  window: { from: number; to: number; timeZone: string },
): BreachReport {
  const iso = (ms: number) => new Date(ms).toISOString();
  const report: BreachReport = {
    from: iso(window.from),
    to: iso(window.to),
    timeZone: window.timeZone,
    entries: rows.length,
    signIns: [],
    failedSignIns: [],
    networks: [],
    exports: [],
    searches: [],
    erasures: [],
    accountChanges: [],
    contentChanges: [],
    donationChanges: [],
    settingChanges: [],
    personalData: [],
  };
  const signIns = new Map<string, SignInsOf>();
  const failed = new Map<string, BreachReport['failedSignIns'][number]>();
  const networks = new Map<string, { actors: Set<string>; actions: number }>();
  const data = new Map<string, { actions: number; actors: Set<string>; how: Set<string> }>();

  for (const row of [...rows].sort((a, b) => a.at - b.at || a.id - b.id)) {
    const at = Number(row.at);
    const actor = actorOf(row);
    const network = networkOf(row);
    const detail = parseDetail(row.detail);
    const meaning = meaningOf(row.action);
    const personalData = [...meaning.personalData];
    // A content change of the donation details changes the payee's data too.
    if (meaning.kind === 'content' && detail.kind === 'donation') {
      personalData.push('donation details: the payee’s name and UPI id');
    }
    const entry: ReportEntry = {
      at: iso(at),
      action: row.action,
      actor,
      via: row.via,
      network,
      detail,
      personalData,
    };

    const place = networks.get(network) ?? { actors: new Set<string>(), actions: 0 };
    place.actors.add(actor);
    place.actions += 1;
    networks.set(network, place);

    for (const item of personalData) {
      const touched = data.get(item) ?? { actions: 0, actors: new Set(), how: new Set() };
      touched.actions += 1;
      touched.actors.add(actor);
      touched.how.add(HOW[meaning.kind]);
      data.set(item, touched);
    }

    if (row.action === 'sign-in') {
      const key = `${actor}\u0000${row.via}`;
      const of = signIns.get(key) ?? { actor, via: row.via, networks: [] };
      const seen = of.networks.find((n) => n.network === network);
      if (seen) {
        seen.count += 1;
        seen.last = entry.at;
      } else {
        of.networks.push({ network, count: 1, first: entry.at, last: entry.at });
      }
      signIns.set(key, of);
    } else if (row.action === 'sign-in-failed') {
      const seen = failed.get(network) ?? {
        network,
        count: 0,
        emails: [],
        first: entry.at,
        last: entry.at,
      };
      seen.count += 1;
      seen.last = entry.at;
      if (!seen.emails.includes(actor)) seen.emails.push(actor);
      failed.set(network, seen);
    } else if (meaning.kind === 'export') report.exports.push(entry);
    else if (meaning.kind === 'search') report.searches.push(entry);
    else if (meaning.kind === 'erasure') report.erasures.push(entry);
    else if (meaning.kind === 'account') report.accountChanges.push(entry);
    else if (meaning.kind === 'donation') report.donationChanges.push(entry);
    else if (meaning.kind === 'content') {
      (detail.kind === 'donation' ? report.donationChanges : report.contentChanges).push(entry);
    } else if (meaning.kind === 'setting') report.settingChanges.push(entry);
  }

  report.signIns = [...signIns.values()];
  report.failedSignIns = [...failed.values()].sort((a, b) => b.count - a.count);
  report.networks = [...networks.entries()]
    .map(([network, { actors, actions }]) => ({ network, actors: [...actors].sort(), actions }))
    .sort((a, b) => b.actions - a.actions || a.network.localeCompare(b.network));
  report.personalData = [...data.entries()]
    .map(([item, { actions, actors, how }]) => ({
      data: item,
      actions,
      actors: [...actors].sort(),
      how: [...how].sort(),
    }))
    .sort((a, b) => b.actions - a.actions || a.data.localeCompare(b.data));
  return report;
}
