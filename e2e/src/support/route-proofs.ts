// What proves each SPEC §2 route drew its own page, not the previous one, a loading title or the 404 page: used by the
// security files (Chromium) and the engine smokes (WebKit, Chromium 70), one table for both. strongbindingmail is not
// here: it is reached only through its 1345 flow (a11y-routes.ts walks it), never by its address.

/**
 * A route's own heading (level 1) and, where it has one, a text of its own (an element's whole text) or the hosted
 * frame it draws. Listed so that no two neighbours look alike (a route that stayed on the previous page fails).
 */
export type RouteProof = { heading: string; text?: string; frame?: true };

export const ROUTE_PROOFS: readonly [string, RouteProof][] = [
  ['/', { heading: 'User Center', text: 'Change Account' }],
  ['/manageaccount', { heading: 'Account management', text: 'Linked accounts' }],
  ['/verifyphone', { heading: 'Verify phone number', text: 'Verification method' }],
  ['/verifymail', { heading: 'Verify e-mail', text: 'Verification method' }],
  ['/modifymail', { heading: 'Change e-mail', text: 'Enter the new e-mail. A code will be sent to it.' }],
  ['/modifyphone', { heading: 'Change phone number', text: 'Enter the new phone number. A code will be sent to it.' }],
  ['/bindPhone', { heading: 'Bind phone number', text: 'Bind a phone number to log in with it and to recover your account.' }],
  ['/bindmail', { heading: 'Bind e-mail', text: 'Bind an e-mail to log in with it and to recover your account.' }],
  ['/changepassword', { heading: 'Change password', text: 'New password' }],
  ['/forgotpassword', { heading: 'Forgot password', text: 'Enter the phone number or e-mail bound to your account.' }],
  ['/verifyaccount', { heading: 'Verify your account', text: 'Verification method' }],
  ['/setpassword?operation=changePassword', { heading: 'Set password', text: 'Choose a new password for your account.' }],
  ['/mymessage', { heading: 'My messages', text: 'Launch gift pack' }],
  ['/messageContent?id=1005&category=event', { heading: 'Message', text: 'The Halloween event has started!' }],
  ['/codebox', { heading: 'Code box', text: 'What do the states mean?' }],
  ['/messageContent?id=1001&category=activeCode', { heading: 'Message', text: 'GIFT-LAUNCH-2026' }],
  ['/taskCenter', { heading: 'Task center', text: 'Log in to the game' }],
  ['/balanceRecords', { heading: 'Balance records', text: 'Top-up' }],
  ['/customerservice', { heading: 'Customer Service', text: 'support@example.com' }],
  ['/useragreement', { heading: 'User Agreement', text: 'By playing you accept the terms of service.' }],
  ['/userprivacyIf', { heading: 'Privacy Policy', frame: true }],
  ['/v2/useragreement', { heading: 'User Agreement', frame: true }],
  ['/userprivacy', { heading: 'Privacy Policy', text: 'We keep only what the game needs.' }],
  ['/useragreementIf', { heading: 'User Agreement', frame: true }],
  ['/v2/userprivacy', { heading: 'Privacy Policy', frame: true }],
  ['/faq', { heading: 'FAQ', text: 'Account & Login' }],
  ['/faqDetails?id=1', { heading: 'FAQ details', text: 'How do I switch accounts?' }],
  ['/index?page=faq', { heading: 'FAQ', text: 'Payments & Refunds' }],
  ['/putQuestion', { heading: 'Submit a question', text: 'Up to 4 screenshots, 5 MB each' }],
  ['/udeskTicket', { heading: 'Question message', frame: true }],
  ['/deleteapply', { heading: 'Delete account', text: 'Important notice' }],
  ['/deleteagreement', { heading: 'Deletion agreement', frame: true }],
  // SPEC §7 alone here: the public page says how to delete in the game
  ['/accountdeletion?app=20001', { heading: 'Delete account', text: 'Delete your Stand-in Quest account in the game' }],
  ['/completionprompt', { heading: 'Modification complete', text: 'Your changes have been saved. You can return to the game now.' }],
  ['/messageContent?id=1004', { heading: 'Message', text: 'Servers will be under maintenance on 5 November from 02:00 to 04:00 (UTC).' }],
  ['/nosuchpage', { heading: 'page lost', text: 'Error 404! The page ran away!' }],
];

/** The proof listed for `route`; a route without one is a mistake in the test. */
export function proofOf(route: string): RouteProof {
  const proof = ROUTE_PROOFS.find(([r]) => r === route)?.[1];
  if (!proof) throw new Error(`no proof listed for ${route}`);
  return proof;
}
