// Every endpoint of the API, for the OpenAPI document and the access walk of the test suite.
import type { AnyEndpoint } from '../http';
import { systemEndpoints } from './system';

export const allEndpoints: readonly AnyEndpoint[] = [...systemEndpoints];
