// UcProviders: the store and texts reach pages, and a page that is still loading shows exactly one loading overlay.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectIsLogin } from '../../session/session-slice';
import { createAppStore } from '../../store/store';
import { loggedInState } from '../../testing/logged-in-state';
import { UcProviders } from '../uc-providers';
import { UiRoot } from '../ui-root';
import { loadTexts, resetUiFeedback } from './ui-test-utils';

beforeAll(loadTexts);
beforeEach(() => resetUiFeedback());

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// A page that suspends until `ready` settles, the way React 18 suspends: by throwing the promise.
const settled = new WeakSet<Promise<void>>();
function SlowPage({ ready }: { ready: Promise<void> }) {
  if (!settled.has(ready)) throw ready.then(() => void settled.add(ready));
  return <p>page ready</p>;
}

function Whoami() {
  const { t } = useTranslation('common');
  const isLogin = useSelector(selectIsLogin);
  return <p>{isLogin ? t('title.userCenter') : 'guest'}</p>;
}

it('provides the store and the common texts', () => {
  render(
    <UcProviders store={createAppStore(loggedInState())}>
      <Whoami />
    </UcProviders>,
  );
  expect(screen.getByText('User Center')).toBeInTheDocument();
});

it('shows one loading overlay while a page suspends on first render, none after', async () => {
  const gate = deferred();
  await act(async () => {
    render(
      <UcProviders store={createAppStore()}>
        <SlowPage ready={gate.promise} />
        <UiRoot />
      </UcProviders>,
    );
  });
  expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1);
  await act(async () => gate.resolve());
  expect(await screen.findByText('page ready')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
});

it('still shows exactly one overlay when visible content suspends again', async () => {
  const first = deferred();
  const second = deferred();
  first.resolve();
  let goNext: () => void = () => undefined;
  function Switcher() {
    const [gate, setGate] = useState(first.promise);
    // eslint-disable-next-line react-hooks/globals -- the test reaches into the component to switch its gate
    goNext = () => setGate(second.promise);
    return <SlowPage ready={gate} />;
  }
  await act(async () => {
    render(
      <UcProviders store={createAppStore()}>
        <Switcher />
        <UiRoot />
      </UcProviders>,
    );
  });
  expect(await screen.findByText('page ready')).toBeInTheDocument();
  await act(async () => goNext());
  expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1);
  await act(async () => second.resolve());
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument());
  expect(screen.getByText('page ready')).toBeVisible();
});
