// An independent breadth-first search in plain JavaScript: exact distances to the goal for every
// reachable position of a small puzzle, given only its adjacency lists. Shares no code with the
// C++ core, so agreeing with it is evidence, not self-agreement.
export function bfsDistances(neighbours, goal) {
  const distance = new Map([[goal.join(','), 0]]);
  let frontier = [goal];
  for (let depth = 1; frontier.length; depth++) {
    const next = [];
    for (const board of frontier) {
      const blank = board.indexOf(0);
      for (const cell of neighbours[blank]) {
        const child = board.slice();
        child[blank] = child[cell];
        child[cell] = 0;
        const key = child.join(',');
        if (!distance.has(key)) {
          distance.set(key, depth);
          next.push(child);
        }
      }
    }
    frontier = next;
  }
  return distance;
}
