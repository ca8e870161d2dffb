// Where the support pages lead: the hosted ticket route (its name comes from app-config.json) and the ticket form.
import { getAppConfig } from '@uc/shared';

/** SPEC §2: the ticket route is the provider's name followed by 'Ticket', e.g. '/udeskTicket'. */
export function ticketRoutePath(): string {
  return `/${getAppConfig().ticketProvider}Ticket`;
}

export const PUT_QUESTION_PATH = '/putQuestion';
