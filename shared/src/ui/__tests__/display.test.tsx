// Rows, states, badges and avatars as a user (or a screen reader) meets them.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar } from '../display/avatar';
import { Badge } from '../display/badge';
import { EmptyState } from '../display/empty-state';
import { ErrorState } from '../display/error-state';
import { ApiError } from '../../api/api-error';
import { Card, ListRow } from '../display/list-row';
import { LoginRequired } from '../display/login-required';
import { ResultPanel } from '../display/result-panel';
import { recordNativeCalls } from '../../testing/native-calls';
import { renderUi } from './ui-test-utils';

describe('ListRow', () => {
  it('is a button with its label when tappable, plain text otherwise', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    await renderUi(
      <Card>
        <ListRow label="Mobile" value="138****0000" onClick={onClick} />
        <ListRow label="E-mail" value="Not bound" />
      </Card>,
    );
    await user.click(screen.getByRole('button', { name: /Mobile/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Mobile/ })).toHaveTextContent('138****0000');
    expect(screen.queryByRole('button', { name: /E-mail/ })).not.toBeInTheDocument();
    expect(screen.getByText('Not bound')).toBeInTheDocument();
  });
});

describe('EmptyState and ErrorState', () => {
  it('says there is nothing yet, by default in the common words', async () => {
    await renderUi(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('announces the failure and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    await renderUi(<ErrorState onRetry={onRetry} />);
    // SPEC §8's 'Error!' heads every failed state, above what failed
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error!Loading failedRetry$/);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  // SPEC §8: a failed load names the provider's reason under the page's own words, whatever the failure was.
  it.each([
    ['status not ok with a message', new ApiError('status', '2001', 'Stand-in failure'), 'Stand-in failure'],
    ['status not ok without one', new ApiError('status', '7', 'System error'), 'System error'],
    ['an RTK error value', { kind: 'status', code: '2001', detail: 'Quota exceeded', text: 'Quota exceeded' }, 'Quota exceeded'],
    ['a marker string', '1345###Bound elsewhere', 'Bound elsewhere'],
    ['HTTP 500', new ApiError('http', '500', "Server didn't respond"), "Server didn't respond"],
    ['a dropped connection', new ApiError('network', 'network', 'Network error encountered. Please try again later~'), 'Network error encountered. Please try again later~'],
    ['something unknown', new Error('boom'), 'System error'],
  ])('adds the SPEC §8 text of %s as a second line, keeping the retry', async (_name, error, text) => {
    await renderUi(<ErrorState message="Your messages could not be loaded." error={error} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Your messages could not be loaded.${text}`);
    expect(screen.getByText(text)).toHaveClass('uc-state__detail');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no second line without an error', async () => {
    const { container } = await renderUi(<ErrorState message="Gone." />);
    expect(container.querySelector('.uc-state__detail')).toBeNull();
  });

  it('shows a given message and no retry button without onRetry', async () => {
    await renderUi(<ErrorState message="This section could not be loaded." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('LoginRequired', () => {
  it('says to log in first, in the common words unless the page says why, and asks native to log in', async () => {
    const native = recordNativeCalls();
    try {
      const { rerender } = await renderUi(<LoginRequired />);
      expect(screen.getByText('Please log in first')).toBeInTheDocument();
      rerender(<LoginRequired message="Log in to read your messages." />);
      expect(screen.getByText('Log in to read your messages.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(native.calls).toEqual([{ method: 'login' }]);
    } finally {
      native.stop();
    }
  });
});

describe('ResultPanel', () => {
  it('is a region named by its heading, with the line and the way out, the icon hidden from readers', async () => {
    await renderUi(
      <ResultPanel icon={<svg data-testid="icon" />} heading="Modification complete" text="Saved." tone="success">
        <button type="button">Finish</button>
      </ResultPanel>,
    );
    const region = screen.getByRole('region', { name: 'Modification complete' });
    expect(region).toHaveClass('uc-result--success');
    expect(screen.getByRole('heading', { level: 2, name: 'Modification complete' })).toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it.each([
    [0, null],
    [-2, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('count %i reads %s', async (count, text) => {
    const { container } = await renderUi(<Badge count={count} />, { withUiRoot: false });
    if (text === null) expect(container).toBeEmptyDOMElement();
    else expect(container).toHaveTextContent(text);
  });

  it('speaks a label instead of the bare number when given', async () => {
    await renderUi(<Badge count={3} label="3 unread messages" />, { withUiRoot: false });
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('shows the picture with its alt text', async () => {
    await renderUi(<Avatar src="https://cdn.example/a.png" alt="Player avatar" />);
    expect(screen.getByRole('img', { name: 'Player avatar' })).toHaveAttribute('src', 'https://cdn.example/a.png');
  });

  it('shows the inline placeholder without a picture, or when the picture fails', async () => {
    await renderUi(
      <>
        <Avatar alt="No picture" />
        <Avatar src="https://cdn.example/broken.png" alt="Broken picture" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'No picture' }).tagName.toLowerCase()).toBe('svg');
    fireEvent.error(screen.getByRole('img', { name: 'Broken picture' }));
    expect(screen.getByRole('img', { name: 'Broken picture' }).tagName.toLowerCase()).toBe('svg');
  });

  it("lays the game's placeholder (--uc-avatar-placeholder) over the silhouette only where no picture shows", async () => {
    const { container } = await renderUi(
      <>
        <Avatar alt="No picture" />
        <Avatar src="https://cdn.example/a.png" alt="Picture" />
      </>,
    );
    const [first, second] = Array.from(container.querySelectorAll('.uc-avatar'));
    expect(first.querySelector('.uc-avatar__custom')).toHaveAttribute('aria-hidden', 'true');
    expect(second.querySelector('.uc-avatar__custom')).toBeNull();
  });
});
