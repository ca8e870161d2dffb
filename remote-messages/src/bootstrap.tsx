// The messages team's own page: this remote's pages alone, served by its dev server (port 3002).
import { lazy } from 'react';
import { renderStandalone } from '@uc/shared';

// Lazy, so the standalone app splits pages the way federation does.
const MyMessagePage = lazy(() => import('./pages/my-message/my-message-page'));

renderStandalone({
  routes: { '/mymessage': MyMessagePage },
  home: '/mymessage',
});
