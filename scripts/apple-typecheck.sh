#!/usr/bin/env bash
# apple-typecheck.sh: typechecks, on Linux, everything that only compiles on Apple platforms.
#
# Usage: scripts/apple-typecheck.sh [PROXYGEN]   (default: builds the debug `proxygen`)
#
# Builds the stub SDK of Fixtures/AppleSDKStub (ObjectiveC, Foundation, Combine, UIKit, WebKit,
# CoreLocation, MapKit, CoreBluetooth from Swift stubs with bodies skipped; CoreGraphics, Darwin
# and C value types from a clang module map), with Objective-C interop enabled in the frontend, so
# that `canImport(ObjectiveC)`, `canImport(UIKit)`, `canImport(Combine)` and `canImport(Darwin)`
# are true and `@objc`, `@objc optional` and `#selector` are checked (scripts/stub-sdk.sh). Then,
# in Swift 6 mode with warnings as errors:
#   1. ReactiveRuntime, every branch an Apple platform compiles (associated objects, the Combine
#      bridge, os_unfair_lock);
#   2. ProxyGenCocoa (empty elsewhere: controls, values and binding targets of UIKit);
#   3. the proxies `proxygen` generates for every protocol of the stub frameworks, with
#      Fixtures/AppleSDKStub/Usage (code that uses them and ProxyGenCocoa as an app would);
#   4. the golden cases marked `objc`, input and expected output;
#   5. checks of the check: a usage file with a misspelled selector, one with a misspelled
#      ProxyGenCocoa accessor, and one that reads a UIKit accessor off the main actor must each
#      fail to typecheck.
# What this proves: the code typechecks against these declarations. What it does not: how
# UIKit behaves at run time (it is not here to run).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stub-sdk.sh
stub_sdk_setup
build_stub_sdk

echo "== ReactiveRuntime, Apple branches included"
apple_library ReactiveRuntime

echo "== ProxyGenCocoa"
apple_library ProxyGenCocoa

echo "== proxies of every stub framework's protocols"
generate_stub_proxies "${1:-}"

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

# must_fail NAME FILE PATTERN REPLACEMENT: the usage file FILE, with PATTERN replaced, must fail to
# typecheck (and the pattern must still be in it, so that the check does not silently pass).
must_fail() {
    local name="$1" file="$2" pattern="$3" replacement="$4"
    echo "== the check can fail: $name"
    if ! grep -qF "$pattern" "$stub/Usage/$file"; then
        echo "error: $file no longer has '$pattern', which this check changes" >&2
        exit 1
    fi
    PATTERN="$pattern" REPLACEMENT="$replacement" perl -pe 's/\Q$ENV{PATTERN}\E/$ENV{REPLACEMENT}/g' \
        "$stub/Usage/$file" >"$work/$file"
    local others=()
    for other in "$stub"/Usage/*.swift; do
        [[ "$(basename "$other")" == "$file" ]] || others+=("$other")
    done
    if swiftc -typecheck -parse-as-library -module-name StubApp "${strict[@]}" \
        "${generated[@]}" "${others[@]}" "$work/$file" >"$work/$file.log" 2>&1; then
        echo "error: $name typechecked: the stub SDK does not check it" >&2
        exit 1
    fi
    grep -m1 "error:" "$work/$file.log"
}
must_fail "a misspelled selector" TableViewSelection.swift \
    '#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))' \
    '#selector(UITableViewDelegate.tableView(_:didSelectRowAtt:))'
must_fail "a misspelled accessor" ControlsAndValues.swift \
    'saveButton.reactive.tap.observeValues' 'saveButton.reactive.tapp.observeValues'
must_fail "a UIKit accessor off the main actor" ControlsAndValues.swift \
    'func pause(_ downloader: Downloader' \
    'func offMain(_ button: UIButton) -> Signal<Void, Never> { button.reactive.tap }
func pause(_ downloader: Downloader'
echo "apple-typecheck: ok"
