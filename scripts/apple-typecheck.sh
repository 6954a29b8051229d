#!/usr/bin/env bash
# apple-typecheck.sh: typechecks, on Linux, everything that only compiles on Apple platforms.
#
# Usage: scripts/apple-typecheck.sh [PROXYGEN]   (default: builds the debug `proxygen`)
#
# Builds the stub SDK of Fixtures/AppleSDKStub (ObjectiveC, Foundation, Combine, UIKit, WebKit,
# CoreLocation, MapKit from Swift stubs with bodies skipped; CoreGraphics, Darwin and C value
# types from a clang module map), with Objective-C interop enabled in the frontend, so that
# `canImport(ObjectiveC)`, `canImport(Combine)` and `canImport(Darwin)` are true and `@objc`,
# `@objc optional` and `#selector` are checked. Then, in Swift 6 mode with warnings as errors:
#   1. ReactiveRuntime, every branch an Apple platform compiles (associated objects, the Combine
#      bridge, os_unfair_lock);
#   2. the proxies `proxygen` generates for every protocol of the stub frameworks, with
#      Fixtures/AppleSDKStub/Usage (code that uses them as an app would);
#   3. the golden cases marked `objc`, input and expected output;
#   4. a check of the check: a usage file with a misspelled selector must fail to typecheck.
# What this proves: the code typechecks against these declarations. What it does not: how
# UIKit behaves at run time (it is not here to run).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
stub="$root/Fixtures/AppleSDKStub"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sdk="$work/sdk"
mkdir -p "$sdk"

objc=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
search=(-I "$sdk" -I "$stub/C" -I "$root/Sources/ReactiveRuntimeAtomics/include" -module-cache-path "$work/cache")

# Stub modules: declarations only (function bodies are skipped, never typechecked or compiled).
stub_module() {
    local name="$1"
    shift
    swiftc -emit-module -parse-as-library -module-name "$name" -swift-version 5 "${objc[@]}" "${search[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies -emit-module-path "$sdk/$name.swiftmodule" "$@"
}
echo "== stub SDK"
stub_module ObjectiveC "$stub/Swift/ObjectiveC.swift"
stub_module Foundation "$stub/Swift/Foundation.swift"
stub_module Combine "$stub/Swift/Combine.swift"
stub_module UIKit "$stub/Swift/UIKit.swift"
stub_module WebKit "$stub/Swift/WebKit.swift"
stub_module CoreLocation "$stub/Swift/CoreLocation.swift"
stub_module MapKit "$stub/Swift/MapKit.swift"

strict=(-swift-version 6 -warnings-as-errors "${objc[@]}" "${search[@]}")

echo "== ReactiveRuntime, Apple branches included"
mapfile -t runtime < <(find Sources/ReactiveRuntime -name '*.swift' | sort)
swiftc -typecheck -parse-as-library -module-name ReactiveRuntime "${strict[@]}" "${runtime[@]}"
# The module the proxies import. Declarations only: Linux's standard library lacks the Objective-C
# parts that code generation would need (the frontend crashes generating some witnesses).
swiftc -emit-module -parse-as-library -module-name ReactiveRuntime "${strict[@]}" \
    -Xfrontend -experimental-skip-all-function-bodies \
    -emit-module-path "$sdk/ReactiveRuntime.swiftmodule" "${runtime[@]}"

echo "== proxies of every stub framework's protocols"
if [[ $# -gt 0 ]]; then
    proxygen="$1"
else
    swift build --product proxygen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 2; }
    proxygen="$(swift build --show-bin-path)/proxygen"
fi
generated=()
for framework in UIKit WebKit CoreLocation MapKit; do
    "$proxygen" --all-protocols --import "$framework" --relative-to "$stub/Swift" \
        -o "$work/$framework.proxies.swift" "$stub/Swift/$framework.swift"
    generated+=("$work/$framework.proxies.swift")
done
echo "$(cat "${generated[@]}" | grep -c '^public final class .*Proxy') proxies generated"

echo "== proxies and stub usage, Swift 6, warnings as errors"
swiftc -typecheck -parse-as-library -module-name StubApp "${strict[@]}" \
    "${generated[@]}" "$stub"/Usage/*.swift

echo "== golden cases marked objc"
for case in Fixtures/Goldens/*/; do
    [[ -f "$case/objc" ]] || continue
    inputs=()
    for input in "$case"input*.swift; do inputs+=("$input"); done
    swiftc -typecheck -parse-as-library -module-name Golden "${strict[@]}" "${inputs[@]}" "$case/expected.swift"
    echo "typechecked ${case%/}"
done

echo "== the check can fail: a misspelled selector"
sed 's/#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))/#selector(UITableViewDelegate.tableView(_:didSelectRowAtt:))/' \
    "$stub/Usage/TableViewSelection.swift" >"$work/MisspelledSelector.swift"
if ! grep -q 'didSelectRowAtt' "$work/MisspelledSelector.swift"; then
    echo "error: the usage file no longer has the selector this check misspells" >&2
    exit 1
fi
if swiftc -typecheck -parse-as-library -module-name StubApp "${strict[@]}" \
    "${generated[@]}" "$work/MisspelledSelector.swift" >"$work/misspelled.log" 2>&1; then
    echo "error: a misspelled selector typechecked: the stub SDK does not check selectors" >&2
    exit 1
fi
grep -m1 "error:" "$work/misspelled.log"
echo "apple-typecheck: ok"
