import type { HostileCase } from './hostile-cases';
import type { RawAnswer } from './http';

/**
 * Why an answer to a hostile request is not what a hardened API gives (empty
 * when it is): no answer, a 5xx, another status than the case wants, a visit
 * stored by a request that may not store one or was refused, or visits removed.
 */
export function judge(
  hostile: HostileCase,
  answer: RawAnswer,
  added: number,
  removed: number,
): string[] {
  const { status } = answer;
  const problems: string[] = [];
  const ok = status >= 200 && status < 300;
  const refused = status >= 400 && status < 500;
  if (status === 0) problems.push(`no answer (${answer.error ?? 'closed'})`);
  else if (status >= 500) problems.push(`${status}`);
  else if (Array.isArray(hostile.expect)) {
    if (!hostile.expect.includes(status))
      problems.push(`${status}, wanted ${hostile.expect.join('/')}`);
  } else if (hostile.expect === 'refuse' && !refused) problems.push(`${status}, wanted a 4xx`);
  else if (hostile.expect === 'accept' && !ok) problems.push(`${status}, wanted a 2xx`);
  else if (hostile.expect === 'either' && !ok && !refused)
    problems.push(`${status}, wanted 2xx/4xx`);
  if (added > 0 && (!hostile.mayStore || !ok)) problems.push(`stored ${added} visit(s)`);
  if (removed > 0 && !hostile.mayRemove) problems.push(`removed ${removed} visit(s)`);
  return problems;
}
