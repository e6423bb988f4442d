// en.js (lab): every word <slide-lab> shows, in English; added to the element's English table when the lab loads (../../i18n/i18n.js addWords). Every other language has the same keys.

import learned from './en-learned.js';

export default {
  // The lab page's own title and description (web/lab.html; lab-page.js adds these tables first).
  'page.labTitle': "slide lab: the article's lessons as experiments",
  'page.labDescription':
    'Experiments on sliding-puzzle search: heuristics, BFS against A* and IDA*, parity, where searches look, and how fast the positions multiply. Everything is computed in your browser.',

  'lab.run': 'Run',
  'lab.cancel': 'Cancel',
  'lab.status.ready': 'Press Run: the solver in this page computes every number below.',
  'lab.status.starting': 'Starting…',
  'lab.status.done': 'Done in {seconds}.',
  'lab.status.cancelled': 'Cancelled.',
  'lab.status.tables': 'Preparing the pattern databases: {percent}',
  'lab.progress.search': '{name} ({index} of {total}): {nodes} nodes…',
  'lab.progress.layers': 'Counting: {count} positions up to {depth} moves…',
  'lab.instead.board': "the experiment's own position",
  'lab.instead.language': "the page's language",
  'lab.gaveUpNodes': 'gave up after {nodes} nodes',
  'lab.gaveUpStates': 'gave up after {states} states ({size})',

  'lab.col.heuristic': 'Heuristic',
  'lab.col.estimate': 'h(start)',
  'lab.col.nodes': 'Nodes',
  'lab.col.time': 'Time',
  'lab.col.length': 'Moves',
  'lab.col.algorithm': 'Algorithm',
  'lab.col.expanded': 'Expanded',
  'lab.col.held': 'States held',
  'lab.col.memory': 'Memory',
  'lab.col.position': 'Position',
  'lab.col.board': 'Tiles',
  'lab.col.inversions': 'Inversions',
  'lab.col.blankRow': 'Blank row ↑',
  'lab.col.verdict': 'Verdict',
  'lab.col.fromStart': 'Moves from the start',
  'lab.col.moves': 'Moves from the goal',
  'lab.col.positions': 'Positions',
  'lab.col.cumulative': 'Up to here',

  'lab.heuristics.title': 'Heuristics: how much a better estimate saves',
  'lab.heuristics.question':
    'One position, solved optimally by IDA* with each estimate the solver knows. The closer h(start) is to the true distance, the fewer nodes.',
  'lab.heuristics.caption': 'IDA* on {board}',
  'lab.heuristics.chart': 'Nodes searched, log scale',
  'lab.heuristics.summary':
    'Nodes searched on a log scale: {most} {mostNodes}, down to {least} {leastNodes}.',
  'lab.heuristics.why': '{name}: {why}',
  'lab.heuristics.note':
    'Every heuristic here is admissible (it never overestimates), so every one finds the same, shortest length; they differ only in how many nodes they need.',

  'lab.algorithms.title': 'BFS, A* and IDA*: the same answer, very different costs',
  'lab.algorithms.question':
    'Breadth-first search keeps every position it meets; A* keeps fewer, guided by Manhattan distance; IDA* keeps only the path it is exploring.',
  'lab.algorithms.caption': 'The three searches on {board}',
  'lab.algorithms.chart': 'Nodes generated, log scale',
  'lab.algorithms.summary': 'Nodes generated on a log scale: {list}.',
  'lab.algorithms.pathOnly': 'its path only',
  'lab.algorithms.note':
    "Memory is what the solver itself counts for the positions and lists BFS and A* hold; past the page's cap they stop and say so instead of freezing the tab.",

  'lab.parity.title': 'Parity: why swapping two tiles makes a puzzle impossible',
  'lab.parity.question':
    "Sam Loyd's famous 14–15 puzzle: the goal with its two last tiles exchanged. The solver counts inversions and reads the blank's row, then counts every position the swapped board can reach.",
  'lab.parity.title8': 'Parity on the 8-puzzle: the same swap, every position counted',
  'lab.parity.question8':
    "The same trick on the 3×3 board: the 8-puzzle's goal with its two last tiles exchanged. Here the solver can visit every position the swapped board reaches, and the goal is not among them.",
  'lab.parity.caption': 'The goal and the swapped position',
  'lab.parity.goal': 'Goal',
  'lab.parity.changed': 'Swapped',
  'lab.parity.solvable': 'solvable',
  'lab.parity.unsolvable': 'unsolvable',
  'lab.parity.rows':
    'Rows are counted from the bottom, 1 for the bottom row, as the parity rule is usually stated.',
  'lab.parity.exhausted':
    'From the swapped position the solver reached all {count} positions it can reach: the goal is not one of them. No sequence of moves undoes the swap.',
  'lab.parity.partial':
    'From the swapped position the solver counted {count} positions (up to {depth} moves away) and met no goal; the parity rule above says it never will.',
  'lab.parity.reached': 'This position reaches the goal in {depth} moves.',

  'lab.spread.title': 'The circle and the ellipse: where BFS and A* look',
  'lab.spread.question':
    'Every position a search expanded, placed by how far it is from the start (down) and from the goal (across). BFS spreads evenly in all directions; A* keeps close to the straight way.',
  'lab.spread.caption': 'Positions expanded from {board} ({length} moves from the goal)',
  'lab.spread.expandedBy': 'Expanded by {name}',
  'lab.spread.total': 'All',
  'lab.spread.chart': '{name}: {expanded} positions expanded (shading on a log scale)',
  'lab.spread.summary':
    '{name} expanded {expanded} positions on a {length}-move problem; darker cells hold more of them.',
  'lab.spread.axes':
    'In each map, rows are moves from the start (0 at the top) and columns are moves from the goal (0 on the left); darker means more positions, on a log scale.',
  'lab.spread.note':
    "Every cell is exact: the solver looks up each expanded position's true distance to the goal in its complete table of this puzzle.",

  'lab.growth.title': 'Growth: how many positions are k moves away',
  'lab.growth.question':
    'The solver counts, layer by layer, the positions exactly k moves from the goal: the combinatorial explosion, measured.',
  'lab.growth.caption': 'Positions by distance from the goal',
  'lab.growth.chart': 'Positions k moves from the goal, log scale',
  'lab.growth.summary':
    'Positions per distance on a log scale, {count} in all up to {depth} moves; the largest layer holds {largest}.',
  'lab.growth.complete':
    'Every position was counted: {count}, none farther than {depth} moves from the goal.',
  'lab.growth.partial':
    "Counted {count} positions up to {depth} moves away before the page's memory cap ({size} held at the peak, {time}).",
  'lab.growth.matches':
    'That is the {count} positions the parity rule allows, exactly half of all the arrangements of the tiles: the other half can never be reached.',
  'lab.growth.reachable':
    'The whole puzzle has {count} reachable positions: at a million a second, visiting them all would take {days} days.',
  'lab.growth.article':
    'The article\'s "12 days at a million a second" is for looking 20 moves ahead as a tree of about a trillion move sequences (4 per move). As distinct positions, the first {depth} moves hold only the {count} counted here: the tree meets the same positions again and again.',

  'lab.control.heuristic': 'Heuristic',
  'lab.progress.shuffle': 'Shuffling: a {difficulty} position, its distance proven by the solver…',
  'lab.share': '{value}%',
  'lab.col.iteration': 'Iteration',
  'lab.col.threshold': 'Threshold',
  'lab.col.share': 'Share of all nodes',

  'lab.iterations.title': "IDA*'s iterations: why starting over costs little",
  'lab.iterations.question':
    'IDA* searches again from scratch each time it raises its threshold. The nodes per iteration, counted by the solver, show what the repeats cost: each full iteration searches more nodes than the one before, so the repeats are a part of the work, though often a larger part than the article\'s "few percent".',
  'lab.iterations.progress': 'Threshold {threshold} (iteration {iteration}): {nodes} nodes so far…',
  'lab.iterations.caption': 'IDA* with {name} on {board}',
  'lab.iterations.total': 'All',
  'lab.iterations.chart': 'Nodes per iteration, log scale (the last highlighted)',
  'lab.iterations.bar': 'f ≤ {threshold}',
  'lab.iterations.summary':
    '{n} iterations, thresholds {first} to {last}, on a log scale; the last searched {nodes} nodes, {share} of all.',
  'lab.iterations.shuffled':
    'The position is a fresh {difficulty} shuffle: {moves} moves from the goal, proven by the solver.',
  'lab.iterations.shuffledAtLeast':
    'The position is a fresh {difficulty} shuffle: at least {moves} moves from the goal, proven by the solver.',
  'lab.iterations.solved': 'Solved in {length} moves after {nodes} nodes in all ({time}).',
  'lab.iterations.shares': {
    one: 'The last iteration (threshold {threshold}) searched {last} of all the nodes; the one before it, {earlier}.',
    other:
      'The last iteration (threshold {threshold}) searched {last} of all the nodes; the {n} before it together, {earlier}.',
  },
  'lab.iterations.single':
    'The first threshold, {threshold}, was already enough: one iteration, nothing repeated.',
  'lab.iterations.partial':
    'The last iteration stops at the first solution it meets, so it searched only part of its tree; every earlier one was searched in full. That is why its share varies from one position to the next.',
  'lab.iterations.gaveUp':
    "Stopped at the page's limit of {nodes} nodes, during the iteration with threshold {threshold}: the rows above are what it finished.",
  'lab.iterations.factor':
    'The last iteration searched {factor} times as many nodes as the one before it.',
  'lab.iterations.steps':
    'The threshold rises by 2 at a time: each move changes g by one and this estimate by an odd amount (one, or three for a linear conflict), so f = g + h only ever changes by an even number.',
  'lab.iterations.article':
    'The article says the searches at the lower thresholds add up to only a few percent of the last one, since the work grows exponentially with the threshold. Run it again on another Hard shuffle: the shares move from one position to the next.',

  'lab.control.runs': 'Runs per difficulty',
  'lab.col.difficulty': 'Difficulty',
  'lab.col.runs': 'Solved',
  'lab.col.meanMoves': 'Moves: mean (range)',
  'lab.col.meanNodes': 'Nodes: mean (range)',
  'lab.col.meanTime': 'Time: mean (range)',
  'lab.col.article': 'The article: shuffle · nodes · time',

  'lab.statistics.title': "Statistics: the article's table, measured in your browser",
  'lab.statistics.question':
    'The article gives rough figures for each difficulty. Here the solver shuffles fresh positions of each difficulty, solves each one with IDA*, and averages what it counted.',
  'lab.statistics.caption': 'Search effort by difficulty, IDA* with {name}',
  'lab.statistics.captionArticle':
    "Search effort by difficulty: the article's figures, waiting for your runs",
  'lab.statistics.press':
    'Press Run: the solver fills in the measured columns, difficulty by difficulty, as its runs finish.',
  'lab.statistics.shuffling': '{difficulty}, run {index} of {total}: shuffling…',
  'lab.statistics.solving': '{difficulty}, run {index} of {total}: {nodes} nodes…',
  'lab.statistics.difficulty': '{difficulty} ({band})',
  'lab.statistics.band': '{min}–{max} moves',
  'lab.statistics.bandOpen': '{min}+ moves',
  'lab.statistics.waiting': '…',
  'lab.statistics.solvedAll': '{n} of {total}',
  'lab.statistics.solvedSome': '{n} of {total}; the rest over {limit} nodes',
  'lab.statistics.mean': '{mean} ({range})',
  'lab.statistics.meanAtLeast': 'at least {mean} ({range})',
  'lab.statistics.one': '{value}',
  'lab.statistics.atLeast': 'at least {value}',
  'lab.statistics.range': '{min}–{max}',
  'lab.statistics.over': 'over {limit}',
  'lab.statistics.barSome': '{nodes} ({over} over)',
  'lab.statistics.chart': 'Mean nodes searched per difficulty, log scale',
  'lab.statistics.summary': 'Mean nodes searched on a log scale: {list}.',
  'lab.statistics.how': {
    one: 'Each difficulty: {n} fresh shuffle, a position whose shortest solution the solver proved to lie in the band, solved by IDA* with {name} (stopped at {limit} nodes).',
    other:
      'Each difficulty: {n} fresh shuffles, each a position whose shortest solution the solver proved to lie in the band, each solved by IDA* with {name} (stopped at {limit} nodes). Nodes and times are averaged over the solved runs; moves over all of them.',
  },
  'lab.statistics.overNote':
    "A run that reached {limit} nodes was stopped so the page never searches for minutes; its moves are the shuffle's proven distance. With Manhattan distance most Expert positions need hundreds of millions of nodes or more: pick a stronger heuristic above to see them solved.",
  'lab.statistics.factor': 'From {from} to {to}: mean nodes × {factor}.',
  'lab.statistics.bands':
    "The article's difficulties were shuffles of 15, 30, 50 and 80 random moves; random walks fold back on themselves, so here each difficulty is a band of proven shortest distances instead (shown beside its name).",
  'lab.statistics.article.easy': '15 moves · thousands · milliseconds',
  'lab.statistics.article.normal': '30 moves · tens of thousands · tens of ms',
  'lab.statistics.article.hard': '50 moves · hundreds of thousands · hundreds of ms',
  'lab.statistics.article.expert': '80 moves · millions · seconds',

  'lab.control.grid': 'Grid',
  'lab.col.stage': 'Stage',
  'lab.col.moveRange': 'Move numbers',

  'lab.human.title': 'Solving like a person: row by row, against the shortest way',
  'lab.human.question':
    'People solve a sliding puzzle in stages: the top row, then the left column, then the smaller puzzle that is left, and a last turn of the final 2×2. The solver does it that way on any grid up to 8×8, and beside it finds the shortest solution where a page can.',
  'lab.human.progress.human': 'Solving a random {grid} position the way people do…',
  'lab.human.progress.optimal': 'Searching for the shortest solution: {nodes} nodes…',
  'lab.human.caption': 'The stages on a {grid} grid, from {board}',
  'lab.human.stage.row': 'Row {n}',
  'lab.human.stage.column': 'Column {n}',
  'lab.human.stage.lastSquare': 'The last 2×2',
  'lab.human.range': '{from}–{to}',
  'lab.human.total': 'The whole solution',
  'lab.human.optimal': 'Shortest possible',
  'lab.human.how':
    'Each stage puts one row or column in place and never disturbs it again, moving only the gap and the tile or two being placed, by the fewest moves that keep the finished tiles: easy to follow, far from the fewest moves overall.',
  'lab.human.compare':
    "The person's way took {human} moves; the shortest solution has {optimal} ({extra} more, {ratio} times as many). The shortest was found by IDA* with {name} after {nodes} nodes ({time}).",
  'lab.human.whyNot':
    'On a {grid} grid an optimal solution is not practical in a page: a typical 24-puzzle position takes the best published searches hours to days, and larger grids far more. The stages above still finish at once.',
  'lab.human.optimalGaveUp':
    "The search for the shortest solution stopped at the page's limit of {nodes} nodes.",
  'lab.human.playHuman': {
    one: "The person's way, {n} move",
    other: "The person's way, {n} moves",
  },
  'lab.human.playOptimal': {
    one: 'The shortest way, {n} move',
    other: 'The shortest way, {n} moves',
  },
  'lab.human.boardHuman': "The {grid} board, played the person's way",
  'lab.human.boardOptimal': 'The {grid} board, played the shortest way',
  'lab.human.play': 'Play',
  'lab.human.pause': 'Pause',
  'lab.human.step': 'Step',
  'lab.human.back': 'Back',
  'lab.human.start': 'Start',
  'lab.human.position': 'Move {done} of {total}',
  'lab.human.positionStage': '{position} · {stage}',
  'lab.tradeoff.title': 'Optimal or fast: weighted A*, greedy search and beam search',
  'lab.tradeoff.question':
    'The article notes that when the shortest answer is not needed, a search can be much faster: trust the estimate more, or keep only the most promising positions. Five fresh Normal shuffles (or the one position of the board attribute), five searches on each: how much longer are their answers, and do they save nodes? The first table gives the medians, the second each position, and the notes say what these positions show and what they do not.',
  'lab.tradeoff.caption': 'Searches on {board}',
  'lab.tradeoff.captionMedians': {
    one: 'Medians over {n} {difficulty} shuffle (optimal length {optima} moves)',
    other: 'Medians over {n} {difficulty} shuffles (optimal lengths {optima} moves)',
  },
  'lab.tradeoff.range': '{min}–{max}',
  'lab.tradeoff.progress': 'Position {position} of {positions}: {step}',
  'lab.tradeoff.weight': 'Weight w',
  'lab.tradeoff.weightValue': 'w = {weight}',
  'lab.tradeoff.width': 'Beam width',
  'lab.tradeoff.col.excess': 'Moves over the optimum',
  'lab.tradeoff.col.ratio': '÷ optimum',
  'lab.tradeoff.excessOf': '{excess} ({solved} of {n} solved)',
  'lab.tradeoff.breakdownCaption': 'Each position: moves found · nodes generated, by search',
  'lab.tradeoff.position': '{index}: {board}',
  'lab.tradeoff.cell': '{moves} · {nodes}',
  'lab.tradeoff.cellGaveUp': 'gave up · {nodes}',
  'lab.tradeoff.name.ida': 'IDA* (optimal)',
  'lab.tradeoff.name.astar': 'A*',
  'lab.tradeoff.name.weighted': 'Weighted A* (w = {weight})',
  'lab.tradeoff.name.greedy': 'Greedy best-first',
  'lab.tradeoff.name.beam': 'Beam search (width {width})',
  'lab.tradeoff.gaveUp': 'gave up',
  'lab.tradeoff.chart.length': 'Median moves over the optimum against the weight w',
  'lab.tradeoff.chart.nodes': 'Median nodes generated against the weight w, log scale',
  'lab.tradeoff.summary.length': 'Moves over the optimum found by weighted A*, median: {list}.',
  'lab.tradeoff.summary.nodes': 'Nodes generated by weighted A*, median, log scale: {list}.',
  'lab.tradeoff.note.weighted': {
    one: 'Weighted A* expands the position with the smallest g + w·h: with w above 1 it trusts the estimate more than the moves already made. It can stop before proving anything shorter, but its answer is never more than w times the shortest: here, at w = {weight}, its answer was {worst} times the optimum.',
    other:
      'Weighted A* expands the position with the smallest g + w·h: with w above 1 it trusts the estimate more than the moves already made. It can stop before proving anything shorter, but its answer is never more than w times the shortest: on these {n} positions, at w = {weight}, its longest answer was {worst} times the optimum.',
  },
  'lab.tradeoff.note.greedy':
    'Greedy best-first search looks at the estimate h alone, as if w were endless: its answers are usually the longest. Whether it needs fewer nodes than A* depends on the position, as for weighted A*.',
  'lab.tradeoff.note.saved': {
    one: "Here weighted A* (w = {weight}) generated {weighted} nodes against A*'s {astar}: {factor} times fewer, for an answer {extra} moves longer.",
    other:
      "In median over these {n} positions, weighted A* (w = {weight}) generated {weighted} nodes against A*'s {astar}: {factor} times fewer, for answers {extra} moves longer.",
  },
  'lab.tradeoff.note.cost': {
    one: "Here weighted A* (w = {weight}) generated {weighted} nodes against A*'s {astar}: no saving. On positions about 30 moves out A* with this estimate is already cheap; trusting the estimate pays on far positions, such as Korf's 55–59-move ones, where w = 1.5 cut A*'s millions of nodes 20 to 200 times for answers 2–11% longer.",
    other:
      "In median over these {n} positions, weighted A* (w = {weight}) generated {weighted} nodes against A*'s {astar}: no saving. On positions about 30 moves out A* with this estimate is already cheap; trusting the estimate pays on far positions, such as Korf's 55–59-move ones, where w = 1.5 cut A*'s millions of nodes 20 to 200 times for answers 2–11% longer.",
  },
  'lab.tradeoff.note.beam':
    "The article's beam search: go breadth-first, but keep only the {width} positions with the smallest estimate at each depth and forget the rest. Memory and time stay bounded and a wide beam often comes close to the optimum, but it promises nothing: the shortest path may be among the positions it dropped.",
  'lab.tradeoff.note.beamGaveUp': {
    one: 'Here the beam of width {width} died out or ran past its limit before reaching the goal: every position it could still go to had been dropped or seen. A wider beam keeps more alternatives.',
    other:
      'On {gaveUp} of these {n} positions the beam of width {width} died out or ran past its limit before reaching the goal: every position it could still go to had been dropped or seen. A wider beam keeps more alternatives.',
  },
  'lab.tradeoff.note.medians':
    "The first table gives each figure as the median over the {n} positions, the second each position's own. One search's nodes can differ tenfold or more from one position to the next, so a single position says little; run it again to see how far the medians move.",
  'lab.tradeoff.note.heuristic': 'Every search here uses the same estimate: {heuristic}.',

  'lab.pathfinding.title': 'Route finding: A* on a map you draw',
  'lab.pathfinding.question':
    "The article's maps and game characters: find the shortest way round the walls. Breadth-first search, and A* with two estimates of the distance left, run by the same search code that solves the puzzles (a map cell is just another state). Draw walls, then Run.",
  'lab.pathfinding.progress': '{name} ({index} of {total})…',
  'lab.pathfinding.bfs': 'BFS (no estimate)',
  'lab.pathfinding.manhattan': 'A* + Manhattan distance',
  'lab.pathfinding.straight': 'A* + straight-line distance',
  'lab.pathfinding.caption': 'Routes on a {width}×{height} map with {walls} wall cells',
  'lab.pathfinding.noRoute': 'no route',
  'lab.pathfinding.chart': '{name}: {expanded} of {open} open cells expanded',
  'lab.pathfinding.summary':
    'The map with the cells {name} expanded painted ({expanded} of {open} open cells) and its route of {length} moves drawn.',
  'lab.pathfinding.summaryNoRoute':
    'The map with the cells {name} expanded painted ({expanded} of {open} open cells); the walls shut the goal off.',
  'lab.pathfinding.key':
    'Painted cells were expanded, the darkest first; the line is the route from the dot (start) to the ring (goal).',
  'lab.pathfinding.note':
    'All three routes have the same, shortest length: both estimates never overestimate. BFS spreads out evenly (on a grid walked up, down, left and right its "circle" is a diamond); A* heads for the goal and searches round a wall only when it must.',
  'lab.pathfinding.noteNoRoute':
    "No route: the walls shut the goal off, so every search expanded every cell it could reach before giving up, and A*'s estimate could not save it any.",
  'lab.pathfinding.estimates':
    "The straight-line distance is the article's map estimate (a road is never shorter than a straight line). Here, moving only along rows and columns, Manhattan distance is never less than it and still never overestimates, so it guides A* better.",
  'lab.control.map': 'Map',
  'lab.map.open': 'Open field',
  'lab.map.wall': 'A wall with a gap',
  'lab.map.trap': 'A cup facing away',
  'lab.map.random': 'Random walls',
  'lab.map.editorLabel':
    'The map: click or drag to draw walls (a drag that starts on a wall erases), drag the dot or the ring to move the start or the goal. Keyboard: arrow keys move, Space toggles a wall, S puts the start and G the goal here.',
  'lab.map.help':
    'Click or drag to draw walls; start on a wall to erase. Drag the dot (start) or the ring (goal) to move them. Keyboard: arrows, Space, S, G.',
  'lab.map.clear': 'Clear walls',
  'lab.map.count': '{walls} wall cells, {open} open',
  'lab.map.cursor': 'Row {row}, column {column}: {what}',
  'lab.map.isStart': 'the start',
  'lab.map.isGoal': 'the goal',
  'lab.map.isWall': 'a wall',
  'lab.map.isOpen': 'open',
  'lab.col.search': 'Search',
  'lab.col.route': 'Route (moves)',
  'lab.col.cellsExpanded': 'Cells expanded',
  'lab.col.cellsHeld': 'Cells held',
  'lab.problem.noBoard': 'this experiment has no tiles',
  'lab.instead.map': 'the map you draw',
  ...learned,
};
