// The countdown in the player's language (issue 36): the wait read out in words with the language's own plural forms
// (CLDR's, through Intl), the digits in the language's numbering.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@uc/shared/src/testing';
import '../../../locales/register';
import { DeletionCountdown } from '../deletion-countdown';

it.each([
  ['ru_RU', 3725, 'Осталось: 1 час 2 минуты 5 секунд'],
  ['ru_RU', 5 * 3600 + 22 * 60 + 1, 'Осталось: 5 часов 22 минуты 1 секунда'],
  ['ja_JP', 3725, '残り時間：1 時間 2 分 5 秒'],
  ['pt_PT', 7200, 'Tempo restante: 2 horas'],
  ['de_DE', 59, 'Verbleibende Zeit: 59 Sekunden'],
])('%s, %i s: %s', async (locale, seconds, label) => {
  renderWithProviders(<DeletionCountdown secondsLeft={seconds} />, { locale });
  expect(await screen.findByLabelText(label)).toHaveAttribute('datetime');
});
