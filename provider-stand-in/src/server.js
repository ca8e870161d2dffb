// createStandIn({ port, extensions, now }) → Promise<{ url, close(), state, publicKeyPem, … }>: the provider stand-in's HTTP server.
const http = require('http');
const { createRuntime } = require('./runtime');
const { answerFault, faultShape } = require('./faults');
const { IMPLEMENTED_EXTENSIONS } = require('./switches/extensions');
const { readBody } = require('./http/body');
const { applyCors } = require('./http/cors');
const { sendJson } = require('./http/respond');
const { handleControl } = require('./control');
const { handleOpen, log } = require('./open-api');
const { handleTicketApi } = require('./routes/ticket-service');
const { handleDocument } = require('./routes/legal');
const { handleExportFile } = require('./routes/data-export');

const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/;

async function route(ctx) {
  const { req, res, path } = ctx;
  if (applyCors(req, res)) return;
  ctx.body = await readBody(req);
  if (path.startsWith('/__control/')) return handleControl(ctx);
  const fault = ctx.standIn.faults.take(path);
  if (path.startsWith('/open/')) return handleOpen(ctx, fault);
  // every faulted request is logged with its fault (the /open/ ones by handleOpen), so a test can prove it fired
  if (fault) log(ctx.standIn, { at: Date.now(), method: ctx.method, path, query: { ...ctx.query }, payload: null, ok: fault.kind === 'slow', fault: fault.kind });
  if (fault && fault.kind !== 'slow') return answerFault(res, fault.kind, fault.errorMsg, faultShape(path));
  if (fault) await ctx.standIn.delay(fault.delayMs);
  if (path.startsWith('/ticket-api/')) return handleTicketApi(ctx);
  if (handleDocument(ctx)) return;
  if (handleExportFile(ctx)) return;
  if (path === '/' && ctx.method === 'GET') {
    return sendJson(res, 200, { name: '@uc/provider-stand-in', api: '/open/…', control: '/__control/…', ticketApi: '/ticket-api/…', legal: '/legal/…' });
  }
  return sendJson(res, 404, { status: 'fail', error: '404', error_msg: `Not found: ${path}` });
}

function createHandler(standIn, fallbackBase) {
  return (req, res) => {
    const url = new URL(req.url, 'http://stand-in.invalid');
    const host = req.headers.host;
    const ctx = {
      req, res, standIn, state: standIn.state,
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      acceptLanguage: req.headers['accept-language'],
      baseUrl: host && SAFE_HOST.test(host) ? `http://${host}` : fallbackBase(),
    };
    route(ctx).catch((err) => {
      if (res.headersSent) return res.destroy();
      return sendJson(res, err.statusCode || 500, { status: 'fail', error: String(err.statusCode || 500), error_msg: err.message });
    });
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/**
 * Listens on 127.0.0.1 (and on ::1 at the same port when the machine has IPv6 loopback, since localhost may resolve there).
 * extensions: the §8 extensions it speaks (default every one it implements; [] = SPEC §7 alone); now: its base clock.
 */
async function createStandIn({ port = 3100, extensions = IMPLEMENTED_EXTENSIONS, now = Date.now } = {}) {
  const standIn = createRuntime({ extensions, now });
  let url = '';
  const handler = createHandler(standIn, () => url);
  const servers = [http.createServer(handler)];
  const actualPort = await listen(servers[0], port, '127.0.0.1');
  url = `http://localhost:${actualPort}`;
  const v6 = http.createServer(handler);
  try {
    await listen(v6, actualPort, '::1');
    servers.push(v6);
  } catch {
    // no IPv6 loopback here: 127.0.0.1 is enough
  }
  return {
    url,
    port: actualPort,
    state: standIn.state,
    publicKeyPem: standIn.keys.publicKeyPem,
    publicKeyBase64: standIn.keys.publicKeyBase64,
    requests: standIn.requestLog,
    reset: () => standIn.reset(),
    /** The stand-in's clock (ms): proofs and attempt limits read it; advanceClock moves it on. */
    now: () => standIn.now(),
    advanceClock: (ms) => standIn.clock.advance(ms),
    get extensions() {
      return standIn.extensions();
    },
    setExtensions: (list) => standIn.setExtensions(list),
    get defects() {
      return standIn.defects();
    },
    setDefects: (list) => standIn.setDefects(list),
    close() {
      for (const timer of standIn.timers) clearTimeout(timer);
      standIn.timers.clear();
      return Promise.all(servers.map((server) => new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }))).then(() => undefined);
    },
  };
}

module.exports = { createStandIn };
