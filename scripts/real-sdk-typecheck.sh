#!/usr/bin/env bash
# real-sdk-typecheck.sh: typechecks the Apple-facing code against a real iOS SDK.
#
# Usage: scripts/real-sdk-typecheck.sh [PROXYGEN]   (default: builds the debug `proxygen`)
#
# The SDK (scripts/real-sdk/setup.sh): $PROXYGEN_IOS_SDK, else `xcrun --sdk iphoneos
# --show-sdk-path` on a Mac, else the newest ~/.cache/proxygen/sdks/iPhoneOS*.sdk. With none, prints
# "skipped: no iOS SDK" and exits 0. On Linux the SDK is a copy of Xcode's iPhoneOS SDK
# (CONTRIBUTING.md says where one comes from), with the resource directory the toolchain needs.
#
# Against that SDK, for arm64-apple-ios13.0 (the package's floor), in Swift 6 mode with warnings as
# errors:
#   1. ReactiveRuntime and ProxyGenCocoa, every branch iOS compiles;
#   2. ProxyGenApple and ProxyGenAppleViewControllers exactly as their build plugin generates them
#      (and, with ProxyGenCocoa, compiled to object code, so that SIL's diagnostics are seen too):
#      `proxygen` with the target's own proxygen.json reads UIKit, WebKit, MapKit, CoreLocation and
#      CoreBluetooth from the SDK with swift-synthesize-interface; ProxyGenApple's proxies and slot
#      accessors are counted, and every settable delegate slot of those frameworks must have its
#      accessor; ProxyGenAppleViewControllers must hold the six observing subclasses;
#   3. Fixtures/RealSDKUsage (compiled to object code) and Examples/, which import the products,
#      and with them Fixtures/Swift5Client in the Swift 5 and Swift 6 language modes; the golden
#      cases marked `objc` (Fixtures/Goldens), input and expected output, compiled to object code;
#   4. the proxies of every protocol of the five frameworks (`--module F … --all-protocols`), which
#      must exit 0, with the usage files the stub check typechecks (Fixtures/AppleSDKStub/Usage),
#      compiled to object code, and typechecked in Swift 5;
#   5. `--module UIKit --protocol UITableViewDelegate`;
#   6. every framework of the SDK that declares a protocol, configured alone and compiled to
#      object code (scripts/real-sdk/sweep-frameworks.sh; PROXYGEN_SKIP_SWEEP=1 leaves it out).
# What this proves: the code typechecks against the SDK's declarations. What it does not: how UIKit
# behaves at run time (nothing here links or runs).
#
# The first run builds the SDK's modules into the module cache ($PROXYGEN_REAL_SDK_CACHE, by
# default under the temporary directory; about a minute on 2 cores); later runs reuse it.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/real-sdk/setup.sh
real_sdk_setup || exit 0
frameworks=(UIKit WebKit MapKit CoreLocation CoreBluetooth)

proxygen="${1:-}"
if [[ -z "$proxygen" ]]; then
    swift build --product proxygen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 2; }
    proxygen="$(swift build --show-bin-path)/proxygen"
fi
generate() {
    "$proxygen" --sdk "$sdk" --target "$target" --swift-synthesize-interface "${synthesize[0]}" \
        --module-cache-path "$cache/modules" "$@"
}

strict=(-swift-version 6 -warnings-as-errors "${flags[@]}")

# A library target: typechecked, then its module emitted (declarations only) for what imports it.
library() {
    local name="$1" sources
    shift
    mapfile -t sources < <(find "$@" -name '*.swift' | sort)
    swiftc -typecheck -parse-as-library -module-name "$name" "${strict[@]}" "${sources[@]}"
    swiftc -emit-module -parse-as-library -module-name "$name" "${strict[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies \
        -emit-module-path "$work/modules/$name.swiftmodule" "${sources[@]}"
    echo "typechecked $name (${#sources[@]} files)"
}

echo "== ReactiveRuntime and ProxyGenCocoa"
library ReactiveRuntime Sources/ReactiveRuntime
library ProxyGenCocoa Sources/ProxyGenCocoa

