// shadow-content.js: puts the views' markup together into the element's shadow tree, in page order,
// with their stylesheets.

import { layoutTemplate, layoutStyles } from '../views/puzzle-layout.js';
import { noticeTemplate, noticeStyles } from '../views/notice-view.js';
import { countersTemplate, countersStyles } from '../views/counters-view.js';
import { boardTemplate, boardStyles } from '../views/board-view.js';
import { celebrationTemplate, celebrationStyles } from '../views/celebration-view.js';
import { playerControlsTemplate, playerControlsStyles } from '../views/player-controls-view.js';
import { pictureControlsTemplate, pictureControlsStyles } from '../views/picture-controls-view.js';
import { editorPlaceholder } from './editor-slot.js';
import { shuffleTemplate, shuffleStyles } from '../views/shuffle-view.js';
import { solverPanelTemplate, solverPanelStyles } from '../views/solver-panel-view.js';
import { tablesStatusTemplate, tablesStatusStyles } from '../views/tables-status.js';
import { playbackTemplate, playbackStyles } from '../views/playback-view.js';
import { statsTemplate } from '../views/stats-panel.js';
import { statsStyles } from '../views/stats-styles.js';
import { moreTemplate, moreStyles } from '../views/more-view.js';
import { searchViewTemplate, searchViewStyles } from '../views/search-view.js';
import { searchPathTemplate, searchPathStyles } from '../views/search-path-view.js';
import { compareViewTemplate, compareViewStyles } from '../views/compare-view.js';

// Built once and cloned per element. Every control is present from the start (disabled until the
// solver is ready) so that nothing appears or moves when the WebAssembly module finishes loading.
const template = document.createElement('template');
template.innerHTML = layoutTemplate({
  notice: noticeTemplate,
  playArea: [
    countersTemplate,
    boardTemplate(celebrationTemplate + searchPathTemplate),
    playerControlsTemplate,
    pictureControlsTemplate,
    editorPlaceholder,
  ],
  controls: [shuffleTemplate, solverPanelTemplate({ playback: playbackTemplate }), statsTemplate],
  watch: [searchViewTemplate],
  moreControls: [compareViewTemplate, tablesStatusTemplate, moreTemplate],
});

// The shared sheet first, so each view's own rules win over it.
const styles = [
  layoutStyles,
  noticeStyles,
  countersStyles,
  boardStyles,
  celebrationStyles,
  playerControlsStyles,
  pictureControlsStyles,
  shuffleStyles,
  solverPanelStyles,
  tablesStatusStyles,
  playbackStyles,
  statsStyles,
  moreStyles,
  searchViewStyles,
  searchPathStyles,
  compareViewStyles,
];

export function fillShadowRoot(root) {
  root.adoptedStyleSheets = styles;
  root.append(template.content.cloneNode(true));
}
