// protocol.js: the messages between the page (SolverBridge) and the solver worker, as JSDoc types
// checked by tsc; no code runs from here.
//
// Every request carries an `id` (a positive integer chosen by the page), a `type` and, optionally,
// an `owner` (a string naming the element that asked; one worker serves every element of the page).
// Exactly one 'done' or 'error' message ends each request; 'progress' messages may come before it
// (about every 100 ms for searches and table builds). Requests sent before the module is ready
// wait in a queue. Searches of different owners run side by side, taking turns slice by slice; a
// newer solve or hint cancels only the same owner's older one (ended as 'cancelled'). Requests for
// tables that are already being loaded or built join that work: one build, progress to each.
// A search asking for a heuristic whose tables are not installed yet runs at once on the strongest
// one that is ready (the core chooses); its progress and result name the heuristic used and carry
// `fallbackFrom`, the one asked for. A cancel takes effect within one slice (about 20 ms).
// The worker sends { type: 'ready' } once its module has loaded, or { type: 'fatal', message } (in
// words for the host: which file, which header); { type: 'installed', puzzle, goal } when tables
// become usable (for every element of that puzzle); { type: 'crashed', message } when the module
// broke (every request under way has had its error; the page starts a new worker).

// ---- What the core says about a puzzle ------------------------------------------------------

/**
 * One row of the core's heuristic registry that applies to this puzzle, strongest first.
 * @typedef {object} HeuristicRow
 * @property {string} id           stable identifier, e.g. the one a solve request names
 * @property {string} label        the name the reader sees
 * @property {string} explanation  one paragraph: why the estimate never overestimates
 * @property {boolean} needsTables true when it needs the puzzle's tables (see TablesInfo)
 * @property {boolean} available   false for a table heuristic whose tables are not installed yet
 */

/**
 * The puzzle's pattern databases, as the core describes them (null in PuzzleInfo when the puzzle
 * has none it can build).
 * @typedef {object} TablesInfo
 * @property {boolean} buildable
 * @property {boolean} installed
 * @property {string} shape        the group sizes, e.g. "6-6-3"
 * @property {string} partition
 * @property {string} key          the IndexedDB key a copy of these tables is stored under
 * @property {string} [description]
 */

/**
 * @typedef {object} CellPosition
 * @property {number} row
 * @property {number} column
 */

/**
 * The 'puzzle' reply: the puzzle's topology and what the core can do with it.
 * @typedef {object} PuzzleInfo
 * @property {string} name
 * @property {number} cells
 * @property {CellPosition[]} positions  where each cell is drawn (rows may be negative)
 * @property {number[][]} neighbours     the cells next to each cell
 * @property {number[][]} rows           drawn rows of cells, for sliding several tiles at once
 * @property {number[][]} columns
 * @property {number[]} goal
 * @property {number[]} [deadEnds]
 * @property {number|null} [reachable] the count of reachable arrangements, when the core counted
 *   them
 * @property {HeuristicRow[]} heuristics
 * @property {string} defaultHeuristic   the strongest available id
 * @property {TablesInfo|null} tables
 * @property {DifficultyBand[]} [difficulties] each difficulty's band of true distances, easiest
 *   first
 */
/**
 * A difficulty's band of optimal distances (the core's; max null: no upper end).
 * @typedef {object} DifficultyBand
 * @property {'easy'|'normal'|'hard'|'expert'} [id]
 * @property {number} min
 * @property {number|null} max
 */

// ---- Requests (page -> worker) -----------------------------------------------------------------

/** @typedef {string | number[]} BoardInput a board as text ("1 2 3 …") or the tile of each cell */
/** @typedef {'ida' | 'astar' | 'bfs'} Algorithm */

/**
 * @typedef {object} PuzzleRequest
 * @property {number} id
 * @property {'puzzle'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 */
/**
 * @typedef {object} BoardRequest
 * @property {number} id
 * @property {'check' | 'solvability' | 'evaluate'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {BoardInput} board
 */
/**
 * @typedef {object} ScrambleRequest
 * @property {number} id
 * @property {'scramble'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {number} [moves]
 * @property {boolean} [random]
 * @property {'easy'|'normal'|'hard'|'expert'} [difficulty] a core job: a position proven in the
 *   band (ScrambleResult)
 * @property {number} [seed]
 */
