#!/usr/bin/env bash
# Allocations and bytes of one generated proxy with no observer, for protocols of 1, 5, 40 and 200
# requirements, and of the same 40 and 200 without completion handlers (whose proxies keep no
# answers): `valgrind --tool=dhat` counts every heap allocation of ProxyMemory for 1,000 and
# 2,000 proxies, and the difference divided by 1,000 is one proxy. The array that keeps them is
# one allocation in both runs; its 8 bytes per element are subtracted. The last row is a signal
# with one observer (`Signal.pipe()` and `observeValues`, the disposable kept): what each observed
# stream of a proxy adds; its array keeps 24 bytes per element, subtracted likewise.
#
#   swift build -c release && ./memory.sh
set -euo pipefail
cd "$(dirname "$0")"
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
strip -o "$binary" .build/release/ProxyMemory
small=1000
large=2000

# totals N COUNT: "bytes blocks" allocated in total by a run.
totals() {
    valgrind --tool=dhat --dhat-out-file=/dev/null "$binary" "$1" "$2" 2>&1 \
        | sed -n 's/.*Total: *\([0-9,]*\) bytes in \([0-9,]*\) blocks.*/\1 \2/p' | tr -d ,
}

echo "| requirements | allocations per proxy | bytes per proxy |"
echo "|---:|---:|---:|"
for n in 1 5 40 200 40-plain 200-plain; do
    read -r a_bytes a_blocks < <(totals "$n" "$small")
    read -r b_bytes b_blocks < <(totals "$n" "$large")
    awk -v n="$n" -v ab="$a_bytes" -v bb="$b_bytes" -v ak="$a_blocks" -v bk="$b_blocks" -v d=$((large - small)) \
        'BEGIN { printf "| %s | %.2f | %.1f |\n", n, (bk - ak) / d, (bb - ab) / d - 8 }'
done
read -r a_bytes a_blocks < <(totals observed "$small")
read -r b_bytes b_blocks < <(totals observed "$large")
awk -v ab="$a_bytes" -v bb="$b_bytes" -v ak="$a_blocks" -v bk="$b_blocks" -v d=$((large - small)) \
    'BEGIN { printf "| observed signal (1 observer) | %.2f | %.1f |\n", (bk - ak) / d, (bb - ab) / d - 24 }'

