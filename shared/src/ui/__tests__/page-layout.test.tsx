// The page frame: title bar buttons, and one back rule shared by the title-bar back button and hardware back.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { runBack } from '../../navigation/back-stack';
import { loggedIn } from '../../session/session-slice';
import { OPTIONAL_SESSION_FIELDS, SESSION_FIELDS, type HostSessionPayload } from '../../session/host-session-payload';
import { PageLayout, type BackRule } from '../layout/page-layout';
import { TitleBar } from '../layout/title-bar';
import { createAppStore } from '../../store/store';
import { UcProviders } from '../uc-providers';
import { recordNativeCalls } from '../../testing/native-calls';
import { loadTexts, renderUi, resetUiFeedback } from './ui-test-utils';

let native: ReturnType<typeof recordNativeCalls>;
beforeEach(() => {
  resetUiFeedback();
  native = recordNativeCalls();
});
afterEach(() => native.stop());

const exits = () => native.calls.filter((c) => c.method === 'exit').length;

function Pages({ rule }: { rule?: BackRule }) {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <PageLayout title="User Center">
            <Link to="/faq">FAQ</Link>
          </PageLayout>
        }
      />
      <Route
        path="/faq"
        element={
          <PageLayout title="Frequently asked questions" backRule={rule}>
            <p>faq body</p>
          </PageLayout>
        }
      />
    </Routes>
  );
}

async function openFaq(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(screen.getByText('faq body')).toBeInTheDocument();
}

const loggedInPayload = {
  ...Object.fromEntries([...SESSION_FIELDS, ...OPTIONAL_SESSION_FIELDS].map((f) => [f, ''])),
  token: 't', open_id: 'o',
} as HostSessionPayload;

describe('TitleBar', () => {
  it('shows the title as the page heading with back and return-to-game buttons', async () => {
    const user = userEvent.setup();
    const onBack = jest.fn();
    await renderUi(<TitleBar title="Bind phone" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bind phone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Return to game' }));
    expect(native.calls).toEqual([{ method: 'exit' }]);
  });

  it('runs onExit before return-to-game closes the view (a binding page reports 2042 there)', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    await renderUi(<TitleBar title="Bind e-mail" onExit={() => order.push(`onExit with ${exits()} exit calls`)} />);
    await user.click(screen.getByRole('button', { name: 'Return to game' }));
    expect(order).toEqual(['onExit with 0 exit calls']);
    expect(exits()).toBe(1);
  });

  it('renders nothing when hidden', async () => {
    await renderUi(<TitleBar title="Hidden" hidden />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('without onBack behaves like hardware back: nothing on the stack → the view closes', async () => {
    const user = userEvent.setup();
    await renderUi(<TitleBar title="Alone" />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(exits()).toBe(1);
  });
});

describe('PageLayout back rules', () => {
  it("'history' goes back a page from the title bar and from hardware back alike", async () => {
    const user = userEvent.setup();
    await renderUi(<Pages />, { route: '/' });
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'User Center' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    let handled = false;
    act(() => {
      handled = runBack();
    });
    expect(handled).toBe(true);
    expect(screen.getByRole('heading', { name: 'User Center' })).toBeInTheDocument();
    expect(exits()).toBe(0);
  });

  it("'history' on the first entry of the session asks the host to close the view", async () => {
    const user = userEvent.setup();
    await renderUi(<Pages />, { route: '/faq' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(exits()).toBe(1);
  });

  it("'history' after a redirect into the app (hash router, replace) still counts as the first entry", async () => {
    const user = userEvent.setup();
    window.location.hash = '';
    await loadTexts();
    render(
      <UcProviders store={createAppStore()}>
        <HashRouter>
          <Routes>
            <Route path="/" element={<Navigate to="/faq" replace />} />
            <Route path="/faq" element={<PageLayout title="FAQ">faq body</PageLayout>} />
          </Routes>
        </HashRouter>
      </UcProviders>,
    );
    expect(window.location.hash).toBe('#/faq');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(exits()).toBe(1);
  });

  it("'history': a page opened with from=client exits, even when reached in the app", async () => {
    const user = userEvent.setup();
    await renderUi(
      <>
        <Pages />
        <Link to="/faq?from=client">FAQ for the client</Link>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'FAQ for the client' }));
    act(() => void runBack());
    expect(exits()).toBe(1);
    expect(screen.getByText('faq body')).toBeInTheDocument();
  });

  it("'history': a login after the page was reached does not make it an entry page", async () => {
    const user = userEvent.setup();
    const { store } = await renderUi(<Pages />);
    await openFaq(user);
    act(() => {
      store.dispatch(loggedIn(loggedInPayload));
      store.dispatch(loggedIn(loggedInPayload)); // native sends ucOnLogin again
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'User Center' })).toBeInTheDocument();
    expect(exits()).toBe(0);
  });

  it("'exit' always asks the host to exit", async () => {
    const user = userEvent.setup();
    await renderUi(<Pages rule="exit" />);
    await openFaq(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(exits()).toBe(1);
    expect(screen.getByText('faq body')).toBeInTheDocument();
  });

  it('a function rule decides, and its answer is what hardware back reports', async () => {
    const rule = jest.fn(() => false);
    await renderUi(<Pages rule={rule} />, { route: '/faq' });
    let handled = true;
    act(() => {
      handled = runBack();
    });
    expect(rule).toHaveBeenCalled();
    // The /faq rule declined; nothing else is registered, so native should close.
    expect(handled).toBe(false);
  });

  it('stops answering back once the page is gone', async () => {
    const { unmount } = await renderUi(<Pages />, { route: '/faq' });
    unmount();
    expect(runBack()).toBe(false);
  });

  it('puts the content in the main scroll area', async () => {
    await renderUi(<Pages />, { route: '/faq' });
    expect(screen.getByRole('main')).toHaveTextContent('faq body');
  });

  it('lets the keyboard reach the scroll area of a page that holds only text, right after the title bar', async () => {
    const user = userEvent.setup();
    await renderUi(<Pages />, { route: '/faq' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
