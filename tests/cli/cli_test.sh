#!/usr/bin/env bash
# The command-line tool as a user meets it: output formats, repeatable scrambles, and a one-line
# message with a non-zero exit for every kind of bad input. Usage: cli_test.sh path/to/slide
# (or "node tools/slide-wasm.mjs" to run the same checks on the WebAssembly build).
set -u
slide=$1
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

expect_output() {  # description, pattern, command...
  local what=$1 pattern=$2; shift 2
  local out; out=$("$@" 2>&1); local code=$?
  if [ $code -eq 0 ] && grep -qE -- "$pattern" <<<"$out"; then ok; else bad "$what: exit $code, output: $out"; fi
}
expect_error() {  # description, pattern, command...
  local what=$1 pattern=$2; shift 2
  local out err code
  out=$("$@" 2>/tmp/slide-cli-err.$$); code=$?
  err=$(cat /tmp/slide-cli-err.$$); rm -f /tmp/slide-cli-err.$$
  local lines; lines=$(printf '%s' "$err" | grep -c '')
  if [ $code -ne 0 ] && [ $code -lt 128 ] && [ "$lines" -eq 1 ] && grep -qE -- "$pattern" <<<"$err"; then ok
  else bad "$what: exit $code, stderr: $err"; fi
}

# shellcheck disable=SC2086
run() { $slide "$@"; }

expect_output "solve prints length" '^length 3$' run solve 1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15 --heuristic manhattan
expect_output "solve prints tiles" '^tiles 14 15$' run solve "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15" --heuristic manhattan
expect_output "solve prints blank directions" '^blank RR$' run solve "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15" --algo bfs
expect_output "8-puzzle with the exact table" '^length 31$' run solve --puzzle 8 "8 6 7 2 5 4 3 0 1"
expect_output "3x3+1 solve" '^length ' run solve --puzzle 3x3+1 "1 2 0 3 4 5 6 7 8 9"
expect_output "A* with a goal" '^length 2$' run solve --goal "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" --algo astar "1 5 2 3 4 0 6 7 8 9 10 11 12 13 14 15"
expect_output "unsolvable is refused" '^unsolvable: .*inversion' sh -c "$slide solve 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0; test \$? -eq 1"
expect_output "check explains" 'unsolvable' sh -c "$slide check --puzzle 3x3+1 5 1 2 3 4 0 6 7 8 9; test \$? -eq 1"
expect_output "scramble prints a board" '^([0-8] ){8}[0-8]$' run scramble --puzzle 8 --moves 30 --seed 5
a=$(run scramble --moves 80 --seed 9); b=$(run scramble --moves 80 --seed 9)
[ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "scramble seed repeatability"
expect_output "random scramble count" '.' run scramble --random --count 3 --seed 2
# Difficulty shuffles: the printed distance is the true one (solved again here by another method:
# Manhattan distance on the 15-puzzle, breadth-first search on the 8-puzzle) and lies in the band.
difficulty_check() {  # puzzle, difficulty, seed, solve options...
  local puzzle=$1 difficulty=$2 seed=$3; shift 3
  local out board note distance length
  out=$(run scramble --puzzle "$puzzle" --difficulty "$difficulty" --seed "$seed") || { bad "scramble --difficulty $difficulty: $out"; return; }
  board=$(sed -n 1p <<<"$out"); note=$(sed -n 2p <<<"$out")
  distance=$(sed -nE 's/^# [a-z]+: distance ([0-9]+) \(exact\).*/\1/p' <<<"$note")
  length=$(run solve --puzzle "$puzzle" "$@" "$board" | sed -nE 's/^length ([0-9]+)$/\1/p')
  local low high; low=$(sed -nE 's/.*band ([0-9]+).*/\1/p' <<<"$note"); high=$(sed -nE 's/.*band [0-9]+-([0-9]+).*/\1/p' <<<"$note")
  if [ -n "$distance" ] && [ "$distance" = "$length" ] && [ "$length" -ge "$low" ] && { [ -z "$high" ] || [ "$length" -le "$high" ]; }; then ok
  else bad "$puzzle $difficulty seed $seed: '$note', solved in '$length'"; fi
}
difficulty_check 15 easy 4 --heuristic manhattan
difficulty_check 15 normal 4 --heuristic manhattan
difficulty_check 8 hard 4 --algo bfs
difficulty_check 8 expert 4 --algo bfs
difficulty_check 3x3+1 expert 5 --algo bfs
expect_output "expert on the 15-puzzle is 54 or more" '^# expert: distance (>= )?(5[4-9]|[6-8][0-9]) .*band 54 or more' run scramble --difficulty expert --seed 2
a=$(run scramble --difficulty hard --seed 9 | head -1); b=$(run scramble --difficulty hard --seed 9 | head -1)
[ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "difficulty seed repeatability"
expect_error "unknown difficulty" 'difficulty is one of' run scramble --difficulty extreme
expect_error "difficulty with moves" 'one of --moves' run scramble --difficulty easy --moves 3
expect_output "bench json" '^\{"length":1,"h":1,"nodes":[0-9]+,"ms":[0-9.]+,"moves":"R"\}$' sh -c "echo '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 ; comment' | $slide bench --json -"
# h of the start under the heuristic used: Manhattan 3 here (13, 14, 15 one cell each from home);
# the exact table's h is the true distance; breadth-first search has none.
expect_output "solve prints h" 'stored [0-9]+  h 3$' run solve --heuristic manhattan 1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15
expect_output "exact h is the distance" 'h 31$' run solve --puzzle 8 "8 6 7 2 5 4 3 0 1"
expect_output "bench text h" '^  1  length    3  h   3  nodes ' sh -c "echo '1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15' | $slide bench --heuristic manhattan -"
expect_output "bench json h of bfs" '^\{"length":1,"h":null,' sh -c "echo '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15' | $slide bench --algo bfs --json -"
expect_output "bench in slices" '"nodes":[0-9]+,"ms":[0-9.]+,"nodes_per_second":[0-9]+,"slices":[0-9]+\}$' sh -c "echo '5 1 2 3 9 6 7 4 13 10 11 8 0 14 15 12' | $slide bench --slice-ms 1 --json -"
expect_output "bench totals" '"total":true,"positions":2,"solved":2' sh -c "printf '# c\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n\n1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0\n' | $slide bench --json -"
expect_output "table" '^reachable 201600  diameter 32$' run table --puzzle 3x3+1
expect_output "node limit" 'gave-up: gave up after' sh -c "$slide solve --heuristic manhattan --node-limit 1000 13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2; test \$? -eq 1"
expect_output "state cap" 'gave up after 500 states' sh -c "$slide solve --algo bfs --state-cap 500 13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2; test \$? -eq 1"

# The heuristic registry: one line per heuristic, id first; the usage lists the same ids.
ids=$(run heuristics | awk '{print $1}' | tr '\n' ' ')
case "$ids" in "exact pdb linear-conflict manhattan "*) ok ;; *) bad "heuristics ids: $ids" ;; esac
expect_output "usage lists the registry" "Heuristics .*: $(run heuristics | awk '{print $1}' | paste -sd, - | sed 's/,/, /g')\$" run --help
expect_output "signature positions" '^8;[0-9 ]+;exact ' run bench --signature --list
# Every heuristic of the registry that needs no tables solves through the CLI, optimally.
solved=0 wrong=""
for h in $(run heuristics | awk '$1 != "pdb" {print $1}'); do
  if [ "$(run solve --puzzle 8 --heuristic "$h" 1 2 3 0 4 6 7 5 8 2>&1 | head -1)" = "length 3" ]; then
    solved=$((solved + 1))
  else wrong+="$h "; fi
