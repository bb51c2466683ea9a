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

export function errorBody(statusCode: number, message: string, field?: string): ApiErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(field ? { field } : {}),
  };
}
