import type { RightsRequest } from '@pawapuri/shared';
import styles from './keeper.module.css';

const when = (at: string) => new Date(at).toLocaleString('en-IN');

const KIND_NAMES: Record<string, string> = { correction: 'Correction', erasure: 'Erasure' };

/** How long an answer took, in the units a person reads. */
export function answerTime(hours: number): string {
  if (hours < 48) return `${hours} hours`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/**
 * One rights request as its keeper and the owners read it: what was asked
 * and when, and, once answered, the outcome, the answer, who gave it and how
 * long it took.
 */
export function RightsRequestView({
  request,
  showEmail,
}: {
  request: RightsRequest;
  showEmail?: boolean;
}) {
  return (
    <>
      <p>
        <strong>{KIND_NAMES[request.kind] ?? request.kind}</strong>
        {showEmail ? ` asked by ${request.email}` : ''}, {when(request.askedAt)}
      </p>
      <p className={styles.quote}>{request.request}</p>
      {request.answeredAt === null ? (
        <p className={styles.hint}>Waiting for an owner’s answer.</p>
      ) : (
        <p>
          {request.outcome === 'done' ? 'Done' : 'Refused'} by {request.answeredBy},{' '}
          {when(request.answeredAt)} (answered in {answerTime(request.answerHours ?? 0)}):{' '}
          {request.answer}
        </p>
      )}
    </>
  );
}
