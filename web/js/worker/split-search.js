// split-search.js: one solve shared by several of the page's workers, imported by the worker when
// the page gives it others (lazy-modules.js), which lends it its helpers through installSplit. The
// lead hands subtrees of its search to the others over MessagePorts and reports back what they
// found; a helper runs each subtree it is handed as a job of its own module.
//
// The split itself, the thresholds and why the answer stays optimal are the core's (SplitPdbSearch,
// SubtreePdbSearch); this file moves messages. No SharedArrayBuffer: a blog host cannot send the
// cross-origin-isolation headers it needs, so every worker holds its own module and tables (the
// lead sends each helper a copy of its tables before any subtree). Lead <-> helper messages:
// lead -> helper: { type: 'tables', key, puzzle, goal, bytes } | { type: 'subtree', ref, puzzle,
// goal, board, path, threshold }
//                   | { type: 'subtree-cancel', ref }
// helper -> lead: { type: 'hello' } | { type: 'tables-ready' | 'tables-failed', key } | { ref,
// type: 'progress', nodes }
// | { ref, type: 'done', nodes, moves?, nextThreshold? } | { ref, type: 'error', message }

/**
 * @typedef {ReturnType<typeof installSplit>} SplitSearch
 * attach, helpersFor, begin: the lead's side; serve: a helper's
 */

/** @typedef {import('./lazy-modules.js').WorkerHelpers} WorkerHelpers */

/**
 * @param {Pick<WorkerHelpers, 'call' | 'runJob' | 'noteCrash' | 'budget'>} worker only these, so
 *   tools/wasm-threads.mjs can lend its own under node
 */
