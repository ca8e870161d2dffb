// After deleting the open message there is nothing to show: return to the inbox the way the player came.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// Hash routers keep {key, idx} in history.state; a memory router (tests) does not, its first entry has key 'default'.
function hasPageBehind(locationKey: string): boolean {
  const state = window.history.state as { key?: unknown; idx?: unknown } | null;
  if (state && state.key === locationKey && typeof state.idx === 'number') return state.idx > 0;
  return locationKey !== 'default';
}

export function useLeaveAfterDelete(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (hasPageBehind(location.key)) navigate(-1);
    else navigate('/mymessage', { replace: true }); // opened directly: the inbox, not the game, is the way back
  }, [location.key, navigate]);
}
