import { useEffect, useRef } from 'react';
import { hideLoading, showLoading } from '../feedback/loading';
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

/** A hosted third-party page (legal documents, ticket provider) filling the page; the app's loading overlay shows until it loads. */
export function HostedFrame({ src, title, sandbox = DEFAULT_FRAME_SANDBOX, allow, onLoad }: HostedFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const pendingRef = useRef(false);

  useEffect(() => {
    // One loading reason per src; released on load or when the frame goes away, whichever comes first.
    pendingRef.current = true;
    showLoading();
    return () => {
      if (pendingRef.current) hideLoading();
      pendingRef.current = false;
    };
  }, [src]);

  const handleLoad = () => {
    if (pendingRef.current) {
      pendingRef.current = false;
      hideLoading();
    }
    if (frameRef.current) onLoad?.(frameRef.current);
  };

  return (
    <div className="uc-hosted-frame">
      <iframe
        ref={frameRef}
        className="uc-hosted-frame__frame"
        src={src}
        title={title}
        sandbox={sandbox}
        allow={allow}
        referrerPolicy="no-referrer-when-downgrade"
        onLoad={handleLoad}
      />
    </div>
  );
}
