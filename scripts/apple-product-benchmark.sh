#!/usr/bin/env bash
# apple-product-benchmark.sh: what the ready-made ProxyGenApple product costs an app's build.
#
# Usage: scripts/apple-product-benchmark.sh [PROXYGEN]   (default: builds the release `proxygen`)
#   BASELINE_PROXYGEN=/path/to/proxygen   or   BASELINE=<commit>  (built in a temporary worktree)
#
# Against a real iOS SDK where one is found (scripts/real-sdk/setup.sh), else against the stub SDK
# (scripts/stub-sdk.sh), ProxyGenApple's sources are generated as its build plugin generates them
# (its proxygen.json), and the script prints:
#   - bytes generated, proxies, events (one per requirement that publishes) and slot accessors;
#   - the generation step's wall and user time cold (an empty module cache and interface cache:
#     swift-synthesize-interface builds the SDK's modules, then prints each interface) and warm (the
#     interfaces printed by an earlier run are read back, as in a clean build after the first);
#   - the typecheck time of the product (its sources and the generated files) in one frontend,
#     user CPU, median of 3, runs of the baseline and of this build interleaved, and the ratio.
# A baseline whose output does not typecheck is timed with -continue-building-after-errors, and
# its error count printed. Wall times swing on shared machines: compare within one run.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

proxygen="${1:-}"
if [[ -z "$proxygen" ]]; then
    swift build -c release --product proxygen >/dev/null
    proxygen="$(swift build -c release --show-bin-path)/proxygen"
fi
baseline="${BASELINE_PROXYGEN:-}"
if [[ -z "$baseline" && -n "${BASELINE:-}" ]]; then
    baseline_tree="$(mktemp -d)"
    git worktree add -q --detach "$baseline_tree" "$BASELINE"
    (cd "$baseline_tree" && swift build -c release --product proxygen >/dev/null)
    baseline="$baseline_tree/.build/release/proxygen"
fi

# timed OUTPUT_VARIABLE COMMAND…: runs the command (a function too), stores "wall user" seconds
# (user: of the processes it ran).
timed() {
    local into="$1" TIMEFORMAT="%R %U" times
    shift
    times="$({ time "$@" >/dev/null 2>&1 || true; } 2>&1 | tail -1)"
    printf -v "$into" '%s' "$times"
}

median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }

if source scripts/real-sdk/setup.sh && real_sdk_setup; then
    kind="real SDK"
    generator_options=(--sdk "$sdk" --target "$target" --swift-synthesize-interface "${synthesize[0]}")
    typecheck_flags=(-swift-version 6 "${flags[@]}")
    for module in ReactiveRuntime ProxyGenCocoa; do
        mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
        swiftc -emit-module -parse-as-library -module-name "$module" "${typecheck_flags[@]}" \
            -Xfrontend -experimental-skip-all-function-bodies \
            -emit-module-path "$work/modules/$module.swiftmodule" "${sources[@]}"
    done
    cold_cache="$work/cold-cache"
    warm_cache="$cache/modules"
else
    kind="stub SDK"
    source scripts/stub-sdk.sh
    stub_sdk_setup
    build_stub_sdk >/dev/null
    apple_library ReactiveRuntime
    apple_library ProxyGenCocoa
    generator_options=(--module-search-path "$sdk" --module-search-path "$stub/C")
    typecheck_flags=(-swift-version 6 "${objc[@]}" "${search[@]}")
    cold_cache="$work/cold-cache"
    warm_cache=""
fi

target_dir="$root/Sources/ProxyGenApple"
mapfile -t product_sources < <(find "$target_dir" -name '*.swift' | sort)
# generate BINARY OUTPUT CACHE [INTERFACES]: ProxyGenApple's generation, as its build plugin runs it
# (with INTERFACES as the directory of printed interfaces; a baseline older than it takes none).
generate() {
    local interfaces=()
    [[ -n "${4:-}" ]] && interfaces=(--interface-cache-path "$4")
    rm -rf "$2"
    "$1" "${generator_options[@]}" --module-cache-path "$3" "${interfaces[@]}" --output-dir "$2" \
        --relative-to "$target_dir" --config "$target_dir/proxygen.json" -- "${product_sources[@]}"
}

