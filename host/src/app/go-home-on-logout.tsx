// After native's ucOnLogout the page goes home (security-2 N4), replacing the entry it was on: the logged-out home is
// what the next person on the device sees. /index keeps waiting for its own answer (the client entry decides there).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onNativeLogout } from './logout-handler';

export function GoHomeOnLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(
    () => onNativeLogout(() => {
      if (pathname !== '/' && pathname.toLowerCase() !== '/index') navigate('/', { replace: true });
    }),
    [navigate, pathname],
  );
  return null;
}
