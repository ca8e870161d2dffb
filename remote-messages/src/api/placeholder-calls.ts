// Balance (GET open/coin/balance/{userId}) and daily / growth tasks (GET open/task/daily, open/task/growth), each with
// user_id. SPEC §2/§7: the task center and balance records make these calls but show sample data; results are unused.
import { api } from '@uc/shared';

export const placeholderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<unknown, string>({
      query: (userId) => ({
        method: 'GET',
        path: 'open/coin/balance',
        suffix: `/${encodeURIComponent(userId)}`,
        payload: { user_id: userId },
      }),
    }),
    getDailyTasks: build.query<unknown, string>({
      query: (userId) => ({ method: 'GET', path: 'open/task/daily', payload: { user_id: userId } }),
    }),
    getGrowthTasks: build.query<unknown, string>({
      query: (userId) => ({ method: 'GET', path: 'open/task/growth', payload: { user_id: userId } }),
    }),
  }),
});

export const { useGetBalanceQuery, useGetDailyTasksQuery, useGetGrowthTasksQuery } = placeholderApi;
