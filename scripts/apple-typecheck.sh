#!/usr/bin/env bash
# apple-typecheck.sh: typechecks, on Linux, everything that only compiles on Apple platforms.
#
# Usage: scripts/apple-typecheck.sh [PROXYGEN]   (default: builds the debug `proxygen`)
#
# Builds the stub SDK of Fixtures/AppleSDKStub (ObjectiveC, Foundation, Combine, UIKit, WebKit,
# CoreLocation, MapKit, CoreBluetooth from Swift stubs with bodies skipped; CoreGraphics, Darwin
# and C value types from a clang module map), with Objective-C interop enabled in the frontend, so
# that `canImport(ObjectiveC)`, `canImport(UIKit)`, `canImport(Combine)` and `canImport(Darwin)`
# are true and `@objc`, `@objc optional` and `#selector` are checked (scripts/stub-sdk.sh; the AppKit
# stub, never built beside UIKit, is checked by scripts/examples-typecheck.sh). Then,
# in Swift 6 mode with warnings as errors:
#   1. ReactiveRuntime, every branch an Apple platform compiles (associated objects, the Combine
#      bridge, os_unfair_lock);
#   2. ProxyGenCocoa (empty elsewhere: controls, values and binding targets of UIKit);
#   3. the proxies `proxygen` generates for every protocol of the stub frameworks, with
#      Fixtures/AppleSDKStub/Usage (code that uses them and ProxyGenCocoa as an app would),
#      compiled to SIL so that the diagnostics of region-based isolation, which the typecheck does
#      not run, are seen (a main-actor proxy whose `self` is not `Sendable`);
#   4. that key-path binding targets of UIKit objects resolve to ProxyGenCocoa's (written on the
#      main thread), not ReactiveRuntime's (written on the calling thread);
#   5. the stub frameworks of cases a real SDK's sweep showed (AudioToolbox, ModelIO), each
#      generated alone with `--module F --all-protocols` and typechecked;
#   6. the golden cases marked `objc`, input and expected output, compiled to SIL as well (but
#      those also marked `real-sdk`: an `@objc` method that throws, which Linux's standard
#      library cannot declare, is compiled against a real SDK only);
#   7. checks of the check: a usage file with a misspelled selector, one with a misspelled
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

echo "== proxies of every stub framework's protocols, observing subclasses of its view controllers"
# The view controllers ProxyGenAppleViewControllers' proxygen.json names, as an app's configuration
# would name them.
cat >"$work/classes.json" <<'JSON'
{ "classes": ["UIViewController", "UITableViewController", "UICollectionViewController",
  "UINavigationController", "UITabBarController", "UIPageViewController"] }
JSON
generate_stub_proxies "${1:-}" --config "$work/classes.json"
echo "$(cat "${generated[@]}" | grep -c '^open class Observable') observing subclasses generated"

