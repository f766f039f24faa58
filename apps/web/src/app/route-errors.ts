// Route errors of spec §8 "Routing": how a status is thrown and how it is read back by the error screen.
import { isRouteErrorResponse } from 'react-router';

/** An error meant for the route error screen; `statusCode` decides what it shows. */
export class RouteError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'RouteError';
    this.statusCode = statusCode;
  }
}

export const notFoundError = () => new RouteError(404, 'Not found');

const isHttpStatus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;

/** §8: the status comes from `statusCode`, `status` or `response.status` of the error, default 500. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const candidate = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown } | null;
  };
  for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
    if (isHttpStatus(value)) return value;
  }
  return 500;
}

/** A message fit to show: our own route errors and router error responses say it; anything else is generic. */
export function errorMessage(error: unknown): string {
  if (error instanceof RouteError) return error.message;
  if (isRouteErrorResponse(error)) {
    if (typeof error.data === 'string' && error.data) return error.data;
    if (error.statusText) return error.statusText;
  }
  return 'Something went wrong on our side. Please try again.';
}

/** Whether any error the router is showing is a 404 (the not-found page is on screen). */
export function isNotFoundShown(errors: Record<string, unknown> | null | undefined): boolean {
  return Object.values(errors ?? {}).some((error) => errorStatus(error) === 404);
}
