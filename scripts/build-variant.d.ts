// Types of build-variant.js for the end-to-end suite.
export function buildVariant(o: {
  appDir: string;
  workDir: string;
  edits?: { file: string; from: string; to: string }[];
  sharedVersion?: string;
  sharedRequired?: string;
  reactVersion?: string;
  minify?: boolean;
}): Promise<string>;
export function prepareVariant(appDir: string, workDir: string, edits?: { file: string; from: string; to: string }[]): string;
