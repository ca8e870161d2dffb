// The e2e stack's §8 switch: by default the page's app-config.json and the stand-in both speak SPEC §7 alone (the
// built config's list overridden), and `providerExtensions` reaches both, through a host re-serve and a reset.
import http from 'http';
import { startE2eStack } from './support/stack';

/** The host's app-config.json, on a fresh connection (a re-serve closes the server a kept-alive one would reuse). */
function servedConfig(hostUrl: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    http.get(`${hostUrl}/app-config.json`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`app-config.json answered ${res.statusCode}`))));
    }).on('error', reject);
  });
}

test('a default stack speaks SPEC §7 alone: no extension in app-config.json, none in the stand-in', async () => {
  const { stack, provider } = await startE2eStack();
  try {
    expect((await servedConfig(stack.hostUrl)).providerExtensions).toEqual([]);
    expect(await provider.extensions()).toEqual([]);
  } finally {
    await stack.stop();
  }
});

test("providerExtensions ['proof'] reaches the served app-config.json and the stand-in, and stays through a re-serve and a reset", async () => {
  const { stack, provider } = await startE2eStack({ providerExtensions: ['proof'] });
  try {
    expect((await servedConfig(stack.hostUrl)).providerExtensions).toEqual(['proof']);
    expect(await provider.extensions()).toEqual(['proof']);
    await stack.setHostConfig({ supportEmail: 'help@example.org' });
    expect(await servedConfig(stack.hostUrl)).toMatchObject({ providerExtensions: ['proof'], supportEmail: 'help@example.org' });
    await provider.setDefects(['proof-made-up']);
    await provider.reset();
    expect(await provider.extensions()).toEqual(['proof']);
    expect(await provider.defects()).toEqual([]);
  } finally {
    await stack.stop();
  }
});
