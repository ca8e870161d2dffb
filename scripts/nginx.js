// Real nginx for the production builds, from the deploy/nginx.conf example: its {{…}} placeholders are filled for
// one environment (ports, roots, the host's origins, the CSP of its app-config.json) and nginx runs as our own
// process (`nginx -p DIR -c DIR/nginx.conf -g 'daemon off;'`) on 127.0.0.1, never as the system service.
// The end-to-end suite serves the apps with it (e2e/src/support/nginx.ts); by hand:
//
//   node scripts/nginx.js [--port-base 3300] [--print]
//
// serves host/dist and every remote's dist through nginx on the port base (3300…3304), with an app-config.json
// pointed at the provider stand-in and simulator of `npm start` (3100, 3200), and the example's plain-http server (it
// only redirects to https) on the port after the apps' (3305); --print only prints the filled example.
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const http = require('http');
const { spawn } = require('child_process');
const { APP_DIRS, PORTS, REMOTE_KEYS } = require('./apps');
const { buildCsp } = require('./csp');

const ROOT = path.join(__dirname, '..');
const TEMPLATE = path.join(ROOT, 'deploy/nginx.conf');
const NGINX_PATH = process.env.UC_NGINX || '/usr/sbin/nginx';
const BROTLI_STATIC_MODULE = process.env.UC_NGINX_BROTLI_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Fills the example. `values`: placeholder → string, or an array of strings (the line is written once per item);
 * a `# @each name` … `# @end name` section is written once per object of values[name] (its placeholders).
 * Every placeholder outside comments needs a value.
 */
function renderNginxConf(template, values) {
  const sections = template.replace(/^# @each (\w+)\n([\s\S]*?)^# @end \1\n/gm, (_, name, body) => {
    const items = values[name];
    if (!Array.isArray(items) || items.length === 0) throw new Error(`nginx example: no values for section "${name}"`);
    return items.map((item) => fill(body, { ...values, ...item })).join('\n');
  });
  return fill(sections, values);
}

