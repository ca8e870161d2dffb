// A Brazilian (pt_BR) and a Mexican (es_MX) player on the built apps read Brazil's and Latin America's texts, not
// Portugal's or Spain's: home, bind phone and inbox, screenshots at 390×844 and 360×640 (issue 36).
import type { Page } from 'playwright-core';
import { PORTRAIT, screenshot } from './support/browser';
import { useE2eSuite } from './support/suite';
import { goTo, openHome, setScenario } from './support/account-scenario';

const suite = useE2eSuite();
const SMALL = { width: 360, height: 640 };

beforeEach(() => suite.provider.reset());

interface Market {
  device: string;
  lang: string;
  /** Texts only this language has (its European sibling words them otherwise), per page. */
  home: string[];
  /** The Messages tile's spoken badge (a plural form). */
  unread: string;
  bindPhone: string[];
  inboxLabel: string;
  /** Words of the European sibling that must show nowhere. */
  foreign: string[];
}

const MARKETS: Market[] = [
  {
    device: 'pt_BR',
    lang: 'pt-BR',
    home: ['Trocar de conta', 'Excluir conta'], // pt: Mudar de conta, Eliminar conta
    unread: '5 não lidas', // pt: 5 por ler
    bindPhone: ['Vincular número de celular', 'Número de celular'], // pt: Associar telemóvel, Número de telemóvel
    inboxLabel: 'Excluir “Launch gift pack”', // pt: Eliminar “…”
    foreign: ['telemóvel', 'Telemóvel', 'palavra-passe', 'Palavra-passe', 'utilizador', 'A carregar', 'Eliminar', 'Associar'],
  },
  {
    device: 'es_MX',
    lang: 'es-419',
    home: ['Cambiar de cuenta', 'Soporte'], // es: Cambiar cuenta, Atención al cliente
    unread: '5 sin leer',
    bindPhone: ['Vincular número de celular', 'Número de celular'], // es: Vincular teléfono, Número de teléfono
    inboxLabel: 'Eliminar “Launch gift pack”', // es: Eliminar «…»
    foreign: ['móvil', 'Introduce', 'Pulsa', 'Centro de usuario', 'Atención al cliente', 'teléfono', 'Teléfono'],
  },
];

const sessionIn = (device: string) => `platform=android&language=${device}&mobile=1&role=1&loginTypes=Account,mobile,EmailCode,Facebook,Google`;

async function expectNoForeignWords(page: Page, words: string[]) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(words.filter((w) => text.includes(w))).toEqual([]);
}

/**
 * Home's tiles side by side (one line of a row): the icons' top edges of each line. A one-line name beside a two-line
 * one must not push its icon down (a button centres its content).
 */
async function iconTopsPerLine(page: Page): Promise<number[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.uc-tile-grid__row')].flatMap((row) => {
      const lines = new Map<number, number[]>();
      row.querySelectorAll('.uc-tile').forEach((tile) => {
        const line = Math.round(tile.getBoundingClientRect().top);
        const icon = Math.round(tile.querySelector('.uc-tile__icon')!.getBoundingClientRect().top);
        lines.set(line, [...(lines.get(line) ?? []), icon]);
      });
      return [...lines.values()];
    }),
  );
}

describe.each(MARKETS)('a $device player', (m) => {
  test.each([
    ['390x844', PORTRAIT],
    ['360x640', SMALL],
  ])('reads %s home, bind phone and inbox in ' + m.lang, async (size, viewport) => {
    await setScenario(suite, { bind: { mobile: null } });
    const w = await openHome(suite, viewport, sessionIn(m.device));
    const { page } = w;
    for (const text of m.home) await page.getByText(text, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(m.lang);
    const unread = page.locator('[data-tile="myMessage"] .uc-badge .uc-visually-hidden');
    await unread.waitFor();
    expect(await unread.textContent()).toBe(m.unread);
    await expectNoForeignWords(page, m.foreign);
    const lines = await iconTopsPerLine(page);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.filter((tops) => Math.max(...tops) - Math.min(...tops) > 1)).toEqual([]);
    await screenshot(page, `latam-${m.device}-home-${size}`);

    await goTo(page, '/bindPhone');
    for (const text of m.bindPhone) await page.getByText(text, { exact: true }).first().waitFor();
    await expectNoForeignWords(page, m.foreign);
    await screenshot(page, `latam-${m.device}-bind-phone-${size}`);

    await goTo(page, '/mymessage');
    await page.getByText('Launch gift pack').first().waitFor();
    await page.locator(`[aria-label="${m.inboxLabel}"]`).first().waitFor({ state: 'attached' });
    await expectNoForeignWords(page, m.foreign);
    await screenshot(page, `latam-${m.device}-inbox-${size}`);

    expect(w.pageErrors).toEqual([]);
    await w.context.close();
  });
});
