// Toast, loading overlay and showError as a user perceives them: live-region text and one status overlay.
import { act, screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { hideLoading, showLoading } from '../feedback/loading';
import { useLoadingOverlay } from '../feedback/use-loading-overlay';
import { showError } from '../feedback/show-error';
import { toast } from '../feedback/toast';
import { loadTexts, renderUi, resetUiFeedback } from './ui-test-utils';

beforeAll(loadTexts);
beforeEach(() => {
  resetUiFeedback();
  jest.useRealTimers();
});

describe('toast', () => {
  it('shows a toast queued before UiRoot mounts, in a polite live region', async () => {
    toast('Early bird');
    await renderUi(<div />);
    const message = screen.getByText('Early bird');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('hides the toast after its duration (2 s by default)', async () => {
    jest.useFakeTimers();
    await renderUi(<div />);
    act(() => toast('Saved'));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration and does not stack the same text twice', async () => {
    jest.useFakeTimers();
    await renderUi(<div />);
    act(() => {
      toast('Copied', 500);
      toast('Copied', 500);
    });
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });
});

describe('loading overlay', () => {
  it('is a single status overlay named "Loading…", counted across callers', async () => {
    await renderUi(<div />);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    act(() => {
      showLoading();
      showLoading();
    });
    expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1);
    act(() => hideLoading());
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    act(() => hideLoading());
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('never goes below zero: an extra hide does not swallow the next show', async () => {
    await renderUi(<div />);
    act(() => {
      hideLoading();
      showLoading();
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});

describe('useLoadingOverlay', () => {
  function FirstLoad({ loading }: { loading: boolean }) {
    useLoadingOverlay(loading);
    return null;
  }

  it('shows the one overlay while active, and hides it when the load ends', async () => {
    const { rerender } = await renderUi(<FirstLoad loading />);
    expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(1);
    rerender(<FirstLoad loading={false} />);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('hides it when the page leaves mid-load, and leaves other callers counted', async () => {
    const { rerender } = await renderUi(<FirstLoad loading />);
    act(() => showLoading());
    rerender(<div />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    act(() => hideLoading());
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});

describe('showError', () => {
  it('hides the loading overlay and toasts the part after ###', async () => {
    await renderUi(<div />);
    act(() => showLoading());
    act(() => showError(new ApiError('status', '1001', 'Account is locked')));
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(screen.getByText('Account is locked')).toBeInTheDocument();
  });

  it('toasts "System error" for an error it does not recognise', async () => {
    await renderUi(<div />);
    act(() => showError(42));
    expect(screen.getByText('System error')).toBeInTheDocument();
  });
});
