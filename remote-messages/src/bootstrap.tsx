// The messages team's own page: this remote's pages alone, served by its dev server (port 3002).
import { lazy } from 'react';
import { renderStandalone } from '@uc/shared/standalone';

// Lazy, so the standalone app splits pages the way federation does.
const MyMessagePage = lazy(() => import('./pages/my-message/my-message-page'));
const MessageContentPage = lazy(() => import('./pages/message-content/message-content-page'));
const CodeBoxPage = lazy(() => import('./pages/code-box/code-box-page'));
const TaskCenterPage = lazy(() => import('./pages/task-center/task-center-page'));
const BalanceRecordsPage = lazy(() => import('./pages/balance-records/balance-records-page'));

renderStandalone({
  routes: {
    '/mymessage': MyMessagePage,
    '/messageContent': MessageContentPage,
    '/codebox': CodeBoxPage,
    '/taskCenter': TaskCenterPage,
    '/balanceRecords': BalanceRecordsPage,
  },
  home: '/mymessage',
});
