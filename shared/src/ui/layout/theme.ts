// app-config.json `theme` re-skins the tokens per game; only our own custom properties may be set.
const TOKEN_NAME = /^--uc-[a-z0-9-]+$/;

/** Applies `{'--uc-accent': '#f60', …}` on the root element; other keys and non-string values are ignored. */
export function applyThemeOverrides(theme: Record<string, unknown>): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(theme)) {
    if (TOKEN_NAME.test(name) && typeof value === 'string' && value.length < 200) style.setProperty(name, value);
  }
}
