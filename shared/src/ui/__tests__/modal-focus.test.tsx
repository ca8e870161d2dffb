// Focus stays with the top modal even when it escapes the Tab trap (Tab from <body>, a script, a stacked dialog).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { confirmDialog } from '../feedback/confirm-dialog';
import { Popup } from '../modal/popup';
import { renderUi, resetUiFeedback } from './ui-test-utils';

beforeEach(() => resetUiFeedback());

function PopupWithConfirm() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rules
      </button>
      <p>answer: {answer}</p>
      <Popup open={open} onClose={() => setOpen(false)} title="Cancellation rules">
        <button type="button" onClick={() => void confirmDialog({ message: 'Agree to the rules?' }).then((ok) => setAnswer(String(ok)))}>
          Agree
        </button>
      </Popup>
    </>
  );
}

it('pulls focus that lands on the page behind an open popup back into the popup', async () => {
  const user = userEvent.setup();
  await renderUi(<PopupWithConfirm />);
  const opener = screen.getByRole('button', { name: 'Rules' });
  await user.click(opener);
  act(() => opener.focus());
  expect(screen.getByRole('dialog', { name: 'Cancellation rules' })).toContainElement(document.activeElement as HTMLElement);
  expect(opener).not.toHaveFocus();
});

it('a confirm dialog over a popup holds focus, then gives it back to the popup button that opened it', async () => {
  const user = userEvent.setup();
  await renderUi(<PopupWithConfirm />);
  await user.click(screen.getByRole('button', { name: 'Rules' }));
  const agree = screen.getByRole('button', { name: 'Agree' });
  await user.click(agree);
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(cancel).toHaveFocus();
  // focus sent into the popup underneath is pulled back into the dialog on top
  act(() => agree.focus());
  expect(cancel).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(await screen.findByText('answer: false')).toBeInTheDocument();
  expect(agree).toHaveFocus();
  // the popup is the top modal again and guards its own focus
  act(() => screen.getByRole('button', { name: 'Rules' }).focus());
  expect(screen.getByRole('dialog', { name: 'Cancellation rules' })).toContainElement(document.activeElement as HTMLElement);
});

it('stops guarding once closed: the page gets its focus back freely', async () => {
  const user = userEvent.setup();
  await renderUi(<PopupWithConfirm />);
  const opener = screen.getByRole('button', { name: 'Rules' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  const other = screen.getByText(/answer:/);
  other.tabIndex = -1;
  act(() => other.focus());
  expect(other).toHaveFocus();
});
