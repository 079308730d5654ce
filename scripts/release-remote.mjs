// Releases one remote on its own, without restarting or rebuilding anything else:
//
//   node scripts/release-remote.mjs publish <remote> [--version <v>] [--from <dist dir>]
//   node scripts/release-remote.mjs rollback <remote> [--to <version>]
//   node scripts/release-remote.mjs list <remote> [--json]
//
// `publish` copies the remote's build (default `<remote>/dist`) to
// `<RELEASES_DIR>/<remote>/<version>/`, which the server serves at `/releases/<remote>/<version>/`,
// then points the remote's entry in the remotes config (REMOTES_CONFIG) at that version's
// `mf-manifest.json`. The config is replaced atomically (temporary file in the same directory,
// fsync, rename), so the server, which re-reads it when it changes, never sees half a file. Every
// switch is appended to `<RELEASES_DIR>/<remote>/history.json`; `rollback` goes back to the entry
// that was live before the current one (the original `/remotes/…` entry included), `rollback --to`
// to any published version. Versions are never deleted here: pages opened on an older version keep
// loading its chunks from it.
//
// Paths come from the server's own variables (server/README.md): REMOTES_CONFIG (default
// deploy/remotes.local.json), RELEASES_DIR (default $DATA_DIR/releases, DATA_DIR default .data).
// Relative ones resolve from server/, where the server runs (as in scripts/serve.mjs).
// Exit status: 0 done, 1 refused or failed (the message says why), 2 bad usage.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  chmodSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const REMOTE = /^mf[-_][a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const USAGE = `usage:
  node scripts/release-remote.mjs publish <remote> [--version <v>] [--from <dist dir>]
  node scripts/release-remote.mjs rollback <remote> [--to <version>]
  node scripts/release-remote.mjs list <remote> [--json]
<remote>: mf-portal, mf-workbench, mf-trade, mf-chat, mf-member (any remote the remotes config names)`;

class Refusal extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

function fromEnv(name, fallback) {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : path.resolve(serverDir, value);
}

export function settings() {
  const dataDir = fromEnv('DATA_DIR', path.join(root, '.data'));
  return {
    remotesConfig: fromEnv('REMOTES_CONFIG', path.join(root, 'deploy', 'remotes.local.json')),
    releasesDir: fromEnv('RELEASES_DIR', path.join(dataDir, 'releases')),
  };
}

function parseArgs(argv) {
  const [command, remote, ...rest] = argv;
  const options = {};
  const allowed = { publish: ['version', 'from'], rollback: ['to'], list: ['json'] }[command];
  if (!allowed) throw new Refusal(command ? `unknown command "${command}"\n${USAGE}` : USAGE, 2);
  if (!remote || remote.startsWith('--'))
    throw new Refusal(`${command}: name a remote\n${USAGE}`, 2);
  for (let i = 0; i < rest.length; i += 1) {
    const name = rest[i].startsWith('--') ? rest[i].slice(2) : undefined;
    if (!name || !allowed.includes(name))
      throw new Refusal(`${command}: unexpected argument "${rest[i]}"\n${USAGE}`, 2);
    if (name === 'json') {
      options.json = true;
      continue;
    }
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new Refusal(`${command}: --${name} needs a value`, 2);
    options[name] = value;
    i += 1;
  }
  return { command, remote, options };
}

/** `mf-portal` or `mf_portal` → the build's folder name and its key in the remotes config. */
function remoteNames(remote) {
  if (!REMOTE.test(remote)) throw new Refusal(`unknown remote "${remote}": expected mf-<name>`);
  return { dir: remote.replace(/_/g, '-'), key: remote.replace(/-/g, '_') };
}

function readJson(file, what) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Refusal(`cannot read ${what} ${file}: ${error.message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Refusal(`${what} ${file} is not valid JSON: ${error.message}`);
  }
}

function readRemotesConfig(file) {
  const config = readJson(file, 'the remotes config');
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    throw new Refusal(`the remotes config ${file} must be an object of remote name → manifest URL`);
  return config;
}

