// docs-examples.js: the reference page's snippets: one per property and event, and a sample value
// per CSS custom property (docs.js renders each live; the attributes' are in
// web/js/element/attribute-docs.js, with their other words).
//
// The examples use the 8-puzzle: its solver is ready at once and needs no pattern databases, so a
// reader scrolling the page never waits for the 15-puzzle's tables.

export const PROPERTY_EXAMPLES = {
  ready: {
    html: '<slide-puzzle id="ready-demo" puzzle="8" controls="none" stats="off"></slide-puzzle>',
    script: `<script type="module">
  const info = await document.getElementById('ready-demo').ready;
  console.log(\`\${info.cells} cells; heuristics: \${info.heuristics.map((row) => row.id).join(', ')}\`);
</script>`,
    run: async (host, log) => {
      const info = await host.querySelector('slide-puzzle').ready;
      log(`${info.cells} cells; heuristics: ${info.heuristics.map((row) => row.id).join(', ')}`);
    },
  },
  tiles: {
    html: '<slide-puzzle id="tiles-demo" puzzle="8" controls="none" stats="off"></slide-puzzle>',
    script: `<script>
  const puzzle = document.getElementById('tiles-demo');
  puzzle.addEventListener('slide-move', () => console.log(puzzle.tiles.join(' ')));
</script>`,
    run: (host, log) => {
      const puzzle = host.querySelector('slide-puzzle');
      log('(move a tile)');
      puzzle.addEventListener('slide-move', () => log(puzzle.tiles.join(' ')));
    },
  },
  language: {
    html: '<div lang="ja"><slide-puzzle id="language-demo" puzzle="8" controls="none" stats="off"></slide-puzzle></div>',
    script: `<script type="module">
  const puzzle = document.getElementById('language-demo');
  await puzzle.ready;
  console.log(\`speaking \${puzzle.language} (nearest lang above it: ja)\`);
</script>`,
    run: async (host, log) => {
      const puzzle = host.querySelector('slide-puzzle');
      await puzzle.ready;
      log(`speaking ${puzzle.language} (nearest lang above it: ja)`);
    },
  },
  heuristicInUse: {
    html: '<slide-puzzle id="in-use-demo" puzzle="8" heuristic="misplaced" stats="off"></slide-puzzle>',
    script: `<script type="module">
  const puzzle = document.getElementById('in-use-demo');
  await puzzle.ready;
  console.log(\`AUTO SOLVE would use \${puzzle.heuristicInUse}\`);
</script>`,
    run: async (host, log) => {
      const puzzle = host.querySelector('slide-puzzle');
      await puzzle.ready;
      log(`AUTO SOLVE would use ${puzzle.heuristicInUse}`);
    },
  },
  puzzleName: {
    html: '<slide-puzzle id="name-demo" puzzle="banana" controls="none" stats="off"></slide-puzzle>',
    script: `<script type="module">
  const puzzle = document.getElementById('name-demo');
  await puzzle.ready;
  console.log(\`asked for \${puzzle.getAttribute('puzzle')}, playing \${puzzle.puzzleName}\`);
</script>`,
    run: async (host, log) => {
      const puzzle = host.querySelector('slide-puzzle');
      await puzzle.ready;
      log(`asked for ${puzzle.getAttribute('puzzle')}, playing ${puzzle.puzzleName}`);
    },
  },
};

// An event example: the element, a listener's script, and the same listener writing to the log.
function eventExample(name, html, describe) {
  return {
    html,
    script: `<script>
  document.addEventListener('${name}', (event) => console.log(event.detail));
</script>`,
    run: (host, log) => {
      log('(waiting for the event)');
      host.addEventListener(name, (event) => log(describe(event.detail)));
    },
  };
}

export const EVENT_EXAMPLES = {
  'slide-move': eventExample(
    'slide-move',
    '<slide-puzzle puzzle="8" difficulty="easy" controls="play" stats="off"></slide-puzzle>',
    (d) => `tile ${d.tile} ${d.direction} by ${d.by}, move ${d.moveCount}`,
  ),
  'slide-solved': eventExample(
    'slide-solved',
    '<slide-puzzle puzzle="8" board="1 2 3 4 5 6 7 0 8" controls="play" stats="off"></slide-puzzle>',
    (d) => `solved in ${d.moveCount} moves, ${Math.round(d.elapsedMs)} ms, assisted: ${d.assisted}`,
  ),
  'slide-search-done': eventExample(
    'slide-search-done',
    `<slide-puzzle puzzle="8" difficulty="hard" autosolve="visible" controls="solve"></slide-puzzle>`,
    (d) => `${d.length} moves, ${d.nodes} nodes, ${d.heuristic}, ${Math.round(d.elapsedMs)} ms`,
  ),
  'slide-tables': eventExample(
    'slide-tables',
    '<slide-puzzle puzzle="15" tables="manual" controls="solve more"></slide-puzzle>',
    (d) =>
      `phase ${d.phase}${Number.isFinite(d.progress) ? ` ${Math.floor(d.progress * 100)}%` : ''}`,
  ),
  'slide-share': eventExample(
    'slide-share',
    '<slide-puzzle puzzle="8" share-key="events" controls="play" stats="off"></slide-puzzle>',
    (d) =>
      `${d.key}=${d.value} (only written while the page's fragment is empty or key=value pairs)`,
  ),
};

// A value that shows each property, and the attributes that bring the part it colours into view.
const board = { attributes: 'difficulty="easy" controls="none" stats="off"' };
export const CSS_SAMPLES = {
  '--slide-accent': { value: '#2457c5', attributes: 'controls="solve" stats="off"' },
  '--slide-accent-ink': { value: '#fff3b0', attributes: 'controls="solve" stats="off"' },
  '--slide-ink': { value: '#5a1a7a', attributes: 'controls="none"' },
  '--slide-muted': { value: '#2e7d32', attributes: 'controls="none"' },
  '--slide-surface': { value: '#e8f0ff', attributes: 'controls="solve" stats="off"' },
  '--slide-line': { value: '#2457c5', attributes: 'controls="none"' },
  '--slide-well': { value: '#3b3b3b', ...board },
  '--slide-tile': { value: '#cde8ff', ...board },
  '--slide-tile-edge': { value: '#2457c5', ...board },
  '--slide-tile-ink': { value: '#b3261e', ...board },
  '--slide-tile-home': { value: '#b9f6ca', ...board },
  '--slide-good': {
    value: '#6a1b9a',
    attributes: 'board="1 2 3 4 5 6 0 7 8" autosolve="visible" controls="none"',
  },
  '--slide-bad': { value: '#6a1b9a', attributes: 'theme="purple" controls="none" stats="off"' },
  // seen when a search gives up
  '--slide-warn': { value: '#6a1b9a', attributes: 'controls="none"' },
  '--slide-font': { value: 'Georgia, serif', attributes: 'controls="solve"' },
  '--slide-board-max-width': { value: '10rem', ...board },
};
