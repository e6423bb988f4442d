#!/usr/bin/env bash
# The learned heuristic's figures (README, "Learned heuristic"), printed side by side in one run:
#   8-puzzle: the estimate's error and overestimates over all 181,440 states, then 1000 seeded
#     random positions by IDA* and A*, learned against Manhattan (optimal share, nodes);
#   15-puzzle, Korf's 100 (or the first N: LEARNED_KORF=N) with the committed weights: optimal
#     share, mean excess, nodes against Manhattan and the pattern databases, a node limit per
#     position for the learned search (LEARNED_LIMIT, default 20,000,000), full evaluations per
#     second natively and under WebAssembly (if built).
# Usage: bench/learned.sh [WEIGHTS_8]   (default: trains the 8-puzzle's network first, --seed 1)
set -euo pipefail
cd "$(dirname "$0")/.."
slide=build/native/slide
weights8=${1:-}
if [ -z "$weights8" ]; then
  weights8=$(mktemp --suffix=.slnn)
  echo "== training the 8-puzzle network (seed 1)"
  /usr/bin/time -f "training: %e s wall" $slide learn train --puzzle 8 --seed 1 --out "$weights8" | tail -3
fi
echo "== 8-puzzle"
$slide learn bench --puzzle 8 --weights "$weights8" --count 1000 --seed 1
korf=$(mktemp)
grep -v '^#' tests/data/korf100.txt | head -n "${LEARNED_KORF:-100}" >"$korf"
echo "== 15-puzzle, $(wc -l <"$korf") of Korf's 100, models/learned-15.slnn"
$slide learn bench --puzzle 15 --weights models/learned-15.slnn --compare "${LEARNED_COMPARE:-manhattan,pdb}" \
  --node-limit "${LEARNED_LIMIT:-20000000}" "$korf"
if [ -f build/wasm/slide-cli.js ]; then
  echo "== 15-puzzle under WebAssembly (evaluations per second; first 5 positions, pdb only)"
  head -n 5 "$korf" >"$korf.5"
  node tools/slide-wasm.mjs learn bench --puzzle 15 --weights models/learned-15.slnn --compare pdb \
    --node-limit "${LEARNED_LIMIT:-20000000}" "$korf.5" | tail -4
fi
