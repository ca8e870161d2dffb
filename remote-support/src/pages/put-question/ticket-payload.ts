// SPEC §3 ticket save payload: companyid, ticket_title, userid, user_emails, ticket_typeid, ticket_from,
// ticket_content, extend_fields [{fieldid, field_value}]. Built from the form, the config and the session only.
import { getAppConfig } from '@uc/shared';
import { questionTypeId, type TicketForm } from './ticket-form';

/** SPEC §9: the ticket source code. */
export const TICKET_FROM = '2';

export interface TicketSavePayload {
  companyid: string;
  ticket_title: string;
  userid: string;
  user_emails: string;
  ticket_typeid: string;
  ticket_from: string;
  ticket_content: string;
  extend_fields: Array<{ fieldid: string; field_value: string }>;
}

export interface TicketPayloadContext {
  /** app-config.json ticketService.companyId (fixed per deployment). */
  companyId: string;
  /** The customer-service user id the session holds (set by save-user). */
  userId: string;
  /** The question type's name in the player's language. */
  title: string;
  /** Addresses of the uploaded images, in the order shown. */
  imageUrls: string[];
}

/** 'YYYY-MM-DDTHH:mm' → 'YYYY-MM-DD HH:mm' (as SPEC §3 shows times elsewhere). */
const readableTime = (value: string): string => value.trim().replace('T', ' ');

/** The extended fields (ids from app-config `ticketIds.fields`) in the order they are sent; each always present. */
export function buildTicketPayload(form: TicketForm, ctx: TicketPayloadContext): TicketSavePayload {
  const ids = getAppConfig().ticketIds.fields;
  return {
    companyid: ctx.companyId,
    ticket_title: ctx.title,
    userid: ctx.userId,
    user_emails: form.email.trim(),
    ticket_typeid: questionTypeId(form.questionType),
    ticket_from: TICKET_FROM,
    ticket_content: form.description.trim(),
    extend_fields: [
      { fieldid: ids.loginTime, field_value: readableTime(form.loginTime) },
      { fieldid: ids.deviceModel, field_value: form.deviceModel.trim() },
      { fieldid: ids.systemVersion, field_value: form.systemVersion.trim() },
      { fieldid: ids.phone, field_value: form.phone.trim() },
      { fieldid: ids.images, field_value: ctx.imageUrls.join(',') },
    ],
  };
}
