#!/usr/bin/env bash
# docc: builds the DocC catalogs with the toolchain's `docc`, from the symbol graphs of a build,
# with warnings as errors (a link to a symbol or an article that does not resolve fails).
#
#   scripts/docc.sh [OUTPUT_DIR]        # default: .build/docc; one <Module>.doccarchive each
#
# Catalogs: Sources/ProxyGen/ProxyGen.docc (the generator's guide), and, where they exist,
# Sources/ReactiveRuntime/ReactiveRuntime.docc and Sources/ProxyGenCocoa/ProxyGenCocoa.docc.
#
# ProxyGenCocoa's UIKit code compiles only where UIKit is (`#if canImport(UIKit)`), so a Linux
# build has few or none of its symbols: its symbol graph comes from a compile against the stub
# SDK (scripts/stub-sdk.sh, as scripts/apple-typecheck.sh typechecks it), whatever part of the
# module is under that condition.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
output="${1:-$repo/.build/docc}"
docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
    docc="$(dirname "$(command -v swift)")/docc"
fi
[[ -x "$docc" ]] || { echo "error: no docc next to swift ($docc)" >&2; exit 1; }

# $work (the stub SDK's temporary directory, removed on exit) also holds the symbol graphs.
source scripts/stub-sdk.sh
stub_sdk_setup
graphs="$work/graphs"
mkdir -p "$graphs"
# Symbol graphs of every module the build compiles (public symbols only, as users see them).
swift build --scratch-path .build-docc \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
mkdir -p "$output"

# ProxyGenCocoa's graphs, from the stub SDK: its modules, ReactiveRuntime built against them, then
# ProxyGenCocoa's declarations (bodies skipped) with UIKit present, in Swift 6 mode with warnings
# as errors.
if [[ -d Sources/ProxyGenCocoa/ProxyGenCocoa.docc ]]; then
    echo "docc: ProxyGenCocoa's symbol graph, from a compile against the stub SDK"
    build_stub_sdk >/dev/null
    apple_library ReactiveRuntime
    mkdir -p "$graphs/ProxyGenCocoa"
    mapfile -t cocoa_sources < <(find Sources/ProxyGenCocoa -name '*.swift' | sort)
    swiftc -emit-module -parse-as-library -module-name ProxyGenCocoa "${strict[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies \
        -emit-module-path "$sdk/ProxyGenCocoa.swiftmodule" \
        -emit-symbol-graph -emit-symbol-graph-dir "$graphs/ProxyGenCocoa" \
        -symbol-graph-minimum-access-level public "${cocoa_sources[@]}"
    # The graph must hold the UIKit half (its extensions of UIKit's classes are a graph of their
    # own): a compile that saw no UIKit would document only the rest.
    if [[ ! -f "$graphs/ProxyGenCocoa/ProxyGenCocoa@UIKit.symbols.json" ]]; then
        echo "error: ProxyGenCocoa's symbol graph extends no UIKit class: UIKit was not seen" >&2
        exit 1
    fi
fi

status=0
for module in ProxyGen ReactiveRuntime ProxyGenCocoa; do
    catalog="Sources/$module/$module.docc"
    if [[ ! -d "$catalog" ]]; then
        echo "docc: no $catalog, skipped"
        continue
    fi
    # One module's graphs (and its extensions of other modules' types) in a folder of their own;
    # ProxyGenCocoa's are there already.
    if [[ "$module" != ProxyGenCocoa ]]; then
        mkdir -p "$graphs/$module"
        cp "$graphs/all/$module".symbols.json "$graphs/$module/"
        cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    fi
    echo "docc: $catalog"
    if ! "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.proxygen.$module" \
        --output-path "$output/$module.doccarchive" \
        --warnings-as-errors; then
        status=1
    fi
done
exit "$status"
