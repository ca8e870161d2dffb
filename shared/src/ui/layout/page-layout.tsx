import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { callNative } from '../../bridge/call-native';
import { pushBackHandler } from '../../navigation/back-stack';
import { isEntryLocationNow } from '../../navigation/entry-page';
import { useKeepFocusedFieldVisible } from './keep-focused-field-visible';
import { TitleBar } from './title-bar';
import { useOrientation } from './use-orientation';
import './page-layout.css';

/**
 * How a page answers back (title-bar button and hardware back alike). 'history': the entry page (the page the client
 * opened) asks native to exit, any other page goes back one page. 'exit': always exit (home). A function returns true
 * when it handled back.
 */
export type BackRule = 'history' | 'exit' | (() => boolean);

export interface PageLayoutProps {
  title: string;
  children?: ReactNode;
  backRule?: BackRule;
  hideTitleBar?: boolean;
  className?: string;
  /** Runs just before the title bar's 'return to the game' closes the view. */
  onExit?: () => void;
}

function useBackRule(rule: BackRule): () => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const exit = () => {
    callNative('exit');
    return true;
  };
  const historyBack = () => {
    if (isEntryLocationNow(location)) return exit();
    navigate(-1);
    return true;
  };
  if (typeof rule === 'function') return rule;
  if (rule === 'exit') return exit;
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
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region a keyboard must reach (above) */}
      <main className="uc-page__scroll" tabIndex={0}>
        <div className="uc-page__content">{children}</div>
      </main>
    </div>
  );
}
