// A tap that opens a remote page starts that page's files before the router draws it (start-route.ts).
import { startRemotePage } from '../../federation/remote-component-cache';
import { startRoute } from '../start-route';

jest.mock('../../federation/remote-component-cache', () => ({ startRemotePage: jest.fn() }));
const started = startRemotePage as jest.MockedFunction<typeof startRemotePage>;

beforeEach(() => started.mockClear());

it('starts the remote page the path names, a query or not', () => {
  startRoute('/manageaccount');
  startRoute('/verifyaccount?title=Change%20password&operation=changePassword');
  startRoute('/faq#top');
  expect(started.mock.calls).toEqual([
    ['account', './ManageAccount'],
    ['account', './VerifyAccount'],
    ['support', './Faq'],
  ]);
});

it('starts nothing for a host page or a path no route serves', () => {
  startRoute('/');
  startRoute('/index');
  startRoute('/nowhere');
  startRoute('/FAQ'); // another spelling: the router redirects it, and the page starts then
  expect(started).not.toHaveBeenCalled();
});
