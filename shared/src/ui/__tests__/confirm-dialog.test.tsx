// The confirm dialog: our own modal, keyboard-safe, and cancelled by Escape or the hardware back button.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { runBack } from '../../navigation/back-stack';
import { confirmDialog } from '../feedback/confirm-dialog';
import { renderUi, resetUiFeedback } from './ui-test-utils';

beforeEach(() => resetUiFeedback());

function Opener() {
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirmDialog({ title: 'Unbind', message: 'Unbind Facebook?' }).then((ok) => setAnswer(String(ok)))}>
        Open
      </button>
      <p>answer: {answer}</p>
    </>
  );
}

it('resolves true on confirm and false on cancel', async () => {
  const user = userEvent.setup();
  await renderUi(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Unbind' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Unbind Facebook?');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('answer: true')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('answer: false')).toBeInTheDocument();
});

it('moves focus in, traps Tab, and gives focus back to the opener on close', async () => {
  const user = userEvent.setup();
  await renderUi(<Opener />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  expect(cancel).toHaveFocus();
  await user.tab();
  expect(confirm).toHaveFocus();
  await user.tab();
  expect(cancel).toHaveFocus();
  await user.tab({ shift: true });
  expect(confirm).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(await screen.findByText('answer: false')).toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('is cancelled by the hardware back button, which reports the back as handled', async () => {
  const user = userEvent.setup();
  await renderUi(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  let handled = false;
  act(() => {
    handled = runBack();
  });
  expect(handled).toBe(true);
  expect(await screen.findByText('answer: false')).toBeInTheDocument();
  expect(runBack()).toBe(false);
});

it('queues dialogs opened from outside React, before UiRoot mounts, and shows them one at a time', async () => {
  const first = confirmDialog({ message: 'First?', confirmText: 'Yes', cancelText: 'No' });
  const second = confirmDialog({ message: 'Second?' });
  const user = userEvent.setup();
  await renderUi(<div />);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'First?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await expect(first).resolves.toBe(true);
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Second?' })).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await expect(second).resolves.toBe(false);
});
