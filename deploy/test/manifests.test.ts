// deploy/ without a container engine: every YAML file parses; every Kubernetes document is valid
// for its apiVersion and kind (the Kubernetes OpenAPI schemas compiled into kubernetes-models,
// plus no field those schemas do not name) and compose.yaml for the Compose Specification's JSON
// schema (compose-spec.json beside this file, see its NOTICE); and the deployment says what the
// server and docs say: the same `npm run build` / `npm run serve` / migrate bundle, probes on
// /healthz and /readyz, only settings the server reads (with values it accepts), no migration on
// start where a migration runs before, the caching rules of docs/server.md in nginx, and the
// same remotes everywhere.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parseAllDocuments } from 'yaml';

const deployDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(deployDir, '..');
const read = (...parts: string[]) => readFileSync(path.join(...parts), 'utf8');

type Json = Record<string, unknown>;
/** Parts of manifests read as plain data: the schema tests check their shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
interface Manifest {
  file: string;
  doc: Json;
}

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return yamlFilesUnder(full);
    return /\.ya?ml$/.test(name) ? [full] : [];
  });
}

/** Every document of a YAML file; merge keys (`<<: *api`) as Compose and Kubernetes read them. */
function parseYaml(file: string): Json[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'), { merge: true });
  const list = Array.isArray(documents) ? documents : [documents];
  return list.map((document, index) => {
    const problems = [...document.errors, ...document.warnings].map((error) => error.message);
    if (problems.length > 0) {
      throw new Error(`${path.relative(repoRoot, file)} document ${index + 1}: ${problems}`);
    }
    return document.toJS() as Json;
  });
}

const yamlFiles = yamlFilesUnder(deployDir);
const composeFile = path.join(deployDir, 'compose.yaml');
const k8sDir = path.join(deployDir, 'k8s');
const manifests: Manifest[] = yamlFiles
  .filter((file) => file.startsWith(k8sDir + path.sep))
  .flatMap((file) =>
    parseYaml(file)
      .filter((doc) => doc !== null && doc !== undefined)
      .map((doc) => ({ file: path.relative(repoRoot, file), doc })),
  );
const compose = parseYaml(composeFile)[0] as {
  services: Record<string, Json>;
  [key: string]: unknown;
};

// ---- Kubernetes schemas --------------------------------------------------------------------

/**
 * Wraps a document so that every property a validator reads is noted. The compiled validators
 * read each property their schema names (and enumerate maps), so an own property never read is
 * one the schema does not know: a misspelt field (`readinesProbe`) that the API server would
 * drop without a word. This is kubeconform's "strict" mode.
 */
function tracked(value: unknown, where: string, read: Set<string>, present: Set<string>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    return new Proxy(
      value.map((item, index) => tracked(item, `${where}/${index}`, read, present)),
      {},
    );
  }
  const copy: Json = {};
  for (const [key, item] of Object.entries(value as Json)) {
    present.add(`${where}/${key}`);
    copy[key] = tracked(item, `${where}/${key}`, read, present);
  }
  return new Proxy(copy, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(`${where}/${key}`);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (typeof key === 'string') read.add(`${where}/${key}`);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      for (const key of Reflect.ownKeys(target)) {
        if (typeof key === 'string') read.add(`${where}/${key}`);
      }
      return Reflect.ownKeys(target);
    },
  });
}

interface KubernetesModel {
  prototype: { validate(this: unknown): void };
}

/** The model class of an apiVersion and kind (`apps/v1` → kubernetes-models/apps/v1). */
function kubernetesModel(apiVersion: string, kind: string): KubernetesModel | undefined {
  let group: Record<string, KubernetesModel>;
  try {
    group = require(`kubernetes-models/${apiVersion}`);
  } catch {
    return undefined;
  }
  return group[kind];
}

