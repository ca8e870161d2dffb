import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../feedback/loading.css';
import './hosted-frame.css';

export const DEFAULT_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export interface HostedFrameProps {
  src: string;
  /** The frame's accessible name. */
  title: string;
  sandbox?: string;
  allow?: string;
  onLoad?: (frame: HTMLIFrameElement) => void;
}

/**
 * A hosted third-party page (legal documents, ticket provider) filling the page. Until it loads, a spinner covers the
 * frame's own box only: a frame that never loads must not lock the title bar (back and 'return to the game').
 */
export function HostedFrame({ src, title, sandbox = DEFAULT_FRAME_SANDBOX, allow, onLoad }: HostedFrameProps) {
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
        className="uc-hosted-frame__frame"
        src={src}
        title={title}
        sandbox={sandbox}
        allow={allow}
        referrerPolicy="no-referrer-when-downgrade"
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
