// SafeHtml renders only sanitized markup and routes every link click through its owner.
import { fireEvent, render, screen } from '@testing-library/react';
import { navigation } from '../bridge/open-url';
import { recordNativeCalls } from '../testing/native-calls';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  // Whether markup *runs* is a browser's question (jsdom neither loads images nor runs inserted scripts): the canary
  // for that is in the e2e suite (security-xss.e2e.ts, messages.e2e.ts). Here: what is left is inert markup.
  it('renders the sanitized body and leaves no active markup', () => {
    render(
      <SafeHtml
        testId="body"
        html={'<p>Hello <b>player</b></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><iframe src="https://evil.example"></iframe>'}
      />,
    );
    const body = screen.getByTestId('body');
    expect(body).toHaveTextContent('Hello player');
    expect(body.querySelector('script, iframe')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('cancels the navigation and hands the href to onLinkClick', () => {
    const onLinkClick = jest.fn();
    render(<SafeHtml html={'<p>Go <a href="https://game.example/e"><b>there</b></a></p>'} onLinkClick={onLinkClick} />);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByText('there').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onLinkClick).toHaveBeenCalledWith('https://game.example/e', expect.any(HTMLAnchorElement));
  });

  it('without onLinkClick sends http(s) links to the bridge openUrl and ignores others', () => {
    const calls = recordNativeCalls();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    try {
      render(<SafeHtml html={'<a href="https://a.example/">web</a><a href="#/faq">app</a><a href="javascript:alert(1)">bad</a>'} />);
      fireEvent.click(screen.getByText('app'));
      fireEvent.click(screen.getByText('bad'));
      expect(calls.of('openUrl')).toEqual([]);
      fireEvent.click(screen.getByText('web'));
      expect(calls.of('openUrl')).toEqual([{ method: 'openUrl', payload: { url: 'https://a.example/' } }]);
      expect(open).not.toHaveBeenCalled();
    } finally {
      calls.stop();
      open.mockRestore();
      assign.mockRestore();
    }
  });

  it('cancels middle-clicks on links', () => {
    render(<SafeHtml html={'<a href="https://a.example/">web</a>'} />);
    const event = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 });
    screen.getByText('web').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('ignores clicks outside links', () => {
    const onLinkClick = jest.fn();
    render(<SafeHtml html="<p>plain</p>" onLinkClick={onLinkClick} />);
    fireEvent.click(screen.getByText('plain'));
    expect(onLinkClick).not.toHaveBeenCalled();
  });
});
