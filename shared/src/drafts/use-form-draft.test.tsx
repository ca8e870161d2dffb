// useFormDraft through a small form: typing is kept, a remount (a reload) restores it, clear() forgets it.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readDraft, saveDraft } from './form-drafts';
import { useFormDraft } from './use-form-draft';

function MailForm({ prefill = '', onClearRef }: { prefill?: string; onClearRef?: (clear: () => void) => void }) {
  const [fields, setFields] = useState({ mail: prefill, note: '' });
  const [file, setFile] = useState('');
  const draft = useFormDraft('mailForm', fields, (saved) => setFields((f) => ({ ...f, ...saved })));
  onClearRef?.(draft.clear);
  return (
    <form>
      <input aria-label="mail" value={fields.mail} onChange={(e) => setFields({ ...fields, mail: e.target.value })} />
      <input aria-label="note" value={fields.note} onChange={(e) => setFields({ ...fields, note: e.target.value })} />
      <input aria-label="file" value={file} onChange={(e) => setFile(e.target.value)} />
    </form>
  );
}

beforeEach(() => sessionStorage.clear());

it('keeps what is typed and shows it again after a remount, only the fields it was given', async () => {
  const user = userEvent.setup();
  const first = render(<MailForm />);
  await user.type(screen.getByLabelText('mail'), 'me@example.com');
  await user.type(screen.getByLabelText('file'), 'photo.png');
  first.unmount();

  render(<MailForm />);
  expect(screen.getByLabelText('mail')).toHaveValue('me@example.com');
  expect(screen.getByLabelText('file')).toHaveValue('');
  expect(readDraft('mailForm')).toEqual({ mail: 'me@example.com', note: '' });
});

it('mounting does not overwrite a saved draft with the initial values, and a draft beats a prefill', () => {
  saveDraft('mailForm', { mail: 'saved@example.com', note: 'n' });
  render(<MailForm prefill="prefilled@example.com" />);
  expect(screen.getByLabelText('mail')).toHaveValue('saved@example.com');
  expect(screen.getByLabelText('note')).toHaveValue('n');
});

it('with no draft the prefill stays and is not stored until the player changes something', () => {
  render(<MailForm prefill="prefilled@example.com" />);
  expect(screen.getByLabelText('mail')).toHaveValue('prefilled@example.com');
  expect(readDraft('mailForm')).toBeNull();
});

it('restores only names the form has', () => {
  saveDraft('mailForm', { mail: 'a@b.c', injected: 'x' });
  const seen: unknown[] = [];
  function Probe() {
    const [fields] = useState({ mail: '' });
    useFormDraft('mailForm', fields, (d) => seen.push(d));
    return null;
  }
  render(<Probe />);
  expect(seen).toEqual([{ mail: 'a@b.c' }]);
});

it('clear() forgets the draft: a remount starts empty', async () => {
  const user = userEvent.setup();
  let clear = () => {};
  const first = render(<MailForm onClearRef={(c) => (clear = c)} />);
  await user.type(screen.getByLabelText('note'), 'hello');
  clear();
  first.unmount();
  render(<MailForm />);
  expect(screen.getByLabelText('note')).toHaveValue('');
});

it('enabled: false neither restores nor saves', async () => {
  const user = userEvent.setup();
  saveDraft('off', { mail: 'kept@example.com' });
  function Off() {
    const [fields, setFields] = useState({ mail: '' });
    useFormDraft('off', fields, (d) => setFields((f) => ({ ...f, ...d })), { enabled: false });
    return <input aria-label="mail" value={fields.mail} onChange={(e) => setFields({ mail: e.target.value })} />;
  }
  render(<Off />);
  expect(screen.getByLabelText('mail')).toHaveValue('');
  await user.type(screen.getByLabelText('mail'), 'new');
  expect(readDraft('off')).toEqual({ mail: 'kept@example.com' });
});
