// Types of contract.js for the TypeScript tests that hold the apps' calls to the contract.
export type Extension = 'proof' | 'webAccount' | 'dataExport';
export interface ModeOptions {
  extensions?: readonly string[];
}
export interface CallInfo {
  id: string;
  call: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  operationId: string;
  extension: Extension | null;
  service: 'provider' | 'ticket';
  modes: string[];
}
export const DOCUMENT: Record<string, unknown>;
export const EXTENSIONS: readonly Extension[];
export function calls(options?: ModeOptions): CallInfo[];
export function modeOf(id: string, options?: ModeOptions): string | null;
export function requestSchema(id: string, options?: ModeOptions): Record<string, unknown>;
export function requestFields(id: string, options?: ModeOptions): string[];
export function requestIsOpen(id: string, options?: ModeOptions): boolean;
export function validateRequest(id: string, payload: unknown, options?: ModeOptions): string[];
export function validateAnswer(id: string, body: unknown, options?: ModeOptions): string[];
export function validateFailure(body: unknown): string[];
export function isProviderFailure(body: unknown): boolean;
export function errorNumbers(): Record<string, { meaning: string; source: string; page?: string }>;
