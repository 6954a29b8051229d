#!/usr/bin/env bash
# Instructions per call for each benchmark case: callgrind runs a case for two iteration counts
# and the difference of the totals, divided by the difference of the counts, is the cost of one
# call, free of start-up and set-up costs.
#
#   swift build -c release && ./callgrind.sh            # every case
#   ./callgrind.sh "Signal send, 1 observer"            # one case
set -euo pipefail
cd "$(dirname "$0")"
# valgrind cannot read the debug information of Swift release binaries: run a stripped copy.
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
strip -o "$binary" .build/release/RuntimeBenchmarks
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

echo "| case | instructions/call |"
echo "|---|---:|"
for name in "${names[@]}"; do
    a=$(instructions "$name" "$small")
    b=$(instructions "$name" "$large")
    echo "| $name | $(( (b - a) / (large - small) )) |"
done
