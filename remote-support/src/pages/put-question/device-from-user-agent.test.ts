// Device model and system version read from real webview user agents.
import { deviceFromUserAgent } from './device-from-user-agent';

test.each([
  [
    'Android WebView, Pixel',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.178 Mobile Safari/537.36',
    { model: 'Pixel 8', systemVersion: 'Android 14' },
  ],
  [
    'Android WebView, Xiaomi with a number model',
    'Mozilla/5.0 (Linux; Android 12; 2201117TG Build/SKQ1.211103.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36',
    { model: '2201117TG', systemVersion: 'Android 12' },
  ],
  [
    'Samsung Internet, model without Build',
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/21.0 Chrome/110.0.5481.154 Mobile Safari/537.36',
    { model: 'SM-S918B', systemVersion: 'Android 13' },
  ],
  [
    'old Android with the U flag and a locale',
    'Mozilla/5.0 (Linux; U; Android 4.4.2; zh-cn; HUAWEI MT7-TL00 Build/HuaweiMT7-TL00) AppleWebKit/533.1 (KHTML, like Gecko) Version/4.0 MQQBrowser/5.3 Mobile Safari/533.1',
    { model: 'HUAWEI MT7-TL00', systemVersion: 'Android 4.4.2' },
  ],
  [
    'Android 9 webview with a space in the model',
    'Mozilla/5.0 (Linux; Android 9; MI 8 Build/PKQ1.180729.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/70.0.3538.110 Mobile Safari/537.36',
    { model: 'MI 8', systemVersion: 'Android 9' },
  ],
  [
    'Chrome reduced user agent (Android 10; K): nothing is true',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    { model: '', systemVersion: '' },
  ],
  [
    'iPhone WKWebView: the version only',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    { model: '', systemVersion: 'iOS 17.4.1' },
  ],
  [
    'iOS 12 Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    { model: '', systemVersion: 'iOS 12.5.7' },
  ],
  [
    'iPad with a mobile user agent',
    'Mozilla/5.0 (iPad; CPU OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    { model: '', systemVersion: 'iPadOS 16.1' },
  ],
  [
    'iPad in desktop mode (looks like a Mac): nothing',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    { model: '', systemVersion: '' },
  ],
  [
    'desktop Chromium (the simulator): nothing',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { model: '', systemVersion: '' },
  ],
])('%s', (_name, ua, expected) => {
  expect(deviceFromUserAgent(ua)).toEqual(expected);
});

test('no or odd input gives nothing, never throws', () => {
  expect(deviceFromUserAgent(undefined)).toEqual({ model: '', systemVersion: '' });
  expect(deviceFromUserAgent('')).toEqual({ model: '', systemVersion: '' });
  expect(deviceFromUserAgent('(Android)')).toEqual({ model: '', systemVersion: '' });
  expect(deviceFromUserAgent(`(Linux; Android 14; ${'x'.repeat(500)})`).model).toHaveLength(100);
});
