// What a picked image leaves as: the re-encoded JPEG under a generated name, never the picked file (its metadata and
// name stay on the phone); a file that does not decode goes with a clear message and nothing typed is lost.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ImageDecodeError } from '../reencode-image';
import {
  fillRequired, pickImages, reencode, renderPutQuestion, ticketService, toastText, withSignedTokenService,
} from './render-put-question';

withSignedTokenService();
let provider: ReturnType<typeof ticketService> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
  reencode.mockClear();
});

const uploadedFiles = () =>
  provider!.requests.filter((r) => r.path === 'ticket-api/upload').map((r) => (r.data as FormData).get('file') as File);

test('each picked image is re-encoded and uploaded as ticket-<n>.jpg; the picked file itself never leaves', async () => {
  provider = ticketService();
  renderPutQuestion();
  await screen.findByRole('button', { name: 'Submit' });
  const home = new File([new Uint8Array(64)], 'IMG_20260301_my-street.jpeg', { type: 'image/jpeg' });
  const shot = new File([new Uint8Array(32)], 'Screenshot Aria.png', { type: 'image/png' });
  pickImages(home, shot);
  await screen.findByRole('listitem', { name: 'Image 2: Uploaded' });
  expect(reencode.mock.calls).toEqual([[home, 'ticket-1.jpg'], [shot, 'ticket-2.jpg']]);
  const files = uploadedFiles();
  expect(files.map((f) => [f.name, f.type, f.size])).toEqual([['ticket-1.jpg', 'image/jpeg', 4], ['ticket-2.jpg', 'image/jpeg', 4]]);
  expect(files).not.toContain(home);
  expect(files).not.toContain(shot);
});

test('a file that does not decode: it goes with "Only images can be added", nothing is uploaded, the text stays', async () => {
  provider = ticketService();
  renderPutQuestion();
  await fillRequired();
  reencode.mockRejectedValueOnce(new ImageDecodeError('not an image'));
  pickImages(new File(['not really'], 'notes.png', { type: 'image/png' }));
  await waitFor(() => expect(toastText()).toContain('Only images can be added'));
  expect(screen.queryByRole('listitem', { name: /^Image 1:/ })).not.toBeInTheDocument();
  expect(uploadedFiles()).toEqual([]);
  expect(screen.getByLabelText('Description *')).toHaveValue('I forgot my password.');
  expect(screen.getByLabelText('E-mail *')).toHaveValue('player@example.com');
});

test('an encoding failure is an upload failure to retry; the retry encodes again', async () => {
  provider = ticketService();
  renderPutQuestion();
  await screen.findByRole('button', { name: 'Submit' });
  reencode.mockRejectedValueOnce(new Error('The image could not be encoded'));
  pickImages(new File([new Uint8Array(8)], 'a.png', { type: 'image/png' }));
  await screen.findByRole('listitem', { name: 'Image 1: Upload failed' });
  expect(uploadedFiles()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Retry Image 1' }));
  await screen.findByRole('listitem', { name: 'Image 1: Uploaded' });
  expect(reencode).toHaveBeenCalledTimes(2);
  expect(uploadedFiles().map((f) => f.name)).toEqual(['ticket-1.jpg']);
});
