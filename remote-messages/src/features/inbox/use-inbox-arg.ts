// The session fields every inbox call carries, as one stable value (also the inbox's cache key).
import { useMemo } from 'react';
import { selectUser, useAppSelector } from '@uc/shared';
import type { MessagesArg } from '../../api/get-messages';

export function useInboxArg(): MessagesArg {
  const user = useAppSelector(selectUser);
  return useMemo(
    () => ({ token: user.token, userId: user.userId, mobile: user.mobile, openId: user.openId }),
    [user.token, user.userId, user.mobile, user.openId],
  );
}
