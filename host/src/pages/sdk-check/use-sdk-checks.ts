// The self-check's run: the automatic checks follow what native does (polled) — bridge isolation once the handshake
// is settled — beside the interactive ones in order: hardware back, bindAccount → ucOnResult, openUrl, each waiting
// for the engineer or native.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  callNative, callNativeForResult, canOpenUrl, NativeTimeoutError, pushBackHandler, selectApp, useAppSelector,
} from '@uc/shared';
import { nativeHandshake } from '../../app/native-handshake';
import {
  checkHandshake, checkIsolation, checkLanguage, checkSession, type CheckId, type CheckResult, type IsolationRun,
} from './sdk-checks';

/** The page native is asked to open for the openUrl check (any page will do; nothing is read from it). */
export const OPEN_URL_PROBE = 'https://example.com/';
const POLL_MS = 250;
/** After back is answered true, native must leave the view open: watched this long after. */
const BACK_SETTLE_MS = 1000;
/** How long native has to show it ignores the probe frame's init (no ucOnLogin): product behaviour, the check's window. */
export const ISOLATION_WINDOW_MS = 2000;
/** Probe tries when a login could have answered the page's own call instead (each try is a fresh frame). */
const ISOLATION_TRIES = 3;
/** The result's field names shown at most (a provider payload can be large; its values are never shown). */
const MAX_RESULT_KEYS = 12;

export type Results = Record<CheckId, CheckResult>;
export type Step = 'back' | 'bindAccount' | 'openUrl' | 'done';

const initial = (): Results => ({
  handshake: { status: 'waiting', reason: 'reason.waitingLogin' },
  session: { status: 'waiting', reason: 'reason.waitingLogin' },
  language: { status: 'waiting', reason: 'reason.waitingLogin' },
  isolation: { status: 'waiting', reason: 'reason.isolationAfterHandshake' },
  back: { status: 'waiting', reason: 'reason.later' },
  bindAccount: { status: 'waiting', reason: 'reason.later' },
  openUrl: { status: 'waiting', reason: 'reason.later' },
});

const same = (a: CheckResult, b: CheckResult) => JSON.stringify(a) === JSON.stringify(b);

/** What ucOnResult carried, by field names only. */
function resultKeys(result: unknown): string {
  if (!result || typeof result !== 'object') return typeof result;
  const keys = Object.keys(result);
  return keys.length > MAX_RESULT_KEYS ? `${keys.slice(0, MAX_RESULT_KEYS).join(', ')}, …` : keys.join(', ');
}

/**
 * The run's state. Call it in the component that renders the PageLayout: effects run child first, so its back handler
 * is pushed after the layout's and answers hardware back before it while the back check waits.
 */
