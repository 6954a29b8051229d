#!/usr/bin/env bash
# sweep-frameworks.sh: every framework of a real iOS SDK that declares a protocol, configured alone.
#
# Usage: scripts/real-sdk/sweep-frameworks.sh [--proxygen PATH] [--modules DIR] [--table FILE]
#                                             [--only A,B,...] [--keep DIR]
#
# The frameworks are found in the SDK itself, not in a list: each `System/Library/Frameworks/
# F.framework` whose Objective-C headers define a protocol (`@protocol P` not followed by `;`) or
# whose Swift interface declares one. For each, alone, as a new user would try it:
#   proxygen --module F --all-protocols --output-dir DIR
# must exit 0, and its output must compile to object code (whole module, -Onone) in Swift 6, and
# typecheck in Swift 5 (an app target's language mode may be either), for
# arm64-apple-ios13.0 (the package's floor) with no error and no warning: a typecheck alone misses
# the diagnostics of SIL (region isolation) and the compiler's crashes generating code (a call of
# an optional method that throws). The 17.4 SDK's `Selector` is not `Sendable` (newer SDKs' is):
# one file declaring it so stands in for the newer SDK, as in scripts/real-sdk-typecheck.sh.
# Printed per framework: proxies, slot accessors, protocols skipped (the reasons are in the
# table), errors (a compiler crash counts as one) and warnings; then a closing total. The full
# table (each framework's skipped protocols with their reasons, and the first diagnostics of each
# failure) goes to FILE (default: sweep-frameworks.txt in the temporary directory), with the
# skipped protocols counted by reason at its end. Exits 1 when any framework has an error or a
# warning (or proxygen failed), 0 otherwise.
#
# Every step that runs the compiler (proxygen's swift-synthesize-interface, swiftc) runs under the
# shared build lock when $PROXYGEN_BUILD_LOCK names one (flock). Frameworks are swept
# $PROXYGEN_SWEEP_JOBS at a time (default: the number of processors).
#
# --modules DIR: a directory that already holds ReactiveRuntime's module for the SDK's target (as
# scripts/real-sdk-typecheck.sh emits it); without it, the module is emitted here first.
# --keep DIR: each framework's generated files and logs are kept in DIR/F (otherwise removed).
set -euo pipefail
cd "$(dirname "$0")/../.."

proxygen="" modules="" table="" only="" keep=""
while (($#)); do
    case "$1" in
    --proxygen) proxygen="$2"; shift 2 ;;
    --modules) modules="$2"; shift 2 ;;
    --table) table="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    *) echo "usage: $0 [--proxygen PATH] [--modules DIR] [--table FILE] [--only A,B] [--keep DIR]" >&2; exit 2 ;;
    esac
done

source scripts/real-sdk/setup.sh
real_sdk_setup || exit 0
table="${table:-${TMPDIR:-/tmp}/sweep-frameworks.txt}"

locked() {
    if [[ -n "${PROXYGEN_BUILD_LOCK:-}" ]]; then flock "$PROXYGEN_BUILD_LOCK" "$@"; else "$@"; fi
}

if [[ -z "$proxygen" ]]; then
    locked swift build --product proxygen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 2; }
    proxygen="$(swift build --show-bin-path)/proxygen"
fi
if [[ -z "$modules" ]]; then
    modules="$work/modules"
    mapfile -t runtime_sources < <(find Sources/ReactiveRuntime -name '*.swift' | sort)
    locked swiftc -emit-module -parse-as-library -module-name ReactiveRuntime -swift-version 6 "${flags[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies \
        -emit-module-path "$modules/ReactiveRuntime.swiftmodule" "${runtime_sources[@]}"
fi

