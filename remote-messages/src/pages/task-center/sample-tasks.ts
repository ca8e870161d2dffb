// Hard-coded sample tasks (SPEC §2 taskCenter placeholder): names are locale keys, numbers are illustrative only.
export interface SampleTask {
  /** Key under 'task.items' in the messages texts. */
  key: string;
  reward: number;
  done: number;
  total: number;
}

export const SAMPLE_DAILY_TASKS: readonly SampleTask[] = [
  { key: 'login', reward: 10, done: 1, total: 1 },
  { key: 'matches', reward: 20, done: 1, total: 3 },
  { key: 'share', reward: 15, done: 0, total: 1 },
];

export const SAMPLE_GROWTH_TASKS: readonly SampleTask[] = [
  { key: 'tutorial', reward: 50, done: 1, total: 1 },
  { key: 'bindMobile', reward: 30, done: 0, total: 1 },
  { key: 'level', reward: 100, done: 6, total: 10 },
];
