// en.js: every word <slide-puzzle> shows, in English (the reference table: every other language has the same keys).
//
// A value is text with {name} places, or plural forms { one, other } chosen by the parameter n.

import errors from './en-errors.js';
import watch from './en-watch.js';
import anytime from './en-anytime.js';

export default {
  ...errors,
  ...watch,
  ...anytime,
  // Units, joins and small words
  'unit.ms': '{value} ms',
  'unit.seconds': '{value} s',
  'unit.megabytes': '{value} MB',
  'punct.fullStop': '.',
  'join.sentences': ' ',
  'join.estimates': ' · ',
  'moves.count': { one: '{n} move', other: '{n} moves' },
  'clock.minutes': { one: '{n} minute', other: '{n} minutes' },
  'clock.seconds': { one: '{n} second', other: '{n} seconds' },
  'clock.minutesSeconds': '{minutes} {seconds}',
  'direction.up': 'up',
  'direction.down': 'down',
  'direction.left': 'left',
  'direction.right': 'right',

  // Notice line and attribute problems
  'notice.retry': 'Retry',
  'notice.problemsLabel': 'Settings this puzzle could not use',
  'problem.line': '{name}="{value}" was not used: {why}. Using {instead} instead.',
  'problem.useOneOf': 'use one of {values}',
  'problem.onOff': 'use on or off (or leave the value out for on)',
  'problem.wholeNumber': 'use a whole number from {min} to {max}',
  'problem.empty': 'it is empty',
  'problem.difficulty':
    'use easy, normal, hard, expert, random or a number of moves from 1 to {max}',
  'problem.controls': 'use all, none or any of {groups}',
  'problem.shareKey': 'use letters, digits, "-", "_" or "." (at most 40)',
  'problem.lang': 'use a language tag such as en or ja',
  'problem.shareKeyTaken': 'another element on this page already uses this key',
  'problem.notUrl': 'it is not a URL',
  'problem.imageFailed': 'the image {url} could not be loaded',
  'problem.heuristics': "this puzzle's heuristics are auto, {ids}",
  'instead.default': 'the default, {value}',
  'instead.fifteen': 'the 15-puzzle',
  'instead.shuffle': 'the {difficulty} shuffle',
  'instead.goal': 'the goal position',
  'instead.noUrlState': 'no URL state for this element',
  'instead.numberedTiles': 'numbered tiles',
  'instead.autoHeuristic': 'auto (the strongest available)',
  'instead.noComparison': 'no comparison',

  // Counters and celebration
  'counters.moves': 'Moves',
  'counters.time': 'Time',
  'counters.solved': 'Solved',
  'celebration.title': 'Solved!',
  'celebration.assisted': "{moves}, with AUTO SOLVE's help",
  'celebration.timed': '{moves} in {time}',
  'celebration.optimal': 'the shortest possible',
  'celebration.aboveOptimal': '{extra} more than the shortest ({optimal})',

  // Board
  'board.roleDescription': 'sliding puzzle board',
  'board.loading': 'Loading the solver…',
  'board.unavailable': 'Solver unavailable',
  'board.help':
    "Click a tile in the gap's row or column, use the arrow keys while the board has focus, or swipe.",
  'board.label': '{name} board',
  'board.puzzleName': '{puzzle} puzzle',
  'board.tile': 'Tile {tile}',
  'board.piece': 'Piece {tile}',
  'board.gap': 'Gap',
  'board.tile.inSentence': 'tile {tile}',
  'board.piece.inSentence': 'piece {tile}',
  'board.gap.inSentence': 'the gap',
  'board.gapMark': 'gap',
  'board.tilePlace': '{name}, row {row}, column {column}',
  'board.tilePlaceMovable': '{name}, row {row}, column {column}, can slide',

  // Announcements (live region)
  'announce.moved': '{name} slid {direction}.',
  'announce.solved': 'Solved in {moves} and {time}!',
  'announce.solvedAssisted': "Solved, {moves}, with AUTO SOLVE's help.",
  'announce.swapped': 'Swapped {a} and {b}.',
  'announce.shuffled': 'Shuffled: {how}.',
  'announce.found': 'Found the shortest solution: {moves}.',
  'announce.playing': 'Playing it.',
  'announce.pressPlay': 'Press Play to watch it.',
  'announce.tablesCancelled': 'Building the pattern databases was cancelled.',
  'announce.tablesFailed': 'The pattern databases could not be prepared.',
  'announce.tablesReady': 'The pattern databases are ready.',

  // Reader's buttons, picture box, editor
  'player.undo': 'Undo',
  'player.redo': 'Redo',
  'player.hint': 'Hint',
  'player.share': 'Share',
  'share.copied': 'Link to this position copied.',
  'share.copyThis': 'Copy this link to share the position: {url}',
  'player.edit': 'Edit position',
  'player.editing': 'Editing…',
  'picture.legend': 'Picture',
  'picture.numbers': 'Show numbers',
  'picture.own': 'Use your own picture…',
  'picture.reset': 'Back to the built-in picture',
  'picture.private': 'Your picture stays in this browser; it is never uploaded.',
  'picture.notImage': '"{file}" is not an image file.',
  'picture.unreadable': '"{file}" could not be read as an image.',
  'picture.failed': 'The picture could not be prepared.',
  'editor.label': 'Edit the position',
  'editor.help':
    'Pick two tiles (or a tile and the gap) to swap them, or type every tile in cell order, 0 for the gap.',
  'editor.tiles': 'Tiles',
  'editor.set': 'Set',
  'editor.done': 'Done editing',
  'editor.checking': 'Checking…',
  'editor.inversions': 'Inversions: {count} ({parity})',
  'editor.even': 'even',
  'editor.odd': 'odd',
  'editor.gapRow': 'Gap on row {row} from the bottom (goal: row {goalRow})',
  'editor.deadEnd': 'Dead-end slot: tile {found} (the goal needs {needed})',
  'editor.solvable': 'Solvable.',
  'editor.notSolvable': 'Not solvable.',

  // Why a position is or is not solvable, worded from the core's verdict and its facts
  'why.oddWidth':
    "{inversions} ({parity}). With an odd width every move changes the count by an even number, so it must be even like the goal's: {verdict}.",
  'why.evenWidth':
    '{inversions} ({parity}), gap on row {row} from the bottom, {rows} from its goal row. With an even width a vertical move flips the inversion parity and the row parity together, so their sum ({sum}) must be even: {verdict}.',
  'why.inversions': { one: '{n} inversion', other: '{n} inversions' },
  'why.rows': { one: '{n} row', other: '{n} rows' },
  'why.solvable': 'solvable',
  'why.unsolvable': 'unsolvable',
  'why.deadEndBlank':
    'The slot at cell {cell} is a dead end: with the gap in it, only the tile below can ever enter it, and it could never leave; the goal needs tile {needed} there.',
  'why.deadEndWrong':
    'The slot at cell {cell} is a dead end: tile {found} stands in it and can only leave when the gap comes in, and then must go straight back; the goal needs tile {needed} there.',
  'why.deadEndRight':
    'The slot at cell {cell} is a dead end whose tile can never change; it is the right one (tile {needed}). On the cells below: {rest}',

  // Shuffle
  'shuffle.legend': 'Shuffle',
  'shuffle.easy': 'Easy',
  'shuffle.normal': 'Normal',
  'shuffle.hard': 'Hard',
  'shuffle.expert': 'Expert',
  'shuffle.random': 'Random',
  'shuffle.help':
    'Each of Easy to Expert gives a position whose shortest solution, proven by the solver, has a number of moves in the range shown; Random picks any solvable position.',
  'shuffle.band': '{min}–{max}',
  'shuffle.bandOpen': '{min}+',
  'shuffle.distance': {
    one: '{difficulty} · {n} move from the goal',
    other: '{difficulty} · {n} moves from the goal',
  },
  'shuffle.distanceAtLeast': {
    one: '{difficulty} · at least {n} move from the goal',
    other: '{difficulty} · at least {n} moves from the goal',
  },
  'shuffle.proven': '{difficulty}, {n} moves from the goal',
  'shuffle.provenAtLeast': '{difficulty}, at least {n} moves from the goal',
  'shuffle.walk': '{n} random moves from the goal',
  'shuffle.anyPosition': 'a random solvable position',

  // Solver panel, playback, more
  'solver.legend': 'AI solver',
  'solver.inUse': '· {algorithm} with {heuristic}',
  'solver.heuristic': 'Heuristic',
  'solver.algorithm': 'Algorithm',
  'solver.ida': "IDA* (the article's)",
  'solver.astar': 'A*',
  'solver.bfs': 'Breadth-first (BFS)',
  'solver.solve': 'AUTO SOLVE',
  'solver.searching': 'Searching…',
  'solver.cancel': 'Cancel',
  'heuristic.preparing': '{name} (preparing… {percent})',
  'heuristic.notBuilt': '{name} (not built)',
  'heuristic.explained': '{name}: {explanation}',
  'heuristic.withTables': '{label} ({shape})',
  'heuristic.adviceWaiting':
    'The pattern databases are still being prepared; a search started meanwhile switches to them as soon as they are ready.',
  'heuristic.adviceSlow':
    'With {name} its search may take minutes; the pattern database usually needs well under a second.',
  'playback.label': 'Solution playback',
  'playback.back': 'Back',
  'playback.play': 'Play',
  'playback.pause': 'Pause',
  'playback.forward': 'Forward',
  'playback.speed': 'Speed',
  'playback.perSecond': '{n}/s',
  'playback.position': 'Solution move {index} of {length}',
  'playback.positionDone': 'Solution move {index} of {length} (done)',
  'playback.positionPaused': 'Solution move {index} of {length} (paused)',
  'playback.timeline': 'Move',
  'playback.timelineValue': 'move {index} of {length}',
  'playback.notation': 'Solution, as the blank moves (U up, D down, L left, R right):',
  'playback.copy': 'Copy',
  'playback.copied': 'Solution copied: {notation}',
  'playback.copyThis': 'Copy this solution: {notation}',
  'more.button': 'More controls',
  'more.summary': 'Position editor, solver menus, playback, explanations of the statistics',

  // Statistics
  'stats.label': 'Search statistics',
  'stats.loading': 'The solver is loading.',
  'stat.threshold.ida': 'Depth limit',
  'stat.threshold.ida.why':
    'The bound on f = g + h that IDA* is trying; it rises each time no solution fits under it.',
  'stat.threshold.astar': 'f being expanded',
  'stat.threshold.astar.why':
    'A* expands positions in order of f = g + h; this is the f it has reached, and it only goes up.',
  'stat.threshold.bfs': 'Depth reached',
  'stat.threshold.bfs.why':
    'How many moves from the start the breadth-first wave has covered so far.',
  'stat.heuristic': 'Heuristic',
  'stat.heuristic.why':
    'The estimate of moves left (h) that steered the search; the larger it is without ever overestimating, the fewer positions are examined.',
  'stat.nodes': 'Nodes searched',
  'stat.nodes.why':
    'Positions actually examined. This is what explodes as the shuffle gets harder.',
  'stat.rate': 'Nodes per second',
  'stat.rate.why':
    'How fast the search, compiled to WebAssembly and running in background workers, examines positions.',
  'stat.workers': 'Workers',
  'stat.workers.why':
    "Background workers searching this solve together, each with its own copy of the tables: one less than the device's processor cores, at most 16.",
  'stat.elapsed': 'Search time',
  'stat.elapsed.why':
    'Time the computation has taken, in milliseconds. Difficulty changes it dramatically.',
  'stat.length': 'Solution length',
  'stat.length.why':
    'Moves in the solution found. The heuristic never overestimates, so this is the shortest possible.',
  'stat.stored': 'Positions in memory',
  'stat.stored.why':
    'A* and BFS must remember every position they reach; IDA* keeps only its current path.',
  'stat.iteration': '{threshold} (iteration {iteration})',
  'stat.currentPath': 'just the current path',
  'stat.tablesNotReady': '{name} (tables not ready)',
  'stats.estimate':
    'Estimated moves left from the board as it stands (h): {values}. Each is a lower bound, never more than the truth.',
  'stats.estimateValue': '{name} {value}',
  'stats.estimateChosen': '{name} {value} (chosen)',
  'stats.comparePlaceholder':
    'Solve both puzzles to compare their node counts and times side by side.',
  'stats.reachable': 'Reachable arrangements, counted by the solver: {count}.',
  'stats.reachableWaiting': 'Reachable arrangements, counted by the solver: …',
  'status.searching': 'Searching with {algorithm}, guided by {heuristic}…',
  'status.found':
    'Found the shortest solution: {moves}, after examining {nodes} positions in {time}.',
  'status.fallbackTables':
    'The pattern databases were not ready yet, so this search used the strongest heuristic that was ({used}).',
  'status.fallbackHeuristic':
    '{wanted} was not ready yet, so this search used the strongest heuristic that was ({used}).',
  'status.cancelledAfter': 'Search cancelled after {nodes} positions and {time}.',
  'status.cancelled': 'Search cancelled.',
  'status.hintSearching': 'Looking for the best next move: a search for a solution from here…',
  'status.hintSearchingNodes':
    'Looking for the best next move: a search for a solution from here ({nodes} positions examined)…',
  'status.hintCancelled': 'Hint cancelled.',
  'status.stoppedEarly': '{what} stopped early.',
  'status.idaNoLimit': 'IDA* keeps only its current path in memory, so it has no such limit.',
  'notice.failed': '{what} failed.',
  'status.searchName': 'The {algorithm} search',
  'status.hintName': 'The hint search',
  'status.newPosition': 'A new position. Press AUTO SOLVE to find its shortest solution.',
  'status.ready': 'Ready. Shuffle, then press AUTO SOLVE to watch the search.',
  'status.solvedByHand': 'Solved by hand in {moves}.',
  'status.shuffled': 'Shuffled to {how}. Press AUTO SOLVE to find the shortest solution.',
  'status.alreadyGoal': 'This is already the goal. Shuffle first, then press AUTO SOLVE.',
  'status.goalNoMove': 'This is the goal already: no move needed.',
  'status.hint': 'Hint: slide {name} {direction}. The goal is then {moves} away.',
  'status.cannotSolve': 'This position cannot be solved.',
  'status.runningAgain': 'The solver is running again. Press AUTO SOLVE to search.',
  'status.unavailable': 'The solver is not available.',
  'status.handOnly': 'Play by hand: the solver is not available on this page.',
  'status.solverLoading': 'The solver is still loading; play by hand meanwhile.',
  'status.solverReady': 'The solver is ready. Shuffle, or press AUTO SOLVE.',
  'status.tablesReadySearching': 'The pattern databases are ready: searching again with them…',

  // Notices
  'notice.noRestart': 'The solver could not restart.',
  'notice.notRestarted': 'The solver could not be restarted.',
  'notice.startFailed': 'The start position could not be set.',
  'notice.newPuzzleFailed': 'The new puzzle could not be loaded.',
  'notice.editorFailed': 'The position editor could not be loaded.',
  'notice.shuffleFailed': 'Shuffle failed.',
  'notice.sharedUnsolvable': 'The shared position cannot be solved.',
  'notice.sharedFailed': 'The shared position could not be loaded.',
  'notice.linkUnusable': 'The link\'s position ("{key}={text}") could not be used.',
  'notice.freshPuzzle': 'A fresh puzzle is shown instead.',
  'notice.noSolver': 'This puzzle could not start its solver.',
  'notice.byHand': 'The board can still be played by hand.',

  // Pattern databases
  'tables.waiting': 'Pattern databases: waiting for the solver…',
  'tables.noSolver': 'Pattern databases: unavailable without the solver.',
  'tables.notNeeded': 'Pattern databases: not needed; the exact table knows every position.',
  'tables.notAvailable': 'Pattern databases: not available for this puzzle.',
  'tables.idle': 'Pattern databases: not built yet.',
  'tables.loading': 'Pattern databases: looking for a copy kept in this browser…',
  'tables.building': 'Pattern databases: building…\u00a0{percent}',
  'tables.buildingMemory': 'Tables so far: {size}',
  'tables.saving': 'Pattern databases: built; keeping a copy in this browser…',
  'tables.cancelled': 'Pattern databases: cancelled; searches use {name}.',
  'tables.failed': 'Pattern databases failed: {reason}',
  'tables.readyCache': 'Pattern databases ready: loaded from this browser in {time}.',
  'tables.ready': 'Pattern databases ready.',
  'tables.rebuilt':
    'Pattern databases ready: rebuilt in {time}, replacing the unusable copy kept here.',
  'tables.builtKept': 'Pattern databases ready: built in {time}, kept in this browser.',
  'tables.builtNotKept':
    'Pattern databases ready: built in {time}, this browser could not keep a copy.',
  'tables.discardedNote': 'An unusable copy found there was discarded.',
  'tables.memory': 'solver memory {size}',
  'tables.discardedTitle': 'discarded copy: {why}',
  'tables.build': 'Build',
  'tables.cancel': 'Cancel',
  'tables.buildLabel': 'Build the pattern databases',
  'tables.cancelLabel': 'Cancel building the pattern databases',

  // Comparison of two puzzles' last solves
  'compare.solve': '{nodes} nodes in {time} of search ({moves}, {heuristic})',
  'compare.both':
    'Last solves with the same heuristic and algorithm, side by side. This puzzle: {mine}. {other}-puzzle: {theirs}, {ratio}.',
  'compare.unlike':
    'Last solves side by side. This puzzle: {mine}. {other}-puzzle: {theirs}. They used different heuristics or algorithms, so their nodes are not compared; solve both with the same one for a like-for-like ratio.',
  'compare.mine': "This puzzle's last solve: {mine}. Solve the {other}-puzzle too to compare.",
  'compare.theirs': "The {other}-puzzle's last solve: {theirs}. Solve this one to compare.",
  'compare.none':
    'Solve this puzzle and the {other}-puzzle to compare their node counts and times side by side.',
  'compare.ratioMore': '{ratio}× the nodes of this one',
  'compare.ratioFewer': '{ratio}× fewer nodes than this one',
};
