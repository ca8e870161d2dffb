// Shows where the router went, so a test asserts navigation through the UI (data-testid 'location'), and what the
// entry's history state carries (data-state, JSON).
import { useLocation } from 'react-router-dom';

export function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {pathname + search}
    </output>
  );
}