function fill(text, values) {
  return text
    .split('\n')
    .flatMap((line) => {
      if (line.trimStart().startsWith('#')) return [line]; // comments name the placeholders; they stay as written
      const names = [...line.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      for (const name of names) if (!(name in values)) throw new Error(`nginx example: no value for {{${name}}}`);
      const list = names.find((name) => Array.isArray(values[name]));
      const copies = list ? values[list].map((item) => ({ ...values, [list]: item })) : [values];
      return copies.map((v) => line.replace(/\{\{(\w+)\}\}/g, (_, name) => checked(name, v[name], line)));
    })
    .join('\n');
}

/** A value nginx reads as one token (or one quoted string): no quote, escape, variable, brace or line break. */
function checked(name, value, line) {
  const quoted = line.includes(`"{{${name}}}"`);
  if (typeof value !== 'string' || value === '' || /["\\${}\n#]/.test(value) || (!quoted && /;/.test(value))) {
    throw new Error(`nginx example: unsafe value for {{${name}}}: ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * An upload of a build into `to`, made quickly: content-hashed files are hard-linked (a rebuild never rewrites a file
 * of that name with other bytes), the rest copied (a rebuild rewrites index.html or remoteEntry.js in place), so a
 * rebuild elsewhere leaves what a run serves as it was. Files here are only ever replaced, never written in place.
 */
function upload(from, to) {
  openDir(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [src, dest] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) upload(src, dest);
    else if (!/\.[0-9a-f]{8,}\./.test(entry.name)) copyReadable(src, dest);
    else {
      try {
        fs.linkSync(src, dest);
        fs.chmodSync(dest, fs.statSync(dest).mode | 0o444); // a build made under umask 077: readable by nginx's worker
      } catch (e) {
        if (e.code !== 'EXDEV') throw e; // another file system: a copy
        copyReadable(src, dest);
      }
    }
  }
}

/** A folder nginx's worker can enter and list (the umask may have made it the owner's only). */
function openDir(d) {
  fs.mkdirSync(d, { recursive: true });
  fs.chmodSync(d, 0o755);
}

/** A copy nginx's worker can read (the umask may have made it the owner's only). */
function copyReadable(src, dest) {
  fs.copyFileSync(src, dest);
  fs.chmodSync(dest, 0o644);
}

function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text, { mode: 0o644 });
  fs.renameSync(tmp, file);
}

/** Points `link` at `target` in one step (nginx never sees a missing root). */
function relink(link, target) {
  const tmp = `${link}.${process.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(target, tmp);
  fs.renameSync(tmp, link);
}

/**
 * nginx's prefix for one run, `name` (e.g. 'e2e-4000'), in a folder every user can enter: started as root, nginx's
 * worker runs as `nobody` and must reach every served file, which a checkout inside a private folder (`mktemp -d`, a
 * home directory of mode 700) does not allow. It lies under the system's temporary folder, one per checkout.
 */
function nginxPrefix(name) {
  const checkout = crypto.createHash('sha256').update(path.resolve(ROOT)).digest('hex').slice(0, 12);
  const parent = path.join(os.tmpdir(), `uc-nginx-${checkout}`);
  openDir(parent);
  return path.join(parent, name);
}

/** The first folder above `file` (or itself) that the worker's user (not the owner, not the group) cannot enter. */
function closedToWorker(file) {
  for (let d = path.resolve(file); ; d = path.dirname(d)) {
    if ((fs.statSync(d).mode & 0o001) === 0) return d;
    if (path.dirname(d) === d) return null;
  }
}

/** Waits without returning to the event loop (a test's registration is synchronous). */
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether a process is alive (a zombie left to a parent that never reaps it counts as gone). */
function alive(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * An nginx of an earlier run on the same folder whose runner was killed before it could stop it (it still holds the
 * ports): stopped by the pid in its pid file, if that process is an nginx master of this very folder.
 */
function stopLeftoverNginx(dir) {
  const pidFile = path.join(path.resolve(dir), 'nginx.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!(cmdline.startsWith('nginx: master') && cmdline.includes(` -p ${path.resolve(dir)} `))) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive(pid) && waited < 5000; waited += 50) sleepSync(50);
}

function answers(port) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume();
      resolve(String(res.headers.server || '').startsWith('nginx'));
    });
    req.on('error', () => resolve(false));
  });
}

/** The plain-http server's port in a local run: the one after the apps' (base + 5); production listens on 80. */
function httpRedirectPort(ports) {
  return ports.host + APP_DIRS.length;
}

/**
 * Lays out an environment for nginx in `dir`: each app's files as uploaded, app-config.json, the filled example and
 * the process settings.
 * @param {object} o
 * @param {string} o.dir a folder of its own (wiped): the nginx prefix, its configuration, logs and the served copies
 * @param {Record<string, number>} o.ports the app ports (host, remote-account…)
 * @param {object} o.config the host's app-config.json (also served to each remote's own page)
 * @param {string} [o.hostRoot] the host build to serve (default host/dist)
 */
async function prepareNginxApps({ dir, ports, config, hostRoot = path.join(ROOT, 'host/dist') }) {
  dir = path.resolve(dir);
  stopLeftoverNginx(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  openDir(dir);
  fs.mkdirSync(path.join(dir, 'temp'));
  const closed = process.getuid?.() === 0 ? closedToWorker(dir) : null;
  if (closed) {
    throw new Error(`nginx's worker (user nobody) cannot enter ${closed}: give nginx a prefix from nginxPrefix() in scripts/nginx.js`);
  }
  const www = path.join(dir, 'www');
  for (const d of [www, path.join(www, 'host')]) openDir(d);
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  const host = { config, root: path.resolve(hostRoot), releases: 0 };
  // a host upload: a new release folder with the environment's app-config.json, then `current` points at it
  const stageHost = () => {
    const release = path.join(www, 'host', `release-${++host.releases}`);
    upload(host.root, release);
    writeAtomically(path.join(release, 'app-config.json'), json(host.config));
    relink(path.join(www, 'host', 'current'), release);
  };
  stageHost();
  for (const remote of Object.keys(REMOTE_KEYS)) {
    upload(path.join(ROOT, remote, 'dist'), path.join(www, remote));
    writeAtomically(path.join(www, remote, 'app-config.json'), json(config));
  }
  // what `node scripts/csp.js app-config.json` prints for the served file (serving.e2e.ts runs that command to check)
  const csp = buildCsp(JSON.parse(fs.readFileSync(path.join(www, 'host', 'current', 'app-config.json'), 'utf8')));
  const site = renderNginxConf(fs.readFileSync(TEMPLATE, 'utf8'), {
    HOST_LISTEN: `127.0.0.1:${ports.host}`,
    HOST_NAME: 'localhost',
    HOST_ROOT: path.join(www, 'host', 'current'),
    HOST_ORIGIN: [`http://localhost:${ports.host}`, `http://127.0.0.1:${ports.host}`],
    HOST_CSP: csp,
    HTTP_LISTEN: `127.0.0.1:${httpRedirectPort(ports)}`,
    remote: Object.keys(REMOTE_KEYS).map((remote) => ({
      REMOTE_LISTEN: `127.0.0.1:${ports[remote]}`,
      REMOTE_NAME: 'localhost',
      REMOTE_ROOT: path.join(www, remote),
    })),
  });
  fs.writeFileSync(path.join(dir, 'uc-site.conf'), site);
  // The process settings of a run as our own process: everything inside dir, one worker; the site is the example.
  const temp = (name) => `    ${name}_temp_path ${path.join(dir, 'temp', name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // deploy/nginx.conf's brotli_static (Debian's libnginx-mod-http-brotli-static, scripts/ensure-tools.js)
      `load_module ${BROTLI_STATIC_MODULE};`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 512; }',
      'http {',
      `    access_log ${path.join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      `    include ${path.join(dir, 'uc-site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return {
    dir,
    csp,
    siteConf: site,
    /** A deploy of the host: app-config.json replaced on disk; another build is uploaded as a new release first. */
    setHostConfig(next, root = hostRoot) {
      // a config naming other origins needs another CSP: the example filled again and nginx reloaded
      if (buildCsp(next) !== csp) throw new Error('this app-config.json needs another Content-Security-Policy: fill the example again and reload nginx');
      host.config = next;
      if (path.resolve(root) !== host.root) {
        host.root = path.resolve(root);
        stageHost();
      } else writeAtomically(path.join(www, 'host', 'current', 'app-config.json'), json(next));
    },
    /** Uploads a build of a remote as a new release folder on that remote's origin; returns its manifest URL. */
    addRelease(remote, name, from) {
      if (!/^[\w.-]+$/.test(name)) throw new Error(`release name ${name}: letters, digits, . _ - only`);
      const to = path.join(www, remote, name);
      fs.rmSync(to, { recursive: true, force: true });
      upload(from, to);
      return `http://localhost:${ports[remote]}/${name}/mf-manifest.json`;
    },
  };
}

/**
 * Serves the host and the four remotes through real nginx from the example (see prepareNginxApps), until stop().
 * @param {Parameters<typeof prepareNginxApps>[0]} o
 */
async function startNginxApps(o) {
  if (!fs.existsSync(NGINX_PATH)) {
    throw new Error(`nginx is missing at ${NGINX_PATH}: \`node scripts/ensure-tools.js\` installs it (as root)`);
  }
  const env = await prepareNginxApps(o);
  const { dir } = env;
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  const running = () => child.exitCode === null && child.signalCode === null;
  // whatever ends the runner (a failed test, an exception, Ctrl-C), its nginx ends with it
  const killOnExit = () => running() && child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (!running()) return;
    child.kill('SIGTERM'); // fast shutdown: the master stops its worker, then itself
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const appPorts = [...APP_DIRS.map((d) => o.ports[d]), httpRedirectPort(o.ports)];
  // ours is up when its pid file names it (nginx writes it once every port is bound) and every port answers
  const pidFile = path.join(dir, 'nginx.pid');
  const ours = () => fs.existsSync(pidFile) && Number(fs.readFileSync(pidFile, 'utf8').trim()) === child.pid;
  for (const deadline = Date.now() + 10000; ; ) {
    if (!running()) throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${stderr}${errorLog()}`);
    if (ours() && (await Promise.all(appPorts.map(answers))).every(Boolean)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${appPorts.join(', ')} within 10 s:\n${stderr}${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ...env, pid: child.pid, errorLog, running, stop };
}

module.exports = { renderNginxConf, nginxPrefix, prepareNginxApps, startNginxApps, stopLeftoverNginx, httpRedirectPort, NGINX_PATH, BROTLI_STATIC_MODULE, TEMPLATE, SERVED_APPS: APP_DIRS };

if (require.main === module) {
  const { appConfigFor } = require('./stack');
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const base = Number(arg('--port-base')) || 3300;
  // the apps on the port base; the stand-in and the simulator are those of `npm start`
  const ports = { ...PORTS, ...Object.fromEntries(APP_DIRS.map((d, i) => [d, base + i])) };
  const print = process.argv.includes('--print');
  // --print lays out a folder of its own: it never touches (or stops) an nginx running on that base
  const dir = nginxPrefix(print ? `${base}-print` : String(base));
  (print ? prepareNginxApps : startNginxApps)({ dir, ports, config: appConfigFor(ports) }).then(
    (apps) => {
      if (print) return process.stdout.write(apps.siteConf);
      console.log(`nginx (pid ${apps.pid}) serves the builds copied into ${dir}/www:`);
      for (const d of APP_DIRS) console.log(`  ${d.padEnd(16)} http://localhost:${ports[d]}/`);
      console.log(`  ${'plain http'.padEnd(16)} http://localhost:${httpRedirectPort(ports)}/ (301 to https)`);
      const target = encodeURIComponent(`http://localhost:${base}/#/index?page=home`);
      console.log(`With \`npm start\` running, open http://localhost:${PORTS.simulator}/?target=${target}. Ctrl-C stops.`);
      const stop = () => apps.stop().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (e) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
