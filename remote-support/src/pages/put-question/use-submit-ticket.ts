// Submitting the ticket (SPEC §2 putQuestion, §7 ticket support service): token → save user → save ticket.
// Success hides the overlay and says so; a failure hides it and toasts the error, and the form keeps everything.
// The customer is the one the deployment's token endpoint bound the token to when it names one (the server decides,
// so save user is not sent); else the logged-in player or, logged out, a guest made from the device id and e-mail.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import {
  getAppConfig, selectSession, setCsUserId, showError, showLoading, hideLoading, toast, useAppDispatch, type RootState,
} from '@uc/shared';
import { obtainTicketToken, saveTicket, saveTicketUser } from '../../api/ticket-service-calls';
import { buildTicketPayload } from './ticket-payload';
import { isQuestionType, type TicketForm } from './ticket-form';
import { ticketIdentity } from './ticket-identity';

export type SubmitState = { kind: 'editing' } | { kind: 'submitted'; ticketId: string };

export function useSubmitTicket() {
  const { t } = useTranslation('support');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [state, setState] = useState<SubmitState>({ kind: 'editing' });
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  /** The caller has validated the form and the identity; imageUrls are the uploaded images. */
  const submit = useCallback(
    async (form: TicketForm, imageUrls: string[]) => {
      const identity = ticketIdentity(selectSession(store.getState()));
      if (busy.current || identity.kind === 'abnormal') return; // a double tap sends one ticket
      busy.current = true;
      setSubmitting(true);
      showLoading();
      try {
        const { token, customerId } = await obtainTicketToken();
        const { guest, ...user } = identity.user(form.email);
        const csUserId = customerId || (await saveTicketUser(user, token));
        // A guest's customer id is not the session's: the session (if any later) belongs to a logged-in player.
        if (!guest) dispatch(setCsUserId(csUserId));
        const payload = buildTicketPayload(form, {
          companyId: getAppConfig().ticketService.companyId,
          userId: csUserId,
          title: t(`putQuestion.type.${isQuestionType(form.questionType) ? form.questionType : 'account'}`),
          imageUrls,
        });
        const ticketId = await saveTicket(payload, token);
        hideLoading();
        toast(t('putQuestion.success'));
        setState({ kind: 'submitted', ticketId });
      } catch (e) {
        showError(e);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [dispatch, store, t],
  );

  return { state, submitting, submit };
}
