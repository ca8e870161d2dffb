// The one page cache of the host and the standalone build, with a stand-in loader: what the page shows, and what
// the loader is asked for on each visit.
import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createPageCache, remoteModuleId, type PageLoader } from '../page-cache';
import { RemoteModuleError } from '../page-error-boundary';

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    const { error } = this.state;
    if (error) return <p>{`${error instanceof RemoteModuleError ? `load failed ${error.id}` : 'other'}: ${error.message}`}</p>;
    return this.props.children;
  }
}

function visit(Page: ReturnType<ReturnType<typeof createPageCache>['remotePageComponent']>) {
  return render(
    <Catch>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Catch>,
  );
}

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('ids name the container and the module', () => {
  expect(remoteModuleId('account', './BindPhone')).toBe('uc_account/BindPhone');
});

test('a page is loaded once and the second visit reuses it', async () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => page('Bind phone'));
  const cache = createPageCache(load);
  const first = visit(cache.remotePageComponent('account', './BindPhone'));
  expect(await screen.findByRole('heading', { name: 'Bind phone' })).toBeInTheDocument();
  first.unmount();
  visit(cache.remotePageComponent('account', './BindPhone'));
  expect(screen.getByRole('heading', { name: 'Bind phone' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('account', './BindPhone', 'uc_account/BindPhone');
});

test('a failed load reaches the boundary as a load failure and the next visit loads again', async () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValue(page('FAQ'));
  const cache = createPageCache(load);
  const first = visit(cache.remotePageComponent('support', './Faq'));
  expect(await screen.findByText('load failed uc_support/Faq: chunk missing')).toBeInTheDocument();
  first.unmount();
  visit(cache.remotePageComponent('support', './Faq'));
  expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a module without a page component is a load failure, not cached', async () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => ({ default: 42 }));
  const cache = createPageCache(load);
  const Page = cache.remotePageComponent('deletion', './DeleteApply');
  visit(Page);
  expect(await screen.findByText('load failed uc_deletion/DeleteApply: uc_deletion/DeleteApply has no page component as its default export')).toBeInTheDocument();
  expect(cache.remotePageComponent('deletion', './DeleteApply')).not.toBe(Page);
});

test('a stand-in module is shown once; the next visit asks for the real page', async () => {
  const standIn = page('Temporarily unavailable');
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>().mockResolvedValueOnce(standIn).mockResolvedValue(page('Inbox'));
  const cache = createPageCache(load, (mod) => mod === standIn);
  const first = visit(cache.remotePageComponent('messages', './MyMessage'));
  expect(await screen.findByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument();
  first.unmount();
  visit(cache.remotePageComponent('messages', './MyMessage'));
  expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
});

test('forgetting a remote drops only its pages', () => {
  const cache = createPageCache(async () => page('x'));
  const account = cache.remotePageComponent('account', './BindPhone');
  const support = cache.remotePageComponent('support', './Faq');
  cache.forgetRemotePages('account');
  expect(cache.remotePageComponent('account', './BindPhone')).not.toBe(account);
  expect(cache.remotePageComponent('support', './Faq')).toBe(support);
});
