// Which account change a proof is for (ARCHITECTURE.md §8: a proof is bound to the purpose of its code): the page a
// verification leads to decides the purpose of the code, so its proof is one that page's call accepts.
import type { MailPurpose, SmsPurpose } from '../verification/code-purposes';

export type ProofFlow = 'forgotPassword' | 'changePassword';

export const PROOF_PURPOSES: Record<ProofFlow, { sms: SmsPurpose; mail: MailPurpose }> = {
  forgotPassword: { sms: 'mobile_forget_password', mail: 'email_forget_password' },
  changePassword: { sms: 'mobile_change_password', mail: 'email_change_password' },
};

/** The flow whose call spends the proof on `path` (a route with its query), or null when that page spends none. */
export function proofFlowOf(path: string): ProofFlow | null {
  const [pathname, search = ''] = path.split('?');
  if (pathname === '/changepassword') return 'changePassword';
  if (pathname !== '/setpassword') return null;
  const operation = new URLSearchParams(search).get('operation');
  if (operation === 'forgotPassword') return 'forgotPassword';
  return operation === 'changePassword' || operation === 'modifyMail' ? 'changePassword' : null;
}