done
[ -z "$wrong" ] && [ $solved -ge 3 ] && ok || bad "every heuristic solves via the CLI: wrong for $wrong"

expect_error "no command" 'no command' run
expect_error "unknown command" "unknown command 'fly'" run fly
expect_error "missing board" 'needs a BOARD' run solve
expect_error "short board" 'expected 16 tiles' run solve 1 2 3
expect_error "duplicate" 'tile 5 appears twice' run solve 1 2 3 4 5 5 7 8 9 10 11 12 13 14 15 0
expect_error "out of range" 'tile 16 .*out of range' run solve 1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0
expect_error "not a number" "'x' is not a tile number" run solve 1 2 3 x 5 6 7 8 9 10 11 12 13 14 15 0
expect_error "bad puzzle" "unknown puzzle '17'" run solve --puzzle 17 1 2 0
expect_error "bad heuristic" "heuristic 'exact' is not available" run solve --heuristic exact 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0
expect_error "bad algorithm" "unknown algorithm" run solve --algo dfs 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0
expect_error "bad goal" 'goal: ' run solve --goal "1 1" 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0
expect_error "missing option value" 'needs a value' run solve 1 2 --puzzle
expect_error "bad count" 'positive whole number' run solve --node-limit -5 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0
expect_error "missing file" 'cannot read' run bench /nonexistent/file
expect_error "bad slice" 'slice-ms needs' run bench --slice-ms 0 /nonexistent/file
expect_error "bad bench line" 'position 1: ' sh -c "echo '1 2 3' | $slide bench -"
expect_error "scramble needs a mode" 'one of --moves' run scramble
expect_error "scramble bad seed" 'seed' run scramble --moves 3 --seed abc

