import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useModalBehaviour } from './use-modal-behaviour';
import './modal.css';
import './popup.css';

export interface PopupProps {
  open: boolean;
  onClose: () => void;
  /** Heading and accessible name of the sheet; without it pass ariaLabel. */
  title?: string;
  ariaLabel?: string;
  children?: ReactNode;
  className?: string;
}

function PopupSheet({ onClose, title, ariaLabel, children, className }: Omit<PopupProps, 'open'>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalBehaviour(sheetRef, onClose);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the dimmed area is a pointer shortcut; keys close through Escape and the close button
    <div
      className="uc-modal-backdrop uc-modal-backdrop--popup"
      onClick={(event) => {
        // A tap on the dimmed area outside the sheet closes it, like the close button.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys from the controls inside: Escape closes, Tab stays in the sheet */}
      <div
        ref={sheetRef}
        className={['uc-popup', className ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="uc-popup__header">
          {title ? (
            <h2 id={titleId} className="uc-popup__title">
              {title}
            </h2>
          ) : (
            <span className="uc-popup__title" />
          )}
          <button type="button" className="uc-popup__close" aria-label={t('action.close')} onClick={onClose}>
            <X className="uc-icon" aria-hidden="true" />
          </button>
        </div>
        {/* Focusable so a keyboard can scroll a long text-only sheet (a short landscape screen). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region a keyboard must reach (above) */}
        <div className="uc-popup__body" tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}

/** A modal bottom sheet with a close button; Escape, the back button and a tap outside close it. */
export function Popup({ open, ...rest }: PopupProps) {
  if (!open) return null;
  return createPortal(<PopupSheet {...rest} />, document.body);
}
