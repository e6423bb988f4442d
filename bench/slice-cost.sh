#!/usr/bin/env bash
# What the page's 10 ms slices cost a search: IDA* with Manhattan distance on six Expert positions,
# in one run and in slices of about 10 ms (`slide bench --slice-ms 10`, as the worker runs it),
# natively and in WebAssembly under node, ROUNDS interleaved rounds (default 7); prints each run,
# then the median time of each and the ratio slices / one run per round (median and range).
#   bench/slice-cost.sh [ROUNDS]      (after ./build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-7}
native=build/native/slide
positions=$(mktemp /tmp/slice-cost.XXXXXX)
trap 'rm -f "$positions"' EXIT
"$native" scramble --difficulty expert --seed 2026 --count 6 --heuristic pdb 2>/dev/null |
  grep -v '^#' >"$positions"

# One bench run's total row as "ms slices nodes".
total() { grep '"total"' | node -e '
  let text = "";
  process.stdin.on("data", (d) => (text += d)).on("end", () => {
    const row = JSON.parse(text);
    console.log(`${row.ms} ${row.slices} ${row.nodes}`);
  });'; }

results=$(
  for round in $(seq "$rounds"); do
    for runner in native wasm; do
      for mode in whole slices; do
        command=("$native")
        [ "$runner" = wasm ] && command=(node tools/slide-wasm.mjs)
        extra=()
        [ "$mode" = slices ] && extra=(--slice-ms 10)
        echo "$round $runner $mode $("${command[@]}" bench --heuristic manhattan --json \
          "${extra[@]}" "$positions" | total)"
      done
    done
  done
)
echo "round runner mode ms slices nodes"
echo "$results"
echo "$results" | node -e '
let text = "";
process.stdin.on("data", (d) => (text += d)).on("end", () => {
  const rows = text.trim().split("\n").map((line) => {
    const [round, runner, mode, ms, slices] = line.split(" ");
    return { round, runner, mode, ms: Number(ms), slices: Number(slices) };
  });
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const range = (values) => `${Math.min(...values).toFixed(3)}-${Math.max(...values).toFixed(3)}`;
  for (const runner of ["native", "wasm"]) {
    const of = (mode) => rows.filter((row) => row.runner === runner && row.mode === mode);
    const ratios = of("slices").map((row, i) => row.ms / of("whole")[i].ms);
    console.log(
      `${runner}: one run ${median(of("whole").map((r) => r.ms)).toFixed(1)} ms, ` +
        `in slices ${median(of("slices").map((r) => r.ms)).toFixed(1)} ms (median); ` +
        `slices / one run per round: median ${median([...ratios]).toFixed(3)}, range ${range(ratios)}`,
    );
  }
});'
