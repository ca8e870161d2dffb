// One page of each remote, as home's tiles open it: the tile's name, the page's address and a text it shows.
export const REMOTE_TILES = [
  { tile: /^Account/, hash: '#/manageaccount', content: 'Linked accounts' },
  { tile: /^Messages/, hash: '#/mymessage', content: 'Launch gift pack' },
  { tile: /^FAQ/, hash: '#/faq', content: 'Account & Login' },
  { tile: /^Delete account/, hash: '#/deleteapply', content: 'Important notice' },
];

/** From home, opens each remote's page by its tile, waits for its content, and goes back home by the title bar. */
export async function visitEachRemoteTile(page: import('playwright-core').Page): Promise<void> {
  for (const t of REMOTE_TILES) {
    await page.getByRole('button', { name: t.tile }).first().click();
    await page.waitForURL((u) => u.hash.startsWith(t.hash));
    await page.getByText(t.content, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.waitForFunction(() => location.hash === '#/');
  }
}
