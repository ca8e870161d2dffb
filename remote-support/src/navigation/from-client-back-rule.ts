// SPEC §2: a page opened with from=client exits the client view on back; otherwise back goes through history
// (and the first entry of the session, a page the client opened directly, exits too: PageLayout's 'history' rule).
import { useSearchParams } from 'react-router-dom';
import type { BackRule } from '@uc/shared';

export function useFromClientBackRule(): BackRule {
  const [search] = useSearchParams();
  return search.get('from') === 'client' ? 'exit' : 'history';
}