/**
 * A solve or a hint. stateCap (for BFS and A*) defaults to the worker's page cap.
 * @typedef {object} SearchRequest
 * @property {number} id
 * @property {'solve' | 'hint'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {BoardInput} board
 * @property {Algorithm} [algorithm]
 * @property {string} [heuristic]
 * @property {number} [nodeLimit]
 * @property {number} [stateCap]
 * @property {boolean} [histogram] BFS and A* on puzzles of at most 10 cells: the result's
 *   `histogram`
 * @property {{
 *   nodes: number,
 *   ms: number
 * }} [pace] slow motion: slices of `nodes` (1..1000), each reported, `ms` apart (0..2000)
 * @property {number} [workers] a solve: the page's workers it may use in all (default: every helper
 *   the page gave, see HelpersRequest)
 * @property {number} [timeLimit] an anytime solve (IDA*, no pace, a board of more than 16 cells:
 *   worker-anytime.js): seconds of search, 0.1 to 600 (default 10), before the best solution
 *   found is the answer
 */
/**
 * The page's other workers, for solves split among them (split-search.js): a MessagePort to each
 * helper, added to those given before (with `reset`, those are gone: the page ended them). Answered
 * with how many there are now.
 * @typedef {object} HelpersRequest
 * @property {number} id
 * @property {'helpers'} type
 * @property {string} [owner]
 * @property {MessagePort[]} ports
 * @property {boolean} [reset]
 */
/**
 * Makes this worker a helper: the port of the worker that hands it subtrees (split-search.js).
 * @typedef {object} HelperPortRequest
 * @property {number} id
 * @property {'helper-port'} type
 * @property {string} [owner]
 * @property {MessagePort} port
 */
/**
 * Makes the puzzle's tables usable: a sound copy from IndexedDB, else built and stored.
 * @typedef {object} TablesRequest
 * @property {number} id
 * @property {'tables'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 */
/**
 * Stops the owner's running solves and hints, or with `target` the request of that id (a search,
 * or one request's share of a tables load or build, which stops when no request is left).
 * @typedef {object} CancelRequest
 * @property {number} id
 * @property {'cancel'} type
 * @property {string} [owner]
 * @property {number} [target]
 */
/**
 * Answered at once between two slices; the page uses it to tell a busy worker from a dead one.
 * @typedef {object} PingRequest
 * @property {number} id
 * @property {'ping'} type
 * @property {string} [owner]
 */
/**
 * The lab's layer count (lab-requests.js): positions exactly k moves from `board` (any board, even
 * one that cannot reach the goal), k = 0, 1, …, until none is left or the state cap is reached.
 * @typedef {object} LayersRequest
 * @property {number} id
 * @property {'layers'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {BoardInput} board
 * @property {number} [stateCap] boards held at once (the worker's cap at most)
 */
/**
 * The lab's human solver (lab-requests.js): a width x height grid (2..8 each) solved the way people
 * do, row by row and column by column; `board` (cell order, 0 the gap) or, without it, the seed's
 * random solvable position of the grid. Answered at once.
 * @typedef {object} HumanRequest
 * @property {number} id
 * @property {'human'} type
 * @property {string} [owner]
 * @property {number} width
 * @property {number} height
 * @property {number[] | string} [board] tiles in cell order, or board text (numbers separated by
 *   spaces and/or commas)
 * @property {number} [seed]
 */
/**
 * The lab's speed-against-length searches (lab-requests.js, the tradeoff experiment): A*, weighted
 * A* (f = g + weight·h), greedy best-first (h alone) or beam search (`width` states per depth).
 * @typedef {object} TradeoffRequest
 * @property {number} id
 * @property {'tradeoff'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {BoardInput} board
 * @property {'astar' | 'weighted' | 'greedy' | 'beam'} algorithm
 * @property {string} [heuristic] a registry id that needs no tables (the lab's module has none)
 * @property {number} [weight] weighted A*: 1 to 100
 * @property {number} [width] beam search: 1 to 1,000,000
 * @property {number} [stateCap] states held (the worker's cap at most)
 */
/**
 * The lab's route finding on a grid map (lab-requests.js, the pathfinding experiment): the core's
 * best-first loop over the map's cells. Cells are numbered row by row from 0.
 * @typedef {object} PathfindingRequest
 * @property {number} id
 * @property {'pathfinding'} type
 * @property {string} [owner]
 * @property {{
 *   width: number,
 *   height: number,
 *   walls?: number[],
 *   start: number,
 *   goal: number
 * }} map 1 to 64 cells a side
 * @property {'none' | 'manhattan' | 'straight-line'} [heuristic] none: breadth-first search
 */
