// The profile picker as an SDK engineer uses it, on the real page markup: pick a profile, read what it does, pick a variant.
import fs from 'fs';
import path from 'path';
import { createProfilePanel } from '../public/js/profile-panel.js';
import { createSessionPicker } from '../public/js/session-picker.js';
import { DEFAULT_SESSION } from '../public/js/options.js';
import { SDK_PROFILES } from '../public/js/sdk-profiles.js';

const html = fs.readFileSync(path.join(__dirname, '../public/index.html'), 'utf8');
const $ = (id) => document.getElementById(id);

function setup(initial = { id: 'conforming', variant: '' }) {
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const changes = [];
  const panel = createProfilePanel(
    {
      select: $('profile'), sends: $('profile-sends'), does: $('profile-does'), standsFor: $('profile-stands-for'),
      variantField: $('variant-field'), variantLabel: $('variant-label'), variant: $('variant'), actions: $('profile-actions'),
    },
    initial,
    (choice) => changes.push(choice),
  );
  return { panel, changes };
}

function choose(select, value) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('profile panel', () => {
  it('lists every profile by name and describes the default one', () => {
    setup();
    expect([...$('profile').options].map((o) => o.value)).toEqual(SDK_PROFILES.map((p) => p.id));
    expect($('profile').value).toBe('conforming');
    expect($('profile-sends').textContent).toContain('capabilities: ["openUrl"]');
    expect($('variant-field').hidden).toBe(true);
    expect($('profile-actions').hidden).toBe(true);
  });

  it('shows a language profile\'s tag list with its default, and reports the choice', () => {
    const { panel, changes } = setup();
    choose($('profile'), 'ios-language');
    expect($('variant-field').hidden).toBe(false);
    expect($('variant-label').textContent).toBe('iOS language tag');
    expect($('variant').value).toBe('zh-Hant-TW');
    choose($('variant'), 'th-TH');
    expect(changes).toEqual([{ id: 'ios-language', variant: 'zh-Hant-TW' }, { id: 'ios-language', variant: 'th-TH' }]);
    expect(panel.choice).toEqual({ id: 'ios-language', variant: 'th-TH' });
  });

  it('starts from the URL\'s choice and offers Send login again / Switch player only with resend-login', () => {
    setup({ id: 'logged-out', variant: 'no-answer' });
    expect($('profile').value).toBe('logged-out');
    expect($('variant').value).toBe('no-answer');
    expect($('profile-actions').hidden).toBe(true);
    choose($('profile'), 'resend-login');
    expect($('profile-actions').hidden).toBe(false);
    expect($('login-again').textContent).toBe('Send login again');
    expect($('switch-player').textContent).toBe('Switch player');
  });
});

describe('session picker under a language profile', () => {
  it('greys the platform and language while a profile sets them, and gives them back unchanged', () => {
    setup();
    const picker = createSessionPicker($('session-form'), { ...DEFAULT_SESSION, language: 'ja_JP' }, () => {});
    picker.setProfileLock({ platform: 'iOS', language: 'zh-Hant-TW', by: 'iOS language tags' });
    expect($('language').disabled).toBe(true);
    expect($('language-custom').disabled).toBe(true);
    expect([...document.querySelectorAll('input[name="platform"]')].every((i) => i.disabled)).toBe(true);
    expect($('profile-lock-hint').hidden).toBe(false);
    expect($('profile-lock-hint').textContent).toBe('Platform iOS and language zh-Hant-TW are set by the iOS language tags profile.');
    picker.setProfileLock(null);
    expect($('language').disabled).toBe(false);
    expect($('profile-lock-hint').hidden).toBe(true);
    expect(picker.pick()).toMatchObject({ platform: 'Android', language: 'ja_JP' });
  });
});