/** Schema errors and unknown fields of one Kubernetes document; empty when it is valid. */
function kubernetesProblems(doc: Json): string[] {
  const { apiVersion, kind } = doc as { apiVersion?: string; kind?: string };
  const model =
    typeof apiVersion === 'string' && typeof kind === 'string'
      ? kubernetesModel(apiVersion, kind)
      : undefined;
  if (!model) return [`no schema for apiVersion ${apiVersion} kind ${kind}`];
  const readPaths = new Set<string>();
  const present = new Set<string>();
  try {
    model.prototype.validate.call(tracked(doc, '', readPaths, present));
  } catch (error) {
    return [(error as Error).message];
  }
  const unknown = [...present].filter((where) => !readPaths.has(where));
  // Only the outermost: what lies inside an unknown field was never looked at either.
  return unknown
    .filter((where) => !unknown.some((outer) => where.startsWith(`${outer}/`)))
    .map((where) => `${where}: not a field of ${apiVersion} ${kind}`);
}

// ---- Compose schema ------------------------------------------------------------------------

function composeValidator() {
  // The file names draft-07 by its https address, which Ajv knows as http: its default draft is
  // draft-07 anyway. Not strict: the schema's own style (union types) is not ours to change.
  const schema = JSON.parse(read(__dirname, 'compose-spec.json'));
  delete schema.$schema;
  return new Ajv({ allErrors: true, strict: false }).compile(schema);
}

function composeProblems(document: unknown): string[] {
  const validate = composeValidator();
  if (validate(document)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

// ---- What the server reads -----------------------------------------------------------------

/** The variables of server/src/config.ts's EnvSchema, read from its source. */
function envSchemaNames(): Set<string> {
  const source = read(repoRoot, 'server/src/config.ts');
  const start = source.indexOf('const EnvSchema = Type.Object({');
  const end = source.indexOf('\n});', start);
  expect(start).toBeGreaterThan(-1);
  const names = [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map(
    (match) => match[1]!,
  );
  return new Set(names);
}

/** Runs the server's own loadConfig on these variables: its message when it refuses them. */
function configProblem(env: Record<string, string>): string | null {
  const tsx = path.join(repoRoot, 'server/node_modules/.bin/tsx');
  const result = spawnSync(
    tsx,
    ['-e', "import { loadConfig } from './src/config'; loadConfig();"],
    {
      cwd: path.join(repoRoot, 'server'),
      // Only these variables (and PATH to find node): nothing of this machine's environment.
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (result.error) throw result.error;
  return result.status === 0 ? null : result.stderr;
}

// ---- Helpers over the manifests ------------------------------------------------------------

const ofKind = (kind: string) => manifests.filter(({ doc }) => doc.kind === kind);
const named = (kind: string, name: string) => {
  const found = ofKind(kind).find(({ doc }) => (doc.metadata as Json)?.name === name);
  if (!found) throw new Error(`no ${kind} ${name} under deploy/k8s`);
  return found.doc as Loose;
};

interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  startupProbe?: { httpGet?: { path: string } };
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
}

/** Every container of a workload with its pod spec. */
function containersOf(doc: Json): { container: Container; podSpec: Json }[] {
  const podSpec = ((doc.spec as Json)?.template as Json)?.spec as Json | undefined;
  const containers = (podSpec?.containers as Container[] | undefined) ?? [];
  return containers.map((container) => ({ container, podSpec: podSpec! }));
}

function onlyContainer(doc: Json): { container: Container; podSpec: Json } {
  const [first, ...others] = containersOf(doc);
  if (!first || others.length > 0) throw new Error('expected exactly one container');
  return first;
}

const serverImage = /\/server:|^portal-server:/;
const serverContainers = () =>
  manifests.flatMap(({ doc }) =>
    containersOf(doc).filter(({ container }) => serverImage.test(container.image)),
  );

/** Variables a server container gets: its ConfigMaps' and Secrets' keys and its own env. */
function containerEnvironment(container: Container): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, named('ConfigMap', source.configMapRef.name).data);
    if (source.secretRef) {
      const secret = named('Secret', source.secretRef.name);
      Object.assign(env, secret.stringData ?? {});
      for (const [key, value] of Object.entries((secret.data ?? {}) as Record<string, string>)) {
        env[key] = Buffer.from(value, 'base64').toString('utf8');
      }
    }
  }
  for (const { name, value } of container.env ?? []) env[name] = value ?? '';
  return env;
}

const composeServices = compose.services;
const composeServerServices = Object.entries(composeServices).filter(([, service]) =>
  /server\.Dockerfile$/.test(String((service.build as Json | undefined)?.dockerfile ?? '')),
);

/** `${NAME:-default}`, `${NAME:?message}` and `$$` as Compose interpolates them, from env.example. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value
    .replace(
      /\$\{([A-Za-z0-9_]+)(?::?([-?])([^}]*))?\}/g,
      (_match, name: string, operator?: string, word?: string) =>
        variables[name] ?? (operator === '-' ? (word ?? '') : ''),
    )
    .replace(/\$\$/g, '$');
}

function envExample(): Record<string, string> {
  return Object.fromEntries(
    read(deployDir, 'env.example')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => {
        const [name, ...rest] = line.split('=');
        return [name!, rest.join('=').replace(/^"(.*)"$/, '$1')];
      }),
  );
}

// ---- Dockerfiles ---------------------------------------------------------------------------

interface Instruction {
  stage: number;
  keyword: string;
  args: string;
}

/** Instructions with continuation lines joined and comments dropped; `stage` counts FROMs. */
function dockerInstructions(file: string): Instruction[] {
  const lines = read(file)
    .split('\n')
    .filter((line) => !/^\s*#/.test(line));
  const joined = lines.join('\n').replace(/\\\n/g, ' ');
  let stage = -1;
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      if (keyword!.toUpperCase() === 'FROM') stage += 1;
      return { stage, keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    });
}

const dockerfiles = readdirSync(path.join(deployDir, 'docker'))
  .filter((name) => name.endsWith('.Dockerfile'))
  .map((name) => path.join(deployDir, 'docker', name));

/** An exec-form (JSON array) or shell-form command as words. */
const commandWords = (args: string): string[] =>
  args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);

