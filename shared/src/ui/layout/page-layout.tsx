import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { callNative } from '../../bridge/call-native';
import { pushBackHandler } from '../../navigation/back-stack';
import { selectFromClient } from '../../session/session-slice';
import { useKeepFocusedFieldVisible } from './keep-focused-field-visible';
import { TitleBar } from './title-bar';
import { useOrientation } from './use-orientation';
import './page-layout.css';

/** How a page answers back (title-bar button and hardware back alike). A function returns true when it handled it. */
export type BackRule = 'history' | 'exit-if-client' | 'exit' | (() => boolean);

export interface PageLayoutProps {
  title: string;
  children?: ReactNode;
  backRule?: BackRule;
  hideTitleBar?: boolean;
  className?: string;
  /** Runs just before the title bar's 'return to the game' closes the view. */
  onExit?: () => void;
}

// Hash/browser routers keep {key, idx} in history.state (a redirect with replace stays at idx 0);
// a memory router (tests) does not, and there the first entry has the key 'default'.
function isFirstEntry(locationKey: string): boolean {
  const state = window.history.state as { key?: unknown; idx?: unknown } | null;
  if (state && state.key === locationKey && typeof state.idx === 'number') return state.idx === 0;
  return locationKey === 'default';
}

function useBackRule(rule: BackRule): () => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const fromClient = useSelector(selectFromClient);
  const exit = () => {
    callNative('exit');
    return true;
  };
  const historyBack = () => {
    // The first entry of the session has nothing behind it inside the app; leaving means closing the view.
    if (isFirstEntry(location.key)) return exit();
    navigate(-1);
    return true;
  };
  if (typeof rule === 'function') return rule;
  if (rule === 'exit') return exit;
  if (rule === 'exit-if-client') return fromClient ? exit : historyBack;
  return historyBack;
}

/** A page: title bar, then a scroll area with safe-area padding; in landscape the content is centred. */
export function PageLayout({ title, children, backRule = 'history', hideTitleBar = false, className, onExit }: PageLayoutProps) {
  const orientation = useOrientation();
  const rule = useBackRule(backRule);
  const ruleRef = useRef(rule);
  useLayoutEffect(() => {
    ruleRef.current = rule;
  });
  // Registered once per mount, so a popup opened later stays above it on the back stack.
  useEffect(() => pushBackHandler(() => ruleRef.current()), []);
  // The soft keyboard never hides the field being typed into (installed once for the document).
  useKeepFocusedFieldVisible();

  const classes = ['uc-page', `uc-page--${orientation}`, hideTitleBar ? 'uc-page--no-title-bar' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <TitleBar title={title} hidden={hideTitleBar} onBack={() => ruleRef.current()} onExit={onExit} />
      {/* Focusable so a keyboard can scroll a page that holds only text (axe: scrollable-region-focusable). */}
      <main className="uc-page__scroll" tabIndex={0}>
        <div className="uc-page__content">{children}</div>
      </main>
    </div>
  );
}
