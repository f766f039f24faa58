// Every endpoint of the API, for the OpenAPI document and the access walk of the test suite.
import type { AnyEndpoint } from '../http';
import { authEndpoints } from './auth';
import { systemEndpoints } from './system';
import { usersEndpoints } from './users';

export const allEndpoints: readonly AnyEndpoint[] = [...systemEndpoints, ...authEndpoints, ...usersEndpoints];
