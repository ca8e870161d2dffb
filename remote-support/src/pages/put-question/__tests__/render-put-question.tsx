// Shared set-up of the ticket form tests: the page on a router, the ticket service mocked at the client's edge.
import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, setAppConfig } from '@uc/shared';
import { loggedInState, mockProvider, renderWithProviders, type ProviderHandler } from '@uc/shared/src/testing';
import PutQuestionPage from '../put-question-page';
import { reencodeImage } from '../reencode-image';

// jsdom decodes no image and has no canvas: the re-encoding is stood in for by a small JPEG-typed file of its own
// bytes under the generated name (reencode-image.test.ts covers the canvas work, e2e the real pixels).
jest.mock('../reencode-image', () => {
  const actual = jest.requireActual('../reencode-image');
  return {
    ...actual,
    reencodeImage: jest.fn(async (_file: Blob, name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' })),
  };
});
export const reencode = reencodeImage as jest.MockedFunction<typeof reencodeImage>;

// The form keeps a draft in sessionStorage: every test starts without one (a test that reloads renders twice itself).
beforeEach(() => sessionStorage.clear());
// jsdom lays nothing out and has no scrollIntoView, which the page calls when a text field gets the focus.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

export const png = (name: string, size = 8) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/**
 * An app-config without tokenUrl: the page signs token requests with the (public) app key. The form's tests that
 * count the service's calls use it; put-question-token-url.test.tsx drives the deployment's endpoint.
 */
export const SIGNED_TOKEN_SERVICE = { ...DEFAULT_APP_CONFIG.ticketService, tokenUrl: '', appKey: 'uc-local-key' };
export const withSignedTokenService = () => beforeEach(() => setAppConfig({ ticketService: SIGNED_TOKEN_SERVICE }));

export const okItem = (item: Record<string, unknown>) => ({ ret_code: '000000', item });

/** The four ticket service calls answering success, each overridable. */
export function ticketService(overrides: Record<string, ProviderHandler | object> = {}) {
  let uploads = 0;
  return mockProvider({
    'POST open/ticket/token': { status: 'ok', token: 'tk-1' }, // the local default: the deployment's endpoint (tokenUrl)
    'GET ticket-api/token': okItem({ token: 'tk-1' }),
    'POST ticket-api/upload': () => okItem({ url: `http://files.example/${(uploads += 1)}.png` }),
    'POST ticket-api/save-user': okItem({ userId: 'cs-10001' }),
    'POST ticket-api/save-ticket': okItem({ ticketId: 'T-00001' }),
    ...overrides,
  });
}

export function renderPutQuestion(session = loggedInState({ user: { nikeName: 'Aria', userId: '10001' } }).session) {
  return renderWithProviders(<PutQuestionPage />, {
    preloadedState: { session }, path: '/putQuestion', route: '/putQuestion', initialEntries: ['/faq'],
  });
}

export async function fillRequired() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Password problem' }));
  fireEvent.change(screen.getByLabelText('Device model *'), { target: { value: 'Pixel 8' } });
  fireEvent.change(screen.getByLabelText('System version *'), { target: { value: 'Android 14' } });
  fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: 'player@example.com' } });
  fireEvent.change(screen.getByLabelText('Description *'), { target: { value: 'I forgot my password.' } });
}

export function pickImages(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Add image'), { target: { files } });
}

export const toastText = () => Array.from(document.querySelectorAll('.uc-toast')).map((t) => t.textContent);
