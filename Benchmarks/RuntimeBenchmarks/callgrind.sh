#!/usr/bin/env bash
# Instructions per call for each benchmark case: callgrind runs a case for two iteration counts
# and the difference of the totals, divided by the difference of the counts, is the cost of one
# call, free of start-up and set-up costs, rounded to the nearest instruction.
#
#   swift build -c release && ./callgrind.sh            # every case
#   ./callgrind.sh "Signal send, 1 observer"            # one case
set -euo pipefail
cd "$(dirname "$0")"
# valgrind cannot read the debug information of Swift release binaries: run a stripped copy.
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
# RUNTIME_BENCHMARKS_BINARY measures another build (another commit of the runtime) in the same way.
strip -o "$binary" "${RUNTIME_BENCHMARKS_BINARY:-.build/release/RuntimeBenchmarks}"
small=100000
large=300000

instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

if [ $# -gt 0 ]; then
    names=("$@")
else
    mapfile -t names < <("$binary" --list 2>/dev/null | sed -n 's/^  //p')
fi

# Proxy cases are divided by the baseline that calls through the same delegating object: the
# "unchecked caller" ones by the weak-delegate call without the exclusivity check (the floor), the
# others by the one with it. Both baselines run first, in the same run of this script.
checked="baseline: weak delegate call"
unchecked="baseline: weak delegate call, no exclusivity check"
# Proxy cases with a forwardee are also divided by a hand-written forwarder (a delegate that
# forwards through its own weak reference: two weak references in all), with or without the check.
forwarding="baseline: hand-written forwarding through two weak references"
unchecked_forwarding="baseline: hand-written forwarding through two weak references, no exclusivity check"
# Observing-subclass cases are divided by an override written by hand that only calls `super`.
override="baseline: override calling super"
declare -A per_call
for baseline in "$checked" "$unchecked" "$forwarding" "$unchecked_forwarding" "$override"; do
    a=$(instructions "$baseline" "$small")
    b=$(instructions "$baseline" "$large")
    per_call[$baseline]=$(( (b - a + (large - small) / 2) / (large - small) ))
done

echo "| case | instructions/call | ratio to its baseline | ratio to hand-written forwarding |"
echo "|---|---:|---:|---:|"
for name in "${names[@]}"; do
    if [[ -z "${per_call[$name]:-}" ]]; then
        a=$(instructions "$name" "$small")
        b=$(instructions "$name" "$large")
        per_call[$name]=$(( (b - a + (large - small) / 2) / (large - small) ))
    fi
    ratio=""
    case "$name" in
        "unchecked caller: proxy"*) ratio=$(awk -v p="${per_call[$name]}" -v b="${per_call[$unchecked]}" 'BEGIN { printf "%.2f×", p / b }') ;;
        "proxy"*) ratio=$(awk -v p="${per_call[$name]}" -v b="${per_call[$checked]}" 'BEGIN { printf "%.2f×", p / b }') ;;
        "observing subclass"*) ratio=$(awk -v p="${per_call[$name]}" -v b="${per_call[$override]}" 'BEGIN { printf "%.2f×", p / b }') ;;
    esac
    forwarded=""
    case "$name" in
        "unchecked caller: proxy call + forwardee"*)
            forwarded=$(awk -v p="${per_call[$name]}" -v b="${per_call[$unchecked_forwarding]}" 'BEGIN { printf "%.2f×", p / b }') ;;
        "proxy call + forwardee"*)
            forwarded=$(awk -v p="${per_call[$name]}" -v b="${per_call[$forwarding]}" 'BEGIN { printf "%.2f×", p / b }') ;;
    esac
    echo "| $name | ${per_call[$name]} | $ratio | $forwarded |"
done
