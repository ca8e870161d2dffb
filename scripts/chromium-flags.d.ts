// Types of chromium-flags.js for the TypeScript end-to-end suite.
export const CHROMIUM_PATH: string;
export const CHROMIUM_LAUNCHER: string;
export function chromiumArgs(ports?: number[]): string[];
