import { Type, type Static } from '@sinclair/typebox';

/** The one error shape every route answers with (ApiErrorBody in @pawapuri/shared). */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBodyType = Static<typeof ErrorBody>;

const ref = Type.Ref(ErrorBody);

/** Error responses for a route's schema, by status code. */
export function errorResponses(...codes: number[]): Record<number, typeof ref> {
  return Object.fromEntries(codes.map((code) => [code, ref]));
}