echo "== proxies and stub usage, Swift 6, warnings as errors"
swiftc -emit-sil -wmo -o "$work/StubApp.sil" -parse-as-library -module-name StubApp "${strict[@]}" \
    "${generated[@]}" Sources/ProxyGenApple/*.swift Sources/ProxyGenAppleViewControllers/*.swift \
    "$stub"/Usage/*.swift
# An app's own proxies are compiled in its target's language mode, which may be Swift 5. (There an
# Objective-C protocol does not take its parent's global actor, as PencilKit's
# `PKCanvasViewDelegate` under `UIScrollViewDelegate`: a stub module, compiled Swift, cannot show
# it; the golden case inherited-isolation and the real SDK's sweep do.)
echo "== proxies and stub usage, Swift 5, warnings as errors"
swiftc -typecheck -parse-as-library -module-name StubApp -swift-version 5 -warnings-as-errors "${objc[@]}" \
    "${search[@]}" "${generated[@]}" Sources/ProxyGenApple/*.swift Sources/ProxyGenAppleViewControllers/*.swift \
    "$stub"/Usage/*.swift

# Both ReactiveRuntime (any class, written on the calling thread) and ProxyGenCocoa (UIKit objects,
# written on the main thread) give key-path binding targets; for UIKit objects the more constrained
# one must be chosen. The references in the typechecked syntax tree say which was.
echo "== key paths of UIKit objects resolve to ProxyGenCocoa's main-thread targets"
cat >"$work/TargetResolution.swift" <<'SWIFT'
import ProxyGenCocoa
import UIKit
@MainActor func targets(label: UILabel, item: UIBarButtonItem, tap: UITapGestureRecognizer) {
    _ = label.reactive.isHidden
    _ = label.reactive[\.text]
    _ = item.reactive.title
    _ = item.reactive[\.isEnabled]
    _ = tap.reactive.isEnabled
    _ = tap.reactive[\.isEnabled]
}
final class Model: NSObject { var count = 0 }
func target(model: Model) { _ = model.reactive.count }
SWIFT
swiftc -dump-ast -parse-as-library -module-name TargetResolution "${strict[@]}" "$work/TargetResolution.swift" \
    >"$work/TargetResolution.ast" 2>&1
references() { grep -oE "decl=\"?$1\\.\\(file\\)\\.Reactive extension\\.subscript\\(" "$work/TargetResolution.ast" | wc -l; }
cocoa="$(references ProxyGenCocoa)"
runtime="$(references ReactiveRuntime)"
echo "$cocoa to ProxyGenCocoa's targets (6 expected), $runtime to ReactiveRuntime's (1, the plain NSObject)"
if [[ "$cocoa" -ne 6 || "$runtime" -ne 1 ]]; then
    echo "error: a key-path target resolved to the wrong module's subscript" >&2
    exit 1
fi

echo "== frameworks alone: ${alone_frameworks[*]}"
for framework in "${alone_frameworks[@]}"; do
    stub_module "$framework" "$stub/Swift/$framework.swift"
    "$stub_proxygen" --module "$framework" --module-search-path "$sdk" --module-search-path "$stub/C" \
        --module-cache-path "$sdk.cache" --all-protocols --output-dir "$work/alone/$framework"
    swiftc -typecheck -parse-as-library -module-name AloneApp "${strict[@]}" "$work/alone/$framework"/*.swift
    swiftc -typecheck -parse-as-library -module-name AloneApp -swift-version 5 -warnings-as-errors "${objc[@]}" \
        "${search[@]}" "$work/alone/$framework"/*.swift
    echo "$framework: $(cat "$work/alone/$framework"/*.swift | grep -c '^public final class .*Proxy') proxies typechecked"
done

echo "== golden cases marked objc"
for case in Fixtures/Goldens/*/; do
    [[ -f "$case/objc" ]] || continue
    # Linux's standard library has no `AutoreleasingUnsafeMutablePointer`, which an `@objc` method
    # that throws needs (the Objective-C error convention): such a case is compiled against a real
    # SDK only (scripts/real-sdk-typecheck.sh compiles every case marked objc).
    if [[ -f "$case/real-sdk" ]]; then
        echo "left to the real SDK: ${case%/} (an @objc method that throws)"
        continue
    fi
    inputs=()
    for input in "$case"input*.swift; do inputs+=("$input"); done
    swiftc -emit-sil -wmo -o "$work/Golden.sil" -parse-as-library -module-name Golden "${strict[@]}" "${inputs[@]}" "$case/expected.swift"
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
        "${generated[@]}" Sources/ProxyGenApple/*.swift Sources/ProxyGenAppleViewControllers/*.swift \
        "${others[@]}" "$work/$file" >"$work/$file.log" 2>&1; then
        echo "error: $name typechecked: the stub SDK does not check it" >&2
        exit 1
    fi
    grep -m1 "error:" "$work/$file.log"
}
must_fail "a misspelled selector" TableViewSelection.swift \
    '#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))' \
    '#selector(UITableViewDelegate.tableView(_:didSelectRowAtt:))'
must_fail "a misspelled method event" ViewControllerCalls.swift \
    'profile.reactive.calls.viewWillAppear.observeValues' 'profile.reactive.calls.viewWillApear.observeValues'
must_fail "a misspelled accessor" ControlsAndValues.swift \
    'saveButton.reactive.tap.observeValues' 'saveButton.reactive.tapp.observeValues'
must_fail "a UIKit accessor off the main actor" ControlsAndValues.swift \
    'func pause(_ downloader: Downloader' \
    'func offMain(_ button: UIButton) -> Signal<Void, Never> { button.reactive.tap }
func pause(_ downloader: Downloader'
echo "apple-typecheck: ok"
