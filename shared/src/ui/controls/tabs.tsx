import { useRef, type KeyboardEvent } from 'react';
import { pageIsRightToLeft } from '../../locale/page-direction';
import { Badge } from '../display/badge';
import './tabs.css';

export interface TabItem {
  value: string;
  label: string;
  /** Optional count shown beside the label (hidden when 0). */
  badge?: number;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange: (value: string) => void;
  ariaLabel?: string;
  className?: string;
}

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
// In a right-to-left page the tabs run from the right: the left arrow moves on to the next one.
const MIRRORED_KEYS: Record<string, number> = { ...NEXT_KEYS, ArrowRight: -1, ArrowLeft: 1 };

/** A row of tabs (WAI-ARIA tablist): one tab stop, arrow keys move between tabs, Home/End jump. */
export function Tabs({ items, value, onChange, ariaLabel, className }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    let index: number | undefined;
    const keys = pageIsRightToLeft() ? MIRRORED_KEYS : NEXT_KEYS;
    if (event.key in keys) index = (selectedIndex + keys[event.key] + items.length) % items.length;
    else if (event.key === 'Home') index = 0;
    else if (event.key === 'End') index = items.length - 1;
    if (index === undefined || items.length === 0) return;
    event.preventDefault();
    onChange(items[index].value);
    refs.current[index]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={ariaLabel}
      className={['uc-tabs', className ?? ''].filter(Boolean).join(' ')}
    >
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onKeyDown={onKeyDown}
            className={selected ? 'uc-tabs__tab uc-tabs__tab--selected' : 'uc-tabs__tab'}
            onClick={() => onChange(item.value)}
          >
            <span className="uc-tabs__label">{item.label}</span>
            {item.badge ? <Badge count={item.badge} /> : null}
          </button>
        );
      })}
    </div>
  );
}
