#!/usr/bin/env bash
# generator-benchmark: what the real `proxygen` process costs, start-up and file I/O included.
#
#   scripts/generator-benchmark.sh [--skip-100k] [--synthetic-only]
#
# Builds the release `proxygen`, runs a stripped copy of it (valgrind cannot read the debug
# information of Swift release binaries) with `--all-protocols --output-dir`:
#   - under `valgrind --tool=callgrind` on swift-nio 2.101.3's sources (exported from
#     $SWIFT_PACKAGES_ROOT/apple/swift-nio.git) and on 10,000 synthetic protocols
#     (scripts/synthetic-protocols.py): total instructions and instructions per input byte;
#   - under `/usr/bin/time -v` on 10,000 and 100,000 synthetic protocols: wall seconds and peak
#     memory (maximum resident set size).
# Instruction counts repeat (Swift's hash seed fixed under callgrind); wall times move with the
# machine's load. Each budget (Benchmarks/README.md) is checked: a line `budget …: over` and exit
# status 1 when one is exceeded.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
skip_100k=0
synthetic_only=0
for argument in "$@"; do
    case "$argument" in
        --skip-100k) skip_100k=1 ;;
        --synthetic-only) synthetic_only=1 ;;
    esac
done
work="$(mktemp -d /tmp/proxygen-generator-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT

(cd "$repo" && swift build -c release --product proxygen >/dev/null)
binary="$work/proxygen"
strip -o "$binary" "$(cd "$repo" && swift build -c release --show-bin-path)/proxygen"

nio_git="${SWIFT_PACKAGES_ROOT:-/opt/swift-packages}/apple/swift-nio.git"
mkdir -p "$work/swift-nio"
git -C "$nio_git" archive 2.101.3 | tar -x -C "$work/swift-nio"
"$repo/scripts/synthetic-protocols.py" 10000 "$work/syn10k" >/dev/null
[[ $skip_100k == 1 ]] || "$repo/scripts/synthetic-protocols.py" 100000 "$work/syn100k" >/dev/null

# inputs NAME DIR: the sorted Swift files of DIR, one per line, into $work/NAME.inputs.
inputs() { (cd "$2" && find . -name '*.swift' -type f | LC_ALL=C sort | sed 's|^\./||') >"$work/$1.inputs"; }
inputs nio "$work/swift-nio"
inputs syn10k "$work/syn10k"
[[ $skip_100k == 1 ]] || inputs syn100k "$work/syn100k"

bytes() { (cd "$2" && xargs -a "$work/$1.inputs" -d '\n' cat | wc -c); }

# run NAME DIR [PREFIX...]: proxygen over every input of DIR, run from DIR, one output file per
# input in a fresh directory (as the build plugin runs it); with $single set, one output file.
single=""
run() {
    local name="$1" dir="$2" output=(--output-dir "$work/out/")
    shift 2
    rm -rf "$work/out"
    mkdir -p "$work/out"
    [[ -z "$single" ]] || output=(-o "$work/out/all.swift")
    (cd "$dir" && xargs -x -s 1500000 -a "$work/$name.inputs" -d '\n' "$@" "$binary" --all-protocols "${output[@]}" \
        >/dev/null 2>"$work/$name.stderr") || true
}

callgrind() {
    local name="$1" dir="$2" label="$3" n total output
    n=$(bytes "$name" "$dir")
    # Swift seeds its hashing per process: with a fixed seed, sets and dictionaries probe alike in
    # every run and the count repeats (without it, it moves by about 0.1 % between runs).
    run "$name" "$dir" env SWIFT_DETERMINISTIC_HASHING=1 \
        valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$work/$name.valgrind"
    total=$(sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$work/$name.valgrind")
    # With errors in the inputs (swift-nio has protocols that cannot be proxied) a single output
    # file is not written: its size then counts as 0.
    output=$(cat "$work"/out/* 2>/dev/null | wc -c || true)
    awk -v l="$label" -v t="$total" -v n="$n" -v o="$output" 'BEGIN {
        printf "%-44s %9d bytes %14.0f instructions %7.2f instructions/byte, output %5.2fx input\n", l, n, t, t / n, o / n }'
    last_total=$total
    last_bytes=$n
}

# budget TEXT VALUE LIMIT: prints whether VALUE is within LIMIT and remembers an excess.
over_budget=0
budget() {
    if awk -v v="$2" -v l="$3" 'BEGIN { exit !(v <= l) }'; then
        echo "budget $1: $2 ≤ $3: ok"
    else
        echo "budget $1: $2 > $3: over"
        over_budget=1
    fi
}

peak() {
    local name="$1" dir="$2" label="$3"
    run "$name" "$dir" /usr/bin/time -v -o "$work/$name.time"
    awk -v l="$label" -F': ' '
        /Maximum resident set size/ { rss = $2 }
        /Elapsed \(wall clock\)/ { wall = $2 }
        /User time/ { user = $2 }
        END { printf "%-44s peak memory %8.1f MB, wall %s, user %s s\n", l, rss / 1024, wall, user }' "$work/$name.time"
    last_peak_mib=$(awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$work/$name.time")
}

echo "proxygen, whole process (release, stripped): $(git -C "$repo" rev-parse --short HEAD)"
if [[ $synthetic_only == 0 ]]; then
    callgrind nio "$work/swift-nio" "swift-nio 2.101.3, --output-dir"
    budget "swift-nio, instructions per byte" "$(awk -v t="$last_total" -v n="$last_bytes" 'BEGIN { printf "%.2f", t / n }')" 60
    single=1 callgrind nio "$work/swift-nio" "swift-nio 2.101.3, -o (one file)"
fi
peak syn10k "$work/syn10k" "10,000 synthetic protocols"
if [[ $skip_100k == 0 ]]; then
    peak syn100k "$work/syn100k" "100,000 synthetic protocols"
    budget "100,000 protocols, peak MiB" "$last_peak_mib" 512
fi
callgrind syn10k "$work/syn10k" "10,000 synthetic protocols"
budget "10,000 protocols, instructions" "$last_total" 2400000000
exit "$over_budget"
