import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import './list-row.css';

export interface ListRowProps {
  label: ReactNode;
  /** A second, muted line under the label. */
  description?: ReactNode;
  /** Right-aligned detail (status, masked value). */
  value?: ReactNode;
  leading?: ReactNode;
  /** Right-most slot (a button, a badge); replaces the chevron. */
  trailing?: ReactNode;
  /** Makes the whole row a button with a chevron. */
  onClick?: () => void;
  disabled?: boolean;
  className?: string;
}

/** A card/list row: label (and description) left, value and trailing right; tappable when onClick is set. */
export function ListRow({ label, description, value, leading, trailing, onClick, disabled, className }: ListRowProps) {
  const body = (
    <>
      {leading ? <span className="uc-list-row__leading">{leading}</span> : null}
      <span className="uc-list-row__main">
        <span className="uc-list-row__label">{label}</span>
        {description ? <span className="uc-list-row__description">{description}</span> : null}
      </span>
      {value !== undefined && value !== null ? <span className="uc-list-row__value">{value}</span> : null}
      {trailing ? <span className="uc-list-row__trailing">{trailing}</span> : null}
      {onClick && !trailing ? <ChevronRight className="uc-icon uc-icon--small uc-icon--directional uc-list-row__chevron" aria-hidden="true" /> : null}
    </>
  );
  const classes = ['uc-list-row', onClick ? 'uc-list-row--action' : '', className ?? ''].filter(Boolean).join(' ');
  if (onClick) {
    return (
      <button type="button" className={classes} onClick={onClick} disabled={disabled}>
        {body}
      </button>
    );
  }
  return <div className={classes}>{body}</div>;
}

/** A surface that groups rows (DESIGN.md: cards on a soft background). */
export function Card({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={['uc-card', className ?? ''].filter(Boolean).join(' ')}>{children}</div>;
}
