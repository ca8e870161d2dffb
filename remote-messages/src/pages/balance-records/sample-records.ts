// Hard-coded sample balance records (SPEC §2 balanceRecords placeholder): kinds are locale keys, numbers illustrative.
export interface SampleRecord {
  id: string;
  /** Key under 'balance.items' in the messages texts. */
  kind: string;
  time: string;
  amount: number;
}

export const SAMPLE_BALANCE = 1280;

export const SAMPLE_RECORDS: readonly SampleRecord[] = [
  { id: 's1', kind: 'topUp', time: '2026-10-30 20:15', amount: 600 },
  { id: 's2', kind: 'purchase', time: '2026-10-29 18:02', amount: -120 },
  { id: 's3', kind: 'reward', time: '2026-10-25 09:40', amount: 50 },
  { id: 's4', kind: 'purchase', time: '2026-10-21 21:33', amount: -300 },
  { id: 's5', kind: 'refund', time: '2026-10-18 12:00', amount: 120 },
];
