#!/usr/bin/env bash
# bench/run.sh: how fast `preflight analyze` is on a real corpus, against a floor measured in the
# same run, and how it scales on generated inputs. A benchmark: it prints, it never asserts.
#
#   bench/run.sh [--build DIR] [--corpus DIR] [--runs N] [--no-scale]
#
# In --runs rounds (5 by default), it runs the floor (reading and parsing the same .json files
# with nlohmann/json in one thread: preflight_parse_floor) and `analyze CORPUS --format json` with
# --jobs 1 and with one job per core, one after another, and prints the medians of wall time, CPU
# time (user + system), peak RSS and each phase's wall time (from --timings), the best wall time,
# and the ratios to the floor: of the medians, and the median (and range) of each round's ratio
# to its own floor, which holds when the machine's speed drifts during the benchmark. Then the
# speed-up of one job per core over one job, per round.
# Then preflight_scale_bench prints time and memory per size of the generated scaling inputs
# (bench/scale_inputs.cpp), so a superlinear step shows. The machine's load average is printed
# first: on a shared machine, compare runs made under similar load.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build="$here/build"
# ../shared/corpus beside the checkout, or beside a parent folder (git worktrees), as the tests look.
corpus="$here/../shared/corpus/quickstart"
for up in "$here/../.." "$here/../../.."; do
  [ -d "$corpus" ] || corpus="$up/shared/corpus/quickstart"
done
runs=5
scale=1
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build=$2; shift 2 ;;
    --corpus) corpus=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --no-scale) scale=0; shift ;;
    *) echo "usage: bench/run.sh [--build DIR] [--corpus DIR] [--runs N] [--no-scale]" >&2; exit 2 ;;
  esac
done
preflight="$build/preflight"
floor_bin="$build/preflight_parse_floor"
for exe in "$preflight" "$floor_bin"; do
  [ -x "$exe" ] || { echo "bench/run.sh: $exe is not built (cmake --build $build)" >&2; exit 2; }
done
[ -d "$corpus" ] || { echo "bench/run.sh: no corpus at $corpus (--corpus DIR)" >&2; exit 2; }
command -v /usr/bin/time >/dev/null || { echo "bench/run.sh: needs /usr/bin/time (GNU time)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print 0 }'; }

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); cores: $(nproc); corpus: $corpus; runs: $runs"

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { print (b > 0 ? a / b : 0) }'; }
phases="discover|load json|bicep compile|expand|rules|report"
all_jobs="1 $(nproc)"
[ "$(nproc)" = 1 ] && all_jobs=1

# One analyze run: wall, cpu (ms), peak RSS (MB) and each phase's wall time, as a line of $tmp/$1.
analyze_once() {
  local jobs=$1 wall user sys rss line p
  # GNU time's line goes to its -o file; --timings' table to standard error.
  /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" \
    "$preflight" analyze "$corpus" --format json --output "$tmp/report.json" --fail-on none \
    --color never --timings --jobs "$jobs" >/dev/null 2>"$tmp/err" || true
  read -r wall user sys rss < <(tail -n 1 "$tmp/time")
  line="$(awk -v w="$wall" -v u="$user" -v s="$sys" -v m="$rss" 'BEGIN { printf "%.1f %.1f %.1f", w * 1000, (u + s) * 1000, m / 1024 }')"
  # Each phase's wall time, in the order of $phases.
  for p in discover "load json" "bicep compile" expand rules report; do
    line+=" $(grep -E "^  $p +wall" "$tmp/err" | awk '{ print $(NF - 2) }')"
  done
  echo "$line" >>"$tmp/runs.$jobs"
}

# Rounds of floor, --jobs 1, --jobs N, one after another: a machine that slows down or speeds up
# during the benchmark (a shared host does) then moves all three alike, and each round's ratio
# to its own floor holds. The median round ratio is the figure to quote; min..max shows the spread.
for ((r = 0; r < runs; r++)); do
  "$floor_bin" "$corpus" >>"$tmp/floor"
  floor_now=$(tail -n 1 "$tmp/floor" | awk '{ print $8 }')
  for jobs in $all_jobs; do
    analyze_once "$jobs"
    tail -n 1 "$tmp/runs.$jobs" | awk -v f="$floor_now" '{ print (f > 0 ? $1 / f : 0) }' >>"$tmp/ratio.$jobs"
  done
  # The speed-up from threads in the same round: --jobs 1 wall over --jobs N wall.
  if [ "$all_jobs" != 1 ]; then
    paste <(tail -n 1 "$tmp/runs.1") <(tail -n 1 "$tmp/runs.$(nproc)") | awk '{ n = NF / 2; print ($(n + 1) > 0 ? $1 / $(n + 1) : 0) }' >>"$tmp/speedup"
  fi
done

spread() { sort -g "$1" | awk '{ v[NR] = $1 } END { printf "%.2f..%.2f", v[1], v[NR] }'; }
floor=$(awk '{ print $8 }' "$tmp/floor" | median)
floor_cpu=$(awk '{ print $10 }' "$tmp/floor" | median)
printf 'floor (read + parse %s JSON files with nlohmann, one thread): %.1f ms wall (best %.1f), %.1f ms cpu\n' \
  "$(awk 'NR == 1 { print $2 }' "$tmp/floor")" "$floor" "$(awk '{ print $8 }' "$tmp/floor" | sort -g | head -n 1)" "$floor_cpu"
for jobs in $all_jobs; do
  col() { awk -v c="$1" '{ print $c }' "$tmp/runs.$jobs" | median; }
  wall=$(col 1)
  cpu=$(col 2)
  printf -- '--jobs %s: wall %.1f ms (best %.1f), cpu %.1f ms, peak %.1f MB; %.2fx the floor wall (per round: median %.2f, %s), %.2fx its cpu\n' \
    "$jobs" "$wall" "$(awk '{ print $1 }' "$tmp/runs.$jobs" | sort -g | head -n 1)" "$cpu" "$(col 3)" \
    "$(ratio "$wall" "$floor")" "$(median <"$tmp/ratio.$jobs")" "$(spread "$tmp/ratio.$jobs")" "$(ratio "$cpu" "$floor_cpu")"
  i=4
  IFS='|' read -ra names <<<"$phases"
  for p in "${names[@]}"; do
    printf '    %-14s %9.1f ms (wall, summed over threads)\n' "$p" "$(col $i)"
    i=$((i + 1))
  done
done
if [ -s "$tmp/speedup" ]; then
  printf -- '--jobs %s is %.2fx as fast as --jobs 1 (per round: median; %s)\n' "$(nproc)" "$(median <"$tmp/speedup")" "$(spread "$tmp/speedup")"
fi

if [ "$scale" = 1 ]; then
  echo
  "$build/preflight_scale_bench" --preflight "$preflight" --runs "$runs"
fi
