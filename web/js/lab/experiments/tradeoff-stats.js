// tradeoff-stats.js: the tradeoff experiment's medians: each search's figures taken over the
// positions it ran on, since on Normal shuffles one search's nodes differ by two orders of
// magnitude from one position to the next and a single position cannot speak for the rest.

/**
 * The median of the numbers given (the mean of the two middle ones for an even count), or null.
 * @param {(number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One search's figures over the positions: how many it solved; the median of its moves over each
 * position's optimum and of its length ÷ the optimum (positions it solved whose optimum is
 * known), the largest such ratio; the medians of nodes, states held and time over every position
 * (a search that gave up counts what it spent).
 * @param {{ status: string, length: number | null, nodes: number | null,
 *   stored?: number | null, ms: number | null }[]} runs one per position, in order
 * @param {(number | null)[]} optima each position's optimum (null if IDA* gave up)
 */
export function summarize(runs, optima) {
  const measured = runs
    .map((run, index) => ({ run, optimum: optima[index] }))
    .filter(({ run, optimum }) => run.status === 'solved' && optimum);
  const ratios = measured.map(({ run, optimum }) => run.length / optimum);
  return {
    positions: runs.length,
    solved: runs.filter((run) => run.status === 'solved').length,
    excess: median(measured.map(({ run, optimum }) => run.length - optimum)),
    ratio: median(ratios),
    worstRatio: ratios.length ? Math.max(...ratios) : null,
    nodes: median(runs.map((run) => run.nodes)),
    stored: median(runs.map((run) => run.stored)),
    ms: median(runs.map((run) => run.ms)),
  };
}

/**
 * The rows and the sweep in medians: row k of the result is row k of every position, summarized.
 * @param {{ optimum: number | null, rows: any[], sweep: any[] }[]} positions
 */
export function medians(positions) {
  const optima = positions.map((position) => position.optimum);
  const column = (list, index) => positions.map((position) => position[list][index]);
  return {
    rows: positions[0].rows.map(({ algorithm, weight, width }, index) => ({
      algorithm,
      weight,
      width,
      ...summarize(column('rows', index), optima),
    })),
    sweep: positions[0].sweep.map(({ weight }, index) => ({
      weight,
      ...summarize(column('sweep', index), optima),
    })),
  };
}