# A product generated from the SDK by its target's proxygen.json, exactly as its build plugin
# generates it, into $work/NAME; then typechecked and its module emitted as a library's.
generated_product() {
    local name="$1"
    generate --output-dir "$work/$name" --relative-to "Sources/$name" \
        --config "Sources/$name/proxygen.json" -- "Sources/$name"/*.swift 2>"$work/$name.log" || {
        cat "$work/$name.log" >&2
        exit 1
    }
    library "$name" "Sources/$name" "$work/$name"
}
# observing_subclasses NAME COUNT: the generated product NAME holds COUNT observing subclasses.
observing_subclasses() {
    local count
    count="$(cat "$work/$1"/*.swift | grep -c '^open class Observable[A-Za-z]*: ' || true)"
    if [[ "$count" -ne "$2" ]]; then
        echo "error: $1 has $count observing subclasses; its proxygen.json names $2" >&2
        exit 1
    fi
}

echo "== ProxyGenApple and ProxyGenAppleViewControllers, generated from the SDK by their proxygen.json"
generated_product ProxyGenApple
generated_product ProxyGenAppleViewControllers
product="$work/ProxyGenApple"
# The protocols the product skipped and why, as `--list` names them (the printed interfaces are
# cached: this run only reads them again).
generate --list --relative-to Sources/ProxyGenApple --config Sources/ProxyGenApple/proxygen.json \
    -- Sources/ProxyGenApple/*.swift 2>/dev/null | grep '^skipped ' >"$work/product-skipped.txt" || true
# Typecheck is not compile: region isolation, definite initialization and the other diagnostics of
# SIL appear only in object code. The 17.4 SDK's `Selector` is not `Sendable` (newer SDKs' is): one
# file declaring it so stands in for the newer SDK; every other diagnostic stays fatal.
echo "== ProxyGenCocoa, ProxyGenApple and ProxyGenAppleViewControllers compiled to object code"
printf 'import ObjectiveC\nextension Selector: @retroactive @unchecked Sendable {}\n' >"$work/SelectorShim.swift"
mapfile -t cocoa_sources < <(find Sources/ProxyGenCocoa -name '*.swift' | sort)
swiftc -c -wmo -Onone -parse-as-library -module-name ProxyGenCocoa "${strict[@]}" "${cocoa_sources[@]}" \
    "$work/SelectorShim.swift" -o "$work/ProxyGenCocoa.o"
for name in ProxyGenApple ProxyGenAppleViewControllers; do
    swiftc -c -wmo -Onone -parse-as-library -module-name "$name" "${strict[@]}" "Sources/$name"/*.swift \
        "$work/$name"/*.swift "$work/SelectorShim.swift" -o "$work/$name.o"
    echo "compiled $name ($(stat -c %s "$work/$name.o") bytes of -Onone object code)"
done
proxies="$(cat "$product"/*.swift | grep -c '^public final class .*Proxy' || true)"
accessors="$(cat "$product"/*.swift | grep '^extension ReactiveRuntime.Reactive where Base: ' | grep -vc 'Base: Observable' || true)"
bytes="$(cat "$product"/*.swift | wc -c)"
echo "ProxyGenApple: $proxies proxies, $accessors slot accessors, $bytes bytes"
observing_subclasses ProxyGenApple 0
observing_subclasses ProxyGenAppleViewControllers 6
echo "ProxyGenAppleViewControllers: 6 observing subclasses, $(cat "$work/ProxyGenAppleViewControllers"/*.swift | wc -c) bytes"

# Every settable delegate slot of the frameworks has its accessor, counted without proxygen's
# parser (scripts/real-sdk/delegate-slots.py reads the interfaces the SDK prints); a slot without
# one must be typed by a protocol the generation said it skipped, and why.
for framework in "${frameworks[@]}"; do
    "${synthesize[@]}" -module-name "$framework" -include-submodules -target "$target" -sdk "$sdk" \
        -module-cache-path "$cache/modules" -o "$work/$framework.swiftinterface" >/dev/null
done
python3 scripts/real-sdk/delegate-slots.py "$work"/*.swiftinterface >"$work/slots.txt"
awk '/^extension ReactiveRuntime.Reactive where Base: /{ base = $5; sub(/\{/, "", base); next }
    base != "" && /^    (@_alwaysEmitIntoClient )?(public )?(var|func) / {
        name = $0; sub(/^ *(@_alwaysEmitIntoClient )?(public )?(var|func) /, "", name); sub(/[^A-Za-z0-9_].*/, "", name)
        print base "." name; base = "" }' \
    "$product"/*.swift | sort -u >"$work/accessors.txt"
