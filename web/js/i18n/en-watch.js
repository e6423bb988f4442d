// en-watch.js: the English words of watching a search and comparing solves of one start
// (search-view.js, compare-view.js; spread into en.js).
export default {
  // Watching the search, and comparing solves of one start (search-view.js, compare-view.js).
  'unit.msUnderOne': '< 1 ms',
  'watch.legend': 'Watching the search',
  'watch.scale': 'nodes per IDA* iteration, log scale',
  'watch.idle':
    'Press AUTO SOLVE: each IDA* iteration appears here as a bar while the path tried is drawn on the board.',
  'watch.starting': 'IDA* is starting its first iteration…',
  'watch.noIterations':
    'Only IDA* searches in iterations, so there is nothing to chart for this algorithm.',
  'watch.status': 'Depth limit {threshold}, iteration {iteration}, {nodes} nodes so far.',
  'watch.bar': 'limit {threshold}',
  'watch.summaryBar': 'limit {threshold}: {nodes} nodes',
  'watch.summary': 'Nodes examined per IDA* iteration, log scale: {bars}.',
  'watch.slow': 'Slow motion',
  'watch.slowHelp':
    "Runs the article's own algorithm, IDA* with Manhattan distance, node by node on the board's position (a 14-move walk first if the board is solved), drawing the path it tries. Cancel stops it.",
  'runs.legend': 'Compare on this position',
  'runs.help':
    'Each solve of this start adds a row; the ratios compare it with the first. Times count the search alone, in this browser: preparing tables is not included. A new position starts a new table.',
  'runs.againWith': 'Solve this position again with',
  'runs.algorithmOption': '{algorithm}, {heuristic}',
  'runs.longSearch':
    'This search is taking a while: {heuristic} guides it weakly from here. A stronger heuristic finds the same shortest solution far sooner; the work done so far stays in the table.',
  'runs.switchTo': 'Switch to {heuristic}',
  'runs.stopped': 'stopped at limit {threshold}',
  'runs.ratioMore': '×{ratio}',
  'runs.ratioFewer': '1/{ratio}',
  'runs.ratioSame': '×1',
  'runs.sameLength': 'Every solve found {moves}: the same shortest length, at very different cost.',
  'runs.sameLengthUnproven': 'Every solve found {moves}; none of them is proven the shortest.',
  'runs.lengthsDiffer':
    'The lengths differ: only IDA*, A* and BFS with an admissible heuristic promise the shortest.',
  'runs.scale': 'nodes per solve, log scale',
  'runs.again': 'Solve again from the start',
  'runs.empty': 'No solve of this position yet.',
  'runs.caption': 'Solves of this start position',
  'runs.col.heuristic': 'Heuristic',
  'runs.col.algorithm': 'Algorithm',
  'runs.col.length': 'Moves',
  'runs.col.nodes': 'Nodes',
  'runs.col.memory': 'Peak memory',
  'runs.col.time': 'Time',
  'runs.pathOnly': 'path only',
  'runs.states': { one: '{count} position', other: '{count} positions' },
  'runs.barName': '{heuristic}, {algorithm}',
  'runs.summaryBar': '{name}: {nodes} nodes',
  'runs.summary': 'Nodes per solve of this position, log scale: {bars}.',
};