export function useSdkChecks({ loginMs, resultMs }: { loginMs: number; resultMs: number }) {
  const app = useAppSelector(selectApp);
  const appRef = useRef(app);
  appRef.current = app;
  const [results, setResults] = useState<Results>(initial);
  const [step, setStep] = useState<Step>('back');
  const [askOpened, setAskOpened] = useState(false);
  const set = useCallback((id: CheckId, r: CheckResult) => setResults((prev) => ({ ...prev, [id]: r })), []);
  const stepRef = useRef(step);
  stepRef.current = step;
  const seconds = Math.round(resultMs / 1000);
  // When this page called native itself (bindAccount, openUrl): a ucOnLogin after one may be its answer.
  const pageCalls = useRef<number[]>([]);
  const noteCall = () => pageCalls.current.push(Date.now());
  const [probe, setProbe] = useState<(IsolationRun & { attempt: number }) | 'idle' | 'done'>('idle');
  const handshakeSettled = results.handshake.status !== 'waiting';

  // Automatic: handshake, session fields, language — re-read while native may still answer (a later login counts).
  useEffect(() => {
    const read = () => {
      const { initAt, logins } = nativeHandshake();
      const handshake = checkHandshake(initAt, logins, Date.now(), loginMs);
      const raw = logins.length ? logins[logins.length - 1].raw : undefined;
      setResults((prev) => {
        const session = handshake.status === 'waiting' ? prev.session : checkSession(raw);
        const language = handshake.status === 'waiting' ? prev.language : checkLanguage(raw);
        // Unchanged verdicts keep the same state: no re-render four times a second while the engineer reads.
        if (same(handshake, prev.handshake) && same(session, prev.session) && same(language, prev.language)) return prev;
        return { ...prev, handshake, session, language };
      });
    };
    read();
    const timer = setInterval(read, POLL_MS);
    return () => clearInterval(timer);
  }, [loginMs]);

  // Bridge isolation: once the page's own init is answered or given up on, a sandboxed frame tries the bridge.
  useEffect(() => {
    if (handshakeSettled && probe === 'idle') setProbe({ attempt: 1, startedAt: Date.now(), report: null, pageCalls: [], frameAnswers: [] });
  }, [handshakeSettled, probe]);
  useEffect(() => {
    if (typeof probe !== 'object') return undefined;
    const read = () => {
      const verdict = checkIsolation({ ...probe, pageCalls: pageCalls.current }, nativeHandshake().logins, Date.now(), ISOLATION_WINDOW_MS, loginMs);
      if (verdict === 'retry') {
        if (probe.attempt < ISOLATION_TRIES) setProbe({ attempt: probe.attempt + 1, startedAt: Date.now(), report: null, pageCalls: [], frameAnswers: [] });
        else {
          set('isolation', { status: 'fail', reason: 'reason.isolationUnclear' });
          setProbe('done');
        }
        return;
      }
      setResults((prev) => (same(verdict, prev.isolation) ? prev : { ...prev, isolation: verdict }));
      if (verdict.status !== 'waiting') setProbe('done');
    };
    read();
    const timer = setInterval(read, POLL_MS);
    return () => clearInterval(timer);
  }, [probe, loginMs, set]);
  const onProbeReport = useCallback((visible: string[]) => {
    const at = Date.now();
    setProbe((p) => (typeof p === 'object' && !p.report ? { ...p, report: { at, visible } } : p));
  }, []);
  const onProbeAnswered = useCallback((how: string) => {
    setProbe((p) => (typeof p === 'object' ? { ...p, frameAnswers: [...p.frameAnswers, how] } : p));
  }, []);

  // Hardware back: this page answers true, so native must keep the view open (not hide or close it).
  useEffect(() => {
    if (step !== 'back') return undefined;
    set('back', { status: 'waiting', reason: 'reason.waitingBack' });
    let settle: ReturnType<typeof setTimeout> | undefined;
    let hidden = false;
    const onHide = () => {
      if (document.visibilityState === 'hidden') hidden = true;
    };
    const onPageHide = () => {
      hidden = true;
    };
    const stopWatching = () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
    const remove = pushBackHandler(() => {
      if (stepRef.current !== 'back') return false;
      if (settle) return true; // a second press while watching: still ours
      document.addEventListener('visibilitychange', onHide);
      window.addEventListener('pagehide', onPageHide);
      settle = setTimeout(() => {
        stopWatching();
        set('back', hidden || document.visibilityState === 'hidden'
          ? { status: 'fail', reason: 'reason.backClosed' }
          : { status: 'pass', reason: 'reason.backHandled' });
        setStep('bindAccount');
      }, BACK_SETTLE_MS);
      return true;
    });
    return () => {
      remove();
      stopWatching();
      if (settle) clearTimeout(settle);
    };
  }, [step, set]);

  // bindAccount → ucOnResult with our callbackId.
  useEffect(() => {
    if (step !== 'bindAccount') return undefined;
    set('bindAccount', { status: 'waiting', reason: 'reason.waitingResult', values: { seconds } });
    let live = true;
    noteCall();
    callNativeForResult('bindAccount', { authType: 'Facebook' }, resultMs).then(
      (result) => {
        if (!live) return;
        set('bindAccount', { status: 'pass', reason: 'reason.resultArrived', values: { keys: resultKeys(result) } });
        setStep('openUrl');
      },
      (e: unknown) => {
        if (!live) return;
        set('bindAccount', e instanceof NativeTimeoutError
          ? { status: 'fail', reason: 'reason.noResult', values: { seconds } }
          : { status: 'fail', reason: 'reason.resultError' });
        setStep('openUrl');
      },
    );
    return () => {
      live = false;
    };
  }, [step, set, resultMs, seconds]);

  // openUrl: only a native that declares it is sent it; the engineer says whether a browser opened. The session is
  // read when the step starts: a later ucOnLogin must not send openUrl again.
  useEffect(() => {
    if (step !== 'openUrl') return;
    if (!canOpenUrl(appRef.current)) {
      set('openUrl', { status: 'fail', reason: 'reason.openUrlUndeclared' });
      setStep('done');
      return;
    }
    noteCall();
    callNative('openUrl', { url: OPEN_URL_PROBE });
    set('openUrl', { status: 'waiting', reason: 'reason.openUrlAsk', values: { url: OPEN_URL_PROBE } });
    setAskOpened(true);
  }, [step, set]);

  const answerOpened = (opened: boolean) => {
    setAskOpened(false);
    set('openUrl', opened ? { status: 'pass', reason: 'reason.openUrlOpened' } : { status: 'fail', reason: 'reason.openUrlNotOpened' });
    setStep('done');
  };
  const skipBack = () => {
    set('back', { status: 'fail', reason: 'reason.backSkipped' });
    setStep('bindAccount');
  };
  /** The probe frame to render while a try runs (a new key per try: a fresh frame). */
  const probeFrame = typeof probe === 'object' ? { key: probe.attempt, onReport: onProbeReport, onAnswered: onProbeAnswered } : null;
  return { results, step, askOpened, answerOpened, skipBack, probeFrame };
}
