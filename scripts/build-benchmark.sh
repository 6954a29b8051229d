#!/usr/bin/env bash
# build-benchmark: what the build plugin costs a user's builds, measured on Fixtures/ConsumerPackage.
#
#   scripts/build-benchmark.sh [runs]        (default 3 runs; PROXYGEN_BENCH_DIR to keep the copies)
#
# Two copies of the consumer package are built, each next to a snapshot of this repository:
#   plugin     the package as it is: the build plugin generates the proxies (and the generator is built)
#   committed  the same package with the proxies written into its sources by `generate-proxies`
#              and the plugin removed from Package.swift
# For each it reports the median of `runs` clean debug builds (`rm -rf .build; swift build`) and
# of `runs` no-op rebuilds (`swift build` after a build; after a clean build SwiftPM relinks plugin
# tools once, so one settling build comes first): wall-clock seconds, and CPU seconds
# (user + system of every process), which other work on the machine disturbs less.
set -euo pipefail

runs="${1:-3}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${PROXYGEN_BENCH_DIR:-$(mktemp -d /tmp/proxygen-bench.XXXXXX)}"
echo "== snapshot of $repo in $work"
rm -rf "$work/ProxyGen"
mkdir -p "$work/ProxyGen"
tar -C "$repo" --exclude='.build*' --exclude=.git --exclude=.swiftpm --exclude=ConsumerPackage -cf - . | tar -C "$work/ProxyGen" -xf -

# The consumer's manifest finds the repository two levels up, so both copies live in Fixtures/.
plugin="$work/ProxyGen/Fixtures/ConsumerPackage"
committed="$work/ProxyGen/Fixtures/ConsumerCommitted"
for copy in "$plugin" "$committed"; do
    mkdir -p "$copy"
    tar -C "$repo/Fixtures/ConsumerPackage" --exclude='.build*' --exclude=.swiftpm -cf - . | tar -C "$copy" -xf -
done

echo "== committed: generate-proxies, then drop the plugin from Package.swift"
(cd "$committed" && swift package --allow-writing-to-package-directory generate-proxies >/dev/null)
sed -i.orig '/plugins: \[\.plugin(name: "ProxyGenPlugin"/d' "$committed/Package.swift"
rm -f "$committed/Package.swift.orig"
find "$committed/Sources" -name '*.proxies.swift' | sed "s|$committed/|   |"
if grep -q ProxyGenPlugin "$committed/Package.swift"; then
    echo "error: could not remove the plugin from $committed/Package.swift" >&2
    exit 1
fi

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# time_build DIR: "wall cpu" seconds of one `swift build` in DIR (fails the script if the build fails).
time_build() {
    if ! (cd "$1" && /usr/bin/time -f "%e %U %S" -o "$work/last-time" swift build >"$work/last-build.log" 2>&1); then
        cat "$work/last-build.log" >&2
        exit 1
    fi
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/last-time"
}

declare -A clean_wall clean_cpu noop_wall noop_cpu
for variant in plugin committed; do
    dir="${!variant}"
    : >"$work/$variant-clean"
    : >"$work/$variant-noop"
    for ((i = 1; i <= runs; i++)); do
        rm -rf "$dir/.build"
        time_build "$dir" >>"$work/$variant-clean"
        if [ "$variant" = plugin ] && ! grep -q "Generating delegate proxies" "$work/last-build.log"; then
            echo "error: the clean build of the plugin variant did not run the generator" >&2
            exit 1
        fi
        time_build "$dir" >/dev/null
        time_build "$dir" >>"$work/$variant-noop"
        if grep -q "Generating delegate proxies" "$work/last-build.log"; then
            echo "error: a no-op build of the $variant variant ran the generator" >&2
            exit 1
        fi
        echo "   $variant run $i: clean $(tail -1 "$work/$variant-clean") s, no-op $(tail -1 "$work/$variant-noop") s (wall cpu)"
    done
    clean_wall[$variant]=$(cut -d' ' -f1 "$work/$variant-clean" | median)
    clean_cpu[$variant]=$(cut -d' ' -f2 "$work/$variant-clean" | median)
    noop_wall[$variant]=$(cut -d' ' -f1 "$work/$variant-noop" | median)
    noop_cpu[$variant]=$(cut -d' ' -f2 "$work/$variant-noop" | median)
done

row() { printf '%-26s %10.2f %10.2f %12.2f\n' "$1" "$2" "$3" "$(echo "$2 - $3" | bc)"; }
printf '\nMedians of %d runs, seconds (%s, %s cores)\n' "$runs" "$(swift --version 2>/dev/null | grep -o 'Swift version [0-9.]*')" "$(nproc)"
printf '%-26s %10s %10s %12s\n' "" "plugin" "committed" "plugin adds"
row "clean debug build, wall" "${clean_wall[plugin]}" "${clean_wall[committed]}"
row "clean debug build, CPU" "${clean_cpu[plugin]}" "${clean_cpu[committed]}"
row "no-op rebuild, wall" "${noop_wall[plugin]}" "${noop_wall[committed]}"
row "no-op rebuild, CPU" "${noop_cpu[plugin]}" "${noop_cpu[committed]}"
