#!/usr/bin/env bash
# ReactiveRuntime against ReactiveSwift, side by side: one benchmark source
# (Benchmarks/ReactiveSwiftComparison/Workloads.swift) compiled against each library, release
# builds as SwiftPM makes them (-O, whole module), each library built by default and with
# -cross-module-optimization; the values every build receives are compared (checksums) and the
# instructions per event are counted with callgrind on stripped binaries.
#
#   scripts/reactiveswift-benchmark.sh                    # every workload
#   scripts/reactiveswift-benchmark.sh pipe-1-observer    # some workloads
#   BASELINE=main scripts/reactiveswift-benchmark.sh      # also ReactiveRuntime at another commit
#
# ReactiveSwift's sources are exported into a temporary directory from a git repository, never
# committed here and never a dependency of the product:
#   REACTIVESWIFT_REPO   a clone of ReactiveSwift (default: /work/.mirror/ReactiveCocoa+ReactiveSwift/repo);
#                        elsewhere: git clone https://github.com/ReactiveCocoa/ReactiveSwift
#   REACTIVESWIFT_TAG    the version measured (default 7.2.1)
#   BASELINE             a commit of this repository whose ReactiveRuntime is measured too (optional)
#   SMALL, LARGE         the two event counts whose difference is measured (default 2000, 6000)
#   KEEP_WORK            a directory to build in and keep (default: a temporary one, removed)
# Each build, and the measuring, runs under `flock /tmp/swift-build.lock` (one at a time on the machine).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
repo="${REACTIVESWIFT_REPO:-/work/.mirror/ReactiveCocoa+ReactiveSwift/repo}"
tag="${REACTIVESWIFT_TAG:-7.2.1}"
small="${SMALL:-2000}"
large="${LARGE:-6000}"
lock=/tmp/swift-build.lock
if ! git -C "$repo" rev-parse --verify -q "$tag^{commit}" >/dev/null; then
    echo "error: no ReactiveSwift $tag in '$repo'; set REACTIVESWIFT_REPO to a clone of" \
        "https://github.com/ReactiveCocoa/ReactiveSwift (git clone https://github.com/ReactiveCocoa/ReactiveSwift)" >&2
    exit 2
fi
if [[ -n "${KEEP_WORK:-}" ]]; then
    work="$KEEP_WORK"
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
source_file="$root/Benchmarks/ReactiveSwiftComparison/Workloads.swift"

# The libraries' sources.
rm -rf "$work/src"
mkdir -p "$work/src/ReactiveSwift" "$work/src/current" "$work/src/baseline"
git -C "$repo" archive --prefix=ReactiveSwift/ "$tag" Sources | tar -x -C "$work/src/ReactiveSwift"
mv "$work/src/ReactiveSwift/ReactiveSwift/Sources" "$work/src/ReactiveSwift/ReactiveSwift.tmp"
rmdir "$work/src/ReactiveSwift/ReactiveSwift"
mv "$work/src/ReactiveSwift/ReactiveSwift.tmp" "$work/src/ReactiveSwift/ReactiveSwift"
cp -R Sources/ReactiveRuntime Sources/ReactiveRuntimeAtomics "$work/src/current/"
if [[ -n "${BASELINE:-}" ]]; then
    git archive "$BASELINE" Sources/ReactiveRuntime Sources/ReactiveRuntimeAtomics | tar -x -C "$work/src/baseline"
    mv "$work/src/baseline/Sources/"* "$work/src/baseline/" && rmdir "$work/src/baseline/Sources"
fi