/**
 * The lab's training of the learned heuristic (lab-requests.js, the learned experiment): a network
 * of hidden1-hidden2 units trained for `epochs` passes over the exact BFS distances of every
 * position of a puzzle of up to 10 cells; once done it is the lab module's `learned` heuristic.
 * @typedef {object} LearnRequest
 * @property {number} id
 * @property {'learn'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {number} [hidden1] 1 to 256 (default 64)
 * @property {number} [hidden2] 1 to 256 (default 32)
 * @property {number} [epochs] 1 to 100 (default 4)
 * @property {number} [seed] the network's first weights and the order of the positions
 */
/**
 * A plain search in the lab's module (lab-requests.js): the one whose session holds the learned
 * networks, so `heuristic` may be 'learned' once one is trained or loaded there.
 * @typedef {object} LabSearchRequest
 * @property {number} id
 * @property {'labSearch'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {BoardInput} board
 * @property {'ida' | 'astar' | 'bfs'} [algorithm]
 * @property {string} [heuristic] a registry id available in the lab's module
 * @property {number} [nodeLimit] the worker's limit at most
 */
/**
 * Trained weights for the lab module's learned heuristic (lab-requests.js): the worker fetches
 * `url` (once; the lab passes asset-urls.js's learnedWeightsUrl()) and installs the network for
 * the puzzle. Answered with `{ parameters, hidden1, hidden2, bytes }`, or refused (bad-tables).
 * @typedef {object} WeightsRequest
 * @property {number} id
 * @property {'weights'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {string} url
 */
/**
 * An estimate along a path in the lab's module (lab-requests.js): h of every position `moves`
 * (the cells whose tiles slide into the blank) pass through from `board`. Answered at once with
 * `{ estimates }`, one more than the moves.
 * @typedef {object} EstimatesRequest
 * @property {number} id
 * @property {'estimates'} type
 * @property {string} [owner]
 * @property {string} puzzle
 * @property {number[]} [goal]
 * @property {BoardInput} board
 * @property {number[]} moves
 * @property {string} heuristic a registry id available in the lab's module
 */
/**
 * @typedef {PuzzleRequest | BoardRequest | ScrambleRequest | SearchRequest | HelpersRequest
 *   | HelperPortRequest | TablesRequest | CancelRequest | PingRequest | LayersRequest
 *   | TradeoffRequest | PathfindingRequest | HumanRequest | LearnRequest
 *   | LabSearchRequest | WeightsRequest | EstimatesRequest} Request
 */
/** @typedef {Request['type']} RequestType */

// ---- Replies (worker -> page): protocol-replies.js, re-exported here ----------------------------

/** @typedef {import('./protocol-replies.js').BoardResult} BoardResult */
/** @typedef {import('./protocol-replies.js').EvaluateResult} EvaluateResult */
/** @typedef {import('./protocol-replies.js').CrashedMessage} CrashedMessage */
/** @typedef {import('./protocol-replies.js').DoneMessage} DoneMessage */
/** @typedef {import('./protocol-replies.js').ErrorKind} ErrorKind */
/** @typedef {import('./protocol-replies.js').ErrorMessage} ErrorMessage */
/** @typedef {import('./protocol-replies.js').FatalMessage} FatalMessage */
/** @typedef {import('./protocol-replies.js').HintResult} HintResult */
/** @typedef {import('./protocol-replies.js').HumanResult} HumanResult */
/** @typedef {import('./protocol-replies.js').InstalledMessage} InstalledMessage */
/** @typedef {import('./protocol-replies.js').LayersResult} LayersResult */
/** @typedef {import('./protocol-replies.js').PathfindingResult} PathfindingResult */
/** @typedef {import('./protocol-replies.js').ProgressMessage} ProgressMessage */
/** @typedef {import('./protocol-replies.js').ReadyMessage} ReadyMessage */
/** @typedef {import('./protocol-replies.js').ScrambleResult} ScrambleResult */
/** @typedef {import('./protocol-replies.js').SearchProgress} SearchProgress */
/** @typedef {import('./protocol-replies.js').SolvabilityResult} SolvabilityResult */
/** @typedef {import('./protocol-replies.js').SolveResult} SolveResult */
/** @typedef {import('./protocol-replies.js').TablesProgress} TablesProgress */
/** @typedef {import('./protocol-replies.js').TablesResult} TablesResult */
/** @typedef {import('./protocol-replies.js').TradeoffResult} TradeoffResult */
/** @typedef {import('./protocol-replies.js').LearnResult} LearnResult */
/** @typedef {import('./protocol-replies.js').LabSearchResult} LabSearchResult */
/** @typedef {import('./protocol-replies.js').WorkerMessage} WorkerMessage */

export {};
