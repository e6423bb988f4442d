#!/usr/bin/env bash
# Recomputes the bench signature with another build of `slide` (for example the code before a
# refactor), from the position list of this build: `slide bench --signature --list` gives
# `puzzle;board;heuristics` lines, and each (puzzle, heuristic) batch goes through the other
# build's `bench --json`, summing its nodes. Prints the same lines as `slide bench --signature`
# for the heuristics the other build knows.
#   bench/signature-baseline.sh OTHER_SLIDE [THIS_SLIDE]
set -euo pipefail
other=$1
this=${2:-build/native/slide}
list=$("$this" bench --signature --list)
total=0
for heuristic in $("$this" heuristics | awk '{print $1}'); do
  sum=0
  found=0
  for puzzle in $(cut -d';' -f1 <<<"$list" | awk '!seen[$0]++'); do
    boards=$(awk -F';' -v p="$puzzle" -v h="$heuristic" \
      '$1 == p && (" " $3 " ") ~ (" " h " ") {print $2}' <<<"$list")
    [ -n "$boards" ] || continue
    found=1
    nodes=$("$other" bench --json --puzzle "$puzzle" --heuristic "$heuristic" - <<<"$boards" 2>/dev/null |
      awk -F'"nodes":' '/"total":true/ {split($2, a, ","); print a[1]}')
    [ -n "$nodes" ] || { echo "$heuristic on $puzzle: the other build failed" >&2; continue 2; }
    sum=$((sum + nodes))
  done
  [ $found -eq 1 ] || continue
  echo "$heuristic $sum"
  total=$((total + sum))
done
echo "total $total"