// ---- nginx ---------------------------------------------------------------------------------

const nginxConf = read(deployDir, 'docker/nginx.conf');

/** The Cache-Control nginx sends for a path: its `map $uri $portal_cache_control`, emulated. */
function nginxCacheControl(uri: string): string {
  const block = /map \$uri \$portal_cache_control \{\n([^]*?)\n\s*\}\n/.exec(nginxConf);
  if (!block) throw new Error('nginx.conf has no map $uri $portal_cache_control');
  let fallback: string | undefined;
  for (const line of block[1]!.split('\n').map((entry) => entry.trim())) {
    const entry = /^"?(\S+?)"?\s+"([^"]*)";$/.exec(line);
    if (!entry) continue;
    const [, pattern, value] = entry;
    if (pattern === 'default') {
      fallback = value;
      continue;
    }
    const caseless = pattern!.startsWith('~*');
    const source = pattern!.replace(/^~\*?/, '');
    if (new RegExp(source, caseless ? 'i' : '').test(uri)) return value!;
  }
  if (fallback === undefined) throw new Error('the map has no default');
  return fallback;
}

/** docs/server.md "Served besides the API": the names always served no-cache. */
function documentedNoCacheNames(): string[] {
  const docs = read(repoRoot, 'docs/server.md');
  const section = docs.slice(docs.indexOf('## Served besides the API'));
  const sentence =
    /((?:`[^`]+`,?\s*)+)and\s+any\s+file\s+without\s+an\s+8\+\s+hex-character\s+name\s+segment/.exec(
      section,
    );
  if (!sentence) throw new Error('docs/server.md no longer states the no-cache names');
  return [...sentence[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** The rule of docs/server.md (server/src/plugins/static.ts) for one file name. */
function documentedCacheControl(fileName: string, noCacheNames: string[]): string {
  if (noCacheNames.includes(fileName)) return 'no-cache';
  return fileName.split(/[.\-_]/).some((segment) => /^[0-9a-f]{8,}$/i.test(segment))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

const APPS = ['shell', 'mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'];
const remotesLocal = JSON.parse(read(deployDir, 'remotes.local.json')) as Record<string, string>;

// =============================================================================================

describe('YAML under deploy/', () => {
  it('finds the compose file and the Kubernetes manifests', () => {
    expect(yamlFiles).toContain(composeFile);
    expect(manifests.length).toBeGreaterThanOrEqual(10);
  });

  it.each(yamlFiles.map((file) => path.relative(repoRoot, file)))('%s parses', (file) => {
    expect(() => parseYaml(path.join(repoRoot, file))).not.toThrow();
  });

  it('holds only the compose file and Kubernetes manifests', () => {
    const others = yamlFiles.filter(
      (file) => file !== composeFile && !file.startsWith(k8sDir + path.sep),
    );
    expect(others.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });
});

describe('Kubernetes manifests', () => {
  it.each(
    manifests.map(({ file, doc }) => [
      `${file}: ${doc.kind} ${(doc.metadata as Json | undefined)?.name}`,
      doc,
    ]),
  )('%s is valid for its apiVersion and kind', (_name, doc) => {
    expect(kubernetesProblems(doc as Json)).toEqual([]);
  });

  it('catches a misspelt field, a wrong type and an unknown kind', () => {
    const api = structuredClone(named('Deployment', 'portal-api'));
    const container = api.spec.template.spec.containers[0];
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    container.ports[0].containerPort = 'eighty';
    expect(kubernetesProblems(api).join('\n')).toMatch(/containerPort must be integer/);
    container.ports[0].containerPort = 8080;
    expect(kubernetesProblems(api)).toEqual([
      '/spec/template/spec/containers/0/readinesProbe: not a field of apps/v1 Deployment',
    ]);
    expect(kubernetesProblems({ apiVersion: 'apps/v1', kind: 'Deplyment' })).toEqual([
      'no schema for apiVersion apps/v1 kind Deplyment',
    ]);
  });

  it('has the pieces of a rollout: namespace, settings, secret, API, migration, autoscaler, ingress, apps', () => {
    const kinds = manifests.map(({ doc }) => `${doc.kind}/${(doc.metadata as Json).name}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Namespace/portal',
        'ConfigMap/portal-server',
        'ConfigMap/portal-remotes',
        'Secret/portal-secrets',
        'Deployment/portal-api',
        'Service/portal-api',
        'Job/portal-migrate',
        'HorizontalPodAutoscaler/portal-api',
        'Ingress/portal-api',
        'Deployment/portal-apps',
        'Service/portal-apps',
      ]),
    );
    for (const { doc } of manifests) {
      if (doc.kind !== 'Namespace') expect((doc.metadata as Json).namespace).toBe('portal');
    }
  });

  it('references only what exists: selectors, ports, ConfigMaps, Secrets, autoscaled targets', () => {
    for (const { doc } of ofKind('Service')) {
      const spec = doc.spec as {
        selector: Record<string, string>;
        ports: { targetPort: string }[];
      };
      const workloads = ofKind('Deployment').filter(({ doc: deployment }) => {
        const labels = ((deployment.spec as Loose).template.metadata.labels ?? {}) as Json;
        return Object.entries(spec.selector).every(([key, value]) => labels[key] === value);
      });
      expect(workloads).toHaveLength(1);
      const portNames = containersOf(workloads[0]!.doc).flatMap(({ container }) =>
        ((container as unknown as Json).ports as { name: string }[]).map((port) => port.name),
      );
      for (const port of spec.ports) expect(portNames).toContain(port.targetPort);
    }
    for (const { doc } of [...ofKind('Deployment'), ...ofKind('Job')]) {
      for (const { container, podSpec } of containersOf(doc)) {
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef)
            expect(() => named('ConfigMap', source.configMapRef!.name)).not.toThrow();
          if (source.secretRef) expect(() => named('Secret', source.secretRef!.name)).not.toThrow();
        }
        for (const volume of (podSpec.volumes as { configMap?: { name: string } }[]) ?? []) {
          if (volume.configMap)
            expect(() => named('ConfigMap', volume.configMap!.name)).not.toThrow();
        }
      }
    }
    // Single keys and claims, wherever they are (the backup CronJob's pod, say).
    const walk = (value: unknown, visit: (node: Json) => void): void => {
      if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
      else if (value !== null && typeof value === 'object') {
        visit(value as Json);
        Object.values(value as Json).forEach((item) => walk(item, visit));
      }
    };
    for (const { doc } of manifests) {
      walk(doc, (node) => {
        const secretKey = node.secretKeyRef as { name: string; key: string } | undefined;
        if (secretKey) {
          const secret = named('Secret', secretKey.name);
          expect(Object.keys({ ...secret.stringData, ...secret.data })).toContain(secretKey.key);
        }
        const configKey = node.configMapKeyRef as { name: string; key: string } | undefined;
        if (configKey)
          expect(Object.keys(named('ConfigMap', configKey.name).data)).toContain(configKey.key);
        const claim = node.persistentVolumeClaim as { claimName: string } | undefined;
        if (claim) expect(() => named('PersistentVolumeClaim', claim.claimName)).not.toThrow();
      });
    }
    for (const { doc } of ofKind('HorizontalPodAutoscaler')) {
      const target = (doc.spec as { scaleTargetRef: { kind: string; name: string } })
        .scaleTargetRef;
      expect(() => named(target.kind, target.name)).not.toThrow();
    }
    for (const { doc } of ofKind('Ingress')) {
      for (const rule of (doc.spec as Loose).rules) {
        for (const { backend } of rule.http.paths) {
          const service = named('Service', backend.service.name);
          expect(service.spec.ports.map((port: { name: string }) => port.name)).toContain(
            backend.service.port.name,
          );
        }
      }
    }
  });

  it('probes the API on /readyz (traffic) and /healthz (restarts), and drains it before SIGTERM', () => {
    const api = named('Deployment', 'portal-api');
    expect(api.spec.replicas).toBe(3);
    const { container, podSpec } = onlyContainer(api);
    expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(container.startupProbe?.httpGet?.path ?? '/healthz').toBe('/healthz');
    const preStop = container.lifecycle?.preStop?.exec?.command ?? [];
    expect(preStop[0]).toBe('sleep');
    const env = containerEnvironment(container);
    const shutdown = Number(env.SHUTDOWN_TIMEOUT_SECONDS ?? 10);
    // The grace period runs from the preStop hook: it must cover the sleep and the drain.
    expect(podSpec.terminationGracePeriodSeconds).toBeGreaterThan(Number(preStop[1]) + shutdown);
    const resources = (container as unknown as Json).resources as Json;
    expect(resources.requests).toEqual(
      expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }),
    );
    expect(resources.limits).toEqual(expect.objectContaining({ memory: expect.anything() }));
    const apps = named('Deployment', 'portal-apps');
    const { container: nginx } = onlyContainer(apps);
    expect(nginx.readinessProbe?.httpGet?.path).toBe('/healthz');
    expect(nginx.livenessProbe?.httpGet?.path).toBe('/healthz');
  });

  it('scales the API on CPU with autoscaling/v2, from the Deployment’s three replicas', () => {
    const hpa = named('HorizontalPodAutoscaler', 'portal-api');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.minReplicas).toBe(named('Deployment', 'portal-api').spec.replicas);
    expect(hpa.spec.metrics).toEqual([
      expect.objectContaining({
        type: 'Resource',
        resource: expect.objectContaining({ name: 'cpu' }),
      }),
    ]);
  });

  it('migrates in a Job with the bundle, and never on start where that Job exists', () => {
    const job = named('Job', 'portal-migrate');
    const { container } = onlyContainer(job);
    expect(container.command).toEqual(['node', 'server/dist/migrate.js']);
    const api = named('Deployment', 'portal-api');
    const { container: apiContainer } = onlyContainer(api);
    expect(container.image).toBe(apiContainer.image);
    for (const { container: server } of serverContainers()) {
      if (server.command?.join(' ') === 'node server/dist/migrate.js') continue;
      expect(containerEnvironment(server).MIGRATE_ON_START).toBe('false');
    }
  });

  it('gives the server only variables it reads, with values it accepts', () => {
    const known = envSchemaNames();
    expect([...known]).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'MIGRATE_ON_START']),
    );
    expect(serverContainers().length).toBeGreaterThanOrEqual(2);
    for (const { container } of serverContainers()) {
      const env = containerEnvironment(container);
      expect(Object.keys(env).filter((name) => !known.has(name))).toEqual([]);
      expect(env.DEMO_DATA ?? 'false').toBe('false');
      expect(env.DEV_OUTBOX ?? 'false').toBe('false');
    }
    const env = containerEnvironment(onlyContainer(named('Deployment', 'portal-api')).container);
    expect(configProblem(env)).toBeNull();
  }, 60_000);

  it('keeps secrets out: the Secret is a template of placeholders', () => {
    for (const { doc } of ofKind('Secret')) {
      const values = {
        ...((doc.stringData as Record<string, string>) ?? {}),
        ...Object.fromEntries(
          Object.entries((doc.data as Record<string, string>) ?? {}).map(([key, value]) => [
            key,
            Buffer.from(value, 'base64').toString('utf8'),
          ]),
        ),
      };
      for (const [key, value] of Object.entries(values)) {
        expect(`${key}=${value}`).toMatch(/CHANGE_ME/);
      }
    }
  });

  it('serves the same five remotes as deploy/remotes.local.json', () => {
    const remotes = JSON.parse(named('ConfigMap', 'portal-remotes').data['remotes.json']);
    expect(Object.keys(remotes).sort()).toEqual(Object.keys(remotesLocal).sort());
    expect(Object.keys(remotes)).toHaveLength(5);
    expect(named('ConfigMap', 'portal-server').data.REMOTES_CONFIG).toBe(
      '/etc/portal/remotes.json',
    );
  });

  it('routes /hg and /haiguan to the API with WebSocket-friendly timeouts and affinity', () => {
    const ingress = named('Ingress', 'portal-api');
    const annotations = ingress.metadata.annotations as Record<string, string>;
    expect(
      Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']),
    ).toBeGreaterThanOrEqual(60);
    expect(
      Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout']),
    ).toBeGreaterThanOrEqual(60);
    expect(annotations['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const paths = ingress.spec.rules.flatMap(
      (rule: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }) =>
        rule.http.paths.map((entry) => `${entry.path} ${entry.backend.service.name}`),
    );
    expect(paths.sort()).toEqual(['/haiguan portal-api', '/hg portal-api']);
  });
});

