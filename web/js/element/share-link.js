// share-link.js: what the reader copies to share: the Share button's link (the element's position
// written into the URL fragment, its share-key pair) and the played solution as text.
//
// Writing the fragment at once (not after the play's usual delay) makes the copied link the board
// as it stands.

import { writeHashValue } from './hash-state.js';
import { positionKey } from './position-key.js';
import { copyAndSay } from './clipboard-copy.js';

export async function shareLink(parts) {
  const { shareKey: key, game, host } = parts;
  if (!key || !game) return;
  const value = positionKey(game.tiles);
  if (writeHashValue(key, value)) host.emit('slide-share', { key, value });
  await copyAndSay(parts, location.href, {
    copied: 'share.copied',
    copyThis: 'share.copyThis',
    name: 'url',
  });
}

// The played solution's text (the blank's moves, as `slide solve` prints them).
export async function copySolution(parts) {
  const { notation } = parts.player;
  if (!notation) return;
  await copyAndSay(parts, notation, {
    copied: 'playback.copied',
    copyThis: 'playback.copyThis',
    name: 'notation',
  });
}
