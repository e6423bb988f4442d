// embed-dialog.js: the demo page's "Embed this position" dialog. It writes the markup that puts the
// puzzle on screen into another page, in two forms: a module script and a <slide-puzzle> for pages
// that may load scripts, and an <iframe> of embed.html for hosts that strip them (embed.js reads
// the same attributes from its URL). The start is the board on screen, or a new shuffle of a
// difficulty for each reader; the heuristic is the one AUTO SOLVE would use now. Each form has a
// Copy button.
//
// The URLs are this site's own files, found from this module's URL, so a snippet works as written
// wherever the site is served (tests/browser/embed-dialog.test.mjs loads both forms on another
// origin).

import { pageText } from './page-language.js';

const MODULE_URL = new URL('../element/slide-puzzle.js', import.meta.url).href;
const FRAME_URL = new URL('../../embed.html', import.meta.url).href;

const escapeAttribute = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

// choice: { puzzle, tiles, start: 'position' | 'shuffle', difficulty, heuristic, lang, title }.
// Returns { script, iframe }: the two snippets, as text.
export function embedSnippets(choice) {
  const attributes = [['puzzle', choice.puzzle]];
  if (choice.start === 'shuffle') attributes.push(['difficulty', choice.difficulty]);
  else attributes.push(['board', choice.tiles.join(' ')]);
  if (choice.heuristic) attributes.push(['heuristic', choice.heuristic]);
  const written = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  const script =
    `<script type="module" src="${escapeAttribute(MODULE_URL)}"></script>\n` +
    `<slide-puzzle${written.join('')}></slide-puzzle>`;
  const query = new URLSearchParams(attributes);
  // The frame's page has no host page to inherit a language from: it is given the reader's.
  if (choice.lang && choice.lang !== 'en') query.set('lang', choice.lang);
  const iframe =
    `<iframe src="${escapeAttribute(`${FRAME_URL}?${query}`)}"\n` +
    `  title="${escapeAttribute(choice.title)}" style="width: 100%; height: 640px; border: 0"` +
    ` loading="lazy"></iframe>`;
  return { script, iframe };
}

// dialog: the page's <dialog>; opener: its button; puzzle: the <slide-puzzle> it describes.
export function setUpEmbedDialog(dialog, opener, puzzle) {
  const form = /** @type {HTMLFormElement} */ (dialog.querySelector('form.embed-choices'));
  const difficulty = /** @type {HTMLSelectElement} */ (dialog.querySelector('.embed-difficulty'));
  const script = /** @type {HTMLTextAreaElement} */ (dialog.querySelector('.embed-script'));
  const iframe = /** @type {HTMLTextAreaElement} */ (dialog.querySelector('.embed-iframe'));
  const said = /** @type {HTMLElement} */ (dialog.querySelector('.embed-said'));
  const el = /** @type {any} */ (puzzle);

  // The difficulty offered for a new shuffle: that of the last solved shuffle, if any.
  puzzle.addEventListener('slide-search-done', (event) => {
    const shuffled = /** @type {CustomEvent} */ (event).detail?.difficulty;
    if (typeof shuffled === 'string' && [...difficulty.options].some((o) => o.value === shuffled))
      difficulty.value = shuffled;
  });

  const write = async () => {
    const start = new FormData(form).get('start') === 'shuffle' ? 'shuffle' : 'position';
    difficulty.disabled = start !== 'shuffle';
    const snippets = embedSnippets({
      puzzle: el.puzzleName,
      tiles: el.tiles ?? [],
      start,
      difficulty: difficulty.value,
      heuristic: el.heuristicInUse,
      lang: document.documentElement.lang,
      title: await pageText('page.embed.frameTitle'),
    });
    script.value = snippets.script;
    iframe.value = snippets.iframe;
  };
  form.addEventListener('change', write);
  form.addEventListener('submit', (event) => event.preventDefault());

  opener.addEventListener('click', async () => {
    said.textContent = '';
    await write();
    dialog.showModal();
  });
  for (const button of dialog.querySelectorAll('button[data-copy]')) {
    button.addEventListener('click', async () => {
      const area = button.dataset.copy === 'iframe' ? iframe : script;
      try {
        await navigator.clipboard.writeText(area.value);
        said.textContent = await pageText('page.embed.copied');
      } catch {
        // The clipboard is refused (an insecure page, a denied permission): select it to copy.
        area.focus();
        area.select();
        said.textContent = await pageText('page.embed.copyByHand');
      }
    });
  }
}
