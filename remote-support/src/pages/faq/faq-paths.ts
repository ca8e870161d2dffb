// Where the FAQ page leads: the hosted ticket page and one type's questions.
import { getAppConfig } from '@uc/shared';
import type { FaqType } from '../../api/get-faq-types';

/** SPEC §2: the ticket route is the provider's name followed by 'Ticket', e.g. '/udeskTicket'. */
export function ticketRoutePath(): string {
  return `/${getAppConfig().ticketProvider}Ticket`;
}

/** Both values are URL-encoded: a type name may hold '&', '#', spaces or CJK. */
export function faqDetailsPath(type: Pick<FaqType, 'id' | 'name'>): string {
  return `/faqDetails?id=${encodeURIComponent(type.id)}&title=${encodeURIComponent(type.name)}`;
}
