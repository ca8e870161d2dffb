// The cancellation agreement (SPEC §2 deleteagreement): the hosted document in the query's language, simple and from.
import { act, fireEvent, screen } from '@testing-library/react';
import { initialSessionState, runBack, setAppConfig, DEFAULT_APP_CONFIG } from '@uc/shared';
import { loggedInState, recordNativeCalls, renderWithProviders } from '@uc/shared/src/testing';
import DeleteAgreementPage from '../delete-agreement-page';

const PREVIOUS_PAGE = 'deletion page (test)';
const HOST = 'https://legal.example.com/docs/';

beforeEach(() => setAppConfig({ privacyHost: HOST }));
afterAll(() => setAppConfig(DEFAULT_APP_CONFIG));

function renderAgreement(query: string, session = loggedInState().session) {
  return renderWithProviders(<DeleteAgreementPage />, {
    preloadedState: { session },
    path: '/deleteagreement',
    route: `/deleteagreement${query}`,
    initialEntries: ['/deleteapply'],
    routes: { '/deleteapply': <p>{PREVIOUS_PAGE}</p> },
  });
}

// The frame's accessible name is its title (the title bar's heading carries the same text as a tooltip).
const frame = async () =>
  (await screen.findAllByTitle('Deletion agreement')).find((el) => el.tagName === 'IFRAME');

test.each([
  ['?language=de_DE&simple=0', `${HOST}de-DE/delete_agree.html`],
  ['?language=zh-Hans', `${HOST}zh-CN/delete_agree.html`],
  ['?language=fr_CA', `${HOST}fr-FR/delete_agree.html`],
  ['?language=xx', `${HOST}en-US/delete_agree.html`],
  ['?language=..%2F..%2Fevil', `${HOST}en-US/delete_agree.html`],
])('%s frames %s', async (query, src) => {
  renderAgreement(query);
  expect(await frame()).toHaveAttribute('src', src);
});

test('a legal document like the others: its own origin only (no scripts, forms or popups), no referrer', async () => {
  renderAgreement('?language=en_US');
  const el = await frame();
  expect(el).toHaveAttribute('sandbox', 'allow-same-origin');
  expect(el).toHaveAttribute('referrerpolicy', 'no-referrer');
});

test('without a language the document follows the session language', async () => {
  renderAgreement('', loggedInState({ app: { language: 'ko_KR', locale: 'ko-KR' } }).session);
  expect(await frame()).toHaveAttribute('src', `${HOST}ko-KR/delete_agree.html`);
});

test.each([
  [[], 'pt-PT'],
  [['pt-BR'], 'pt-BR'],
])('a Brazilian session with providerLocales %j frames the %s document', async (providerLocales, locale) => {
  setAppConfig({ privacyHost: HOST, providerLocales });
  renderAgreement('', loggedInState({ app: { language: 'pt_BR', locale: 'pt-PT' } }).session);
  expect(await frame()).toHaveAttribute('src', `${HOST}${locale}/delete_agree.html`);
});

test('needs no login', async () => {
  renderAgreement('?language=en_US', initialSessionState());
  expect(await frame()).toHaveAttribute('src', `${HOST}en-US/delete_agree.html`);
});

test('the title bar shows its title; back returns to the deletion page', async () => {
  renderAgreement('?language=en-US&simple=0');
  expect(await screen.findByRole('heading', { name: 'Deletion agreement' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByText(PREVIOUS_PAGE)).toBeInTheDocument();
});

test('simple=1 hides the title bar; the hardware back still goes back', async () => {
  renderAgreement('?language=en-US&simple=1');
  await frame();
  expect(screen.queryByRole('heading', { name: 'Deletion agreement' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  let handled = false;
  act(() => {
    handled = runBack();
  });
  expect(handled).toBe(true);
  expect(await screen.findByText(PREVIOUS_PAGE)).toBeInTheDocument();
});

test('from=client: back asks the host to exit instead of going back', async () => {
  const native = recordNativeCalls();
  try {
    renderAgreement('?language=en-US&from=client');
    await frame();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(native.of('exit')).toHaveLength(1);
    expect(screen.queryByText(PREVIOUS_PAGE)).not.toBeInTheDocument();
  } finally {
    native.stop();
  }
});
