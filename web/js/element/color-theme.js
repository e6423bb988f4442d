// color-theme.js: which colour scheme the element draws in: the `theme` attribute, or for `auto` the host page's own color-scheme.
//
// A light blog must stay light for a reader whose OS is dark, so `auto` follows what the page
// declares (the color-scheme the element inherits), and only a page that declares nothing
// ("normal") or both schemes leaves the choice to the reader's OS (prefers-color-scheme).

// The host's parent holds what the page declares: the element's own :host rule sets its own value.
function declaredByPage(host) {
  const from = host.parentElement ?? (host.getRootNode() instanceof ShadowRoot ? /** @type {ShadowRoot} */ (host.getRootNode()).host : null);
  const value = getComputedStyle(from ?? document.documentElement).colorScheme || 'normal';
  const words = value.split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  if (light && !dark) return 'light';
  if (dark && !light) return 'dark';
  return 'light dark'; // both, or "normal": the browser resolves it from prefers-color-scheme
}

// theme: the attribute's value. Returns a color-scheme value for the element's frame.
export function resolveScheme(host, theme) {
  if (theme === 'light' || theme === 'dark') return theme;
  return declaredByPage(host);
}

// Calls onChange() whenever the page's declared scheme may have changed: a class, style or data
// attribute on <html> or <body> (how pages switch themes), or the OS preference. Returns a stop function.
export function watchPageScheme(onChange) {
  const observer = new MutationObserver(() => onChange());
  for (const element of [document.documentElement, document.body]) {
    if (element) observer.observe(element, { attributes: true, attributeFilter: ['class', 'style', 'data-theme', 'data-color-scheme'] });
  }
  const media = matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onChange);
  };
}
