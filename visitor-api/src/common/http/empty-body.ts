import { Type } from '@sinclair/typebox';

/** The body of an action that takes no input: `{}` (any field in it is a 400 naming it). */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
