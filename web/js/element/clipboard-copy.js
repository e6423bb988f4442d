// clipboard-copy.js: text the reader asked to copy (a link, a solution) put on the clipboard, and
// the outcome said in the status line and to a screen reader.
//
// Where the clipboard is refused (an insecure page, a denied permission), the reader is given the
// text to copy by hand.

import { msg, verbatim } from '../i18n/i18n.js';

// copied, copyThis: the messages' keys; each takes the text as {name}.
export async function copyAndSay(parts, text, { copied, copyThis, name }) {
  const { stats, live } = parts;
  let said;
  try {
    await navigator.clipboard.writeText(text);
    said = msg(copied, { [name]: verbatim(text) });
  } catch {
    said = msg(copyThis, { [name]: verbatim(text) });
  }
  stats.showStatus(said, 'info');
  live.announce(said);
}
