// Every SPEC §2 route → the remote page that serves it, or a host page. Remote pages load on first visit only;
// a page its remote does not expose yet already has its future name here and shows the fallback page until then.
import type { RemoteName } from '@uc/shared';
import type { ExposedModule } from '../federation/exposed-modules';

export interface RemoteRoute {
  kind: 'remote';
  remote: RemoteName;
  /** Exposed module, './<PascalName>' (contract: default export = the page component). */
  module: string;
  /** 'host' namespace key of the title the fallback and loading pages show. */
  titleKey: string;
}

export interface HostRoute {
  kind: 'host';
  page: 'home' | 'client-entry';
}

export type RouteTarget = RemoteRoute | HostRoute;

// `module` is type-checked against what remote `r` exposes (its exposes.js): a renamed page breaks the type check.
const remote = <R extends RemoteName>(r: R, module: ExposedModule<R>, titleKey: string): RemoteRoute => ({
  kind: 'remote',
  remote: r,
  module,
  titleKey,
});

export const ROUTE_TABLE: Readonly<Record<string, RouteTarget>> = Object.freeze({
  '/': { kind: 'host', page: 'home' },
  '/index': { kind: 'host', page: 'client-entry' },
  // remote-account: binding, verification and password flows
  '/manageaccount': remote('account', './ManageAccount', 'route.manageAccount'),
  '/verifyphone': remote('account', './VerifyPhone', 'route.verifyPhone'),
  '/verifymail': remote('account', './VerifyMail', 'route.verifyMail'),
  '/modifymail': remote('account', './ModifyMail', 'route.modifyMail'),
  '/strongbindingmail': remote('account', './StrongBindingMail', 'route.strongBindingMail'),
  '/modifyphone': remote('account', './ModifyPhone', 'route.modifyPhone'),
  '/bindPhone': remote('account', './BindPhone', 'route.bindPhone'),
  '/bindmail': remote('account', './BindMail', 'route.bindMail'),
  '/changepassword': remote('account', './ChangePassword', 'route.changePassword'),
  '/completionprompt': remote('account', './CompletionPrompt', 'route.completionPrompt'),
  '/forgotpassword': remote('account', './ForgotPassword', 'route.forgotPassword'),
  '/verifyaccount': remote('account', './VerifyAccount', 'route.verifyAccount'),
  '/setpassword': remote('account', './SetPassword', 'route.setPassword'),
  // remote-messages: inbox, message content, code box, task center, balance records
  '/mymessage': remote('messages', './MyMessage', 'route.myMessage'),
  '/messageContent': remote('messages', './MessageContent', 'route.messageContent'),
  '/codebox': remote('messages', './CodeBox', 'route.codeBox'),
  '/taskCenter': remote('messages', './TaskCenter', 'route.taskCenter'),
  '/balanceRecords': remote('messages', './BalanceRecords', 'route.balanceRecords'),
  // remote-support: customer service, FAQ, tickets, legal documents
  '/customerservice': remote('support', './CustomerService', 'route.customerService'),
  '/useragreement': remote('support', './UserAgreement', 'route.userAgreement'),
  '/useragreementIf': remote('support', './UserAgreementIf', 'route.userAgreement'),
  '/v2/useragreement': remote('support', './UserAgreementV2', 'route.userAgreement'),
  '/userprivacy': remote('support', './UserPrivacy', 'route.userPrivacy'),
  '/userprivacyIf': remote('support', './UserPrivacyIf', 'route.userPrivacy'),
  '/v2/userprivacy': remote('support', './UserPrivacyV2', 'route.userPrivacy'),
  '/faq': remote('support', './Faq', 'route.faq'),
  '/faqDetails': remote('support', './FaqDetails', 'route.faqDetails'),
  '/putQuestion': remote('support', './PutQuestion', 'route.putQuestion'),
  // remote-deletion
  '/deleteapply': remote('deletion', './DeleteApply', 'route.deleteApply'),
  '/deleteagreement': remote('deletion', './DeleteAgreement', 'route.deleteAgreement'),
  // ARCHITECTURE.md §8 webAccount: the public deletion page, no session needed (a link from the store or a web site)
  '/accountdeletion': remote('deletion', './AccountDeletion', 'route.accountDeletion'),
});

/** The hosted ticket page: its path is `/${ticketProvider}Ticket`, known only once app-config.json is read. */
export const TICKET_ROUTE: RemoteRoute = remote('support', './HostedTicket', 'route.ticket');

/** Path → target; the ticket route is matched against the configured provider. Exact spelling only: AppRoutes redirects other cases. */
export function resolveRoute(path: string, ticketPath: string): RouteTarget | undefined {
  if (path === ticketPath) return TICKET_ROUTE;
  return Object.prototype.hasOwnProperty.call(ROUTE_TABLE, path) ? ROUTE_TABLE[path] : undefined;
}
