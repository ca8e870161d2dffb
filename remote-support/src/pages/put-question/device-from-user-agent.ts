// What the webview's user agent tells about the device, to prefill the ticket form (SPEC §5 device model and system
// version). Android names its model and version; iOS only its version (an iPhone never names its model). Anything
// unsure is left '' for the player to fill in.

export interface DeviceGuess {
  model: string;
  systemVersion: string;
}

const NONE: DeviceGuess = { model: '', systemVersion: '' };

// Tokens of the Android parenthesis that are not the model: 'U' (old security flag), 'wv' (webview), a locale, OS names.
const NOT_A_MODEL = /^(u|wv|mobile|tablet|harmonyos|linux|[a-z]{2}(?:[-_][a-z]{2,4})?)$/i;
const MAX_LENGTH = 100;

function androidGuess(details: string): DeviceGuess | null {
  const tokens = details.split(';').map((token) => token.trim());
  const index = tokens.findIndex((token) => /^Android(?:\s|$)/i.test(token));
  if (index < 0) return null;
  const version = /^Android\s+(\d+(?:\.\d+)*)/i.exec(tokens[index])?.[1] ?? '';
  const modelToken = tokens.slice(index + 1).find((token) => token !== '' && !NOT_A_MODEL.test(token)) ?? '';
  const model = modelToken.replace(/\s*Build\/.*$/i, '').trim();
  // Chrome's reduced user agent says 'Android 10; K' on every phone: neither part is true.
  if (model === 'K') return NONE;
  return { model: model.slice(0, MAX_LENGTH), systemVersion: version ? `Android ${version}` : '' };
}

function iosGuess(details: string): DeviceGuess | null {
  const match = /\b(iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+)*)\s+like Mac OS X/i.exec(details);
  if (!match) return null;
  const version = match[2].replace(/_/g, '.');
  const major = Number(version.split('.')[0]);
  const name = match[1].toLowerCase() === 'ipad' && major >= 13 ? 'iPadOS' : 'iOS';
  return { model: '', systemVersion: `${name} ${version}` };
}

/** Device model and system version from a user agent string, '' where it cannot tell. */
export function deviceFromUserAgent(userAgent: string | undefined): DeviceGuess {
  if (typeof userAgent !== 'string') return NONE;
  const details = /\(([^)]*)\)/.exec(userAgent)?.[1] ?? '';
  return androidGuess(details) ?? iosGuess(details) ?? NONE;
}
