#!/usr/bin/env bash
# examples-typecheck.sh: typechecks, on Linux, the ProxyGenApple product and the example apps in
# Examples/ against the stub SDK.
#
# Usage: scripts/examples-typecheck.sh [PROXYGEN]   (default: builds the debug `proxygen`)
#
# Builds the stub SDK, ReactiveRuntime and ProxyGenCocoa as scripts/apple-typecheck.sh does
# (scripts/stub-sdk.sh); builds ProxyGenApple as its build plugin would, from its own
# proxygen.json and the stub frameworks' interfaces (the proxies and `tableView.reactive.delegate.…`
# accessors of every delegate slot), checking that every slot got its accessor; then typechecks
# each directory of Examples/, which imports ProxyGenApple, in Swift 6 mode with warnings as
# errors, and checks that a misspelled generated accessor fails to typecheck. Then the same for
# macOS: a second stub SDK with AppKit, CoreLocation and CoreBluetooth and no UIKit, WebKit or
# MapKit (scripts/stub-sdk.sh), where ProxyGenApple, built from the same proxygen.json, must have
# an accessor for every delegate slot of those frameworks and skip the absent ones, and
# Fixtures/AppleSDKStub/UsageMacOS must typecheck against it (and fail with an accessor misspelled).
# What this proves: the product and the example typecheck against these declarations. What it
# does not: how the screen behaves in UIKit, or that the real SDK's interfaces give the same
# code (neither is here to run).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stub-sdk.sh
stub_sdk_setup
build_stub_sdk

proxygen="${1:-}"
if [[ -z "$proxygen" ]]; then
    swift build --product proxygen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 2; }
    proxygen="$(swift build --show-bin-path)/proxygen"
fi

echo "== ReactiveRuntime and ProxyGenCocoa (modules)"
apple_library ReactiveRuntime
apple_library ProxyGenCocoa

echo "== ProxyGenApple, generated from the stub frameworks' interfaces"
apple_product "$proxygen"

for example in Examples/*/; do
    echo "== ${example%/}"
    swiftc -typecheck -parse-as-library -module-name "$(basename "$example")" "${strict[@]}" "$example"*.swift
done

# A client in the Swift 5 language mode must build as it did before it imported the products: an
# imported conformance of `NSObject` to a global-actor protocol would isolate every `NSObject`
# subclass (the client's own, Foundation's) to that actor there.
echo "== a client in each language mode: its own NSObject subclasses off the main actor, and the examples"
for mode in 5 6; do
    swiftc -typecheck -parse-as-library -module-name Client -swift-version "$mode" -warnings-as-errors \
        "${objc[@]}" "${search[@]}" Fixtures/Swift5Client/*.swift Examples/SearchScreen/*.swift
    echo "typechecked Fixtures/Swift5Client and Examples/SearchScreen in Swift $mode"
done

# Every `object.reactive…` expression of ProxyGenCocoa's accessor tables, as code (rows whose cells
# are prose, with elisions or placeholders, are left out and counted by the script).
echo "== the accessor tables of the DocC catalogs, as code"
python3 scripts/real-sdk/doc-accessors.py Sources/ProxyGenCocoa/ProxyGenCocoa.docc/*.md >"$work/DocAccessors.swift"
swiftc -typecheck -parse-as-library -module-name DocAccessors "${strict[@]}" "$work/DocAccessors.swift"
sed 's/tableView.reactive.delegate.tableViewDidSelectRowAt$/tableView.reactive.delegate.tableViewDidSelectRow/' \
    "$work/DocAccessors.swift" >"$work/MisspelledDocAccessors.swift"
if cmp -s "$work/DocAccessors.swift" "$work/MisspelledDocAccessors.swift" \
    || swiftc -typecheck -parse-as-library -module-name DocAccessors "${strict[@]}" \
        "$work/MisspelledDocAccessors.swift" >/dev/null 2>&1; then
    echo "error: a misspelled accessor of the tables typechecked (or the tables no longer name tableViewDidSelectRowAt)" >&2
    exit 1
fi
echo "typechecked the accessor tables; a misspelled row fails"

echo "== the check can fail: a misspelled generated accessor"
example=Examples/SearchScreen
pattern='tableView.reactive.delegate.tableViewDidSelectRowAt'
grep -qF "$pattern" "$example/SearchViewController.swift" || {
    echo "error: SearchViewController.swift no longer has '$pattern', which this check changes" >&2
    exit 1
}
mkdir -p "$work/misspelled"
cp "$example"/*.swift "$work/misspelled/"
sed -i "s/$pattern/${pattern}t/" "$work/misspelled/SearchViewController.swift"
if swiftc -typecheck -parse-as-library -module-name SearchScreen "${strict[@]}" "$work"/misspelled/*.swift \
    >"$work/misspelled.log" 2>&1; then
    echo "error: a misspelled accessor typechecked: the stub SDK does not check it" >&2
    exit 1
fi
# The error must be on the misspelled line (inside a closure the compiler may word it as a
# failure to infer the closure's parameter).
line="$(grep -nF "${pattern}t" "$work/misspelled/SearchViewController.swift" | cut -d: -f1)"
grep -m1 "SearchViewController.swift:$line:[0-9]*: error:" "$work/misspelled.log" || {
    cat "$work/misspelled.log" >&2
    echo "error: the misspelled accessor did not fail on its line ($line)" >&2
    exit 1
}

# macOS never has UIKit, and an app never sees UIKit and AppKit in one build: the macOS run has an
# SDK of its own, where ReactiveRuntime and ProxyGenCocoa (empty without UIKit) are built again.
echo "== macOS: the stub SDK without UIKit, WebKit and MapKit"
use_sdk "$work/sdk-macos"
build_stub_sdk "${macos_frameworks[@]}"
apple_library ReactiveRuntime
apple_library ProxyGenCocoa

echo "== ProxyGenApple for macOS, generated from the same proxygen.json"
apple_product_macos "$proxygen"

echo "== Fixtures/AppleSDKStub/UsageMacOS"
swiftc -typecheck -parse-as-library -module-name MacApp "${strict[@]}" "$stub"/UsageMacOS/*.swift

echo "== the check can fail: a misspelled AppKit accessor"
usage="$stub/UsageMacOS/TableAndWindow.swift"
pattern='window.reactive.delegate.windowWillClose'
grep -qF "$pattern" "$usage" || {
    echo "error: TableAndWindow.swift no longer has '$pattern', which this check changes" >&2
    exit 1
}
sed "s/$pattern/${pattern}s/" "$usage" >"$work/TableAndWindow.swift"
if swiftc -typecheck -parse-as-library -module-name MacApp "${strict[@]}" "$work/TableAndWindow.swift" \
    >"$work/macos-misspelled.log" 2>&1; then
    echo "error: a misspelled AppKit accessor typechecked: the stub SDK does not check it" >&2
    exit 1
fi
line="$(grep -nF "${pattern}s" "$work/TableAndWindow.swift" | cut -d: -f1)"
grep -m1 "TableAndWindow.swift:$line:[0-9]*: error:" "$work/macos-misspelled.log" || {
    cat "$work/macos-misspelled.log" >&2
    echo "error: the misspelled AppKit accessor did not fail on its line ($line)" >&2
    exit 1
}
echo "examples-typecheck: ok"