describe('compose.yaml', () => {
  it('is valid for the Compose Specification', () => {
    expect(composeProblems(compose)).toEqual([]);
  });

  it('catches an unknown key and a wrong depends_on condition', () => {
    const broken = structuredClone(compose);
    (broken.services.api1 as Json).helthcheck = {};
    (broken.services.api2!.depends_on as Record<string, Json>).migrate!.condition = 'done';
    const problems = composeProblems(broken).join('\n');
    expect(problems).toMatch(/\/services\/api1 .*helthcheck/);
    expect(problems).toMatch(/\/services\/api2\/depends_on/);
  });

  it('runs PostgreSQL, Redis, MinIO with its bucket, a migration, three API replicas, a balancer and the apps', () => {
    expect(Object.keys(composeServices)).toEqual(
      expect.arrayContaining([
        'postgres',
        'redis',
        'minio',
        'minio-setup',
        'migrate',
        'lb',
        'apps',
      ]),
    );
    const apis = composeServerServices.filter(([, service]) => service.command === undefined);
    expect(apis.map(([name]) => name).sort()).toEqual(['api1', 'api2', 'api3']);
    for (const [name, service] of Object.entries(composeServices)) {
      if (['minio-setup', 'migrate', 'backup'].includes(name)) continue;
      expect({ name, healthcheck: service.healthcheck }).toEqual({
        name,
        healthcheck: expect.objectContaining({ test: expect.anything() }),
      });
    }
    for (const [, service] of apis) {
      expect(service.depends_on).toEqual(
        expect.objectContaining({
          migrate: { condition: 'service_completed_successfully' },
          postgres: { condition: 'service_healthy' },
          redis: { condition: 'service_healthy' },
        }),
      );
      expect(JSON.stringify((service.healthcheck as Json).test)).toContain('/readyz');
    }
    expect(composeServices.migrate!.depends_on).toEqual(
      expect.objectContaining({
        postgres: { condition: 'service_healthy' },
        'minio-setup': { condition: 'service_completed_successfully' },
      }),
    );
  });

  it('migrates with the bundle and never on start', () => {
    expect(composeServices.migrate!.command).toEqual(['node', 'server/dist/migrate.js']);
    for (const [name, service] of composeServerServices) {
      expect({ name, value: (service.environment as Json).MIGRATE_ON_START }).toEqual({
        name,
        value: 'false',
      });
    }
  });

  it('gives the server only variables it reads, with values it accepts', () => {
    const known = envSchemaNames();
    const variables = envExample();
    for (const [name, service] of composeServerServices) {
      const environment = service.environment as Record<string, string>;
      expect({ name, unknown: Object.keys(environment).filter((key) => !known.has(key)) }).toEqual({
        name,
        unknown: [],
      });
      const stopGrace = Number(/^(\d+)s$/.exec(String(service.stop_grace_period ?? '10s'))![1]);
      if (service.command === undefined) {
        expect(stopGrace).toBeGreaterThan(Number(environment.SHUTDOWN_TIMEOUT_SECONDS ?? 10));
      }
    }
    const apiEnvironment = Object.fromEntries(
      Object.entries(composeServices.api1!.environment as Record<string, string>).map(
        ([key, value]) => [key, interpolate(String(value), variables)],
      ),
    );
    expect(configProblem(apiEnvironment)).toBeNull();
  }, 60_000);

  it('balances /hg/ and /haiguan/ over the three replicas with WebSocket, stickiness and readiness', () => {
    const haproxy = read(deployDir, 'haproxy/haproxy.cfg');
    const lbVolumes = (composeServices.lb!.volumes as string[]).join(' ');
    expect(lbVolumes).toContain('./haproxy/haproxy.cfg:');
    expect(haproxy).toMatch(/acl api path_beg \/hg\/ \/haiguan\//);
    expect(haproxy).toMatch(/timeout tunnel \d+[smh]/);
    const backend = haproxy.slice(
      haproxy.indexOf('\nbackend api\n'),
      haproxy.indexOf('\nbackend apps\n'),
    );
    expect(backend).toMatch(/option httpchk GET \/readyz/);
    expect(backend).toMatch(/cookie \S+ insert/);
    const servers = [...backend.matchAll(/^\s*server (\S+) (\S+):8080/gm)].map((match) => match[2]);
    expect(servers.sort()).toEqual(['api1', 'api2', 'api3']);
    const trusted = (composeServices.api1!.environment as Json).TRUST_PROXY;
    expect(((composeServices.lb!.networks as Json).portal as Json).ipv4_address).toBe(trusted);
  });
});

describe('Dockerfiles', () => {
  it('are the server image and the apps image', () => {
    expect(dockerfiles.map((file) => path.basename(file)).sort()).toEqual([
      'apps.Dockerfile',
      'server.Dockerfile',
    ]);
  });

  it('build with `npm run build`, the command the tests exercise, and nothing else', () => {
    const scripts = JSON.parse(read(repoRoot, 'package.json')).scripts;
    expect(scripts.build).toBe('node scripts/build.mjs');
    expect(scripts.serve).toMatch(/node scripts\/serve\.mjs$/);
    for (const file of dockerfiles) {
      const runs = dockerInstructions(file).filter(({ keyword }) => keyword === 'RUN');
      expect(runs.filter(({ args }) => /\bnpm run build\b/.test(args))).toHaveLength(1);
      for (const { args } of runs) {
        expect(args).not.toMatch(
          /\bwebpack\b|scripts\/build\.mjs|\btsx\b|--filter\s+\S+\s+(run\s+)?build\b/,
        );
      }
    }
  });

  it('run the server with `npm run serve` as a non-root user, with a /healthz health check', () => {
    const instructions = dockerInstructions(path.join(deployDir, 'docker/server.Dockerfile'));
    const last = Math.max(...instructions.map(({ stage }) => stage));
    const final = instructions.filter(({ stage }) => stage === last);
    const cmd = final.filter(({ keyword }) => keyword === 'CMD').at(-1);
    expect(commandWords(cmd!.args)).toEqual(['npm', 'run', 'serve']);
    expect(final.some(({ keyword }) => keyword === 'ENTRYPOINT')).toBe(false);
    const user = final.filter(({ keyword }) => keyword === 'USER').at(-1)?.args ?? 'root';
    expect(user).toMatch(/^[1-9]\d*(:\d+)?$/);
    const healthcheck = final.find(({ keyword }) => keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain('/healthz');
    // What npm run serve and node server/dist/migrate.js need beside them.
    const copied = final.filter(({ keyword }) => keyword === 'COPY').map(({ args }) => args);
    for (const needed of [
      'server/dist',
      'server/data',
      'server/node_modules',
      'scripts',
      ...APPS.map((app) => `${app}/dist`),
    ]) {
      expect(copied.join('\n')).toContain(`/app/${needed} `);
    }
  });

  it('serve every app from the apps image with the nginx configuration, non-root', () => {
    const instructions = dockerInstructions(path.join(deployDir, 'docker/apps.Dockerfile'));
    const last = Math.max(...instructions.map(({ stage }) => stage));
    const final = instructions.filter(({ stage }) => stage === last);
    const copied = final.filter(({ keyword }) => keyword === 'COPY').map(({ args }) => args);
    expect(copied).toContain('deploy/docker/nginx.conf /etc/nginx/nginx.conf');
    expect(copied).toContain('--from=build /app/shell/dist /srv/portal/shell');
    for (const remote of Object.keys(remotesLocal)) {
      const dir = remote.replace(/_/g, '-');
      expect(copied).toContain(`--from=build /app/${dir}/dist /srv/portal/remotes/${dir}`);
    }
    expect(final.filter(({ keyword }) => keyword === 'USER').at(-1)?.args).toMatch(
      /^[1-9]\d*(:\d+)?$/,
    );
    expect(final.find(({ keyword }) => keyword === 'HEALTHCHECK')?.args).toContain('/healthz');
  });
});

describe('nginx.conf of the apps image', () => {
  const noCacheNames = documentedNoCacheNames();

  it('revalidates the names docs/server.md lists as no-cache, wherever they are', () => {
    expect(noCacheNames).toEqual(
      expect.arrayContaining(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']),
    );
    for (const name of noCacheNames) {
      expect({ name, root: nginxCacheControl(`/${name}`) }).toEqual({ name, root: 'no-cache' });
      expect({ name, remote: nginxCacheControl(`/remotes/mf-trade/${name}`) }).toEqual({
        name,
        remote: 'no-cache',
      });
    }
    expect(nginxCacheControl('/remotes.json')).toBe('no-cache');
    expect(nginxCacheControl('/products/12')).toBe('no-cache');
  });

  it('caches hashed names for a year and revalidates the rest, as the server does', () => {
    const samples = [
      '377.cef985a4.js',
      'account-menu.2a349b81.js',
      '__federation_expose_App.7576cc26.js',
      '412-a1b2c3d4e5.js',
      'main.js',
      'favicon.svg',
      'protocol.html',
      'abc.js',
      'deadbee.js',
    ];
    // And every file the apps' builds hold on this machine, when they are built.
    const built = APPS.flatMap((app) => {
      const dist = path.join(repoRoot, app, 'dist');
      return existsSync(dist)
        ? readdirSync(dist)
            .filter((name) => !name.startsWith('.') && !/\.(br|gz)$/.test(name))
            .map((name) => (app === 'shell' ? `/${name}` : `/remotes/${app}/${name}`))
        : [];
    });
    for (const uri of [...samples.map((name) => `/${name}`), ...built]) {
      expect({ uri, cacheControl: nginxCacheControl(uri) }).toEqual({
        uri,
        cacheControl: documentedCacheControl(path.posix.basename(uri), noCacheNames),
      });
    }
  });

  it('sends the header on every answer, serves precompressed files, falls back to the shell for pages', () => {
    expect(nginxConf).toMatch(/add_header Cache-Control \$portal_cache_control always;/);
    // A location with add_header of its own would drop the server's headers: none has one.
    const server = nginxConf.slice(nginxConf.indexOf('server {'));
    const locations = server.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThan(3);
    for (const location of locations) expect(location).not.toMatch(/add_header/);
    expect(nginxConf).toMatch(/^\s*gzip_static on;/m);
    expect(nginxConf).toMatch(/^\s*brotli_static on;/m);
    expect(nginxConf).toMatch(
      /location = \/remotes\.json \{\s*alias \/etc\/portal\/remotes\.json;/,
    );
    expect(nginxConf).toMatch(/location @page \{[^}]*text\/html[^]*?try_files \/index\.html =404;/);
    expect(nginxConf).toMatch(/location = \/healthz/);
    // Published remote versions, as the API serves them (docs/deploy.md, "Releasing one remote").
    expect(nginxConf).toMatch(/location \/releases\/ \{/);
    expect(nginxConf).toMatch(
      /Content-Security-Policy "default-src 'self'; script-src 'self'\$portal_remote_origins;/,
    );
  });
});
