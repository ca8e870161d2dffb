// Each remote's page opened from a home tile, federation across four origins, and one kernel for all.
import { openPage } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';
import { kernelIdentity } from './support/kernel-probe';
import { visitEachRemoteTile } from './support/remote-tiles';

const suite = useE2eSuite();

test('a tile opens a page of each remote, each loaded from its own origin', async () => {
  const w = await openPage(suite.browser);
  const remoteOrigins = new Set<string>();
  w.page.on('response', (r) => {
    const port = new URL(r.url()).port;
    if (r.url().endsWith('mf-manifest.json') || r.url().endsWith('remoteEntry.js')) remoteOrigins.add(port);
  });
  // the SDK opens the client entry; page=home makes back go through history
  await w.page.goto(`${suite.stack.hostUrl}/#/index?page=home`);
  await nativeLogin(w.page, await suite.provider.session());
  await visitEachRemoteTile(w.page);
  const remotePorts = ['remote-account', 'remote-messages', 'remote-support', 'remote-deletion'].map((d) => String(suite.stack.ports[d]));
  expect([...remoteOrigins].sort()).toEqual(remotePorts.sort());
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('React, the store, i18next and the axios instance are each one object across the host and all remotes', async () => {
  const w = await openPage(suite.browser);
  await w.page.goto(`${suite.stack.hostUrl}/#/`);
  await nativeLogin(w.page, await suite.provider.session());
  await w.page.getByText('Aria').waitFor();
  const pages = [
    ['manageaccount', 'account'],
    ['mymessage', 'messages'],
    ['faq', 'support'],
    ['deleteapply', 'deletion'],
  ];
  for (const [path, app] of pages) {
    await w.page.goto(`${suite.stack.hostUrl}/#/${path}`);
    await w.page
      .waitForFunction((a) => Boolean((window as unknown as { __UC_KERNEL_PROBES__?: Record<string, unknown> }).__UC_KERNEL_PROBES__?.[a]), app)
      .catch(async (e) => {
        throw new Error(`no probe from ${app}: ${JSON.stringify(await kernelIdentity(w.page))} ${e}`);
      });
  }
  const identity = await kernelIdentity(w.page);
  expect(identity.apps).toEqual(['account', 'deletion', 'host', 'messages', 'support']);
  expect(identity.keys).toEqual(
    ['apiClient', 'axios', 'configureStore', 'createPortal', 'i18n', 'i18next', 'store', 'useDispatch', 'useNavigate', 'useState'],
  );
  expect(identity.differing).toEqual([]);
  await w.context.close();
});
