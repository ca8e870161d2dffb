// The session form: which login the simulated native host delivers, or none at all.

import { LANGUAGES, LOGIN_TYPES, PLATFORMS } from './options.js';

function radio(name, value, label, checked) {
  const wrap = document.createElement('label');
  wrap.className = 'seg-option';
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = name;
  input.value = value;
  input.checked = checked;
  const text = document.createElement('span');
  text.textContent = label;
  wrap.append(input, text);
  return wrap;
}

/**
 * @param {HTMLFormElement} form the #session-form, see index.html for the element ids
 * @param {typeof import('./options.js').DEFAULT_SESSION} initial
 * @param {() => void} onChange
 */
export function createSessionPicker(form, initial, onChange) {
  const $ = (id) => form.querySelector(`#${id}`);
  const fields = $('session-fields');
  const language = $('language');
  const languageCustom = $('language-custom');
  const mobile = $('has-mobile');
  const role = $('has-role');
  const injectButton = $('inject-button');
  const lockHint = $('profile-lock-hint');
  // A profile that fixes the platform and language (the language-tag profiles) greys those out; the picks are kept.
  let lock = null;

  $('platform-options').append(...PLATFORMS.map((p) => radio('platform', p.value, p.label, p.value === initial.platform)));

  for (const code of LANGUAGES) language.append(new Option(code, code, false, code === initial.language));
  if (!LANGUAGES.includes(initial.language)) languageCustom.value = initial.language;

  $('login-type-options').append(
    ...LOGIN_TYPES.map((type) => {
      const wrap = document.createElement('label');
      wrap.className = 'check';
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.name = 'loginType';
      input.value = type;
      input.checked = initial.loginTypes.includes(type);
      const text = document.createElement('span');
      text.textContent = type;
      wrap.append(input, text);
      return wrap;
    }),
  );

  mobile.checked = initial.mobile;
  role.checked = initial.role;
  form.elements.state.value = initial.loggedIn ? 'in' : 'out';

  function syncEnabled() {
    const loggedIn = form.elements.state.value === 'in';
    fields.disabled = !loggedIn;
    injectButton.disabled = !loggedIn;
    for (const input of form.querySelectorAll('input[name="platform"]')) input.disabled = Boolean(lock);
    language.disabled = Boolean(lock);
    languageCustom.disabled = Boolean(lock);
    lockHint.hidden = !lock;
    lockHint.textContent = lock ? `Platform ${lock.platform} and language ${lock.language} are set by the ${lock.by} profile.` : '';
  }

  form.addEventListener('change', () => {
    syncEnabled();
    onChange();
  });
  languageCustom.addEventListener('input', onChange);
  syncEnabled();

  return {
    isLoggedIn() {
      return form.elements.state.value === 'in';
    },
    setLoggedIn(loggedIn) {
      form.elements.state.value = loggedIn ? 'in' : 'out';
      syncEnabled();
      onChange();
    },
    /** { platform, language, by } while a profile sets them, null to give them back to the panel. */
    setProfileLock(next) {
      lock = next;
      syncEnabled();
    },
    /** What goes to the stand-in; a non-empty free-text language wins over the list, unchanged so odd values stay odd. */
    pick() {
      const checked = [...form.querySelectorAll('input[name="loginType"]:checked')].map((i) => i.value);
      return {
        loggedIn: this.isLoggedIn(),
        platform: form.elements.platform.value,
        language: languageCustom.value.trim() !== '' ? languageCustom.value : language.value,
        loginTypes: checked,
        mobile: mobile.checked,
        role: role.checked,
      };
    },
  };
}
