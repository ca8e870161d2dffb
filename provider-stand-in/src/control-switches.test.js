// The switches: which §8 extensions the stand-in speaks, the planted defects, the clock; reset keeps the extensions.
const path = require('path');
const { spawn } = require('child_process');
const { createStandIn } = require('./server');
const { request, control, useStandIn } = require('./testing/client');

const ctx = useStandIn({ extensions: ['proof'] });
const ALL = ['proof', 'webAccount', 'dataExport'];
const get = async (name) => (await control(ctx.standIn, 'GET', name)).json;

const DEFECT_NAMES = ['reset-without-proof', 'proof-made-up', 'proof-reusable', 'proof-any-account', 'proof-any-purpose',
  'lookup-unmasked', 'password-without-proof', 'no-attempt-limit'];

/** Starts main.js as `npm start` does, with `args`, and answers its GET /__control/extensions. */
async function extensionsOfMain(args) {
  const child = spawn(process.execPath, [path.join(__dirname, 'main.js'), '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const found = out.match(/listening on (http:\/\/\S+?)\/? /);
        if (found) resolve(found[1]);
      });
      child.on('exit', (code) => reject(new Error(`main.js exited ${code}: ${out}`)));
    });
    return (await request({ url }, { path: '/__control/extensions' })).json;
  } finally {
    child.kill();
  }
}

describe('extensions switch', () => {
  it('speaks every extension it implements unless told otherwise (createStandIn and main.js)', async () => {
    const standIn = await createStandIn({ port: 0 });
    try {
      expect((await control(standIn, 'GET', 'extensions')).json).toEqual({ status: 'ok', extensions: ALL });
    } finally {
      await standIn.close();
    }
    expect(await extensionsOfMain([])).toEqual({ status: 'ok', extensions: ALL });
    expect(await extensionsOfMain(['--extensions', 'none'])).toEqual({ status: 'ok', extensions: [] });
    expect(await extensionsOfMain(['--extensions=proof'])).toEqual({ status: 'ok', extensions: ['proof'] });
  });

  it('is set and read through the control API, and refuses what it does not implement', async () => {
    expect((await control(ctx.standIn, 'POST', 'extensions', { extensions: [] })).json).toEqual({ status: 'ok', extensions: [] });
    expect(await get('extensions')).toEqual({ status: 'ok', extensions: [] });
    expect(ctx.standIn.extensions).toEqual([]);
    for (const body of [{ extensions: ['magic'] }, { extensions: 'proof' }, {}]) {
      expect((await control(ctx.standIn, 'POST', 'extensions', body)).status).toBe(400);
    }
    expect(await get('extensions')).toEqual({ status: 'ok', extensions: [] });
    expect((await control(ctx.standIn, 'POST', 'extensions', { extensions: ['proof'] })).json).toEqual({ status: 'ok', extensions: ['proof'] });
  });

  it('survives a reset, which clears the defects and the clock', async () => {
    await control(ctx.standIn, 'POST', 'extensions', { extensions: [] });
    await control(ctx.standIn, 'POST', 'defects', { defects: ['proof-made-up'] });
    await control(ctx.standIn, 'POST', 'clock', { advanceMs: 60000 });
    await control(ctx.standIn, 'POST', 'reset');
    expect(await get('extensions')).toEqual({ status: 'ok', extensions: [] });
    expect(await get('defects')).toEqual({ status: 'ok', defects: [] });
    expect((await get('clock')).offsetMs).toBe(0);
  });
});

describe('defects switch', () => {
  it('takes exactly the planted defect names', async () => {
    expect(await get('defects')).toEqual({ status: 'ok', defects: [] });
    expect((await control(ctx.standIn, 'POST', 'defects', { defects: DEFECT_NAMES })).json).toEqual({ status: 'ok', defects: DEFECT_NAMES });
    expect(await get('defects')).toEqual({ status: 'ok', defects: DEFECT_NAMES });
    const refused = await control(ctx.standIn, 'POST', 'defects', { defects: ['proof-made-up', 'no-such-defect'] });
    expect(refused.status).toBe(400);
    expect(refused.json.error_msg).toContain('no-such-defect');
    expect(await get('defects')).toEqual({ status: 'ok', defects: DEFECT_NAMES });
    expect((await control(ctx.standIn, 'POST', 'defects', { defects: [] })).json).toEqual({ status: 'ok', defects: [] });
  });
});

describe('clock', () => {
  it('moves on by what a test advances it, without sleeping', async () => {
    const before = await get('clock');
    expect(before).toEqual({ status: 'ok', now: expect.any(Number), offsetMs: 0 });
    const after = (await control(ctx.standIn, 'POST', 'clock', { advanceMs: 10 * 60 * 1000 })).json;
    expect(after.offsetMs).toBe(600000);
    expect(after.now - before.now).toBeGreaterThanOrEqual(600000);
    expect(ctx.standIn.now()).toBeGreaterThanOrEqual(after.now);
    expect((await control(ctx.standIn, 'POST', 'clock', { advanceMs: -1 })).status).toBe(400);
  });

  it('takes an injected base clock', async () => {
    let t = 1700000000000;
    const standIn = await createStandIn({ port: 0, extensions: [], now: () => t });
    try {
      expect((await control(standIn, 'GET', 'clock')).json.now).toBe(1700000000000);
      t += 5;
      standIn.advanceClock(1000);
      expect(standIn.now()).toBe(1700000001005);
    } finally {
      await standIn.close();
    }
  });
});
