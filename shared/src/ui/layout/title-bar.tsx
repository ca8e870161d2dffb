import { useTranslation } from 'react-i18next';
import { ChevronLeft, X } from 'lucide-react';
import { callNative } from '../../bridge/call-native';
import { runBack } from '../../navigation/back-stack';
import './title-bar.css';

export interface TitleBarProps {
  title: string;
  /** What the back button does; by default the same as the hardware back button. */
  onBack?: () => void;
  /** Runs just before 'return to the game' closes the view (e.g. a binding page's 2042 report). */
  onExit?: () => void;
  hidden?: boolean;
}

function backLikeHardware(): void {
  // Nothing on the back stack handled it: the page is done, so the native view closes (as ucOnBack → false would).
  if (!runBack()) callNative('exit');
}

/** SPEC §2: every page's bar — back, the title on one line, and 'return to the game'. */
export function TitleBar({ title, onBack, onExit, hidden = false }: TitleBarProps) {
  const { t } = useTranslation('common');
  if (hidden) return null;
  return (
    <header className="uc-title-bar">
      <button
        type="button"
        className="uc-title-bar__button uc-title-bar__back"
        aria-label={t('action.back')}
        onClick={onBack ?? backLikeHardware}
      >
        <ChevronLeft className="uc-icon uc-icon--directional" aria-hidden="true" />
      </button>
      <h1 className="uc-title-bar__title" title={title}>
        {title}
      </h1>
      <button
        type="button"
        className="uc-title-bar__button uc-title-bar__exit"
        aria-label={t('action.returnToGame')}
        onClick={() => {
          onExit?.();
          callNative('exit');
        }}
      >
        <X className="uc-icon" aria-hidden="true" />
      </button>
    </header>
  );
}
