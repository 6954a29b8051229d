#!/usr/bin/env bash
# callgrind.sh: instructions per source byte of each workload (valgrind --tool=callgrind), which
# repeat exactly where wall times swing with the machine's load.
#
# Usage: ./callgrind.sh [CORPUS_DIR]   (default: swift-nio's sources from /tmp/proxygen-corpus)
# Runs a stripped copy of the release binary (valgrind cannot read the debug information of Swift
# release binaries) once per workload with `--runs 1 --only ID`, and subtracts a run that only
# reads the corpus.
set -euo pipefail
cd "$(dirname "$0")"

corpus="${1:-}"
if [[ -z "$corpus" ]]; then
    corpus="$(mktemp -d)"
    trap 'rm -rf "$corpus"' EXIT
    ln -s "${CORPUS_DIR:-/tmp/proxygen-corpus}/apple_swift-nio" "$corpus/apple_swift-nio"
fi
swift build -c release >/dev/null
binary="$(mktemp)"
strip -o "$binary" "$(swift build -c release --show-bin-path)/ParserBenchmark"

instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$corpus" --runs 1 --only "$1" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

bytes=$("$binary" "$corpus" --runs 1 --only none | sed -n 's/.*files, \([0-9]*\) bytes.*/\1/p')
baseline=$(instructions none)
echo "corpus: $corpus ($bytes bytes); baseline (reading the corpus): $baseline instructions"
for id in lex parse generate-per-file generate-per-package swiftparser; do
    total=$(instructions "$id")
    awk -v id="$id" -v t="$total" -v b="$baseline" -v n="$bytes" \
        'BEGIN { printf "%-22s %8.1f instructions/byte\n", id, (t - b) / n }'
done
rm -f "$binary"