function fsyncPath(file, flags = 'r') {
  let fd;
  try {
    fd = openSync(file, flags);
    fsyncSync(fd);
  } catch {
    // Some file systems refuse to fsync a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Replaces `file` by `text` all at once: a reader sees the old content or the new, never a mix. */
export function writeFileAtomic(file, text) {
  const dir = path.dirname(file);
  const temporary = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const fd = openSync(temporary, 'wx');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    if (existsSync(file)) chmodSync(temporary, statSync(file).mode & 0o7777);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  fsyncPath(dir);
}

/**
 * One release at a time per remotes config: two publishes of different remotes would otherwise
 * both read the file and the second write would undo the first switch. A lock left behind by a
 * process that no longer runs (on this host) is taken over.
 */
function withLock(configFile, work) {
  const lock = `${configFile}.lock`;
  const take = () => writeFileSync(lock, String(process.pid), { flag: 'wx' });
  try {
    take();
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    const busy = () =>
      new Refusal(
        `another release is in progress (pid ${holder}, lock file ${lock}); ` +
          'if none is running, remove the lock file',
      );
    if (processRuns(holder)) throw busy();
    unlinkSync(lock);
    try {
      take();
    } catch (again) {
      if (again.code === 'EEXIST') throw busy();
      throw again;
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

function processRuns(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
    })
    .sort();
}

function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 8);
}

/** `20260501T120000Z-1a2b3c4d`: sorts by time, and says which build it is. */
function defaultVersion(buildDir, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}-${contentHash(buildDir)}`;
}

function entryFor(remoteDir, version) {
  return `/releases/${remoteDir}/${version}/mf-manifest.json`;
}

function versionOf(remoteDir, entry) {
  const prefix = `/releases/${remoteDir}/`;
  if (typeof entry !== 'string' || !entry.startsWith(prefix)) return null;
  const [version, file, ...more] = entry.slice(prefix.length).split('/');
  return file === 'mf-manifest.json' && more.length === 0 && VERSION.test(version) ? version : null;
}

function readHistory(file) {
  if (!existsSync(file)) return [];
  const history = readJson(file, 'the release history');
  if (!Array.isArray(history)) throw new Refusal(`the release history ${file} must be a list`);
  return history;
}

/**
 * Which entries were live, oldest first, as the switches left them: a publish or a `--to` switch
 * adds one, a rollback takes the newest off. The first is what the config named before the first
 * release; an entry set by hand between two releases counts as live too.
 */
function liveStack(history) {
  const stack = [];
  for (const record of history) {
    if (record.previous && stack.at(-1)?.entry !== record.previous.entry)
      stack.push(record.previous);
    if (record.action === 'rollback') stack.pop();
    else stack.push({ version: record.version, entry: record.entry });
  }
  return stack;
}

/** Checks a build before it goes live: a manifest for this remote, loadable from any path. */
function checkBuild(buildDir, key, isDefault) {
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(buildDir) || !statSync(buildDir).isDirectory())
    throw new Refusal(
      `no build at ${buildDir}` +
        (isDefault ? `: run node scripts/build.mjs ${key.replace(/_/g, '-')}` : ''),
    );
  if (!existsSync(manifestFile))
    throw new Refusal(`no mf-manifest.json in ${buildDir}: not a finished remote build`);
  const manifest = readJson(manifestFile, 'the manifest');
  if (manifest.name !== key)
    throw new Refusal(`${manifestFile} is the manifest of "${manifest.name}", not of ${key}`);
  const remoteEntry = manifest.metaData?.remoteEntry;
  const entryFile = remoteEntry && path.join(buildDir, remoteEntry.path ?? '', remoteEntry.name);
  if (!entryFile || !existsSync(entryFile))
    throw new Refusal(`${manifestFile} names no remote entry present in ${buildDir}`);
  if (manifest.metaData?.publicPath !== 'auto')
    throw new Refusal(
      `${manifestFile} has publicPath ${JSON.stringify(manifest.metaData?.publicPath)}: ` +
        'a release is served from its own path, which needs publicPath "auto"',
    );
}

function switchEntry({ remotesConfig, key, entry, historyFile, record }) {
  const config = readRemotesConfig(remotesConfig);
  config[key] = entry;
  writeFileAtomic(remotesConfig, `${JSON.stringify(config, null, 2)}\n`);
  const history = readHistory(historyFile);
  history.push(record);
  writeFileAtomic(historyFile, `${JSON.stringify(history, null, 2)}\n`);
}

function knownRemote(config, key, remotesConfig) {
  if (!(key in config))
    throw new Refusal(
      `unknown remote ${key}: ${remotesConfig} names ${Object.keys(config).join(', ') || 'none'}`,
    );
}

function publish({ remotesConfig, releasesDir }, names, options) {
  const config = readRemotesConfig(remotesConfig);
  knownRemote(config, names.key, remotesConfig);
  const buildDir = path.resolve(options.from ?? path.join(root, names.dir, 'dist'));
  checkBuild(buildDir, names.key, options.from === undefined);
  const version = options.version ?? defaultVersion(buildDir);
  if (!VERSION.test(version))
    throw new Refusal(
      `bad version "${version}": letters, digits, ".", "_" and "-", starting with a letter or digit`,
    );
  const remoteDir = path.join(releasesDir, names.dir);
  const target = path.join(remoteDir, version);

  return withLock(remotesConfig, () => {
    if (existsSync(target))
      throw new Refusal(
        `${names.dir} ${version} is already published (${target}); choose another --version`,
      );
    // Copied under a dot-name the server does not serve, then renamed: a version is complete
    // from the moment it exists.
    const incoming = path.join(remoteDir, `.incoming-${version}-${process.pid}`);
    try {
      cpSync(buildDir, incoming, { recursive: true, errorOnExist: true, force: false });
      for (const file of filesUnder(incoming)) fsyncPath(path.join(incoming, file));
      renameSync(incoming, target);
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw error;
    }
    fsyncPath(remoteDir);

    const current = readRemotesConfig(remotesConfig)[names.key];
    const entry = entryFor(names.dir, version);
    switchEntry({
      remotesConfig,
      key: names.key,
      entry,
      historyFile: path.join(remoteDir, 'history.json'),
      record: {
        action: 'publish',
        version,
        entry,
        at: new Date().toISOString(),
        previous: { version: versionOf(names.dir, current), entry: current },
      },
    });
    console.log(`[release] published ${names.dir} ${version}; ${names.key} → ${entry}`);
    return { version, entry };
  });
}

function rollback({ remotesConfig, releasesDir }, names, options) {
  const remoteDir = path.join(releasesDir, names.dir);
  const historyFile = path.join(remoteDir, 'history.json');
  return withLock(remotesConfig, () => {
    const config = readRemotesConfig(remotesConfig);
    knownRemote(config, names.key, remotesConfig);
    const current = config[names.key];
    const history = readHistory(historyFile);
    let target;
    let action;
    if (options.to !== undefined) {
      if (
        !VERSION.test(options.to) ||
        !existsSync(path.join(remoteDir, options.to, 'mf-manifest.json'))
      )
        throw new Refusal(`unknown version "${options.to}" of ${names.dir} (not in ${remoteDir})`);
      target = { version: options.to, entry: entryFor(names.dir, options.to) };
      action = 'switch';
    } else {
      const stack = liveStack(history);
      const live = stack.at(-1);
      if (live && live.entry !== current)
        throw new Refusal(
          `${remotesConfig} names ${current} for ${names.key}, but its last release switched it to ` +
            `${live.entry}: the file was changed by hand. Use rollback --to <version>, or edit it.`,
        );
      if (stack.length < 2)
        throw new Refusal(`nothing to roll back to: ${names.dir} has no earlier release`);
      target = stack.at(-2);
      action = 'rollback';
      if (target.version && !existsSync(path.join(remoteDir, target.version, 'mf-manifest.json')))
        throw new Refusal(`unknown version "${target.version}": it is no longer in ${remoteDir}`);
    }
    switchEntry({
      remotesConfig,
      key: names.key,
      entry: target.entry,
      historyFile,
      record: {
        action,
        version: target.version,
        entry: target.entry,
        at: new Date().toISOString(),
        previous: { version: versionOf(names.dir, current), entry: current },
      },
    });
    const label = target.version ?? `the original entry`;
    console.log(`[release] ${names.dir} back to ${label}; ${names.key} → ${target.entry}`);
    return target;
  });
}

function list({ remotesConfig, releasesDir }, names, options) {
  const config = readRemotesConfig(remotesConfig);
  knownRemote(config, names.key, remotesConfig);
  const remoteDir = path.join(releasesDir, names.dir);
  const history = readHistory(path.join(remoteDir, 'history.json'));
  const current = config[names.key];
  const liveVersion = versionOf(names.dir, current);
  const publishedAt = new Map(
    history.filter((record) => record.action === 'publish').map((r) => [r.version, r.at]),
  );
  const versions = existsSync(remoteDir)
    ? readdirSync(remoteDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && VERSION.test(entry.name))
        .map((entry) => ({
          version: entry.name,
          publishedAt:
            publishedAt.get(entry.name) ??
            statSync(path.join(remoteDir, entry.name)).mtime.toISOString(),
          live: entry.name === liveVersion,
        }))
        .sort(
          (a, b) =>
            a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version),
        )
    : [];
  if (options.json) {
    console.log(
      JSON.stringify({ remote: names.dir, entry: current, live: liveVersion, versions }, null, 2),
    );
  } else {
    for (const version of versions)
      console.log(`${version.live ? '*' : ' '} ${version.version}  ${version.publishedAt}`);
    if (versions.length === 0) console.log(`(no published versions in ${remoteDir})`);
    console.log(
      liveVersion
        ? `live: ${liveVersion} (${current})`
        : `live: ${current} (not a published release)`,
    );
  }
  return { versions, live: liveVersion };
}

export function main(argv = process.argv.slice(2)) {
  try {
    const { command, remote, options } = parseArgs(argv);
    const names = remoteNames(remote);
    const run = { publish, rollback, list }[command];
    run(settings(), names, options);
    return 0;
  } catch (error) {
    if (error instanceof Refusal) {
      console.error(`[release] ${error.message}`);
      return error.exitCode;
    }
    console.error(`[release] failed: ${error.stack ?? error}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