# Pattern databases, on the 8-puzzle so that the build is instant even under sanitizers.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
expect_output "pdb build" 'wrote' sh -c "$slide pdb build --puzzle 8 --out $scratch/8.pdb 2>&1"
expect_output "solve with pdb" '^length 31$' run solve --puzzle 8 --pdb "$scratch/8.pdb" "8 6 7 2 5 4 3 0 1"
expect_output "pdb info" '.' run pdb info --puzzle 8 "$scratch/8.pdb"
# A group of 8 tiles (the largest, as in the 4x4's 7-8 tables): on the 8-puzzle, the exact distance.
expect_output "8-tile group: h is the distance" 'h  *31$' sh -c "$slide pdb build --puzzle 8 --partition 1,2,3,4,5,6,7,8 --out $scratch/8x8.pdb >/dev/null 2>&1 && $slide solve --puzzle 8 --pdb $scratch/8x8.pdb '8 6 7 2 5 4 3 0 1'"
# The anytime search (issue 29): a 24-puzzle stopped at its time limit with a solution and a bound
# no higher than Korf & Taylor's optimum (100); a small board ends proven optimal (the 8-puzzle's
# 31-move position); JSON rows carry length, moves, bound, optimal and ms.
k24="14 21 19 17 15 18 13 12 7 2 1 22 0 4 10 20 11 6 3 23 9 16 5 24 8"
out=$(run solve --puzzle 24 --heuristic linear-conflict --time-limit 1 $k24 2>&1)
bound=$(sed -n 's/^bound \([0-9]*\).*/\1/p' <<<"$out")
if grep -qE '^length [0-9]+$' <<<"$out" && grep -q 'optimal no' <<<"$out" && [ -n "$bound" ] && [ "$bound" -le 100 ]; then ok; else bad "anytime 24: $out"; fi
expect_output "anytime proves the optimum" 'optimal yes' run solve --puzzle 8 --heuristic manhattan --time-limit 30 "8 6 7 2 5 4 3 0 1"
expect_output "anytime proven length" '^length 31$' run solve --puzzle 8 --heuristic manhattan --time-limit 30 "8 6 7 2 5 4 3 0 1"
expect_output "anytime --json" '^\{"length":31,"moves":"[UDLR]+","bound":31,"optimal":true,"ms":' run bench --puzzle 8 --heuristic manhattan --time-limit 30 --json - <<<"8 6 7 2 5 4 3 0 1"
expect_output "anytime on 4x3" 'optimal yes' run solve --puzzle 4x3 --heuristic linear-conflict --time-limit 30 "5 1 2 3 9 6 7 4 0 10 11 8"
expect_error "--time-limit 0" 'time-limit needs a number of seconds' run solve --time-limit 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15
expect_error "--time-limit word" 'time-limit needs a number of seconds' run solve --time-limit soon 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15
expect_error "--time-limit with astar" 'drop --algo' run solve --algo astar --time-limit 1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15

# One search split across threads (natively; WebAssembly accepts --threads and searches on one):
# Korf's #55 at its published 41 moves, with 5-5-5 tables (built in about a second).
korf55="5 10 14 4 6 12 11 1 9 0 15 7 13 2 8 3"
expect_output "solve --threads 2" '^length 41$' run solve --heuristic pdb --partition 1,2,5,6,9/3,4,7,8,12/10,11,13,14,15 --threads 2 $korf55
expect_error "--threads 0" 'threads needs a whole number from 1 to 64' run solve --threads 0 $korf55
expect_error "--threads too many" 'threads needs a whole number from 1 to 64' run solve --threads 65 $korf55
expect_error "--threads not a number" 'threads needs a whole number' run bench --threads two
cp "$scratch/8.pdb" "$scratch/bad.pdb"
printf '\x55' | dd of="$scratch/bad.pdb" bs=1 seek=200 conv=notrunc status=none
expect_error "damaged tables" 'checksum|damaged' run solve --puzzle 8 --pdb "$scratch/bad.pdb" "8 6 7 2 5 4 3 0 1"
expect_error "tables of another puzzle" 'puzzle|goal' run solve --pdb "$scratch/8.pdb" 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0
expect_error "missing tables file" 'cannot read' run solve --pdb "$scratch/none.pdb" 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0
# A misspelt or misplaced option is refused before anything runs (issue 14), not silently ignored.
expect_error "misspelt option" "unknown option --nodelimit for solve" run solve --nodelimit 5 1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15
expect_error "misspelt heuristic option" "unknown option --heurstic" run solve --heurstic pdb 1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15
expect_error "option of another command" "unknown option --json for check" run check --json 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0
expect_error "options for an option-less command" "takes no options" run heuristics --puzzle 8
long=$(printf "x%.0s" $(seq 1 500))
expect_error "a long unknown option is clipped" "^slide: unknown option --x{40}… for solve" run solve "--$long" 1 2

