#!/usr/bin/env bash
# Follows ARCHITECTURE.md's recipe "A heuristic" once for real, in a scratch copy of this tree: adds
# `zero` (h = 0, admissible and useless) as the recipe says, builds the native core, the CLI and
# the registry's unit test, checks that the CLI lists the new heuristic and solves with it, that
# the registry test passes, and counts the files the recipe touched (it must be three: the
# heuristic's file, the registry, the Japanese words). Not part of `./build.sh test`: a fresh
# build of the core takes several minutes.
#   tests/recipes/add-heuristic.sh [--keep]    (--keep: leave the scratch copy for a look)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
keep=${1:-}
jobs=$(nproc 2>/dev/null || echo 2)
scratch=$(mktemp -d /tmp/slide-recipe.XXXXXX)
cleanup() { if [ "$keep" = --keep ]; then echo "scratch copy: $scratch"; else rm -rf "$scratch"; fi; }
trap cleanup EXIT
say() { printf '==> %s\n' "$*"; }

say "a scratch copy of the work tree (tracked and new files, as they are now) in $scratch"
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do [ -f "$file" ] && printf '%s\0' "$file"; done |
  xargs -0 cp --parents -t "$scratch"
cd "$scratch"
git init -q
git add -A
git -c user.name=recipe -c user.email=recipe@localhost commit -qm "before the recipe"

say "step 1: cpp/core/heuristics/zero.hpp"
cat >cpp/core/heuristics/zero.hpp <<'EOF'
// Zero: no estimate at all (h = 0), the recipe's test heuristic: IDA* with it is a depth-first
// iterative deepening that tries every path.
#pragma once

#include <string_view>

#include "model/puzzle.hpp"

namespace slide {

class ZeroHeuristic {
 public:
  static constexpr std::string_view kId = "zero";
  static constexpr std::string_view kLabel = "Zero";
  static constexpr std::string_view kExplanation =
      "No estimate: every position counts as zero moves from the goal. It never overestimates, "
      "and it guides nothing, so the search tries every path of each length in turn.";
  static constexpr std::string_view kPuzzles = "any";
  static constexpr bool kNeedsTables = false;
  static bool applies(const Puzzle&) { return true; }

  struct State {};

  explicit ZeroHeuristic(const Puzzle&) {}
  int evaluate(const Board&) const { return 0; }
  int start(const Board&, State&) const { return 0; }
  int move(const State&, State&, int, const Board&, int, int, int) const { return 0; }
};

}  // namespace slide
EOF

say "step 2: its include and one row in cpp/core/heuristics/registry.cpp (last: the weakest)"
sed -i 's|#include "heuristics/misplaced.hpp"|&\n#include "heuristics/zero.hpp"|' \
  cpp/core/heuristics/registry.cpp
sed -i 's|      heuristic_row<MisplacedTiles>(),|&\n      heuristic_row<ZeroHeuristic>(),|' \
  cpp/core/heuristics/registry.cpp

say "step 3: its words in web/js/i18n/ja.js"
sed -i "s|^  'core.label.misplaced': .*|&\n  'core.label.zero': 'ゼロ',|" web/js/i18n/ja.js
sed -i "/^  'core.explanation.misplaced':/{n;s|\$|\n  'core.explanation.zero':\n    '推定なし：どの局面もゴールまで 0 手と数えます。過大評価はしませんが、探索を導きません。',|}" \
  web/js/i18n/ja.js

say "the files the recipe touched"
touched=$(git status --porcelain --untracked-files=all)
echo "$touched"
count=$(echo "$touched" | grep -c .)
failed=0
if [ "$count" -ne 3 ]; then
  echo "FAILED: the recipe touched $count files, not 3"
  failed=1
fi
node --no-warnings -e "import('./web/js/i18n/ja.js').then(({ default: ja }) => {
  for (const key of ['core.label.zero', 'core.explanation.zero'])
    if (!(key in ja)) { console.error('ja.js lacks ' + key); process.exit(1); }
})" || failed=1

say "native build of the core and the CLI (a few minutes from scratch)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
nice cmake --build build -j"$jobs" --target slide >build/build.log 2>&1 ||
  { tail -20 build/build.log; exit 1; }
say "the registry's unit test (tests/core/registry_test.cpp, every row admissible on 8 and 3x3+1)"
nice g++ -std=c++20 -O2 -DSLIDE_THREADS=1 -DSLIDE_DATA_DIR="\"$scratch/tests/data\"" -Icpp/core -Itests/core -isystem /usr/include/eigen3 \
  tests/core/main.cpp tests/core/registry_test.cpp build/libslide_core.a -pthread \
  -o build/registry_test
build/registry_test || failed=1

say "the CLI lists it and solves with it"
build/slide heuristics | grep -w zero || { echo "FAILED: slide heuristics does not list zero"; failed=1; }
build/slide solve --puzzle 8 --heuristic zero "1 2 3 4 5 6 0 7 8" || failed=1
say "the bench signature takes it in from the registry (bench/SIGNATURE would gain its line)"
build/slide bench --signature | tee build/signature.txt
diff <(grep -v '^zero \|^total ' "$root/bench/SIGNATURE") \
  <(grep -v '^zero \|^total ' build/signature.txt) ||
  { echo "FAILED: another heuristic's line changed"; failed=1; }
grep -q '^zero ' build/signature.txt || { echo "FAILED: no zero line"; failed=1; }

if [ $failed -eq 0 ]; then
  say "the recipe works: $count files touched, zero listed, solves, admissible"
else
  say "the recipe FAILED (see above)"
fi
exit $failed
