#!/bin/sh
# Build the libFuzzer targets with AddressSanitizer and UndefinedBehaviorSanitizer (clang) and run
# each for a given time, a few at a time; print executions and crashes per target. Not run by CI:
# see fuzz/README.md.
#
# usage: fuzz/run_sanitized.sh [-t SECONDS] [-j PARALLEL] [-b BUILD_DIR] [TARGET...]
#   -t  how long each target runs (default 600)
#   -j  how many targets run at once (default 2)
#   -b  build folder (default build-fuzz)
#   TARGET  json_fuzz, expr_fuzz, ... (default: every fuzz/*_fuzz.cpp)
set -eu

seconds=600
parallel=2
build=build-fuzz
while getopts t:j:b: opt; do
  case $opt in
    t) seconds=$OPTARG ;;
    j) parallel=$OPTARG ;;
    b) build=$OPTARG ;;
    *) sed -n '6,11p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ $# -gt 0 ]; then
  targets="$*"
else
  targets=$(for f in fuzz/*_fuzz.cpp; do basename "$f" .cpp; done)
fi

# Configure once; later runs rebuild only what changed.
if [ ! -f "$build/build.ninja" ]; then
  CC=${CC:-clang} CXX=${CXX:-clang++} cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DPREFLIGHT_FUZZ=ON -DBUILD_TESTING=OFF
fi
nice -n 10 ninja -C "$build" -j"$parallel" fuzz
# Seeds from the shared corpus ($CORPUS, else the one make_seeds.py finds beside the checkout).
[ -d "$build/seeds" ] || python3 fuzz/make_seeds.py "$build/seeds" ${CORPUS:+--corpus "$CORPUS"}

# A target's run: its corpus grows in work/TARGET, crashes land in artifacts/TARGET/ (outside the
# corpus, which libFuzzer reads recursively), and the output goes to logs/TARGET.log. UBSan
# reports stop the run (fuzz.cmake builds with -fno-sanitize-recover), so libFuzzer keeps the input.
run_one() {
  t=$1
  mkdir -p "$build/work/$t" "$build/artifacts/$t" "$build/logs"
  mkdir -p "$build/seeds/$t"
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 nice -n 10 "$build/$t" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/$t/" "$build/work/$t" "$build/seeds/$t" \
    >"$build/logs/$t.log" 2>&1 || true
}

# Start targets as slots free up (at most $parallel at once).
running=""
for t in $targets; do
  if [ ! -x "$build/$t" ]; then
    echo "no such fuzz target: $t" >&2
    exit 2
  fi
  while [ "$(echo $running | wc -w)" -ge "$parallel" ]; do
    still=""
    for p in $running; do
      if kill -0 "$p" 2>/dev/null; then still="$still $p"; fi
    done
    running=$still
    [ "$(echo $running | wc -w)" -ge "$parallel" ] && sleep 5
  done
  echo "running $t for ${seconds}s"
  run_one "$t" &
  running="$running $!"
done
wait

# The summary: libFuzzer's final stats give the executions; every file in artifacts/TARGET is a crash,
# timeout, leak or out-of-memory input.
printf '%-18s %12s %8s\n' target executions crashes
status=0
for t in $targets; do
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/logs/$t.log" | tail -1)
  found=$(find "$build/artifacts/$t" -type f | wc -l)
  printf '%-18s %12s %8s\n' "$t" "${runs:-?}" "$found"
  [ "$found" -eq 0 ] || status=1
  find "$build/artifacts/$t" -type f | sed 's/^/  /'
done
exit $status
