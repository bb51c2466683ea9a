import { Type } from '@sinclair/typebox';

/** The one error shape every route of the visitor API answers with. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
    /** A 409 on a content item: the draft revision someone saved in between (reload it). */
    currentRevision: Type.Optional(Type.Integer()),
  },
  { $id: 'ErrorBody' },
);
