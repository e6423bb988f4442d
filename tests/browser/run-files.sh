#!/usr/bin/env bash
# Runs browser test files with node's test runner (CONCURRENCY files at a time), then gives each
# file that failed one more run on its own. Two cores shared by two browsers (and, on CI, by other
# jobs) sometimes starve a page past a timeout that holds with room to spare otherwise; a file that
# fails again alone is a failure. Every retry is printed as FLAKY with the failures that caused it,
# so a test that only passes alone is seen, never hidden.
#   tests/browser/run-files.sh CONCURRENCY FILE...
set -uo pipefail
concurrency=$1
shift
[ $# -gt 0 ] || exit 0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

node --test --test-concurrency="$concurrency" "$@" 2>&1 | tee "$log"
[ "${PIPESTATUS[0]}" -eq 0 ] && exit 0

# The files named by the failures: a failing test's location, or a file that failed to load (its
# path is the failing entry's name).
failed_files=$(awk '
  /^ *not ok / { failing = 1 }
  /^ *ok / { failing = 0 }
  failing { while (match($0, /tests\/browser\/[A-Za-z0-9_.-]+\.test\.mjs/)) {
    print substr($0, RSTART, RLENGTH); $0 = substr($0, RSTART + RLENGTH) } }
' "$log" | sort -u)
if [ -z "$failed_files" ]; then
  echo "==> browser tests failed, and no failing file could be named: no retry"
  exit 1
fi

echo "==> the failures:"
grep -E '^ *not ok ' "$log" | sed 's/^/      /'
status=0
for file in $failed_files; do
  echo "==> running $file again, on its own"
  if node --test --test-concurrency=1 "$file"; then
    echo "==> FLAKY: $file passed alone on its retry (see the failures above)"
  else
    echo "==> $file FAILED again alone"
    status=1
  fi
done
exit $status
