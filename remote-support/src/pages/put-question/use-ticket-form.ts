// The ticket form's values: prefilled with what the webview tells about the device, then replaced by the player's
// draft after a reload (issue 16: drafts survive a webview reload; never the images).
import { useState } from 'react';
import { useFormDraft } from '@uc/shared/forms';
import { deviceFromUserAgent } from './device-from-user-agent';
import { emptyTicketForm, ticketFormFromDraft, type TicketForm } from './ticket-form';

export const TICKET_DRAFT_KEY = 'putQuestion';

export function prefilledTicketForm(userAgent: string | undefined): TicketForm {
  const device = deviceFromUserAgent(userAgent);
  return { ...emptyTicketForm(), deviceModel: device.model, systemVersion: device.systemVersion };
}

/** `editing`: false once the ticket is sent, so the sent form is not saved again. */
export function useTicketForm(editing: boolean) {
  const [form, setForm] = useState<TicketForm>(() =>
    prefilledTicketForm(typeof navigator === 'undefined' ? undefined : navigator.userAgent),
  );
  const draft = useFormDraft(
    TICKET_DRAFT_KEY,
    form,
    (saved) => setForm((current) => ({ ...current, ...ticketFormFromDraft(saved) })),
    { enabled: editing },
  );
  return { form, setForm, clearDraft: draft.clear };
}
