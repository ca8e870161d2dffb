// Shows where the router went, so a test asserts navigation through the UI (data-testid 'location').
import { useLocation } from 'react-router-dom';

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
