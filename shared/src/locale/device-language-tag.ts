// What devices really send (iOS `zh-Hant-TW`, Android `zh_CN_#Hans`, `th_TH_TH_#u-nu-thai`, `id_ID`) → `lang[-region]`,
// lower case, so SPEC §1's steps only ever see a language and a region. docs/bridge.md's "Device language tags → locale"
// section is the table this implements.

const LANGUAGE = /^[a-z]{2,3}$/;
const SCRIPT = /^[a-z]{4}$/;
const REGION = /^(?:[a-z]{2}|\d{3})$/;

/** Chinese decided by its script, else its region (`zh-SG` reads Simplified, `zh-MO` Hong Kong's Traditional). */
function chinese(script: string, region: string): string {
  if (script === 'hant') return region === 'hk' || region === 'mo' ? 'zh-hk' : 'zh-tw';
  if (script === 'hans' || region === 'sg') return 'zh-cn';
  if (region === 'mo') return 'zh-hk';
  return region ? `zh-${region}` : 'zh';
}

/** A device tag's parts in lower case: the language (`id` read as the legacy `in`), its script and its region. */
export interface DeviceTagParts {
  language: string;
  script: string;
  /** Two letters or UN M.49 digits (`419`); '' when the tag names none. */
  region: string;
}

/**
 * Splits a device language tag, or null when it names no language. Drops Android's `#Script` suffix, BCP-47
 * extensions and private use (`-u-…`, `-x-…`), iOS ICU keywords (`@calendar=…`) and variants (`POSIX`, Java's `TH`
 * in `th_TH_TH`). Never throws.
 */
export function parseDeviceTag(input: string): DeviceTagParts | null {
  // Step 1 (underscores become hyphens) happens here, with case folding: `ZH_tw` reads like `zh-TW`.
  const lower = input.trim().toLowerCase().replace(/_/g, '-').split('@')[0];
  const hash = lower.indexOf('#');
  // Android's Locale.toString(): `…_#Hant`, `…_#Hant-x-java`, `…_#u-nu-thai` (no script).
  const androidScript = hash < 0 ? '' : lower.slice(hash + 1).split('-')[0];
  const parts = (hash < 0 ? lower : lower.slice(0, hash)).split('-');
  const language = parts[0] === 'id' ? 'in' : parts[0];
  if (!LANGUAGE.test(language)) return null;
  let script = SCRIPT.test(androidScript) ? androidScript : '';
  let region = '';
  for (const part of parts.slice(1)) {
    if (part.length === 1) break; // a BCP-47 extension or private use starts: nothing after it names the locale
    if (!script && !region && SCRIPT.test(part)) script = part;
    else if (!region && REGION.test(part)) region = part;
    // anything else is a variant or noise (`de__POSIX` leaves an empty part): dropped
  }
  return { language, script, region };
}

/**
 * Normalises a device language tag to `lang[-region]` in lower case, or '' when it names no language; a script
 * decides Chinese and is then dropped. Never throws.
 */
export function normaliseDeviceTag(input: string): string {
  const tag = parseDeviceTag(input);
  if (!tag) return '';
  const { language, script, region } = tag;
  if (language === 'zh') return chinese(script, region);
  // Cantonese (iOS `yue-Hant-HK`) reads Hong Kong's Traditional Chinese unless written in Simplified.
  if (language === 'yue') return script === 'hans' || region === 'cn' ? 'zh-cn' : 'zh-hk';
  return region ? `${language}-${region}` : language;
}
