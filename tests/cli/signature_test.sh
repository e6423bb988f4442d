#!/usr/bin/env bash
# The bench signature gate: `slide bench --signature` natively, the same under WebAssembly, and
# the committed bench/SIGNATURE must agree line for line. A change to what any search visits
# changes the node counts, so it cannot slip through review unnoticed; when the change is meant,
# regenerate the file with `build/native/slide bench --signature > bench/SIGNATURE`.
#   tests/cli/signature_test.sh [native slide] [wasm command]
set -u
cd "$(dirname "$0")/../.."
native=${1:-build/native/slide}
wasm=${2:-node tools/slide-wasm.mjs}
expected=$(cat bench/SIGNATURE) || { echo "signature: bench/SIGNATURE is missing"; exit 1; }
failed=0
# shellcheck disable=SC2086
for runner in "$native" "$wasm"; do
  actual=$($runner bench --signature 2>&1)
  if [ "$actual" != "$expected" ]; then
    echo "signature: $runner differs from bench/SIGNATURE:"
    diff <(echo "$expected") <(echo "$actual")
    failed=1
  fi
done
[ $failed -eq 0 ] && echo "signature: native = WebAssembly = bench/SIGNATURE ($(tail -1 bench/SIGNATURE))"
exit $failed