# Hostile input (issue 14): one line, exit 2 (1 for a failed write), never an abort or an
# unbounded read; echoed input escaped and clipped.
mkdir -p "$scratch/dir"
expect_exit() {  # description, code, pattern, command...
  local what=$1 want=$2 pattern=$3; shift 3
  local err code
  "$@" >/dev/null 2>"$scratch/err"; code=$?
  err=$(cat "$scratch/err")
  if [ $code -eq "$want" ] && [ "$(printf '%s' "$err" | grep -c '')" -eq 1 ] && grep -qE -- "$pattern" <<<"$err"; then ok
  else bad "$what: exit $code (wanted $want), stderr: $(head -c 300 <<<"$err")"; fi
}
expect_exit "tables: a directory" 2 'is a directory' run pdb info --puzzle 8 "$scratch/dir"
expect_exit "--pdb: a directory" 2 'is a directory' run solve --puzzle 8 --pdb "$scratch/dir" 1 2 3 4 5 6 7 8 0
expect_exit "tables: /dev/zero" 2 'not a slide pattern database' run pdb info --puzzle 8 /dev/zero
expect_exit "--pdb: /dev/urandom" 2 'not a slide pattern database' run solve --puzzle 8 --pdb /dev/urandom 1 2 3 4 5 6 7 8 0
truncate -s 330M "$scratch/huge.pdb"
expect_exit "tables over the cap" 2 'more than the cap of 320 MB' run pdb info --puzzle 8 "$scratch/huge.pdb"
expect_exit "bench: /dev/zero" 2 'longer than 4096 bytes' run bench /dev/zero
expect_exit "bench: /dev/urandom" 2 'cap of 16 MB|longer than|position' run bench /dev/urandom
expect_exit "bench: a directory" 2 'is a directory' run bench "$scratch/dir"
# (the build's own progress line comes first on stderr; the last line is the failure)
full=$(run pdb build --puzzle 2x2 --out /dev/full 2>&1 >/dev/null); code=$?
[ $code -eq 1 ] && grep -q '^slide: cannot write /dev/full: ' <<<"$(tail -1 <<<"$full")" && ok || bad "pdb build --out /dev/full: exit $code, $full"
expect_exit "bench: /dev/null" 2 'holds no positions' run bench /dev/null
expect_exit "bench: empty stdin" 2 'standard input holds no positions' sh -c "$slide bench - </dev/null"
printf '# comment\n; another\n\n' >"$scratch/comments.txt"
expect_exit "bench: comments only" 2 'holds no positions' run bench "$scratch/comments.txt"
expect_exit "a newline in --puzzle" 2 "unknown puzzle 'a\\\\nb'" run solve --puzzle "$(printf 'a\nb')" 1 2
expect_exit "a long --puzzle is clipped" 2 '^.{1,300}$' run solve --puzzle "$(printf 'y%.0s' $(seq 1 5000))" 1 2
printf '1 2 \001\377\033[31m\n' >"$scratch/binary.txt"
expect_exit "binary bench line escaped" 2 'position 1: .*\\x01' run bench "$scratch/binary.txt"
expect_exit "scramble --moves capped" 2 'up to 10000' run scramble --moves 100000
expect_exit "scramble moves x count capped" 2 'at most 10000000 walk steps' run scramble --moves 10000 --count 100000
expect_exit "scramble --count capped" 2 'from 1 to 100000' run scramble --random --count 100001
# A forged table (bytes changed, checksum recomputed) is refused by its contents (item 7).
node -e '
const fs = require("fs"); const b = fs.readFileSync(process.argv[1]);
const data = b.length - 8 - 2 * 1512;  // the 8-puzzle default: two 4-tile groups
for (let i = data; i < b.length - 8; i++) b[i] = 0x66;
let h = 0xcbf29ce484222325n;
for (let i = 0; i < b.length - 8; i++) h = ((h ^ BigInt(b[i])) * 0x100000001b3n) & 0xffffffffffffffffn;
b.writeBigUInt64LE(h, b.length - 8); fs.writeFileSync(process.argv[2], b);' "$scratch/8.pdb" "$scratch/forged.pdb"
expect_exit "forged tables refused" 2 'refused: group 1: the goal placement' run pdb info --puzzle 8 "$scratch/forged.pdb"

echo "cli: $passed passed, $failed failed"
[ $failed -eq 0 ]
