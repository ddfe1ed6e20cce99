#!/usr/bin/env bash
# Cross-checks the racy C++ fixtures with ThreadSanitizer (not part of CI; needs g++ with libtsan):
# every test/fixtures/analysis/**/*.cpp whose first line is exactly `// lockstep-expect: race` is
# compiled with `g++ -std=c++20 -g -O0 -fsanitize=thread -pthread` and run up to N times (default 10)
# until TSan reports a data race. One line per fixture; a report, not a gate (always exits 0). TSan
# is dynamic: a race that needs a rare schedule (a timed wait timing out, two holders of a counting
# semaphore overlapping) may never show, which alone does not make a fixture mislabelled.
#
# usage: scripts/tsan-fixtures-cpp.sh [RUNS]
set -u
cd "$(dirname "$0")/.."
runs="${1:-10}"
out="$(mktemp -d)"
flagged=0
never=0
for f in $(grep -l '^// lockstep-expect: race$' test/fixtures/analysis/*/*.cpp); do
  bin="$out/$(basename "$f" .cpp)"
  if ! g++ -std=c++20 -g -O0 -fsanitize=thread -pthread "$f" -o "$bin" 2>"$out/err"; then
    echo "skipped (does not compile) $f: $(head -c 200 "$out/err")"
    continue
  fi
  hit=0
  for i in $(seq 1 "$runs"); do
    if timeout 20 "$bin" 2>&1 >/dev/null | grep -q 'WARNING: ThreadSanitizer: data race'; then hit=$i; break; fi
  done
  if [ "$hit" = 0 ]; then echo "never flagged in $runs runs (needs a second look) $f"; never=$((never + 1))
  else echo "flagged after $hit runs $f"; flagged=$((flagged + 1)); fi
done
echo "$flagged flagged, $never never flagged"
exit 0
