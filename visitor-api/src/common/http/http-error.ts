import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@pawapuri/shared/contract/types';

/** An error the client caused, answered with its status and, where known, the field at fault. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A 409: the item was saved in between, as `currentRevision`; the client reloads it. */
export class ConflictError extends HttpError {
  constructor(
    message: string,
    field: string,
    readonly currentRevision: number,
  ) {
    super(409, message, field);
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  field?: string,
  currentRevision?: number,
): ApiErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(field ? { field } : {}),
    ...(currentRevision === undefined ? {} : { currentRevision }),
  };
}