export function installSplit(worker) {
  // In flight per helper: enough queued that a helper never idles while the lead, which reads its
  // answers only between its own ~20 ms slices, is mid-slice. Measured in Chromium on 2 cores (an
  // 80-move search, 2 workers): 2 in flight 6.6-8.0 s, 4: 6.2-6.4 s, 8: 5.8-5.9 s.
  const ITEMS_PER_HELPER = 8;
  // A helper that says nothing of an item for this long is lost (its progress comes every 100 ms);
  // its items go back to be searched by the others.
  const SILENT_MS = 5000;
  // While the lead waits on the others it looks again at least this often (a lost helper's items).
  const LOOK_MS = 250;

  // ---- The lead's side ----------------------------------------------------------------------

  /**
   * @typedef {{
   *   port: MessagePort,
   *   alive: boolean,
   *   ready: boolean,
   *   count: number,
   *   tables: Map<string, 'sent' | 'loaded'>
   * }} Helper
   * @typedef {{
   *   job: number,
   *   puzzle: string,
   *   goal?: number[],
   *   board: any,
   *   key: string,
   *   limit: number,
   *   used: Set<Helper>,
   *   refs: Set<number>,
   *   wake: (() => void) | null,
   *   ended: boolean
   * }} Split
   * @typedef {{ helper: Helper, split: Split, id: number, heard: number }} Out
   */
  /** @type {Helper[]} */
  const helpers = [];
  /** @type {Set<Split>} split solves under way */
  const splits = new Set();
  /** @type {Map<number, Out>} subtrees out with helpers, by message ref */
  const outs = new Map();
  let nextRef = 1;
  /**
   * @type {{ key: string, puzzle: string, goal?: number[] } | null} the tables of the latest split
   *   solve
   */
  let lastTables = null;

  /**
   * @param {MessagePort[]} ports more of the page's workers
   * @param {boolean} [reset] the ones given before are gone (the page ended them when idle)
   * @returns {number} how many there are now
   */
  function attach(ports, reset) {
    if (reset) for (const helper of helpers.splice(0)) lose(helper);
    for (const port of ports) {
      /** @type {Helper} */
      const helper = { port, alive: true, ready: false, count: 0, tables: new Map() };
      port.onmessage = (event) => fromHelper(helper, event.data);
      helpers.push(helper);
    }
    return helpers.length;
  }

  // How many helpers a solve asking for `workers` in all may use (the page's default when not a
  // count).
  /** @param {unknown} workers */
  function helpersFor(workers) {
    const alive = helpers.filter((helper) => helper.alive).length;
    const wanted = Number.isInteger(workers) && Number(workers) >= 1 ? Number(workers) - 1 : alive;
    return Math.min(alive, wanted);
  }

  // A split solve under way, the core's job sized for `limit` helpers: begin() once the core has
  // made it, between() after each of its slices, end() once it has ended however it ended.
  /**
   * @param {number} job
   * @param {{ puzzle: string, goal?: number[], board: any }} request
   * @param {number} limit
   */
  function begin(job, request, limit) {
    const tables = worker.call('puzzleInfo', request.puzzle, request.goal).tables;
    /** @type {Split} */
    const split = {
      job,
      puzzle: request.puzzle,
      goal: request.goal,
      board: request.board,
      key: String(tables?.key),
      limit,
      used: new Set(),
      refs: new Set(),
      wake: null,
      ended: false,
    };
    splits.add(split);
    lastTables = { key: split.key, puzzle: split.puzzle, goal: split.goal };
    return {
      // The workers that have searched part of it so far: this one and the helpers it has used.
      workers: () => 1 + split.used.size,
      // Hands out what can be handed out; while the lead has nothing left to search itself, waits
      // for a helper's answer instead of spinning.
      /** @param {{ waiting?: boolean }} step @returns {Promise<void> | null} */
      between: (step) => {
        pump(split);
        if (!step.waiting) return null;
        return new Promise((resolve) => {
          split.wake = () => resolve(undefined);
          setTimeout(split.wake, LOOK_MS);
        });
      },
      end: () => end(split),
    };
  }

  // A helper gets the tables first (a copy, loaded in its module: about 0.3 s) and subtrees only
  // once it holds them, so no solve ever waits on a helper that is still starting.
  /** @param {Split} split */
  function pump(split) {
    if (split.ended) return;
    const now = performance.now();
    for (const ref of split.refs) {
      const out = outs.get(ref);
      if (out && now - out.heard > SILENT_MS) lose(out.helper);
    }
    for (const helper of helpers.filter((h) => h.alive && h.ready).slice(0, split.limit)) {
      sendTables(helper, split);
      const tables = helper.tables.get(split.key);
      while (tables === 'loaded' && helper.alive && helper.count < ITEMS_PER_HELPER) {
        const { item } = worker.call('splitTake', split.job);
        if (!item) return;
        const ref = nextRef++;
        outs.set(ref, { helper, split, id: item.id, heard: now });
        split.refs.add(ref);
        split.used.add(helper);
        helper.count += 1;
        helper.port.postMessage({
          type: 'subtree',
          ref,
          puzzle: split.puzzle,
          goal: split.goal,
          board: split.board,
          path: item.path,
          threshold: item.threshold,
        });
      }
    }
  }

  /** @param {Helper} helper @param {{ key: string, puzzle: string, goal?: number[] }} tables */
  function sendTables(helper, { key, puzzle, goal }) {
    if (helper.tables.has(key)) return;
    const { bytes } = worker.call('saveTables', puzzle, goal);
    helper.tables.set(key, 'sent');
    helper.port.postMessage({ type: 'tables', key, puzzle, goal, bytes }, [bytes.buffer]);
  }

  /** @param {Helper} helper @param {any} message */
  function fromHelper(helper, message) {
    if (message?.type === 'hello' || message?.type === 'tables-ready') {
      // A helper that has just started gets the latest solve's tables at once, so it is ready
      // for the next long solve even if it came too late for this one.
      if (message.type === 'hello') helper.ready = true;
      else helper.tables.set(String(message.key), 'loaded');
      if (message.type === 'hello' && lastTables) sendTables(helper, lastTables);
      for (const split of splits) pump(split);
      return;
    }
    if (message?.type === 'tables-failed') {
      lose(helper);
      return;
    }
    const out = outs.get(message?.ref);
    if (!out || out.helper !== helper) return;
    out.heard = performance.now();
    if (message.type === 'progress') return;
    settle(message.ref, out);
    const { split } = out;
    if (message.type === 'done') {
      const moves = Array.isArray(message.moves) ? message.moves : undefined;
      worker.call(
        'splitReport',
        split.job,
        { id: out.id, nodes: message.nodes, nextThreshold: message.nextThreshold ?? 0 },
        moves,
      );
    } else {
      // The helper could not search it (its module failed): the others will.
      worker.call('splitGiveBack', split.job, out.id);
      lose(helper);
    }
    split.wake?.();
    pump(split);
  }

  /** @param {number} ref @param {Out} out */
  function settle(ref, out) {
    outs.delete(ref);
    out.split.refs.delete(ref);
    out.helper.count -= 1;
  }

  // A helper gone silent or broken: no more work for it, and what it held goes back.
  /** @param {Helper} helper */
  function lose(helper) {
    helper.alive = false;
    for (const [ref, out] of [...outs]) {
      if (out.helper !== helper) continue;
      settle(ref, out);
      if (!out.split.ended) worker.call('splitGiveBack', out.split.job, out.id);
      helper.port.postMessage({ type: 'subtree-cancel', ref });
      out.split.wake?.();
    }
  }

  /** @param {Split} split */
  function end(split) {
    split.ended = true;
    splits.delete(split);
    for (const ref of [...split.refs]) {
      const out = /** @type {Out} */ (outs.get(ref));
      settle(ref, out);
      out.helper.port.postMessage({ type: 'subtree-cancel', ref });
    }
  }

  // ---- A helper's side ----------------------------------------------------------------------

  /**
   * @type {Map<number, { job: number, cancelled: boolean }>} subtrees this helper searches, by ref
   */
  const running = new Map();

  /** @param {MessagePort} port the lead's */
  function serve(port) {
    port.onmessage = (event) => {
      const message = event.data;
      if (message?.type === 'tables') {
        try {
          worker.call('loadTables', message.puzzle, message.goal, message.bytes);
          port.postMessage({ type: 'tables-ready', key: message.key });
        } catch (error) {
          worker.noteCrash(error);
          port.postMessage({
            type: 'tables-failed',
            key: message.key,
            message: error?.message || String(error),
          });
        }
      } else if (message?.type === 'subtree-cancel') {
        const entry = running.get(message.ref);
        running.delete(message.ref);
        if (entry) {
          entry.cancelled = true;
          if (entry.job) worker.call('cancelJob', entry.job);
        }
      } else if (message?.type === 'subtree') {
        searchSubtree(port, message);
      }
    };
    port.postMessage({ type: 'hello' });
  }

  /** @param {MessagePort} port @param {any} message */
  async function searchSubtree(port, message) {
    const { ref } = message;
    const entry = { job: 0, cancelled: false };
    running.set(ref, entry);
    /** @param {object} body */
    const answer = (body) => {
      if (running.get(ref) === entry) {
        running.delete(ref);
        port.postMessage({ ref, ...body });
      }
    };
    try {
      entry.job = worker.call(
        'startSubtree',
        message.puzzle,
        message.goal,
        message.board,
        message.path,
        message.threshold,
      ).job;
      const step = await worker.runJob(entry.job, {
        budget: worker.budget,
        wanted: () => !entry.cancelled,
        onProgress: (/** @type {any} */ progress) =>
          port.postMessage({ ref, type: 'progress', nodes: progress.nodes }),
      });
      if (!step) return;
      if (step.status === 'solved') answer({ type: 'done', nodes: step.nodes, moves: step.moves });
      else if (step.status === 'done')
        answer({ type: 'done', nodes: step.nodes, nextThreshold: step.nextThreshold });
      else answer({ type: 'error', message: step.message || step.status });
    } catch (error) {
      worker.noteCrash(error);
      answer({ type: 'error', message: error?.message || String(error) });
    }
  }

  return { attach, helpersFor, begin, serve };
}
