import { Type } from '@sinclair/typebox';
import { ErrorBody } from '@pawapuri/shared/contract';

const ref = Type.Ref(ErrorBody);

/** Error responses for a route's schema, by status code: the shared error body, by reference. */
export function errorResponses(...codes: number[]): Record<number, typeof ref> {
  return Object.fromEntries(codes.map((code) => [code, ref]));
}
