// Besides its precache, the service worker keeps only content-hashed scripts and styles.
import { isHashedStaticFile, isShellNavigation } from '../static-files';

const remote = (p: string) => new URL(`https://uc-account.example.com${p}`);

it('keeps a remote chunk and its CSS, and the host locale texts', () => {
  expect(isHashedStaticFile(remote('/1.4.0/1089.b97d8c23.js'), 'script')).toBe(true);
  expect(isHashedStaticFile(remote('/1094.e48ad395.css'), 'style')).toBe(true);
  expect(isHashedStaticFile(new URL('https://uc.example.com/texts-de-json.a23235e7.js'), 'script')).toBe(true);
});

it('never keeps what must be fresh on every open or may carry the player', () => {
  expect(isHashedStaticFile(remote('/mf-manifest.json'), '')).toBe(false);
  expect(isHashedStaticFile(remote('/remoteEntry.js'), 'script')).toBe(false);
  expect(isHashedStaticFile(remote('/mf-runtime-core.js'), 'script')).toBe(false);
  expect(isHashedStaticFile(new URL('https://uc.example.com/app-config.json'), '')).toBe(false);
  expect(isHashedStaticFile(new URL('https://api.example.com/open/user/info.12345678.js'), '')).toBe(false);
  expect(isHashedStaticFile(remote('/1089.b97d8c23.js?token=abc'), 'script')).toBe(false);
});

it('takes the shell at the service worker folder or its index.html, whatever the query; nothing else', () => {
  const scope = 'https://uc.example.com/';
  expect(isShellNavigation(new URL('https://uc.example.com/?lang=de'), scope)).toBe(true);
  expect(isShellNavigation(new URL('https://uc.example.com/index.html'), scope)).toBe(true);
  expect(isShellNavigation(new URL('https://uc.example.com/other.html'), scope)).toBe(false);
  expect(isShellNavigation(new URL('https://evil.example.com/'), scope)).toBe(false);
});
