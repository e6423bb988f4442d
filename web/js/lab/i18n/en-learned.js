// en-learned.js (lab): the learned experiment's words in English, spread into the lab's table
// (en.js); ja-learned.js has the same keys.

export default {
  'lab.learned.title': 'A learned estimate: search plus learning',
  'lab.learned.question':
    "Today's strongest AI keeps the search and learns the estimate (AlphaGo did so for Go). Here a small neural network learns the 8-puzzle's distances in your browser, then guides IDA* beside the estimates people designed. It is not admissible: it can overestimate, so a solution it guides may be longer than the shortest.",
  'lab.learned.preparing':
    'Preparing: the exact distance of every 8-puzzle position, by breadth-first search…',
  'lab.learned.training': 'Training: pass {epoch} of {epochs}, loss {loss}…',
  'lab.learned.solving': 'Solving: position {position} of {positions}, search {step} of {steps}…',
  'lab.learned.learnedName': 'Learned estimate (neural network)',
  'lab.learned.learnedShort': 'Learned estimate',
  'lab.learned.trainingCaption':
    'Training a {hidden1}-{hidden2} network on the exact distances of all {positions} positions',
  'lab.learned.col.passes': 'Passes over the positions',
  'lab.learned.col.firstLoss': 'First loss',
  'lab.learned.col.loss': 'Loss now',
  'lab.learned.col.time': 'Training time',
  'lab.learned.passesOf': '{passes} of {epochs}',
  'lab.learned.passes': '{passes} passes',
  'lab.learned.lossChart':
    'Training loss (mean squared error, in moves squared; log scale) against passes over the positions',
  'lab.learned.lossSummary': 'The loss fell from {first} to {last} in {passes} passes.',
  'lab.learned.caption': 'IDA* on the same {positions} random positions with each estimate',
  'lab.learned.captionBoard': 'IDA* on {board} with each estimate',
  'lab.learned.col.optimal': 'Shortest solutions',
  'lab.learned.col.excess': 'Extra moves (mean)',
  'lab.learned.col.over': 'Overestimates (share of all positions)',
  'lab.learned.optimalOf': '{optimal} of {positions}',
  'lab.learned.never': 'never (admissible)',
  'lab.learned.overShare': '{share} (not admissible)',
  'lab.learned.breakdown': 'Each position: moves (nodes)',
  'lab.learned.col.optimum': 'Shortest',
  'lab.learned.cell': '{length} ({nodes})',
  'lab.learned.nodesChart': 'Nodes on all {positions} positions, log scale',
  'lab.learned.nodesSummary':
    'Nodes on all positions: {nodes} with the {name}, {manhattan} with Manhattan distance.',
  'lab.learned.trained':
    'The network: the tiles’ cells in (one input per tile and cell), {hidden1} and {hidden2} hidden units, {parameters} weights. It learns what Manhattan distance misses (the exact distance minus Manhattan distance), from all {positions} positions, {epochs} passes, in {time} in this page’s worker; the loss fell from {first} to {last}.',
  'lab.learned.quality':
    'Against the exact distance of every position, the learned estimate is off by {error} moves on average: exact on {exact}, too high on {over}.',
  'lab.learned.notAdmissible':
    'It is not admissible: it sometimes says more moves than a position needs, so IDA* can pass over the shortest solution. Here {optimal} of {positions} of its solutions were the shortest; the extra moves column shows what the others cost.',
  'lab.learned.notAdmissibleAll':
    'It is not admissible: it sometimes says more moves than a position needs, so IDA* can pass over the shortest solution. Here all {positions} of its solutions happened to be the shortest, but nothing guarantees it.',
  'lab.learned.cost':
    'Nodes: {nodes} with the learned estimate against {manhattanNodes} with Manhattan distance ({ratio} as many); time: {time} against {manhattanTime}. Each of its nodes runs the network (two of its inputs change per move, but its layers are still far more arithmetic than Manhattan distance’s one update).',
  'lab.learned.exactNote':
    'The exact table is the breadth-first distance of every position, looked up: IDA* walks straight down a shortest path. It exists because the 8-puzzle’s 181,440 positions fit in memory; the 15-puzzle’s more than 10 trillion do not, which is why estimates, designed or learned, matter.',
  'lab.learned.lesson':
    "The article's last lesson: AlphaGo kept the search and replaced the hand-made evaluation with a network. The research version for this puzzle, DeepCubeA (2019), solves the 15-puzzle almost always optimally with a network of millions of weights on a GPU; this one has {parameters} and trains in your browser.",
  'lab.learned.captionWalks':
    'IDA* on the same {positions} positions (random walks of 60 moves from the goal) with each estimate',
  'lab.learned.col.overAlong': 'Overestimates (share along the shortest solutions)',
  'lab.learned.fetching': 'Fetching the trained network for the 15-puzzle…',
  'lab.learned.shipped':
    'The network: trained beforehand with slide learn train on 15-puzzle positions solved optimally with the pattern databases (not in this page: it took minutes), {hidden1} and {hidden2} hidden units, {parameters} weights; its file, {bytes} bytes, was fetched and checked in {time}.',
  'lab.learned.qualityAlong':
    'Along the shortest solutions ({positions} positions, each one’s distance known: the moves left), the learned estimate is off by {error} moves on average: exact on {exact}, too high on {over}.',
  'lab.learned.pdbNote':
    'The pattern databases add up the exact moves of groups of tiles (6, 6 and 3), each looked up in a table built in this page’s worker: admissible, and the strongest estimate designed here; their solutions are the shortest.',
  'lab.learned.question15':
    'The same comparison on the 15-puzzle, too big to train in a page: a network trained beforehand on positions solved optimally is fetched (only now), then guides IDA* beside Manhattan distance, linear conflict and the pattern databases. It is not admissible: it can overestimate, so a solution it guides may be longer than the shortest.',
  'lab.learned.lessonShipped':
    "The article's last lesson: AlphaGo kept the search and replaced the hand-made evaluation with a network. The research version for this puzzle, DeepCubeA (2019), solves the 15-puzzle almost always optimally with a network of millions of weights on a GPU; this one has {parameters} and runs in your browser.",
};
