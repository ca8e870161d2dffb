// A value in a text with <bdi> stays text, whatever it holds: markup in a phone, an e-mail or an account name is shown
// as typed, never read as elements (security-xss.e2e.ts shows hostile values on the pages).
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@uc/shared/src/testing';
import '../../../locales/register';
import { IsolatedText } from '@uc/shared';

const HOSTILE = 'x<a href="data:text/html,<script>parent.__xss=1</script>">y</a>&amp;<b>z</b>';

test.each([true, false])('isolate %p: the value is one text, shown whole', async (isolate) => {
  const { container } = renderWithProviders(
    <p data-testid="intro"><IsolatedText ns="account" i18nKey="intro.setPasswordFor" values={{ account: HOSTILE }} isolate={isolate} /></p>,
  );
  const intro = await screen.findByTestId('intro');
  expect(intro.textContent).toContain(HOSTILE);
  expect(container.querySelector('a, b, script')).toBeNull();
});


test('the words in the player\'s language around the value, the value alone in its <bdi>', async () => {
  const { container } = renderWithProviders(
    <p data-testid="intro"><IsolatedText ns="account" i18nKey="intro.setPasswordFor" values={{ account: '138****5678' }} /></p>,
  );
  expect((await screen.findByTestId('intro')).textContent).toBe('Choose a new password for 138****5678.');
  expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['138****5678']);
});

test('right to left: the value in its <bdi> keeps its own direction, the Arabic words around it', async () => {
  const { container } = renderWithProviders(
    <p data-testid="intro"><IsolatedText ns="account" i18nKey="intro.setPasswordFor" values={{ account: 'p***@example.com' }} /></p>,
    { locale: 'ar_SA' },
  );
  await screen.findByTestId('intro');
  const bdi = await waitFor(() => {
    const b = container.querySelector('bdi');
    if (!b) throw new Error('no bdi yet');
    return b;
  });
  expect(bdi.textContent).toBe('\u202Ap***@example.com\u202C');
  expect(bdi.parentElement!.textContent!.replace(bdi.textContent!, '')).toMatch(/[\u0600-\u06FF]/);
});
