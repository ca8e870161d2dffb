// The country a device's language tag names, where the phone pickers start (docs/spec-readings.md "Account flows: readings").
import { parseDeviceTag } from './device-language-tag';

/**
 * The country the device's tag names, as an upper-case region id (`ja_JP` → 'JP', `zh-Hant-TW` → 'TW'), or '' when
 * it names none: only a region the player's device states, never one guessed from the language or script (`zh-Hant`,
 * `ja`, `es-419` give ''). The phone pickers start on it.
 */
export function deviceRegion(input: unknown): string {
  if (typeof input !== 'string' || input.length > 128) return '';
  const region = parseDeviceTag(input)?.region ?? '';
  return /^[a-z]{2}$/.test(region) ? region.toUpperCase() : '';
}
