// The status answer is normalized once: booleans, rest_time 0 when absent, a deadline fixed from the clock.
import { toDeletionStatus } from './get-deletion-status';

test.each([
  [{ appling: true, allowedApply: false, rest_time: 0 }, { appling: true, allowedApply: false, restTime: 0, deadline: null }],
  [{ appling: false, allowedApply: true }, { appling: false, allowedApply: true, restTime: 0, deadline: null }],
  [{ appling: 'false', allowedApply: 'true', rest_time: '90' }, { appling: false, allowedApply: true, restTime: 90, deadline: 1_090_000 }],
  [{ rest_time: -5 }, { appling: false, allowedApply: false, restTime: 0, deadline: null }],
  [{ rest_time: 'soon' }, { appling: false, allowedApply: false, restTime: 0, deadline: null }],
  [{ rest_time: 2.2 }, { appling: false, allowedApply: false, restTime: 3, deadline: 1_003_000 }],
])('%j → %j', (raw, expected) => {
  expect(toDeletionStatus(raw, 1_000_000)).toEqual(expected);
});
