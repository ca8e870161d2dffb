// The popup sheet (modal, closable four ways) and the hosted frame (sandboxed, loading until it loads).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { runBack } from '../../navigation/back-stack';
import { HostedFrame, LEGAL_FRAME_SANDBOX } from '../hosted-frame/hosted-frame';
import { Popup } from '../modal/popup';
import { renderUi, resetUiFeedback } from './ui-test-utils';

beforeEach(() => resetUiFeedback());

function PopupHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rules
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title="Cancellation rules">
        <p>No security changes in the last 15 days.</p>
        <button type="button">Agree</button>
      </Popup>
    </>
  );
}

describe('Popup', () => {
  it('opens as a named modal dialog with focus inside, and closes with its close button', async () => {
    const user = userEvent.setup();
    await renderUi(<PopupHarness />);
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancellation rules' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rules' })).toHaveFocus();
  });

  it('closes on Escape and on hardware back (which counts as handled)', async () => {
    const user = userEvent.setup();
    await renderUi(<PopupHarness />);
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rules' }));
    let handled = false;
    act(() => {
      handled = runBack();
    });
    expect(handled).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the sheet, passing the scrollable body so the keyboard can scroll it', async () => {
    const user = userEvent.setup();
    await renderUi(<PopupHarness />);
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByText('No security changes in the last 15 days.').parentElement).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Agree' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('HostedFrame', () => {
  it('is a titled frame with only the sandbox its caller names, and sends no referrer by default', async () => {
    await renderUi(
      <HostedFrame src="http://localhost:3100/legal/en-US/Terms_of_Service.html" title="Terms of service" sandbox={LEGAL_FRAME_SANDBOX} />,
    );
    const frame = screen.getByTitle('Terms of service');
    expect(frame.tagName.toLowerCase()).toBe('iframe');
    expect(frame).toHaveAttribute('src', 'http://localhost:3100/legal/en-US/Terms_of_Service.html');
    // legal documents: their own origin, no scripts, forms or popups
    expect(LEGAL_FRAME_SANDBOX).toBe('allow-same-origin');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('a caller that names no token gets the strictest sandbox; the referrer policy the caller asks for', async () => {
    await renderUi(<HostedFrame src="about:blank" title="Doc" sandbox="" referrerPolicy="strict-origin-when-cross-origin" />);
    const frame = screen.getByTitle('Doc');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it('hands its caller the frame element before it loads (its window already exists)', async () => {
    let seen: HTMLIFrameElement | null = null;
    await renderUi(<HostedFrame src="about:blank" title="Ticket" sandbox="" frameRef={(el) => { seen = el; }} />);
    expect(seen).toBe(screen.getByTitle('Ticket'));
    expect(seen!.contentWindow).not.toBeNull();
  });

  it('shows the app loading overlay until the frame has loaded, then calls onLoad', async () => {
    const onLoad = jest.fn();
    await renderUi(<HostedFrame src="about:blank" title="Ticket" sandbox="allow-scripts" allow="camera" onLoad={onLoad} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const frame = screen.getByTitle('Ticket');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('allow', 'camera');
    // the frame's own load event (jsdom loads about:blank): the overlay goes, onLoad gets the frame
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument());
    expect(onLoad).toHaveBeenCalledWith(frame);
  });

  it('releases the loading overlay when it goes away before loading', async () => {
    const user = userEvent.setup();
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            Leave
          </button>
          {shown ? <HostedFrame src="about:blank" title="Ticket" sandbox="" /> : null}
        </>
      );
    }
    await renderUi(<Toggle />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByTitle('Ticket')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});
