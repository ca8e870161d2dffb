// The end of a flow or a dead end, said calmly: icon, heading, one line, then the way out (completion, not found).
import { useId, type ReactNode } from 'react';
import './result-panel.css';

export interface ResultPanelProps {
  /** An icon element; it is hidden from screen readers, the heading says it all. */
  icon: ReactNode;
  heading: string;
  text?: string;
  /** success: a finished flow; neutral: anything else (e.g. a page that does not exist). */
  tone?: 'success' | 'neutral';
  /** The way out, e.g. a Button. */
  children?: ReactNode;
}

export function ResultPanel({ icon, heading, text, tone = 'neutral', children }: ResultPanelProps) {
  const headingId = useId();
  return (
    <section className={`uc-result uc-result--${tone}`} aria-labelledby={headingId}>
      <span className="uc-result__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 id={headingId} className="uc-result__heading">
        {heading}
      </h2>
      {text ? <p className="uc-result__text">{text}</p> : null}
      {children}
    </section>
  );
}
