#!/usr/bin/env bash
# callgrind.sh: instructions of one diff of the same arrays by ProxyGenCocoa's items bindings,
# DifferenceKit 1.3.0 and RxDataSources 5.0.2's Differentiator (valgrind --tool=callgrind), for
# 10,000 rows with 1 % changed and for 1,000 and 100,000 rows alike; then the growth of each.
#
#   ./callgrind.sh                  # every library, 1,000 / 10,000 / 100,000 rows
#   ./callgrind.sh 10000            # one size
#
# Each figure is a run that builds the arrays, the library's models and diffs, less a run that
# does the same without the diff, one process each (a stripped copy of the release binary:
# valgrind cannot read the debug information of Swift release binaries).
#
# The libraries' sources are exported into Vendor/ first, from their public repositories or from
# local git copies: DIFFERENCEKIT_GIT=/path/to/DifferenceKit.git RXDATASOURCES_GIT=/path/to/RxDataSources.git
set -euo pipefail
cd "$(dirname "$0")"

# export NAME REPOSITORY TAG PATH: the Swift files under PATH of REPOSITORY at TAG, into Vendor/NAME.
export_sources() {
    local name=$1 repository=$2 tag=$3 path=$4
    [[ -f "Vendor/$name/.tag" && "$(cat "Vendor/$name/.tag")" == "$tag" ]] && return
    local clone=""
    if [[ ! -d "$repository" ]]; then
        clone=$(mktemp -d)
        git clone --quiet --bare --depth 1 --branch "$tag" "$repository" "$clone"
        repository=$clone
    fi
    rm -rf "Vendor/$name" && mkdir -p "Vendor/$name"
    git -C "$repository" archive "$tag" "$path" | tar -x -C "Vendor/$name" --strip-components="$(tr -cd / <<<"$path/" | wc -c)" --wildcards '*.swift'
    echo "$tag" >"Vendor/$name/.tag"
    [[ -z "$clone" ]] || rm -rf "$clone"
}
export_sources DifferenceKit "${DIFFERENCEKIT_GIT:-https://github.com/ra1028/DifferenceKit}" 1.3.0 Sources
export_sources Differentiator "${RXDATASOURCES_GIT:-https://github.com/RxSwiftCommunity/RxDataSources}" 5.0.2 Sources/Differentiator

swift build -c release >/dev/null
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
strip -o "$binary" "$(swift build -c release --show-bin-path)/ItemsDiffBenchmark"

# Swift seeds its hashing per process; a fixed seed makes the figures repeat exactly.
export SWIFT_DETERMINISTIC_HASHING=1
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$@" 2>&1 \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

libraries=(proxygencocoa differencekit differencekit-sections differentiator)
if [[ $# -gt 0 ]]; then sizes=("$@"); else sizes=(1000 10000 100000); fi
declare -A figure changes
for rows in "${sizes[@]}"; do
    for library in "${libraries[@]}"; do
        changes[$library,$rows]=$("$binary" "$library" "$rows" diff)
        figure[$library,$rows]=$(( $(instructions "$library" "$rows" diff) - $(instructions "$library" "$rows" setup) ))
    done
done

echo "| rows (1 % changed) | ProxyGenCocoa | DifferenceKit | DifferenceKit, one section | Differentiator, one section |"
echo "| ---: | ---: | ---: | ---: | ---: |"
for rows in "${sizes[@]}"; do
    line="| $rows"
    for library in "${libraries[@]}"; do
        line+=" | ${figure[$library,$rows]} (${changes[$library,$rows]} changes)"
    done
    echo "$line |"
done
echo
echo "| instructions per row | ProxyGenCocoa | DifferenceKit | DifferenceKit, one section | Differentiator, one section |"
echo "| ---: | ---: | ---: | ---: | ---: |"
for rows in "${sizes[@]}"; do
    line="| $rows"
    for library in "${libraries[@]}"; do
        line+=" | $(awk -v i="${figure[$library,$rows]}" -v n="$rows" 'BEGIN { printf "%.1f", i / n }')"
    done
    echo "$line |"
done
for (( index = 1; index < ${#sizes[@]}; index++ )); do
    from=${sizes[index - 1]} to=${sizes[index]}
    line="growth $from → $to rows (×$(( to / from )) rows):"
    for library in "${libraries[@]}"; do
        line+=" $library $(awk -v a="${figure[$library,$from]}" -v b="${figure[$library,$to]}" 'BEGIN { printf "%.2f×", b / a }')"
    done
    echo "$line"
done
