#!/usr/bin/env bash
# docc: builds the DocC catalogs with the toolchain's `docc`, from the symbol graphs of a build,
# with warnings as errors (a link to a symbol or an article that does not resolve fails).
#
#   scripts/docc.sh [OUTPUT_DIR]        # default: .build/docc; one <Module>.doccarchive each
#
# Catalogs: Sources/ProxyGen/ProxyGen.docc (the generator's guide) and, where it exists,
# Sources/ReactiveRuntime/ReactiveRuntime.docc.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
output="${1:-$repo/.build/docc}"
docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
    docc="$(dirname "$(command -v swift)")/docc"
fi
[[ -x "$docc" ]] || { echo "error: no docc next to swift ($docc)" >&2; exit 1; }

graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
# Symbol graphs of every module the build compiles (public symbols only, as users see them).
swift build --scratch-path .build-docc \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
mkdir -p "$output"

status=0
for module in ProxyGen ReactiveRuntime; do
    catalog="Sources/$module/$module.docc"
    if [[ ! -d "$catalog" ]]; then
        echo "docc: no $catalog, skipped"
        continue
    fi
    # One module's graphs (and its extensions of other modules' types) in a folder of their own.
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module".symbols.json "$graphs/$module/"
    cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
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
