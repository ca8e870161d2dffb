// Ticket images in real Chromium against the stand-in: what the ticket vendor receives is the picture re-encoded —
// no Exif (GPS position) or other APP1 block, a generated name, at most 2048 px on the longer side — and a file that
// is not an image goes with a clear message while everything typed stays. The token comes from the stand-in's
// token endpoint (the local app-config's tokenUrl), so the page holds no ticket-service key.
import type { Page } from 'playwright-core';
import { openPage, PORTRAIT } from './support/browser';
import { useE2eSuite } from './support/suite';
import { nativeLogin } from './support/session';
import { savedTickets, solidPng } from './support/support-tickets';
import { EXIF_PLANTED_TEXT, readJpeg, withExifGps } from './support/ticket-images';

const suite = useE2eSuite();
const SESSION = 'platform=android&language=en_US&mobile=1&role=1';

beforeEach(() => suite.provider.reset());

interface Upload { id: string; filename: string; contentType: string; size: number }

async function uploads(): Promise<Upload[]> {
  const res = await fetch(`${suite.stack.provider.url}/__control/state`);
  return ((await res.json()) as { ticketService: { uploads: Upload[] } }).ticketService.uploads;
}

async function uploadedBytes(upload: Upload): Promise<Buffer> {
  const res = await fetch(`${suite.stack.provider.url}/ticket-api/files/${upload.id}/${encodeURIComponent(upload.filename)}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The ticket form, logged in as the demo player. */
async function openForm() {
  const w = await openPage(suite.browser, PORTRAIT);
  await w.page.goto(`${suite.stack.hostUrl}/#/putQuestion`);
  await nativeLogin(w.page, await suite.provider.session(SESSION));
  await w.page.getByRole('heading', { level: 1, name: 'Submit a question' }).waitFor();
  await w.page.getByLabel('Description *').waitFor();
  return w;
}

/** A small real JPEG from Chromium's own encoder (a gradient), for the Exif block to be spliced into. */
async function baseJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(([w, h]) => {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, w, h);
    gradient.addColorStop(0, '#2f6bff');
    gradient.addColorStop(1, '#1e8e3e');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, w, h);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, [width, height] as const);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('a JPEG with Exif GPS leaves without it: no APP1, nothing of the Exif, named ticket-1.jpg, in the saved ticket', async () => {
  const w = await openForm();
  const { page } = w;
  const picked = withExifGps(await baseJpeg(page, 64, 48));
  // the file as picked does carry the Exif block (the proof below means something)
  expect(readJpeg(picked).markers).toContain(0xe1);
  expect(picked.includes(Buffer.from(EXIF_PLANTED_TEXT))).toBe(true);

  await page.getByLabel('Add image').setInputFiles([{ name: 'IMG_20260301_at_home.jpg', mimeType: 'image/jpeg', buffer: picked }]);
  await page.getByRole('listitem', { name: 'Image 1: Uploaded' }).waitFor();

  const [upload] = await uploads();
  expect(upload).toMatchObject({ filename: 'ticket-1.jpg', contentType: 'image/jpeg' });
  const bytes = await uploadedBytes(upload);
  const info = readJpeg(bytes);
  expect(info.markers).not.toContain(0xe1); // no Exif / XMP block
  expect(bytes.includes(Buffer.from('Exif\0'))).toBe(false);
  expect(bytes.includes(Buffer.from(EXIF_PLANTED_TEXT))).toBe(false);
  expect(bytes.includes(Buffer.from('at_home'))).toBe(false);
  expect({ width: info.width, height: info.height }).toEqual({ width: 64, height: 48 });

  await page.getByText('Login problem', { exact: true }).click();
  await page.getByLabel('Device model *').fill('Pixel 8');
  await page.getByLabel('System version *').fill('Android 14');
  await page.getByLabel('E-mail *').fill('player@example.com');
  await page.getByLabel('Description *').fill('My photo shows the error.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Your question has been submitted' }).waitFor();
  const [ticket] = await savedTickets(suite.stack.provider.url);
  expect(ticket.extend_fields).toContainEqual({ fieldid: 'images', field_value: `${suite.stack.provider.url}/ticket-api/files/1/ticket-1.jpg` });
  // the tokens came from the token endpoint with the player's session; the page signed nothing
  const log = await suite.provider.requests();
  expect(log.filter((r) => r.path === '/open/ticket/token').map((r) => [r.ok, (r.payload as { token?: string } | null)?.token])).toEqual([[true, 'demo-token'], [true, 'demo-token']]);
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('an image larger than 2048 px comes out at most 2048 px on its longer side, as a JPEG', async () => {
  const w = await openForm();
  const { page } = w;
  const big = solidPng('Screenshot 2026-03-01.png', [200, 60, 60], 3000, 1500);
  await page.getByLabel('Add image').setInputFiles([big]);
  await page.getByRole('listitem', { name: 'Image 1: Uploaded' }).waitFor();
  const [upload] = await uploads();
  expect(upload).toMatchObject({ filename: 'ticket-1.jpg', contentType: 'image/jpeg' });
  const info = readJpeg(await uploadedBytes(upload));
  expect({ width: info.width, height: info.height }).toEqual({ width: 2048, height: 1024 });
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});

test('a file that is not an image (though it says so): a clear message, nothing uploaded, the typed text stays', async () => {
  const w = await openForm();
  const { page } = w;
  await page.getByLabel('Description *').fill('The shop charged me twice.');
  await page.getByLabel('Add image').setInputFiles([
    { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a picture at all') },
  ]);
  await page.getByText('Only images can be added').first().waitFor();
  await page.getByRole('listitem', { name: /^Image 1:/ }).waitFor({ state: 'detached' });
  expect(await uploads()).toEqual([]);
  expect(await page.getByLabel('Description *').inputValue()).toBe('The shop charged me twice.');
  expect(w.pageErrors).toEqual([]);
  await w.context.close();
});
