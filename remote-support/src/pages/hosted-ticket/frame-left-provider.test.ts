// When the ticket frame counts as having left the provider: only what the browser can tell.
import {
  PROVIDER_LEAVE_MESSAGE, hasLeftProvider, isLeaveMessage, readFrameAddress, refusedFrameOrigin, type FrameAddress,
} from './frame-left-provider';

const PROVIDER = 'https://tickets.example';
const readable = (href: string): FrameAddress => ({ kind: 'readable', href, origin: new URL(href).origin });

test('an unreadable (cross-origin) load is the provider\'s page, however many times it loads: the player stays', () => {
  expect(hasLeftProvider({ kind: 'unreadable' }, PROVIDER)).toBe(false);
});

test('a readable address is compared by origin', () => {
  expect(hasLeftProvider(readable('https://tickets.example/other'), PROVIDER)).toBe(false);
  expect(hasLeftProvider(readable('http://localhost:3000/#/'), PROVIDER)).toBe(true);
  expect(hasLeftProvider(readable('https://tickets.example.evil.com/'), PROVIDER)).toBe(true);
});

test('blank loads never count', () => {
  expect(hasLeftProvider({ kind: 'blank' }, PROVIDER)).toBe(false);
});

test('reading a cross-origin frame (SecurityError) reads as unreadable; about:blank as blank', () => {
  const throwing = { contentWindow: { get location() { throw new DOMException('Blocked', 'SecurityError'); } } };
  expect(readFrameAddress(throwing as unknown as HTMLIFrameElement)).toEqual({ kind: 'unreadable' });
  const blank = { contentWindow: { location: { href: 'about:blank' } } };
  expect(readFrameAddress(blank as unknown as HTMLIFrameElement)).toEqual({ kind: 'blank' });
  const own = { contentWindow: { location: { href: 'http://localhost:3000/x' } } };
  expect(readFrameAddress(own as unknown as HTMLIFrameElement)).toEqual(readable('http://localhost:3000/x'));
});

test('a CSP refusal names the frame origin it refused; other directives are not about frames', () => {
  expect(refusedFrameOrigin({ effectiveDirective: 'frame-src', blockedURI: 'http://127.0.0.1:4100/elsewhere.html' })).toBe('http://127.0.0.1:4100');
  expect(refusedFrameOrigin({ effectiveDirective: 'child-src', blockedURI: 'https://tickets.example' })).toBe(PROVIDER);
  expect(refusedFrameOrigin({ effectiveDirective: 'frame-src', blockedURI: '' })).toBe('null');
  expect(refusedFrameOrigin({ effectiveDirective: 'img-src', blockedURI: 'https://cdn.example/a.png' })).toBe('');
  expect(refusedFrameOrigin({ effectiveDirective: 'script-src', blockedURI: 'inline' })).toBe('');
});

test('the provider\'s leave message, and nothing else, is one', () => {
  expect(isLeaveMessage(PROVIDER_LEAVE_MESSAGE)).toBe(true);
  expect(isLeaveMessage({ source: 'uc-ticket-provider', action: 'leave', extra: 1 })).toBe(true);
  expect(isLeaveMessage({ source: 'uc-ticket-provider', action: 'stay' })).toBe(false);
  expect(isLeaveMessage(JSON.stringify(PROVIDER_LEAVE_MESSAGE))).toBe(false);
  expect(isLeaveMessage(null)).toBe(false);
});
