// Where the FAQ page leads: one type's questions (the ticket routes live in navigation/ticket-route-path).
import type { FaqType } from '../../api/get-faq-types';

export { ticketRoutePath } from '../../navigation/ticket-route-path';

/** Both values are URL-encoded: a type name may hold '&', '#', spaces or CJK. */
export function faqDetailsPath(type: Pick<FaqType, 'id' | 'name'>): string {
  return `/faqDetails?id=${encodeURIComponent(type.id)}&title=${encodeURIComponent(type.name)}`;
}
