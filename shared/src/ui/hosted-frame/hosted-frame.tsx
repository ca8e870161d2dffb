import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import '../feedback/loading.css';
import './hosted-frame.css';

/** Legal documents are static pages: they keep their own origin (fonts, styles) but run no scripts, forms or popups. */
export const LEGAL_FRAME_SANDBOX = 'allow-same-origin';

/** What a hosted page may learn of our address: nothing, or our origin only (never the path or query). */
export type HostedFrameReferrerPolicy = 'no-referrer' | 'same-origin' | 'strict-origin' | 'strict-origin-when-cross-origin';

export interface HostedFrameProps {
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** The sandbox tokens the hosted page needs, named by the caller ('' = none): there is no permissive default. */
  sandbox: string;
  allow?: string;
  /** Default 'no-referrer'; a page that checks who frames it gets 'strict-origin-when-cross-origin'. */
  referrerPolicy?: HostedFrameReferrerPolicy;
  /** The iframe element from its insertion on (its window exists before the first load). */
  frameRef?: Ref<HTMLIFrameElement>;
  onLoad?: (frame: HTMLIFrameElement) => void;
}

/**
 * A hosted third-party page (legal documents, ticket provider) filling the page. Until it loads, a spinner covers the
 * frame's own box only: a frame that never loads must not lock the title bar (back and 'return to the game').
 */
export function HostedFrame({
  src, title, sandbox, allow, referrerPolicy = 'no-referrer', frameRef, onLoad,
}: HostedFrameProps) {
  const { t } = useTranslation('common');
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loading = loadedSrc !== src;

  // A new address loads again (adjusted while rendering, as React advises, rather than in an effect).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setLoadedSrc(null);
  }

  return (
    <div className="uc-hosted-frame">
      <iframe
        ref={frameRef}
        className="uc-hosted-frame__frame"
        src={src}
        title={title}
        sandbox={sandbox}
        allow={allow}
        referrerPolicy={referrerPolicy}
        onLoad={(event) => {
          setLoadedSrc(src);
          onLoad?.(event.currentTarget);
        }}
      />
      {loading ? (
        <div className="uc-hosted-frame__loading" role="status" aria-label={t('loading')}>
          <span className="uc-loading__spinner" aria-hidden="true" />
        </div>
      ) : null}
    </div>
  );
}
