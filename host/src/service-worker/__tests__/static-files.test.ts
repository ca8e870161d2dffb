// The service worker keeps the files its sw.js lists, in caches named for its build.
import { buildCaches, fileKey, isListedFile, isOwnCache, isShellNavigation, staleCaches } from '../static-files';

const scope = 'https://uc.example.com/';
const files = { 'main.d929d316.js': 'sha256-a', 'federation.bd14da4b.js': 'sha256-b', 'main.316fb063.css': 'sha256-c', 'index.html': 'sha256-d' };
const at = (p: string) => new URL(`${scope}${p}`);

it('keeps a script or style the build lists, under the worker folder, with no query', () => {
  expect(isListedFile(at('federation.bd14da4b.js'), 'script', scope, files)).toBe(true);
  expect(isListedFile(at('main.316fb063.css'), 'style', scope, files)).toBe(true);
});

it('never keeps a file the build does not list, the shell as a file, or anything with a query', () => {
  // another build's chunk, a remote's chunk (not checkable against sw.js), the manifests, the config, an API call
  expect(isListedFile(at('federation.00000000.js'), 'script', scope, files)).toBe(false);
  expect(isListedFile(new URL('https://uc-account.example.com/1089.b97d8c23.js'), 'script', scope, files)).toBe(false);
  expect(isListedFile(at('remoteEntry.js'), 'script', scope, files)).toBe(false);
  expect(isListedFile(at('app-config.json'), '', scope, files)).toBe(false);
  expect(isListedFile(at('index.html'), 'document', scope, files)).toBe(false);
  expect(isListedFile(at('main.d929d316.js?token=abc'), 'script', scope, files)).toBe(false);
  // a listed name fetched as something else (fetch(), an image)
  expect(isListedFile(at('main.d929d316.js'), '', scope, files)).toBe(false);
  expect(isListedFile(at('toString'), 'script', scope, files)).toBe(false);
});

it('names a file as sw.js lists it: relative to the worker folder', () => {
  expect(fileKey(at('main.d929d316.js'), scope)).toBe('main.d929d316.js');
  expect(fileKey(new URL('https://uc.example.com/uc/main.d929d316.js'), 'https://uc.example.com/uc/')).toBe('main.d929d316.js');
  expect(fileKey(new URL('https://evil.example.com/main.d929d316.js'), scope)).toBeNull();
  expect(fileKey(at('main.d929d316.js?x=1'), scope)).toBeNull();
});

it('names its caches for the build, and an activating build deletes every other build\'s and the unnamed ones', () => {
  const current = Object.values(buildCaches('1a2b3c4d5e6f7a8b'));
  expect(current).toEqual(['uc-precache-1a2b3c4d5e6f7a8b', 'uc-shell-1a2b3c4d5e6f7a8b', 'uc-files-1a2b3c4d5e6f7a8b']);
  const older = Object.values(buildCaches('0000000000000000'));
  const before = ['uc-shell', 'uc-hashed-files', 'workbox-precache-v2-https://uc.example.com/'];
  expect(staleCaches([...current, ...older, ...before, 'someone-elses'], current)).toEqual([...older, ...before]);
  expect(isOwnCache('someone-elses')).toBe(false);
});

it('takes the shell at the service worker folder or its index.html, whatever the query; nothing else', () => {
  expect(isShellNavigation(new URL('https://uc.example.com/?lang=de'), scope)).toBe(true);
  expect(isShellNavigation(new URL('https://uc.example.com/index.html'), scope)).toBe(true);
  expect(isShellNavigation(new URL('https://uc.example.com/other.html'), scope)).toBe(false);
  expect(isShellNavigation(new URL('https://evil.example.com/'), scope)).toBe(false);
});