# build NAME MODULE SOURCE_DIR LANGUAGE_MODE [FLAGS…]: a static library as SwiftPM builds a package
# product in release (-O, whole module), then the workloads linked against it, stripped.
build() {
    local name=$1 module=$2 dir=$3 mode=$4
    shift 4
    local out="$work/build/$name"
    mkdir -p "$out"
    local -a includes=()
    if [[ -d "$dir/ReactiveRuntimeAtomics" ]]; then
        includes=(-I "$dir/ReactiveRuntimeAtomics/include")
    fi
    local -a sources
    mapfile -t sources < <(find "$dir/$module" -name '*.swift' | sort)
    local define=()
    [[ "$module" == ReactiveSwift ]] && define=(-D REACTIVESWIFT)
    if ! flock "$lock" swiftc -module-name "$module" -parse-as-library -swift-version "$mode" \
        -O -whole-module-optimization "$@" "${includes[@]}" \
        -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -emit-library -static -o "$out/lib$module.a" "${sources[@]}" >"$out/build.log" 2>&1; then
        echo "$name: the library does not build (first lines of $out/build.log):" >&2
        grep -m 5 -E 'error|Stack dump|Assertion' "$out/build.log" >&2 || head -5 "$out/build.log" >&2
        return 1
    fi
    flock "$lock" swiftc -O -whole-module-optimization "${define[@]}" -I "$out" "${includes[@]}" -L "$out" \
        -l"$module" "$source_file" -o "$out/Workloads" >>"$out/build.log" 2>&1
    strip -o "$out/Workloads.stripped" "$out/Workloads"
}

builds=()
names=()
try_build() {
    local label=$1
    shift
    if build "$@"; then
        builds+=("$1")
    else
        builds+=("")
    fi
    names+=("$label")
}
try_build "ReactiveRuntime" current ReactiveRuntime "$work/src/current" 6
try_build "ReactiveRuntime, CMO" current-cmo ReactiveRuntime "$work/src/current" 6 -cross-module-optimization
if [[ -n "${BASELINE:-}" ]]; then
    try_build "ReactiveRuntime at $BASELINE" baseline ReactiveRuntime "$work/src/baseline" 6
fi
try_build "ReactiveSwift $tag" reactiveswift ReactiveSwift "$work/src/ReactiveSwift" 5
try_build "ReactiveSwift $tag, CMO" reactiveswift-cmo ReactiveSwift "$work/src/ReactiveSwift" 5 -cross-module-optimization

first=""
for b in "${builds[@]}"; do [[ -n "$b" && -z "$first" ]] && first=$b; done
[[ -n "$first" ]] || { echo "error: nothing built" >&2; exit 1; }
if [[ $# -gt 0 ]]; then
    workloads=("$@")
else
    mapfile -t workloads < <("$work/build/$first/Workloads.stripped" --list)
fi

# Measuring holds the lock too, so that no build competes with the runs (the builds above take
# it each, on their own; this process must not hold it while they run).
exec 9>"$lock"
flock 9

# The values received: every build must print the same count and checksum.
status=0
for workload in "${workloads[@]}"; do
    expected=""
    for b in "${builds[@]}"; do
        [[ -n "$b" ]] || continue
        got=$("$work/build/$b/Workloads.stripped" "$workload" "$large")
        if [[ -z "$expected" ]]; then
            expected=$got
        elif [[ "$got" != "$expected" ]]; then
            echo "error: $workload: $b received '$got', $first received '$expected'" >&2
            status=1
        fi
    done
done
[[ $status -eq 0 ]] || exit 1

instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$3" 2>&1 \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

header="| workload (instructions per event) |"
rule="| --- |"
for label in "${names[@]}"; do
    header+=" $label |"
    rule+=" ---: |"
done
echo "$header"
echo "$rule"
for workload in "${workloads[@]}"; do
    row="| $workload |"
    for b in "${builds[@]}"; do
        if [[ -z "$b" ]]; then
            row+=" does not build |"
            continue
        fi
        a=$(instructions "$work/build/$b/Workloads.stripped" "$workload" "$small")
        z=$(instructions "$work/build/$b/Workloads.stripped" "$workload" "$large")
        row+=" $(( (z - a) / (large - small) )) |"
    done
    echo "$row"
done
echo
echo "checksums equal in every build; $small and $large events, difference divided by $((large - small))"
