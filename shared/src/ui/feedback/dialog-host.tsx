import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../controls/button';
import { useModalBehaviour } from '../modal/use-modal-behaviour';
import { AddressDialogView } from './address-dialog-view';
import { dialogStore, settleDialog, type DialogRequest } from './confirm-dialog';
import { useTinyStore } from './tiny-store';
import '../modal/modal.css';

function ConfirmDialogView({ request }: { request: DialogRequest }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => settleDialog(request.id, false);
  // Focus starts on cancel: the safe choice when the action is destructive (unbind, delete).
  const onKeyDown = useModalBehaviour(dialogRef, cancel, cancelRef);
  return (
    <div className="uc-modal-backdrop uc-modal-backdrop--dialog">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys from the controls inside: Escape cancels, Tab stays in the dialog */}
      <div
        ref={dialogRef}
        className="uc-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={request.title ? titleId : messageId}
        aria-describedby={request.title ? messageId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {request.title ? (
          <h2 id={titleId} className="uc-dialog__title">
            {request.title}
          </h2>
        ) : null}
        <p id={messageId} className="uc-dialog__message">
          {request.message}
        </p>
        <div className="uc-dialog__actions">
          <Button ref={cancelRef} variant="secondary" onClick={cancel}>
            {request.cancelText ?? t('action.cancel')}
          </Button>
          <Button variant="primary" onClick={() => settleDialog(request.id, true)}>
            {request.confirmText ?? t('action.confirm')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Shows queued confirmDialog() and showAddressDialog() requests one at a time. */
export function DialogHost() {
  const dialogs = useTinyStore(dialogStore);
  const current = dialogs[0];
  if (!current) return null;
  if (current.address !== undefined) return <AddressDialogView key={current.id} request={current} address={current.address} />;
  return <ConfirmDialogView key={current.id} request={current} />;
}
