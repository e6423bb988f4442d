// share-link.js: the Share button: the element's position written into the URL fragment (its
// share-key pair) and the link copied to the clipboard.
//
// Writing the fragment at once (not after the play's usual delay) makes the copied link the board
// as it stands. Where the clipboard is refused (an insecure page, a denied permission), the reader
// is given the link to copy by hand.

import { writeHashValue } from './hash-state.js';
import { positionKey } from './position-key.js';
import { msg, verbatim } from '../i18n/i18n.js';

export async function shareLink(parts) {
  const { shareKey: key, game, stats, live, host } = parts;
  if (!key || !game) return;
  const value = positionKey(game.tiles);
  if (writeHashValue(key, value)) host.emit('slide-share', { key, value });
  const url = location.href;
  let said;
  try {
    await navigator.clipboard.writeText(url);
    said = msg('share.copied');
  } catch {
    said = msg('share.copyThis', { url: verbatim(url) });
  }
  stats.showStatus(said, 'info');
  live.announce(said);
}