# The frameworks that declare a protocol, read from the SDK.
frameworks=()
for directory in "$sdk"/System/Library/Frameworks/*.framework; do
    name="$(basename "$directory" .framework)"
    if [[ -n "$only" && ",$only," != *",$name,"* ]]; then continue; fi
    if grep -qsE '^[^/]*@protocol +[A-Za-z_][A-Za-z0-9_]*( *<[^>]*>)? *(API_|NS_|__|$)' \
        "$directory"/Headers/*.h 2>/dev/null \
        || grep -qsE '^(@[^ ]+ )*(public |open )?protocol [A-Za-z_]' \
            "$directory/Modules/$name.swiftmodule"/arm64*-apple-ios.swiftinterface 2>/dev/null; then
        frameworks+=("$name")
    fi
done
echo "${#frameworks[@]} frameworks of the SDK declare a protocol"

common=("${flags[@]}" -I "$modules")
printf 'import ObjectiveC\nextension Selector: @retroactive @unchecked Sendable {}\n' >"$work/SelectorShim.swift"
logs="${keep:-$work/sweep}"
mkdir -p "$logs"
: >"$table"
printf '%-34s %8s %9s %8s %7s %9s %6s\n' framework proxies accessors skipped errors warnings seconds | tee -a "$table"
# sweep_one FRAMEWORK: generates and compiles the framework alone into $logs/FRAMEWORK, and writes
# there `result` (proxies, accessors, skipped, errors, warnings, seconds) and `table` (its lines of
# the table after its row). Never fails: what goes wrong is counted.
sweep_one() {
    local framework="$1" start=$SECONDS out="$logs/$1" status=0
    local proxies=0 accessors=0 errors=0 warnings=0 skipped generation_errors generated compile_status where
    rm -rf "$out"
    mkdir -p "$out"
    locked "$proxygen" --sdk "$sdk" --target "$target" --swift-synthesize-interface "${synthesize[0]}" \
        --module-cache-path "$cache/modules" --module "$framework" --all-protocols --output-dir "$out/gen" \
        >"$out/generate.log" 2>&1 || status=$?
    generated=("$out"/gen/*.swift)
    if [[ -e "${generated[0]}" ]]; then
        proxies="$(cat "${generated[@]}" | grep -c '^public final class .*Proxy' || true)"
        accessors="$(cat "${generated[@]}" | grep '^extension ReactiveRuntime.Reactive where Base: ' \
            | grep -vc 'where Base: Observable' || true)"
        # Warnings are counted apart from errors, and either fails the framework (as
        # -warnings-as-errors would: the same diagnostics, reported as errors).
        compile_status=0
        locked swiftc -c -wmo -Onone -parse-as-library -module-name SweptApp -swift-version 6 "${common[@]}" \
            "${generated[@]}" "$work/SelectorShim.swift" -o "$out/SweptApp.o" >"$out/compile.log" 2>&1 \
            || compile_status=$?
        rm -f "$out/SweptApp.o"
        # An app's target may be in the Swift 5 language mode: typechecked there too.
        locked swiftc -typecheck -parse-as-library -module-name SweptApp -swift-version 5 "${common[@]}" \
            "${generated[@]}" "$work/SelectorShim.swift" >>"$out/compile.log" 2>&1 || compile_status=$?
        errors="$(grep -cE '^[^ ]+:[0-9]+:[0-9]+: error: |^<unknown>:0: error: ' "$out/compile.log" || true)"
        warnings="$(grep -cE '^[^ ]+:[0-9]+:[0-9]+: warning: ' "$out/compile.log" || true)"
        # A compiler that crashes reports no error of the code: the crash counts as one.
        if ((compile_status != 0 && errors == 0)); then
            errors=1
            where="$(grep -m1 'While emitting' "$out/compile.log" || grep -m1 'While evaluating' "$out/compile.log" || true)"
            # (The stack dump's line, without its number.)
            echo "error: the compiler failed (exit $compile_status): ${where#*.	}" >>"$out/compile.log"
        fi
    fi
    if ((status != 0)); then
        generation_errors="$(grep -c 'error: ' "$out/generate.log" || true)"
        errors=$((errors + (generation_errors > 0 ? generation_errors : 1)))
    fi
    # The skipped protocols with their first reason, as `--list` names them (the interfaces are
    # cached by the run above: this one only reads them again).
    locked "$proxygen" --sdk "$sdk" --target "$target" --swift-synthesize-interface "${synthesize[0]}" \
        --module-cache-path "$cache/modules" --module "$framework" --all-protocols --list 2>/dev/null \
        | sed -nE 's/^skipped ([^ ]+) \([^)]*\): (.*)/\1\t\2/p' | sort -u -t$'\t' -k1,1 >"$out/skipped.tsv" || true
    skipped="$(wc -l <"$out/skipped.tsv")"
    {
        sed 's/^/    skipped /' "$out/skipped.tsv"
        if ((errors + warnings > 0)); then
            ((status == 0)) || { echo "    proxygen exited $status:"; grep -m5 'error: ' "$out/generate.log" | sed 's/^/      /'; }
            grep -E '(^|: )(error|warning): ' "$out/compile.log" 2>/dev/null | head -20 | sed "s|^$out/gen/|    |"
        fi
    } >"$out/table"
    echo "$proxies $accessors $skipped $errors $warnings $((SECONDS - start))" >"$out/result"
}

# The frameworks are swept $PROXYGEN_SWEEP_JOBS at a time (by default one per processor): each is a
# process of its own, and the module cache and the printed interfaces' cache take concurrent
# writers. The table is then written in the frameworks' order.
jobs="${PROXYGEN_SWEEP_JOBS:-$(nproc)}"
start_all=$SECONDS
running=0
for framework in "${frameworks[@]}"; do
    if ((running >= jobs)); then
        wait -n || true
        running=$((running - 1))
    fi
    sweep_one "$framework" &
    running=$((running + 1))
done
wait
totals=(0 0 0 0 0) failed=()
for framework in "${frameworks[@]}"; do
    # A sweep that left no result (killed) counts as failed.
    proxies=0 accessors=0 skipped=0 errors=1 warnings=0 seconds=0
    [[ ! -f "$logs/$framework/result" ]] ||
        read -r proxies accessors skipped errors warnings seconds <"$logs/$framework/result"
    printf '%-34s %8d %9d %8d %7d %9d %6d\n' "$framework" "$proxies" "$accessors" "$skipped" "$errors" "$warnings" \
        "$seconds" | tee -a "$table"
    cat "$logs/$framework/table" >>"$table" 2>/dev/null || true
    ((errors + warnings == 0)) || failed+=("$framework")
    totals[0]=$((totals[0] + proxies)) totals[1]=$((totals[1] + accessors)) totals[2]=$((totals[2] + skipped))
    totals[3]=$((totals[3] + errors)) totals[4]=$((totals[4] + warnings))
done
{
    echo
    echo "Skipped protocols by reason (names in quotes elided):"
    for framework in "${frameworks[@]}"; do cat "$logs/$framework/skipped.tsv"; done | cut -f2 | sed -E "s/'[^']*'/'…'/g" | sort | uniq -c | sort -rn
} >>"$table"
elapsed=$((SECONDS - start_all))
summary="sweep: ${#frameworks[@]} frameworks, ${totals[0]} proxies, ${totals[1]} accessors, ${totals[2]} protocols skipped, ${totals[3]} errors, ${totals[4]} warnings, ${#failed[@]} frameworks failing, ${elapsed} s"
echo "$summary" | tee -a "$table"
((${#failed[@]} == 0)) || echo "failing: ${failed[*]} (table: $table)"
((${#failed[@]} == 0))
