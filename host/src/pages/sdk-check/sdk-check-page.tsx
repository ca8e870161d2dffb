// #/sdk-check (issue 18): the SDK engineer's self-check inside their game build, on when app-config says
// `sdkCheck: true`. It walks the handshake, the session fields, the language, bridge isolation, hardware back,
// bindAccount → ucOnResult and openUrl, and ends with a pass/fail list and a report to copy.
import './locales/register';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, PageLayout, toast } from '@uc/shared';
import { BridgeProbeFrame } from './bridge-probe-frame';
import { CHECK_IDS, type CheckId } from './sdk-checks';
import { reasonText, sdkCheckReport, type SdkCheckText } from './sdk-check-report';
import { useSdkChecks } from './use-sdk-checks';
import './sdk-check-page.css';

/** How long native has: ucOnLogin after init (an SDK answers at once), ucOnResult after bindAccount (a person finishes
 * or cancels a real third-party login). `?wait=N` (1–120 s) sets both, for a slow SDK or a test. */
export const DEFAULT_WAITS = { loginMs: 5000, resultMs: 60000 };
export function waitsOf(raw: string | null): typeof DEFAULT_WAITS {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 120 ? { loginMs: n * 1000, resultMs: n * 1000 } : DEFAULT_WAITS;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // webviews often refuse the clipboard API: the text stays selectable below
  }
}

/** What the engineer is asked, inside the item it concerns; brought into view when it appears (small landscape screens). */
function Prompt({ text, children }: { text: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' }); // iOS 12 reads the object as `true` (align top): fine
  }, []);
  return (
    <div ref={ref} className="uc-sdk-check__prompt" role="status">
      <p>{text}</p>
      {children}
    </div>
  );
}

/** One run: keyed by the page, so 'Run again' starts it over (the handshake record is the page's, and is kept). */
function SdkCheckRun({ waits, onAgain }: { waits: typeof DEFAULT_WAITS; onAgain: () => void }) {
  const { t } = useTranslation('sdkCheck');
  const text: SdkCheckText = (key, values) => t(key, { ...values });
  // Called here, above PageLayout, so the back check's handler is pushed after (above) the layout's own.
  const { results, step, askOpened, answerOpened, skipBack, probeFrame } = useSdkChecks(waits);
  const report = sdkCheckReport(results, text);
  const done = step === 'done' && CHECK_IDS.every((id) => results[id].status !== 'waiting');
  const passed = CHECK_IDS.filter((id) => results[id].status === 'pass').length;
  const promptOf = (id: CheckId): ReactNode => {
    if (id === 'back' && step === 'back') {
      return (
        <Prompt text={t('prompt.back')}>
          <Button variant="secondary" onClick={skipBack}>{t('action.skip')}</Button>
        </Prompt>
      );
    }
    if (id === 'bindAccount' && step === 'bindAccount') return <Prompt text={t('prompt.bindAccount')} />;
    if (id === 'openUrl' && askOpened) {
      return (
        <Prompt text={t('prompt.openUrl')}>
          <Button onClick={() => answerOpened(true)}>{t('action.yes')}</Button>
          <Button variant="secondary" onClick={() => answerOpened(false)}>{t('action.no')}</Button>
        </Prompt>
      );
    }
    return null;
  };
  return (
    <PageLayout title={t('title')} className="uc-sdk-check-page">
      <div className="uc-sdk-check">
        <p className="uc-sdk-check__intro">{t('intro')}</p>
        <ol className="uc-sdk-check__list" aria-label={t('listLabel')}>
          {CHECK_IDS.map((id) => (
            <li key={id} className={`uc-sdk-check__item uc-sdk-check__item--${results[id].status}`} data-check={id}>
              <span className="uc-sdk-check__status">{t(`status.${results[id].status}`)}</span>
              <div className="uc-sdk-check__body">
                <span className="uc-sdk-check__name">{t(`check.${id}`)}</span>
                <span className="uc-sdk-check__reason">{reasonText(text, results[id])}</span>
                {promptOf(id)}
              </div>
            </li>
          ))}
        </ol>
        <h2 className="uc-sdk-check__heading">
          {done ? t('summary.done', { passed, total: CHECK_IDS.length }) : t('summary.running')}
        </h2>
        <label className="uc-sdk-check__report-label" htmlFor="uc-sdk-check-report">{t('report')}</label>
        <textarea id="uc-sdk-check-report" className="uc-sdk-check__report" readOnly value={report} rows={9} />
        <div className="uc-sdk-check__actions">
          <Button onClick={() => void copy(report).then((ok) => toast(ok ? t('copied') : t('copyFailed')))}>
            {t('action.copy')}
          </Button>
          <Button variant="secondary" onClick={onAgain}>{t('action.again')}</Button>
        </div>
        {probeFrame && <BridgeProbeFrame key={probeFrame.key} onReport={probeFrame.onReport} onAnswered={probeFrame.onAnswered} title={t('check.isolation')} />}
      </div>
    </PageLayout>
  );
}

export function SdkCheckPage() {
  const [search] = useSearchParams();
  const [run, setRun] = useState(0);
  return <SdkCheckRun key={run} waits={waitsOf(search.get('wait'))} onAgain={() => setRun((n) => n + 1)} />;
}
