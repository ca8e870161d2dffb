import './badge.css';

export interface BadgeProps {
  count: number;
  /** Above this the badge reads `${max}+`. */
  max?: number;
  /** Spoken instead of the bare number, e.g. '3 unread'. */
  label?: string;
  className?: string;
}

/** A count bubble; nothing at all when the count is 0 (or not a positive number). */
export function Badge({ count, max = 99, label, className }: BadgeProps) {
  if (!Number.isFinite(count) || count <= 0) return null;
  const text = count > max ? `${max}+` : String(Math.floor(count));
  return (
    <span className={['uc-badge', className ?? ''].filter(Boolean).join(' ')}>
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label ? <span className="uc-visually-hidden">{label}</span> : null}
    </span>
  );
}
