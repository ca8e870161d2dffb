// The SDK profile picker: which real-SDK behaviour the simulator plays, what that profile sends and does, its variant.
import { SDK_PROFILES, defaultVariant, knownVariant, profileById } from './sdk-profiles.js';

/**
 * @param {{ select: HTMLSelectElement, sends: HTMLElement, does: HTMLElement, standsFor: HTMLElement,
 *   variantField: HTMLElement, variantLabel: HTMLElement, variant: HTMLSelectElement, actions: HTMLElement }} el
 * @param {{ id: string, variant: string }} initial
 * @param {(choice: { id: string, variant: string }) => void} onChange
 */
export function createProfilePanel(el, initial, onChange) {
  let choice = { id: profileById(initial.id).id, variant: initial.variant };

  for (const profile of SDK_PROFILES) el.select.append(new Option(profile.name, profile.id, false, profile.id === choice.id));

  function show() {
    const profile = profileById(choice.id);
    el.sends.textContent = profile.sends;
    el.does.textContent = profile.does;
    el.standsFor.textContent = profile.standsFor;
    el.variantField.hidden = !profile.variants;
    el.variant.replaceChildren(...(profile.variants || []).map((v) => new Option(v.label, v.value, false, v.value === choice.variant)));
    el.variantLabel.textContent = profile.variantLabel || 'Variant';
    el.actions.hidden = profile.id !== 'resend-login';
  }

  el.select.addEventListener('change', () => {
    const profile = profileById(el.select.value);
    choice = { id: profile.id, variant: defaultVariant(profile) };
    show();
    onChange(choice);
  });
  el.variant.addEventListener('change', () => {
    choice = { id: choice.id, variant: knownVariant(profileById(choice.id), el.variant.value) };
    onChange(choice);
  });
  show();

  return {
    get choice() {
      return choice;
    },
    get profile() {
      return profileById(choice.id);
    },
  };
}
