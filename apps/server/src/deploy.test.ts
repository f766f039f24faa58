// The production deployment files (Dockerfile, .dockerignore, deploy/compose.yaml, deploy/.env.example,
// deploy/Caddyfile) against each other and against the code: no Docker needed, only their text.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { describeConfig, loadConfig } from './config';

const repoRoot = resolve(import.meta.dirname, '../../..');
const deployDir = join(repoRoot, 'deploy');
const read = (path: string) => readFileSync(path, 'utf8');

// ---- deploy/.env.example and Compose's ${...} interpolation ----

/** KEY=value lines of a .env file, as Compose reads them (comments, blank lines, quoted values). */
function parseDotEnv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    if (!match?.[1]) continue;
    let value = (match[2] ?? '').trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2] ?? '';
    else value = value.replace(/\s+#.*$/, '');
    values[match[1]] = value;
  }
  return values;
}

/** Compose's interpolation: $$, $NAME, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}. */
function interpolate(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:-|-|:\?|\?)([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, name: string | undefined, operator: string | undefined, argument: string, bare?: string) => {
      if (whole === '$$') return '$';
      if (bare) return variables[bare] ?? '';
      const value = name === undefined ? undefined : variables[name];
      switch (operator) {
        case ':-':
          return value ? value : argument;
        case '-':
          return value ?? argument;
        case ':?':
        case '?':
          if (value === undefined || (operator === ':?' && value === '')) {
            throw new Error(`${name} is required by compose.yaml but not set in .env.example: ${argument}`);
          }
          return value;
        default:
          return value ?? '';
      }
    },
  );
}

/** Every string of a parsed YAML document interpolated, as Compose does before using it. */
function interpolateAll(node: unknown, variables: Readonly<Record<string, string>>): unknown {
  if (typeof node === 'string') return interpolate(node, variables);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, variables));
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateAll(value, variables)]),
    );
  }
  return node;
}

interface ComposeService {
  readonly image?: string;
  readonly build?: string | { readonly context?: string; readonly dockerfile?: string };
  readonly environment?: Record<string, string | number | boolean | null> | string[];
  readonly depends_on?: string[] | Record<string, { readonly condition?: string }>;
  readonly volumes?: string[];
}

function environmentOf(service: ComposeService): Record<string, string> {
  const { environment } = service;
  if (!environment) return {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}

function dependsOn(service: ComposeService): Record<string, string | undefined> {
  const { depends_on: deps } = service;
  if (!deps) return {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name) => [name, undefined]));
  return Object.fromEntries(Object.entries(deps).map(([name, dep]) => [name, dep.condition]));
}

const envExample = parseDotEnv(read(join(deployDir, '.env.example')));
const compose = interpolateAll(parse(read(join(deployDir, 'compose.yaml')), { merge: true }), envExample) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;

/** The services built from the repository's own Dockerfile. */
const appServices = Object.entries(services).filter(([, service]) => {
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  if (!build?.context) return false;
  const context = resolve(deployDir, build.context);
  return (
    context === repoRoot &&
    resolve(context, build.dockerfile ?? 'Dockerfile') === join(repoRoot, 'Dockerfile')
  );
});

// ---- Dockerfile ----

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** Instructions with continuation lines joined and comments dropped, grouped by stage. */
function dockerStages(text: string): Instruction[][] {
  const stages: Instruction[][] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    pending = pending ? `${pending} ${line}` : line;
    if (pending.endsWith('\\')) {
      pending = pending.slice(0, -1).trimEnd();
      continue;
    }
    const [keyword = '', ...rest] = pending.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    pending = '';
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** The sources and destination of a COPY, and its --from stage if any. */
function copyOf(instruction: Instruction): { from: string | null; sources: string[]; destination: string } {
  const words = instruction.args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length) ?? null;
  const paths = words.filter((word) => !word.startsWith('--'));
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}

const stages = dockerStages(read(join(repoRoot, 'Dockerfile')));
const finalStage = stages.at(-1) ?? [];
const dockerignore = read(join(repoRoot, '.dockerignore'))
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'));

/** Whether .dockerignore keeps `path` out of the build context (the patterns this repo uses). */
function ignored(path: string): boolean {
  const segments = posix.normalize(path).split('/');
  return dockerignore.some((pattern) => {
    if (pattern.startsWith('**/')) {
      const name = pattern.slice(3);
      return segments.some(
        (segment) => segment === name || (name.startsWith('*.') && segment.endsWith(name.slice(1))),
      );
    }
    const prefix = pattern.split('/');
    return prefix.every((part, index) => segments[index] === part);
  });
}

