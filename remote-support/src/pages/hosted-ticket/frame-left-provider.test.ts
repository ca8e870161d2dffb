// When the ticket frame counts as having left the provider.
import { hasLeftProvider, readFrameAddress, type FrameAddress } from './frame-left-provider';

const PROVIDER = 'https://tickets.example';
const readable = (href: string): FrameAddress => ({ kind: 'readable', href, origin: new URL(href).origin });

test('the first, unreadable (cross-origin) load is the provider page we asked for', () => {
  expect(hasLeftProvider({ kind: 'unreadable' }, PROVIDER, 1)).toBe(false);
});

test('a later unreadable load means the frame navigated somewhere we cannot see: left', () => {
  expect(hasLeftProvider({ kind: 'unreadable' }, PROVIDER, 2)).toBe(true);
});

test('a readable address is compared by origin, on any load', () => {
  expect(hasLeftProvider(readable('https://tickets.example/other'), PROVIDER, 3)).toBe(false);
  expect(hasLeftProvider(readable('http://localhost:3000/#/'), PROVIDER, 1)).toBe(true);
  expect(hasLeftProvider(readable('https://tickets.example.evil.com/'), PROVIDER, 2)).toBe(true);
});

test('blank loads never count', () => {
  expect(hasLeftProvider({ kind: 'blank' }, PROVIDER, 5)).toBe(false);
});

test('reading a cross-origin frame (SecurityError) reads as unreadable; about:blank as blank', () => {
  const throwing = { contentWindow: { get location() { throw new DOMException('Blocked', 'SecurityError'); } } };
  expect(readFrameAddress(throwing as unknown as HTMLIFrameElement)).toEqual({ kind: 'unreadable' });
  const blank = { contentWindow: { location: { href: 'about:blank' } } };
  expect(readFrameAddress(blank as unknown as HTMLIFrameElement)).toEqual({ kind: 'blank' });
  const own = { contentWindow: { location: { href: 'http://localhost:3000/x' } } };
  expect(readFrameAddress(own as unknown as HTMLIFrameElement)).toEqual(readable('http://localhost:3000/x'));
});
