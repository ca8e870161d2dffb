// putQuestion (SPEC §2, §3 ticket form, §5 rules): the ticket form. Images upload as they are picked; submitting
// saves user and ticket through the ticket support service, logged in or not (SPEC §6: tickets need no login).
// The typed text is a draft that survives a reload of the webview.
import '../../locales/register';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import {
  Button, FormField, PageLayout, ResultPanel, callNative, runBack, selectSession, toast, useAppSelector,
} from '@uc/shared';
import { TicketDescriptionField } from './ticket-description-field';
import { FIELD_MAX, firstError, validateTicketForm, type TicketErrors, type TicketField } from './ticket-form';
import { ticketIdentity } from './ticket-identity';
import { TicketImages } from './ticket-images';
import { TicketQuestionType } from './ticket-question-type';
import { useSubmitTicket } from './use-submit-ticket';
import { useTicketForm } from './use-ticket-form';
import { useTicketImages } from './use-ticket-images';
import './put-question-page.css';

export default function PutQuestionPage() {
  const { t } = useTranslation('support');
  const identity = ticketIdentity(useAppSelector(selectSession)).kind;
  const [errors, setErrors] = useState<TicketErrors>({});
  const images = useTicketImages();
  const { state, submitting, submit } = useSubmitTicket();
  const { form, setForm, clearDraft } = useTicketForm(state.kind === 'editing');
  const formRef = useRef<HTMLFormElement>(null);
  const typeRef = useRef<HTMLDivElement>(null);

  const set = (field: TicketField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const err = (field: TicketField) => (errors[field] ? t(errors[field] as string) : undefined);

  // A sent ticket leaves no draft behind.
  useEffect(() => {
    if (state.kind === 'submitted') clearDraft();
  }, [state.kind, clearDraft]);

  const focusField = (field: TicketField) => {
    const target = field === 'questionType'
      ? typeRef.current?.querySelector('input')
      : formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    target?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (identity === 'abnormal') return toast(t('putQuestion.dataAbnormal'));
    const found = validateTicketForm(form);
    setErrors(found);
    const first = firstError(found);
    if (first) {
      toast(t(first[1]));
      return focusField(first[0]);
    }
    if (images.isUploading) return toast(t('putQuestion.images.stillUploading'));
    if (images.hasFailed) return toast(t('putQuestion.images.failedPending'));
    void submit(form, images.urls);
  };

  if (state.kind === 'submitted') {
    return (
      <PageLayout title={t('putQuestion.title')} className="uc-put-question-page">
        <ResultPanel icon={<CircleCheck />} tone="success" heading={t('putQuestion.success')} text={t('putQuestion.successText')}>
          {state.ticketId ? <p className="uc-ticket-number">{t('putQuestion.ticketNumber', { id: state.ticketId })}</p> : null}
          <Button onClick={() => (runBack() ? undefined : callNative('exit'))}>{t('putQuestion.done')}</Button>
        </ResultPanel>
      </PageLayout>
    );
  }

  const required = (key: string) => t('putQuestion.requiredLabel', { label: t(key) });
  const optional = (key: string) => t('putQuestion.optionalLabel', { label: t(key) });

  return (
    <PageLayout title={t('putQuestion.title')} className="uc-put-question-page">
      {identity === 'abnormal' ? (
        <p className="uc-ticket-notice" role="status">
          {t('putQuestion.dataAbnormal')}
        </p>
      ) : null}
      {identity === 'guest' ? <p className="uc-ticket-notice uc-ticket-notice--guest">{t('putQuestion.guestNotice')}</p> : null}
      <form ref={formRef} className="uc-ticket-form" noValidate onSubmit={onSubmit} aria-label={t('putQuestion.title')}>
        <div className="uc-ticket-form__column">
          <FormField
            name="loginTime" type="datetime-local" label={optional('putQuestion.loginTime')}
            value={form.loginTime} onChange={(e) => set('loginTime')(e.target.value)}
          />
          <TicketQuestionType ref={typeRef} value={form.questionType} onChange={set('questionType')} error={err('questionType')} />
          <FormField
            name="deviceModel" label={required('putQuestion.deviceModel')} aria-required="true" autoComplete="off"
            placeholder={t('putQuestion.deviceModelPlaceholder')} maxLength={FIELD_MAX.deviceModel}
            value={form.deviceModel} error={err('deviceModel')} onChange={(e) => set('deviceModel')(e.target.value)}
          />
          <FormField
            name="systemVersion" label={required('putQuestion.systemVersion')} aria-required="true" autoComplete="off"
            placeholder={t('putQuestion.systemVersionPlaceholder')} maxLength={FIELD_MAX.systemVersion}
            value={form.systemVersion} error={err('systemVersion')} onChange={(e) => set('systemVersion')(e.target.value)}
          />
        </div>
        <div className="uc-ticket-form__column">
          <FormField
            name="email" type="email" inputMode="email" autoComplete="email" label={required('putQuestion.email')}
            aria-required="true" maxLength={FIELD_MAX.email}
            value={form.email} error={err('email')} onChange={(e) => set('email')(e.target.value)}
          />
          <FormField
            name="phone" type="tel" inputMode="tel" autoComplete="tel" label={optional('putQuestion.phone')} maxLength={FIELD_MAX.phone}
            value={form.phone} onChange={(e) => set('phone')(e.target.value)}
          />
          <TicketDescriptionField
            label={required('putQuestion.description')} value={form.description} error={err('description')}
            onChange={set('description')}
          />
          <TicketImages images={images} />
        </div>
        <Button type="submit" block disabled={submitting}>
          {t('putQuestion.submit')}
        </Button>
      </form>
    </PageLayout>
  );
}
