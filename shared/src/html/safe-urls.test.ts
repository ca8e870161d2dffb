// Which URLs a message link may use and which may leave the app.
import { externalWebUrl, isAllowedHref, isAllowedImageSrc, openExternalUrl } from './safe-urls';
import { setSessionSource } from '../api/request-fields';
import { initialSessionState } from '../session/session-slice';
import { loggedInState } from '../testing/logged-in-state';

describe('safe URLs', () => {
  it.each(['https://a.example/x', 'http://a.example', 'mailto:x@y.z', 'tel:+123', '#/faq', '/path', 'page.html'])(
    'allows the link %s',
    (href) => expect(isAllowedHref(href)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JAVASCRIPT:x', 'java\tscript:x', ' javascript:x', 'vbscript:x', 'data:text/html,x', 'blob:x', 'file:///etc', '\\\\evil'])(
    'refuses the link %s',
    (href) => expect(isAllowedHref(href)).toBe(false),
  );

  it('allows only http(s) and relative image sources', () => {
    expect(isAllowedImageSrc('https://cdn.example/a.png')).toBe(true);
    expect(isAllowedImageSrc('img/a.png')).toBe(true);
    expect(isAllowedImageSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedImageSrc('javascript:x')).toBe(false);
    expect(isAllowedImageSrc('')).toBe(false);
  });

  it('gives an absolute http(s) URL or null', () => {
    expect(externalWebUrl(' https://a.example/x?y=1 ')).toBe('https://a.example/x?y=1');
    expect(externalWebUrl('#/faq')).toBeNull();
    expect(externalWebUrl('mailto:x@y.z')).toBeNull();
    expect(externalWebUrl('javascript:alert(1)')).toBeNull();
    expect(externalWebUrl(null)).toBeNull();
  });

  it('leaves only over https: an http: link is upgraded (never opened in cleartext), credentials in the address are refused', () => {
    expect(externalWebUrl('http://forum.example/t/1?a=b#c')).toBe('https://forum.example/t/1?a=b#c');
    expect(externalWebUrl('  HTTP://Example.com:80/x ')).toBe('https://example.com/x');
    expect(externalWebUrl('http://example.com:8080/x')).toBe('https://example.com:8080/x');
    // "https://game.example@evil.example" reads as the game's site but leads to evil.example
    expect(externalWebUrl('https://game.example@evil.example/')).toBeNull();
    expect(externalWebUrl('https://user:pw@evil.example/')).toBeNull();
  });

  it('opens only http(s) URLs, through the bridge openUrl (native that declares it) and never with window.open', () => {
    setSessionSource(() => loggedInState({ app: { capabilities: ['openUrl'] } }).session);
    const android = { postMessage: jest.fn() };
    (window as unknown as { UCNativeBridge?: unknown }).UCNativeBridge = android;
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      expect(openExternalUrl('javascript:alert(1)')).toBe(false);
      expect(android.postMessage).not.toHaveBeenCalled();
      expect(openExternalUrl('https://a.example/x')).toBe(true);
      expect(android.postMessage).toHaveBeenCalledWith(JSON.stringify({ method: 'openUrl', payload: { url: 'https://a.example/x' } }));
      expect(openExternalUrl('http://b.example/y')).toBe(true);
      expect(android.postMessage).toHaveBeenLastCalledWith(JSON.stringify({ method: 'openUrl', payload: { url: 'https://b.example/y' } }));
      expect(open).not.toHaveBeenCalled();
    } finally {
      delete (window as unknown as { UCNativeBridge?: unknown }).UCNativeBridge;
      open.mockRestore();
      setSessionSource(initialSessionState);
    }
  });
});
