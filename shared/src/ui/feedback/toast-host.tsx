import { useEffect } from 'react';
import { dismissToast, toastStore, type ToastItem } from './toast';
import { useTinyStore } from './tiny-store';
import './toast.css';

function ToastMessage({ item }: { item: ToastItem }) {
  // The clock starts when the toast is on screen, so toasts queued before mount are still seen.
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [item.id, item.durationMs]);
  return <div className="uc-toast">{item.text}</div>;
}

/** The polite live region stays mounted so screen readers announce every new toast. */
export function ToastHost() {
  const toasts = useTinyStore(toastStore);
  return (
    <div className="uc-toast-host" aria-live="polite" aria-atomic="false">
      {toasts.map((item) => (
        <ToastMessage key={item.id} item={item} />
      ))}
    </div>
  );
}