describe('deploy/compose.yaml', () => {
  it('runs two app instances built from the repository Dockerfile, with the same settings', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['app1', 'app2']);
    const [first, second] = appServices.map(([, service]) => environmentOf(service));
    expect(second).toEqual(first);
  });

  it.each(appServices)(
    '%s starts with a valid production configuration on PostgreSQL and S3',
    (_, service) => {
      const environment = environmentOf(service);
      // Only settings the server knows: a misspelt name would be ignored silently.
      const known = new Set(describeConfig.map((variable) => variable.name));
      expect(Object.keys(environment).filter((name) => !known.has(name))).toEqual([]);
      expect(environment.NODE_ENV).toBe('production');

      const config = loadConfig({ ...environment, NODE_ENV: 'production' }, { cwd: repoRoot });
      expect(config.environment).toBe('production');
      expect(config.jwtSecretSource).toBe('env');
      expect(config.seedDemo).toBe(false);
      expect(config.smtpUrl).not.toBeNull();
      // Behind the proxy: without it every client would share the proxy's address in the rate limits.
      expect(config.trustProxy).not.toBe(false);

      expect(config.databaseUrl).not.toBeNull();
      const database = new URL(config.databaseUrl ?? '');
      expect(services[database.hostname]?.image).toMatch(/^postgres:/);
      expect(dependsOn(service)[database.hostname]).toBe('service_healthy');

      expect(config.s3).toMatchObject({ forcePathStyle: true, publicEndpoint: config.publicUrl });
      const storeHost = new URL(config.s3?.endpoint ?? '').hostname;
      expect(services[storeHost]).toBeDefined();
      // The bucket exists before an instance starts.
      const [bucketInit] = Object.entries(dependsOn(service)).filter(
        ([, condition]) => condition === 'service_completed_successfully',
      );
      expect(bucketInit).toBeDefined();
      expect(environmentOf(services[bucketInit?.[0] ?? ''] ?? {}).S3_BUCKET).toBe(config.s3?.bucket);
    },
  );

  it('needs only settings that .env.example gives or that have a default', () => {
    // interpolateAll above threw on any ${NAME:?...} that .env.example leaves out; this checks the reverse:
    // nothing in .env.example is left unused.
    const text = read(join(deployDir, 'compose.yaml'));
    const used = new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]));
    expect(Object.keys(envExample).filter((name) => !used.has(name))).toEqual([]);
  });

  it('puts a reverse proxy in front that balances over every app instance and serves the bucket', () => {
    const proxy = Object.values(services).find((service) => /^caddy:/.test(service.image ?? ''));
    expect(proxy).toBeDefined();
    const mount = proxy?.volumes?.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
    expect(mount).toBeDefined();
    const caddyfile = read(resolve(deployDir, mount?.split(':')[0] ?? ''));
    const upstreams = [...caddyfile.matchAll(/^\s*(?:to|reverse_proxy)\s+([^{\n]+)/gm)].flatMap((match) =>
      (match[1] ?? '').trim().split(/\s+/),
    );
    for (const [name, service] of appServices) {
      expect(upstreams).toContain(`${name}:${environmentOf(service).PORT ?? '3000'}`);
    }
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/$/m);
    // The bucket on the portal's origin: its path goes to the store named by S3_ENDPOINT.
    const s3Endpoint = new URL(environmentOf(appServices[0]?.[1] ?? {}).S3_ENDPOINT ?? '');
    expect(upstreams).toContain(s3Endpoint.host);
    expect(caddyfile).toContain('/{$S3_BUCKET');
    // The bucket's replies get what a bucket cannot set on them.
    const bucket = caddyfile.slice(
      caddyfile.indexOf('handle @bucket'),
      caddyfile.indexOf('reverse_proxy minio'),
    );
    expect(bucket).toMatch(/^\s*header >X-Content-Type-Options nosniff$/m);
    expect(bucket).toMatch(/^\s*header >Content-Security-Policy "default-src 'none'; sandbox"$/m);
    expect(environmentOf(proxy ?? {}).S3_BUCKET).toBe(environmentOf(appServices[0]?.[1] ?? {}).S3_BUCKET);
  });
});

describe('Dockerfile', () => {
  it('has a build stage and a runtime stage that runs as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = finalStage.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0'].includes(user?.split(':')[0] ?? '')).toBe(false);
  });

  it('checks its health at GET /api/health/ and starts the built server', () => {
    const healthcheck = finalStage.find((instruction) => instruction.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain('/api/health/');
    const cmd = finalStage.find((instruction) => instruction.keyword === 'CMD')?.args ?? '';
    expect(cmd).toContain('apps/server/dist/main.js');
    expect(
      finalStage.some((instruction) => instruction.keyword === 'EXPOSE' && instruction.args === '3000'),
    ).toBe(true);
  });

  it('copies the built server and web app into the runtime stage, and points WEB_DIST_DIR at the latter', () => {
    const workdir = finalStage.filter((instruction) => instruction.keyword === 'WORKDIR').at(-1)?.args ?? '/';
    const copied = finalStage
      .filter((instruction) => instruction.keyword === 'COPY')
      .map(copyOf)
      .filter((copy) => copy.from !== null)
      .map((copy) => ({
        source: copy.sources[0] ?? '',
        destination: posix.resolve(workdir, copy.destination),
      }));
    const webDist = copied.find((copy) => copy.source.endsWith('apps/web/dist'));
    expect(copied.some((copy) => copy.source.endsWith('apps/server/dist'))).toBe(true);
    const env = finalStage
      .filter((instruction) => instruction.keyword === 'ENV')
      .map((instruction) => instruction.args)
      .join(' ');
    expect(env).toContain('NODE_ENV=production');
    expect(env).toContain(`WEB_DIST_DIR=${webDist?.destination}`);
  });

  it('copies from the build context only paths that exist in the repository and .dockerignore keeps', () => {
    const sources = stages.flatMap((stage) =>
      stage
        .filter((instruction) => instruction.keyword === 'COPY')
        .map(copyOf)
        .filter((copy) => copy.from === null)
        .flatMap((copy) => copy.sources),
    );
    expect(sources.length).toBeGreaterThan(0);
    const missing = sources.filter((source) => !existsSync(join(repoRoot, source)));
    expect(missing).toEqual([]);
    expect(sources.filter((source) => ignored(relative(repoRoot, join(repoRoot, source))))).toEqual([]);
  });
});
