import { useState } from 'react';
import './avatar.css';

export interface AvatarProps {
  /** Picture URL; without one (or when it fails to load) the placeholder silhouette shows. */
  src?: string;
  alt: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

function PlaceholderAvatar({ alt }: { alt: string }) {
  // Inline so the placeholder costs no request and follows the theme colours.
  return (
    <svg className="uc-avatar__placeholder" viewBox="0 0 64 64" role="img" aria-label={alt}>
      <circle cx="32" cy="32" r="32" className="uc-avatar__placeholder-bg" />
      <circle cx="32" cy="25" r="11" className="uc-avatar__placeholder-fg" />
      <path d="M12 54c3-10 11-16 20-16s17 6 20 16a31 31 0 0 1-40 0z" className="uc-avatar__placeholder-fg" />
    </svg>
  );
}

export function Avatar({ src, alt, size = 'medium', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const classes = ['uc-avatar', `uc-avatar--${size}`, className ?? ''].filter(Boolean).join(' ');
  const usable = src && src !== failedSrc;
  return (
    <span className={classes}>
      {usable ? (
        <img className="uc-avatar__image" src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <>
          <PlaceholderAvatar alt={alt} />
          {/* The game's own placeholder (app-config.json theme.avatarPlaceholder) covers the silhouette once it loads. */}
          <span className="uc-avatar__custom" aria-hidden="true" />
        </>
      )}
    </span>
  );
}
