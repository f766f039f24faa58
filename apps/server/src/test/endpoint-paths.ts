// Sample paths of contract endpoints for the walks over every endpoint (access, permission matrix, unknown
// fields): 1 for every parameter, or the caller's own id where the parameter names a user.
import { type AnyEndpoint, buildPath } from '@portal/contract/http';

/** Whether the path parameter `name` of `path` names a user. */
const namesUser = (path: string, name: string) =>
  name === 'user' ||
  name === 'userId' ||
  (name === 'id' &&
    (path.startsWith('/api/client/users/users/:id/') || path.includes('/user-links/:id/by_user/')));

/** The endpoint's path with `userId` (when given) for a user and 1 for every other parameter. */
export function samplePath(endpoint: AnyEndpoint, userId: number | null = null): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
  return buildPath(
    endpoint.path,
    Object.fromEntries(
      names.map((name) => [name, userId !== null && namesUser(endpoint.path, name) ? userId : 1]),
    ),
  );
}

/** The user an access token names (its `sub`), read without checking it: the test made the token. */
export function userIdOfToken(token: string): number {
  return Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub);
}
