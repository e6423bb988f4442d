// en-anytime.js: the words of an anytime solve, AUTO SOLVE on a board bigger than the 15-puzzle
// (web/js/views/anytime-stats.js), in English: a solution is called the shortest only when proven.

export default {
  'announce.foundAnytime':
    'Found a solution of {moves}; the shortest possible is at least {bound}.',
  'stat.bound.anytime': 'Proven lower bound',
  'stat.bound.anytime.why':
    'No solution can be shorter: every search iteration that ends without a solution proves one more move. On boards bigger than the 15-puzzle the shortest solution is usually out of reach, so the search finds good solutions and closes the gap from below.',
  'stat.atLeast': 'at least {moves}',
  'stat.bestSoFar': '{moves} (best so far)',
  'stat.noSolutionYet': 'none yet',
  'stat.length.anytime.why':
    'Moves in the best solution found: proven the shortest only when a proven lower bound reaches it.',
  'status.anytimeFirst': 'Looking for a first solution, then shorter ones, for up to {limit}…',
  'status.anytimeImproving':
    'Best so far: {moves}; the shortest possible is at least {bound}. Looking for shorter ones for up to {limit}…',
  'status.anytimeProven':
    'Found the shortest solution: {moves}, proven after examining {nodes} positions in {time}.',
  'status.anytimeBest':
    'Found a solution of {moves} in {time} of search; the shortest possible is at least {bound} (this one is at most {gap} longer).',
  'status.hintAnytime':
    'Hint: slide {name} {direction}, the first move of a solution of {length} that this search found, not proven shortest (the shortest possible is at least {bound}).',
};
