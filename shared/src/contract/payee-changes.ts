import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from './values';

/*
 * A change of the donation details waits (KEEPER_PAYEE_WAIT_HOURS) before
 * pilgrims see it; every keeper sees it meanwhile, any other owner may cancel
 * it, and an owner of more than a week (not the one who asked) may approve it
 * at once. Under /api/keepers.
 */

const Timestamp = Type.String({ format: 'date-time' });

/** The payee as the donation details name it. */
const Payee = Type.Object({ payeeName: Type.String(), upiId: Type.String() });

/** The waiting change, as every keeper's banner shows it. */
export const PendingPayeeSchema = Type.Object({
  id: Type.Integer(),
  /** The new payee. */
  payee: Payee,
  /** The payee published when it was asked (null: only the sample, or nothing). */
  previous: Type.Union([Payee, Type.Null()]),
  askedBy: Type.String(),
  askedAt: Timestamp,
  /** When pilgrims see it unless someone cancels it first. */
  dueAt: Timestamp,
  /** Whether the keeper asking may approve it now; if not, `approveRefusal` says why. */
  mayApprove: Type.Boolean(),
  approveRefusal: Type.Union([Type.String(), Type.Null()]),
  mayCancel: Type.Boolean(),
});

/** An owner made (invited or promoted) in the last week, announced to every keeper. */
export const NewOwnerSchema = Type.Object({ email: Type.String(), since: Timestamp });

/** GET /api/keepers/notices (every keeper): what every keeper must see. */
export const KeeperNoticesSchema = Type.Object({
  pendingPayee: Type.Union([PendingPayeeSchema, Type.Null()]),
  newOwners: Type.Array(NewOwnerSchema),
});

/** The `:id` of a payee change, as the path carries it. */
export const PayeeChangeParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', maxLength: 9 }) },
  { additionalProperties: false },
);

/** POST /api/keepers/payee-changes/:id/approve: the approving owner's password again. */
export const ApprovePayeeBody = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, format: 'plain-text' }),
  },
  { additionalProperties: false },
);

/** POST /api/keepers/payee-changes/:id/cancel: nothing more than the owner's session. */
export const CancelPayeeBody = Type.Object({}, { additionalProperties: false });

/** How an approval or a cancel ended the change. */
export const PayeeChangeResultSchema = Type.Object({
  id: Type.Integer(),
  state: Type.Union([Type.Literal('published'), Type.Literal('cancelled')]),
  /** The donation details' published revision it became (null when cancelled). */
  revision: Type.Union([Type.Integer(), Type.Null()]),
});
