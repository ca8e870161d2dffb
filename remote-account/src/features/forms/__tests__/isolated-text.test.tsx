// A value in a text with <bdi> stays text, whatever it holds: markup in a phone, an e-mail or an account name is shown
// as typed, never read as elements (security-xss.e2e.ts shows hostile values on the pages).
import { screen } from '@testing-library/react';
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

