#!/usr/bin/env bash
# One entry point for setting up, building, testing and serving slide on a Debian machine.
#   ./build.sh          install what is missing (as root), build native + WebAssembly
#   ./build.sh serve    ... then serve the demo on http://127.0.0.1:${PORT:-8000}/
#   ./build.sh test     ... then run every test (format: clang-format, Prettier, layout; Catch2 + CLI,
#                       the CLI and a short libFuzzer
#                       pass under the sanitizers (FUZZ_TEST_SECONDS, default 15), bench
#                       signature, node wasm, browser)
#   ./build.sh sanitize every Catch2 test (but the [slow] sweeps) and the CLI under ASan + UBSan
#   ./build.sh bench    ... then run the benchmarks (see README)
#   ./build.sh fuzz [S] build the libFuzzer targets (clang) and run each for S seconds (default
#                       ${FUZZ_SECONDS:-60}); prints executions and findings per target
#   ./build.sh dist     build WebAssembly, then write the release dist/slide-puzzle/ (see README)
#   ./build.sh deps     only install the dependencies
set -euo pipefail
cd "$(dirname "$0")"
root=$(pwd)
export NODE_PATH=/usr/share/nodejs  # emcc loads Debian's acorn from here
jobs=$(nproc 2>/dev/null || echo 2)