echo "== ProxyGenApple against the $kind"
timed cold generate "$proxygen" "$work/product" "$cold_cache" "$work/cold-interfaces"
echo "generation, cold (empty module cache, no printed interface): ${cold% *} s wall, ${cold#* } s user"
if [[ -n "$warm_cache" ]]; then
    timed printing generate "$proxygen" "$work/product" "$warm_cache" "$work/warm-interfaces"
    echo "generation, warm module cache, interfaces printed: ${printing% *} s wall, ${printing#* } s user"
    timed warm generate "$proxygen" "$work/product" "$warm_cache" "$work/warm-interfaces"
else
    timed warm generate "$proxygen" "$work/product" "$cold_cache" "$work/cold-interfaces"
fi
echo "generation, warm (interfaces read back, a clean build's case): ${warm% *} s wall, ${warm#* } s user"
describe() {
    local files=("$1"/*.swift)
    echo "$2: $(cat "${files[@]}" | wc -c) bytes," \
        "$(cat "${files[@]}" | grep -c '^public final class .*Proxy' || true) proxies," \
        "$(cat "${files[@]}" | grep -cE ': ReactiveRuntime\.Signal<.*\{ streams\.signal\(' || true) events," \
        "$(cat "${files[@]}" | grep -c '^extension ReactiveRuntime.Reactive where Base: ' || true) slot accessors"
}
describe "$work/product" "this build"

typecheck() {
    swiftc -typecheck -parse-as-library -module-name ProxyGenApple "${typecheck_flags[@]}" "$@" \
        "${product_sources[@]}" "$work/$output"/*.swift
}
if [[ -n "$baseline" ]]; then
    # A generator older than -include-submodules read 13 of UIKit's protocols: the baseline is given
    # whole interfaces too (the flag twice is harmless).
    baseline_options=("${generator_options[@]}")
    if [[ "$kind" == "real SDK" ]]; then
        printf '#!/bin/sh\nexec "%s" -include-submodules "$@"\n' "${synthesize[0]}" >"$work/synthesize-whole"
        chmod +x "$work/synthesize-whole"
        baseline_options=(--sdk "$sdk" --target "$target" --swift-synthesize-interface "$work/synthesize-whole")
    fi
    saved_options=("${generator_options[@]}")
    generator_options=("${baseline_options[@]}")
    generate "$baseline" "$work/baseline" "${warm_cache:-$cold_cache}" 2>/dev/null || true
    generator_options=("${saved_options[@]}")
    describe "$work/baseline" "baseline"
    output=baseline
    errors="$(typecheck -continue-building-after-errors 2>&1 | grep -cE '^[^ ].*: error:' || true)"
    baseline_flags=()
    if ((errors > 0)); then
        echo "baseline: its output has $errors errors; timed with -continue-building-after-errors"
        baseline_flags=(-continue-building-after-errors)
    fi
fi
output=product
errors="$(typecheck 2>&1 | grep -cE '^[^ ].*: (error|warning):' || true)"
echo "this build: $errors errors and warnings"

mine=() theirs=()
for _ in 1 2 3; do
    if [[ -n "$baseline" ]]; then
        output=baseline
        timed run typecheck "${baseline_flags[@]}"
        theirs+=("${run#* }")
    fi
    output=product
    timed run typecheck
    mine+=("${run#* }")
done
echo "typecheck, one frontend, user CPU (runs: ${mine[*]}): median $(median "${mine[@]}") s"
if [[ -n "$baseline" ]]; then
    echo "baseline (runs: ${theirs[*]}): median $(median "${theirs[@]}") s;" \
        "this build takes $(awk -v a="$(median "${mine[@]}")" -v b="$(median "${theirs[@]}")" \
            'BEGIN { printf "%.0f", 100 * a / b }') % of the baseline's time"
fi
if [[ -n "${baseline_tree:-}" ]]; then git worktree remove --force "$baseline_tree"; fi
