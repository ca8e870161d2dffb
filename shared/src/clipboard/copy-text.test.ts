// Clipboard API first; the execCommand fallback for old webviews; never a throw.
import { copyText } from './copy-text';

const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

function setClipboard(value: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(window.navigator, 'clipboard', original);
  else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
  delete (document as unknown as Record<string, unknown>).execCommand;
});

describe('copyText', () => {
  it('uses navigator.clipboard.writeText when it works', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('UC-1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('UC-1');
  });

  it('falls back to a hidden textarea and execCommand when the API is missing', async () => {
    setClipboard(undefined);
    let copied = '';
    (document as unknown as { execCommand: (c: string) => boolean }).execCommand = jest.fn((command: string) => {
      copied = document.querySelector('textarea')?.value ?? '';
      return command === 'copy';
    });
    await expect(copyText('UC-2')).resolves.toBe(true);
    expect(copied).toBe('UC-2');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when writeText is refused', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    const exec = jest.fn(() => true);
    (document as unknown as { execCommand: () => boolean }).execCommand = exec;
    await expect(copyText('UC-3')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('reports false when nothing can copy, and for an empty text', async () => {
    setClipboard(undefined);
    await expect(copyText('UC-4')).resolves.toBe(false);
    await expect(copyText('')).resolves.toBe(false);
  });
});
