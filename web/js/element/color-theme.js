// color-theme.js: which colour scheme the element draws in: the `theme` attribute, or for `auto`
// the host page's own color-scheme and background.
//
// A light blog must stay light for a reader whose OS is dark. Most blogs declare no color-scheme at
// all, and the browser then paints their canvas light whatever the OS says, so `auto` reads, in
// order: the color-scheme the element inherits, when it names one scheme; else the first opaque
// background behind the element (the page's own paint, e.g. a dark theme done with a media query),
// by its luminance; else the canvas, which follows the OS only where the page allows dark (CSS on
// the root or <meta name="color-scheme">), and is light otherwise.

// a 1x1 canvas that turns any CSS colour syntax (oklch, color-mix…) into sRGB bytes
let probe = null;

// [r, g, b, a] in 0..255 of a computed colour.
function rgba(color) {
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#000';
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  return [...probe.getImageData(0, 0, 1, 1).data];
}

// The next element out, through shadow roots.
function outward(node) {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? /** @type {Element} */ (root.host) : null;
}

// 'light' or 'dark' for the first mostly opaque background from `element` outwards, or null.
function paintedBehind(element) {
  for (let node = element; node; node = outward(node)) {
    const [r, g, b, a] = rgba(getComputedStyle(node).backgroundColor);
    if (a < 128) continue;
    const channel = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    // 0.18: where black and white text have equal contrast against it.
    return luminance < 0.18 ? 'dark' : 'light';
  }
  return null;
}

function schemes(value) {
  const words = String(value || 'normal').split(/\s+/);
  return { light: words.includes('light'), dark: words.includes('dark') };
}

function declaredByPage(host) {
  const from = outward(host) ?? document.documentElement;
  const inherited = schemes(getComputedStyle(from).colorScheme);
  if (inherited.light !== inherited.dark) return inherited.light ? 'light' : 'dark';
  const painted = paintedBehind(host);
  if (painted) return painted;
  const meta = document.querySelector('meta[name="color-scheme"]')?.getAttribute('content');
  const canvas = schemes(`${getComputedStyle(document.documentElement).colorScheme} ${meta ?? ''}`);
  if (!canvas.dark) return 'light';
  // both: the browser resolves it from prefers-color-scheme
  return canvas.light ? 'light dark' : 'dark';
}

// theme: the attribute's value in effect. Returns a color-scheme value for the element's frame.
export function resolveScheme(host, theme) {
  if (theme === 'light' || theme === 'dark') return theme;
  return declaredByPage(host);
}

// Calls onChange() whenever the page's scheme may have changed: a class, style or data attribute on
// <html> or <body> (how pages switch themes), or the OS preference. Returns a stop function.
export function watchPageScheme(onChange) {
  const observer = new MutationObserver(() => onChange());
  for (const element of [document.documentElement, document.body]) {
    if (element)
      observer.observe(element, {
        attributes: true,
        attributeFilter: ['class', 'style', 'data-theme', 'data-color-scheme'],
      });
  }
  const media = matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', onChange);
  };
}
