// A password form's starting value: the password carried over a 1401 for this flow, taken once (then dropped).
import { useEffect, useState } from 'react';
import { carriedPassword, dropCarriedPassword } from './carried-password';
import type { ProofFlow } from './proof-flows';

export function useCarriedPassword(flow: ProofFlow | null): string {
  const [password] = useState(() => (flow ? carriedPassword(flow) : ''));
  useEffect(() => {
    if (password) dropCarriedPassword();
  }, [password]);
  return password;
}