slots="$(wc -l <"$work/slots.txt")"
missing=0
while IFS= read -r line; do
    slot="${line%%:*}" type="${line#*: }"
    grep -qxF "$slot" "$work/accessors.txt" && continue
    for protocol in ${type//&/ }; do
        if grep -q "^skipped $protocol " "$work/product-skipped.txt"; then
            echo "no accessor for $slot: $(grep -m1 "^skipped $protocol " "$work/product-skipped.txt" | sed 's/^skipped //')"
            continue 2
        fi
    done
    echo "error: no accessor for the delegate slot $line" >&2
    missing=$((missing + 1))
done <"$work/slots.txt"
echo "$slots settable delegate slots in the interfaces, $(grep -cxFf "$work/accessors.txt" <(cut -d: -f1 "$work/slots.txt")) with an accessor"
((missing == 0)) || exit 1

echo "== Fixtures/RealSDKUsage (the product as an app uses it), compiled to object code"
swiftc -c -wmo -Onone -parse-as-library -module-name RealSDKUsage "${strict[@]}" Fixtures/RealSDKUsage/*.swift \
    "$work/SelectorShim.swift" -o "$work/RealSDKUsage.o"
echo "compiled Fixtures/RealSDKUsage"

echo "== the accessor tables of the DocC catalogs, as code"
python3 scripts/real-sdk/doc-accessors.py Sources/ProxyGenCocoa/ProxyGenCocoa.docc/*.md >"$work/DocAccessors.swift"
swiftc -typecheck -parse-as-library -module-name DocAccessors "${strict[@]}" "$work/DocAccessors.swift"
echo "typechecked the accessor tables"

echo "== the golden cases marked objc, input and expected output, compiled to object code"
# (Those marked real-sdk are checked here only: the stub SDK's Linux standard library cannot declare
# an @objc method that throws.)
for case in Fixtures/Goldens/*/; do
    [[ -f "$case/objc" ]] || continue
    swiftc -c -wmo -Onone -parse-as-library -module-name Golden "${strict[@]}" "$case"input*.swift \
        "$case/expected.swift" "$work/SelectorShim.swift" -o "$work/Golden.o"
    echo "compiled ${case%/}"
done

echo "== Examples/"
for example in Examples/*/; do
    swiftc -typecheck -parse-as-library -module-name "$(basename "$example")" "${strict[@]}" "$example"*.swift
    echo "typechecked ${example%/}"
done

# A client in the Swift 5 language mode must build as it did before it imported the products (an
# imported conformance of `NSObject` to a global-actor protocol would isolate the client's own
# `NSObject` subclasses and Foundation's classes to that actor there).
echo "== a client in each language mode: its own NSObject subclasses off the main actor, the usage, the examples"
for mode in 5 6; do
    swiftc -typecheck -parse-as-library -module-name Client -swift-version "$mode" -warnings-as-errors \
        "${flags[@]}" Fixtures/Swift5Client/*.swift Fixtures/RealSDKUsage/*.swift Examples/SearchScreen/*.swift
    echo "typechecked Fixtures/Swift5Client, Fixtures/RealSDKUsage and Examples/SearchScreen in Swift $mode"
done

echo "== every protocol of the frameworks, with the stub check's usage files"
# One run over the five frameworks, as an app that configures them would: a class's isolation is
# inherited from superclasses among the modules read (WebKit's views are UIKit's).
module_options=()
for framework in "${frameworks[@]}"; do module_options+=(--module "$framework"); done
# With the observing subclasses of the view controllers ProxyGenApple names (the usage files use them).
cat >"$work/classes.json" <<'JSON'
{ "modules": [{ "module": "UIKit", "classes": ["UIViewController", "UITableViewController",
  "UICollectionViewController", "UINavigationController", "UITabBarController", "UIPageViewController"] }] }
JSON
generate "${module_options[@]}" --config "$work/classes.json" --all-protocols --output-dir "$work/all" \
    2>"$work/all.log" || {
    cat "$work/all.log" >&2
    echo "error: --all-protocols over ${frameworks[*]} failed" >&2
    exit 1
}
generate "${module_options[@]}" --config "$work/classes.json" --all-protocols --list 2>/dev/null |
    grep '^skipped ' >"$work/all-skipped.txt" || true
for framework in "${frameworks[@]}"; do
    echo "$framework: $(grep -c '^public final class .*Proxy' "$work/all/$framework.swiftinterface.proxies.swift" || true) proxies," \
        "$(grep -c "($framework.swiftinterface:" "$work/all-skipped.txt" || true) protocols skipped"
done
all_sources=("$work"/all/*.swift Sources/ProxyGenApple/*.swift Sources/ProxyGenAppleViewControllers/*.swift
    Fixtures/AppleSDKStub/Usage/*.swift)
swiftc -c -wmo -Onone -parse-as-library -module-name RealApp "${strict[@]}" "${all_sources[@]}" \
    "$work/SelectorShim.swift" -o "$work/RealApp.o"
swiftc -typecheck -parse-as-library -module-name RealApp -swift-version 5 -warnings-as-errors "${flags[@]}" \
    "${all_sources[@]}"
echo "compiled the proxies of every protocol and Fixtures/AppleSDKStub/Usage (and typechecked them in Swift 5)"

echo "== --module UIKit --protocol UITableViewDelegate"
generate --module UIKit --protocol UITableViewDelegate -o "$work/TableView.swift"
swiftc -typecheck -parse-as-library -module-name TableView "${strict[@]}" "$work/TableView.swift"

# Every framework of the SDK that declares a protocol, configured alone (scripts/real-sdk/
# sweep-frameworks.sh): a summary line here, the table in $PROXYGEN_SWEEP_TABLE (by default
# sweep-frameworks.txt in the temporary directory). The frameworks whose output does not compile
# yet are listed in scripts/real-sdk/sweep-known-failures.txt: one failing that is not listed fails
# the check, and one listed that passes is reported, to be taken off the list.
# PROXYGEN_SKIP_SWEEP=1 leaves it out.
if [[ -z "${PROXYGEN_SKIP_SWEEP:-}" ]]; then
    echo "== every framework of the SDK, configured alone"
    sweep_table="${PROXYGEN_SWEEP_TABLE:-${TMPDIR:-/tmp}/sweep-frameworks.txt}"
    status=0
    scripts/real-sdk/sweep-frameworks.sh --proxygen "$proxygen" --modules "$work/modules" --table "$sweep_table" \
        >"$work/sweep.log" 2>&1 || status=$?
    grep '^sweep: ' "$work/sweep.log" || { tail -n 5 "$work/sweep.log" >&2; exit 1; }
    failing="$(sed -n 's/^failing: \([^(]*\) (table: .*/\1/p' "$work/sweep.log" | tr ' ' '\n' | sed '/^$/d' | sort)"
    known="$(sed -e '/^#/d' -e '/^$/d' scripts/real-sdk/sweep-known-failures.txt | sort)"
    new_failures="$(comm -23 <(echo "$failing") <(echo "$known") | sed '/^$/d')"
    fixed="$(comm -13 <(echo "$failing") <(echo "$known") | sed '/^$/d')"
    [[ -z "$fixed" ]] || echo "now passing (take them off scripts/real-sdk/sweep-known-failures.txt): $fixed"
    if [[ -n "$new_failures" || (status -ne 0 && -z "$failing") ]]; then
        echo "error: frameworks configured alone that do not compile: ${new_failures:-see $sweep_table}" >&2
        exit 1
    fi
fi
echo "real-sdk-typecheck: ok"