# A phase's heading, with the time since the script started (where CI's minutes go).
phase() { printf '==> [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

# Each entry: a file or command that shows the tool is there, and the Debian package that brings it.
requirements=(
  "cmake cmake" "g++ g++" "make make" "/usr/include/catch2/catch.hpp catch2" "emcc emscripten"
  "node nodejs" "npm npm" "clang-format clang-format" "/usr/bin/chromium chromium" "/usr/bin/firefox-esr firefox-esr"
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc fonts-noto-cjk"
  # libFuzzer (the sanitizer phase of the tests, ./build.sh fuzz): clang 14 comes with emscripten.
  # Eigen 3.4, header-only: the learned heuristic's network (natively and under emcc).
  "/usr/include/eigen3/Eigen/Core libeigen3-dev"
  "clang++ clang" "/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a libclang-rt-14-dev"
)

deps() {
  local missing=() entry have package
  for entry in "${requirements[@]}"; do
    have=${entry% *}
    package=${entry#* }
    if [[ $have == /* ]]; then [ -e "$have" ] && continue; else command -v "$have" >/dev/null && continue; fi
    missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
      phase "apt-get install ${missing[*]}"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
      echo "Missing Debian packages. Run this once, then ./build.sh again:" >&2
      echo "  sudo apt-get install -y ${missing[*]}" >&2
      exit 1
    fi
  fi
  local module need_npm=0
  for module in playwright-core puppeteer-core typescript esbuild sirv axe-core prettier \
    vite webpack webpack-cli; do
    [ -d "node_modules/$module" ] || need_npm=1
  done
  if [ $need_npm -eq 1 ] && [ -f package.json ]; then
    phase "npm ci"
    npm ci --no-audit --no-fund --silent
  fi
}

build_native() {
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j"$jobs"
}

# The sanitizer build (ASan + UBSan). Arguments: the targets to build (default: all). -O1 and line
# tables only (-g1): ASan's own advice, and 40% less compile time than -O2 -g (one test file).
build_sanitized() {
  cmake -S . -B build/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DSLIDE_SANITIZE=ON >/dev/null
  if [ $# -eq 0 ]; then
    cmake --build build/sanitize -j"$jobs"
  else
    cmake --build build/sanitize -j"$jobs" --target "$@"
  fi
}

fuzz_targets=(board_parse solvability table_load table_repaired cli_text cli_args)

# clang with ASan + UBSan: the libFuzzer targets and the CLI (for the CLI test under the
# sanitizers). -O1 -g1 as in build_sanitized.
build_fuzz() {
  CC=clang CXX=clang++ cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DSLIDE_FUZZ=ON >/dev/null
  cmake --build build/fuzz -j"$jobs" --target slide "${fuzz_targets[@]/#/fuzz_}"
}

# One target for $2 seconds from its seed corpus (copied, so the repository's stays small; every
# saved input is run first); prints one line. Findings (crash-*, leak-*, timeout-*) are kept in
# build/fuzz/findings/<target>/.
fuzz_one() {
  local target=$1 seconds=$2 out log execs
  out=build/fuzz/findings/$target
  rm -rf "$out" "build/fuzz/corpus/$target"
  mkdir -p "$out" "build/fuzz/corpus/$target"
  cp tests/fuzz/corpus/$target/* "build/fuzz/corpus/$target/"
  log=$out/log.txt
  if build/fuzz/fuzz_$target -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/" -print_final_stats=1 "build/fuzz/corpus/$target" >"$log" 2>&1; then
    execs=$(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}' || true)
    echo "fuzz $target: ${execs:-?} executions in ${seconds} s, 0 findings"
  else
    echo "fuzz $target: FINDING, see $log and $out/"
    grep -m3 -E 'ERROR|property failed' "$log" || true
    return 1
  fi
}

# Every target for $1 seconds, one per core at a time. Returns non-zero if any found something.
run_fuzz() {
  local seconds=$1 target found=0 pid
  local running=()
  for target in "${fuzz_targets[@]}"; do
    fuzz_one "$target" "$seconds" &
    running+=($!)
    if [ ${#running[@]} -ge "$jobs" ]; then
      wait "${running[0]}" || found=1
      running=("${running[@]:1}")
    fi
  done
  for pid in "${running[@]}"; do wait "$pid" || found=1; done
  return $found
}

build_wasm() {
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/wasm -j"$jobs"
  mkdir -p web/wasm
  cp build/wasm/slide.js build/wasm/slide.wasm build/wasm/slide-lab.js build/wasm/slide-lab.wasm web/wasm/
  # The glue's ES-module twins (slide.mjs, slide-lab.mjs) for the solver worker, a module worker;
  # node keeps the classic slide.js (tools/es-glue.mjs says why).
  node tools/es-glue.mjs web/wasm
  # The learned heuristic's weights, served beside the lab's module (fetched only by a learned
  # solve of their puzzle or the lab's 15-puzzle comparison).
  cp models/learned-8.slnn models/learned-15.slnn web/wasm/
}

build_all() {
  deps
  phase "native build"
  build_native
  phase "WebAssembly build"
  build_wasm
}

run_tests() {
  local failed=0
  phase "format (clang-format --dry-run -Werror over cpp/ and tests/)"
  find cpp tests \( -name '*.cpp' -o -name '*.hpp' \) -print0 |
    xargs -0 clang-format --dry-run -Werror || failed=1
  phase "format (prettier --check: JS, HTML, CSS, JSON; .prettierrc.json, .prettierignore)"
  npx --no-install prettier --check --log-level warn . || failed=1
  phase "layout (tools/check-layout.mjs: files within 400 lines, lines within 100 characters)"
  node tools/check-layout.mjs || failed=1
  phase "native tests (Catch2 + CLI)"
  # Two at a time: core and core-slow are each single-threaded and together most of this phase.
  (cd build/native && ctest --output-on-failure -j"$jobs") || failed=1
  # The CLI test and a short libFuzzer pass (every saved hostile input first, then new ones) run
  # under ASan + UBSan here; the unit tests under the sanitizers are `./build.sh sanitize` (about
  # 10 more minutes on a fresh machine, which the CI's 20 cannot hold beside the rest).
  local fuzz_seconds=${FUZZ_TEST_SECONDS:-15}
  phase "sanitizer build (clang, ASan + UBSan + libFuzzer): the CLI, then ${fuzz_seconds} s per fuzz target"
  build_fuzz
  (cd build/fuzz && ctest --output-on-failure -R '^cli$') || failed=1
  run_fuzz "$fuzz_seconds" || failed=1
  phase "CLI on WebAssembly"
  tests/cli/cli_test.sh "node tools/slide-wasm.mjs" || failed=1
  phase "bench signature (native = WebAssembly = bench/SIGNATURE)"
  tests/cli/signature_test.sh build/native/slide "node tools/slide-wasm.mjs" || failed=1
  if [ -d tests/wasm ]; then
    phase "WebAssembly module under node"
    node --test tests/wasm/ || failed=1
  fi
  phase "repository checks under node (tests/node: ARCHITECTURE.md's recipes name real files)"
  node --test tests/node/ || failed=1
  if [ -d tests/package ]; then
    phase "package (npm pack: README, LICENSE, types, no test or source files; tsc on a consumer)"
    node --test tests/package/ || failed=1
  fi
  if [ -f tsconfig.json ]; then
    phase "type check"
    npx --no-install tsc -p tsconfig.json || failed=1
    npx --no-install tsc -p tsconfig.worker.json || failed=1
  fi
  if [ -d tests/browser ] && ls tests/browser/*.test.mjs >/dev/null 2>&1; then
    # Two files at a time, each with its own browser and server; a file marked "runs alone"
    # measures frame gaps or latencies, which a second browser on two cores would disturb.
    local alone together
    alone=$(grep -l '^// runs alone:' tests/browser/*.test.mjs || true)
    together=$(grep -L '^// runs alone:' tests/browser/*.test.mjs || true)
    # A file that fails is run once more on its own and reported FLAKY if it then passes
    # (tests/browser/run-files.sh).
    phase "page in headless Chromium (and a Firefox smoke test): two files at a time"
    # shellcheck disable=SC2086 # one path per word
    tests/browser/run-files.sh 2 $together || failed=1
    phase "page in headless Chromium: the files that measure timing, one at a time"
    # shellcheck disable=SC2086
    tests/browser/run-files.sh 1 $alone || failed=1
  fi
  if [ $failed -ne 0 ]; then
    phase "some tests FAILED"
    return 1
  fi
  phase "all tests passed"
}

case "${1:-build}" in
  deps) deps ;;
  build) build_all ;;
  test) build_all && run_tests ;;
  serve)
    build_all
    exec node tools/serve.mjs web "${PORT:-8000}"
    ;;
  dist)
    deps
    phase "WebAssembly build"
    build_wasm
    phase "release bundle"
    node tools/build-dist.mjs
    ;;
  sanitize)
    deps
    phase "sanitizer build (ASan + UBSan), every test but the [slow] sweeps"
    build_sanitized
    (cd build/sanitize && ctest --output-on-failure -E core-slow)
    ;;
  fuzz)
    deps
    build_fuzz
    run_fuzz "${2:-${FUZZ_SECONDS:-60}}"
    ;;
  bench)
    build_all
    exec bench/run.sh "${@:2}"
    ;;
  *)
    echo "usage: ./build.sh [build|serve|test|bench|dist|deps|fuzz [SECONDS]]" >&2
    exit 2
    ;;
esac
