import { DialogHost } from './feedback/dialog-host';
import { LoadingOverlay } from './feedback/loading-overlay';
import { ToastHost } from './feedback/toast-host';
import '../styles/tokens.css';
import '../styles/base.css';

/** Mount once per page (host shell, standalone remote): the toast region, the loading overlay, the dialog host. */
export function UiRoot() {
  return (
    <>
      <ToastHost />
      <LoadingOverlay />
      <DialogHost />
    </>
  );
}
