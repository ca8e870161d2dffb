// The address dialog: a web address in a read-only field with Copy and Close, for a view that must not leave the
// user center (native without openUrl). The field stays on screen so the player can always copy it by hand.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../clipboard/copy-text';
import { Button } from '../controls/button';
import { FormField } from '../controls/form-field';
import { useModalBehaviour } from '../modal/use-modal-behaviour';
import { settleDialog, type DialogRequest } from './confirm-dialog';
import { toast } from './toast';
import '../modal/modal.css';

export function AddressDialogView({ request, address }: { request: DialogRequest; address: string }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const close = () => settleDialog(request.id, false);
  const onKeyDown = useModalBehaviour(dialogRef, close);

  // Called in the tap itself: old webviews copy only inside the player's gesture.
  const copy = async () => {
    if (await copyText(address)) {
      toast(t('link.copied'));
      settleDialog(request.id, true);
      return;
    }
    setFailed(true);
    const field = fieldRef.current;
    field?.focus();
    field?.setSelectionRange(0, address.length);
  };

  return (
    <div className="uc-modal-backdrop uc-modal-backdrop--dialog">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys from the controls inside: Escape closes, Tab stays in the dialog */}
      <div
        ref={dialogRef}
        className="uc-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="uc-dialog__title">
          {request.title}
        </h2>
        <p id={messageId} className="uc-dialog__message">
          {request.message}
        </p>
        <FormField
          ref={fieldRef}
          label={t('link.address')}
          value={address}
          readOnly
          inputMode="none"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          onFocus={(e) => e.currentTarget.select()}
        />
        {failed ? (
          <p role="alert" className="uc-dialog__message">
            {t('link.copyFailed')}
          </p>
        ) : null}
        <div className="uc-dialog__actions">
          <Button variant="secondary" onClick={close}>
            {t('action.close')}
          </Button>
          <Button variant="primary" onClick={() => void copy()}>
            {t('link.copy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
