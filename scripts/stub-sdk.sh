# stub-sdk.sh: sourced by apple-typecheck.sh and examples-typecheck.sh; builds the stub SDK of
# Fixtures/AppleSDKStub, the Apple builds of ReactiveRuntime and ProxyGenCocoa (declarations only)
# and the proxies of the stub frameworks, into a temporary directory.
#
# After `stub_sdk_setup`: $root, $stub, $work (removed on exit), $sdk, and the swiftc flag arrays
# objc, search and strict. Each step is a function, called in order by the scripts. The stub
# frameworks are those of iOS (UIKit, WebKit, CoreLocation, MapKit, CoreBluetooth) in $work/sdk,
# and those of macOS (AppKit, CoreLocation, CoreBluetooth) in $work/sdk-macos after
# `use_sdk "$work/sdk-macos"`: UIKit and AppKit never meet in one build, as on Apple platforms.

# The stub frameworks whose protocols get proxies, in the order their modules are built (iOS).
stub_frameworks=(UIKit WebKit CoreLocation MapKit CoreBluetooth)
# Stub frameworks generated and typechecked each alone (`--module F --all-protocols`, as the
# real SDK's sweep does), with cases the sweep showed: built apart from the frameworks above,
# whose checks count their delegate slots.
alone_frameworks=(AudioToolbox ModelIO)
# The stub frameworks a macOS build sees. WebKit and MapKit are left out with UIKit: their stubs
# build on UIKit's views.
macos_frameworks=(AppKit CoreLocation CoreBluetooth)
# The frameworks of ProxyGenApple's proxygen.json that macOS lacks here, skipped as optional.
macos_absent_frameworks=(UIKit WebKit MapKit)

stub_sdk_setup() {
    root="$PWD"
    stub="$root/Fixtures/AppleSDKStub"
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    # As with a real SDK, `@objc` in the checked code needs `import Foundation`; only the stub's own
    # ObjectiveC module may use it without (stub_module).
    objc=(-Xfrontend -enable-objc-interop)
    use_sdk "$work/sdk"
}

# Makes DIR the SDK that the steps below build into and compile against ($sdk, search, strict):
# only the modules built there are visible (with the C modules of the stub).
use_sdk() {
    sdk="$1"
    mkdir -p "$sdk"
    search=(-I "$sdk" -I "$stub/C" -I "$root/Sources/ReactiveRuntimeAtomics/include"
        -module-cache-path "$sdk.cache")
    strict=(-swift-version 6 -warnings-as-errors "${objc[@]}" "${search[@]}")
}

# One stub module: declarations only (function bodies are skipped, never typechecked or compiled).
stub_module() {
    local name="$1"
    shift
    swiftc -emit-module -parse-as-library -module-name "$name" -swift-version 5 "${objc[@]}" "${search[@]}" \
        -Xfrontend -disable-objc-attr-requires-foundation-module -Xfrontend -experimental-skip-all-function-bodies \
        -emit-module-path "$sdk/$name.swiftmodule" "$@"
}

# Builds the base modules and the frameworks given (by default the iOS ones) into $sdk.
build_stub_sdk() {
    local frameworks=("$@") framework
    ((${#frameworks[@]})) || frameworks=("${stub_frameworks[@]}")
    echo "== stub SDK: ${frameworks[*]}"
    stub_module ObjectiveC "$stub/Swift/ObjectiveC.swift"
    stub_module Foundation "$stub/Swift/Foundation.swift"
    stub_module Combine "$stub/Swift/Combine.swift"
    for framework in "${frameworks[@]}"; do
        stub_module "$framework" "$stub/Swift/$framework.swift"
    done
}

# Typechecks a library target's sources in Swift 6 with warnings as errors (every branch an Apple
# platform compiles), then emits its module for what imports it. Declarations only: Linux's
# standard library lacks the Objective-C parts that code generation would need (the frontend
# crashes generating some witnesses).
apple_library() {
    local name="$1" sources
    mapfile -t sources < <(find "Sources/$name" -name '*.swift' | sort)
    swiftc -typecheck -parse-as-library -module-name "$name" "${strict[@]}" "${sources[@]}"
    swiftc -emit-module -parse-as-library -module-name "$name" "${strict[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies \
        -emit-module-path "$sdk/$name.swiftmodule" "${sources[@]}"
}

# Generates the proxies of every protocol of the stub frameworks into $generated (an array) with
# the `proxygen` given, or the debug build's (then $stub_proxygen). Extra arguments go to every `proxygen` call.
generate_stub_proxies() {
    local proxygen="${1:-}" framework
    shift || true
    if [[ -z "$proxygen" ]]; then
        swift build --product proxygen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 2; }
        proxygen="$(swift build --show-bin-path)/proxygen"
    fi
    # The binary used, for the later steps that run it again.
    stub_proxygen="$proxygen"
    generated=()
    local inputs=() imports=()
    for framework in "${stub_frameworks[@]}"; do
        inputs+=("$stub/Swift/$framework.swift")
        imports+=(--import "$framework")
        generated+=("$work/stub-proxies/$framework.proxies.swift")
    done
    # One run, as an app that configures the frameworks together: a class inherits its global actor
    # from a superclass in another framework (`MKMapView` from UIKit's `UIView`).
    "$proxygen" --all-protocols "${imports[@]}" --relative-to "$stub/Swift" "$@" \
        --output-dir "$work/stub-proxies" "${inputs[@]}"
    echo "$(cat "${generated[@]}" | grep -c '^public final class .*Proxy') proxies generated"
}

# Builds the product TARGET (ProxyGenApple, ProxyGenAppleViewControllers) against the stub SDK in
# $sdk into OUTPUT, as its build plugin would on an Apple platform: `proxygen` with the target's own
# proxygen.json reads each framework's interface with swift-synthesize-interface (found here through
# --module-search-path, where an Apple build has the SDK; a framework it cannot read is skipped, as
# the json marks them optional), generates what the json asks for (ProxyGenApple: the proxies and
# accessors of every delegate slot; ProxyGenAppleViewControllers: the observing subclasses), and the
# module is emitted into $sdk with them, and typechecked, in Swift 6 mode with warnings as errors.
# Sets $outputs (the generated files). Needs the ReactiveRuntime and ProxyGenCocoa modules.
build_apple_target() {
    local name="$1" proxygen="$2" output="$3" target="$root/Sources/$1" sources
    mapfile -t sources < <(find "$target" -name '*.swift' | sort)
    rm -rf "$output"
    "$proxygen" --output-dir "$output" --relative-to "$target" --config "$target/proxygen.json" \
        --module-search-path "$sdk" --module-search-path "$stub/C" --module-cache-path "$sdk.cache" \
        -- "${sources[@]}"
    outputs=("$output"/*.swift)
    swiftc -emit-module -parse-as-library -module-name "$name" "${strict[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies \
        -emit-module-path "$sdk/$name.swiftmodule" "${sources[@]}" "${outputs[@]}"
    swiftc -typecheck -parse-as-library -module-name "$name" "${strict[@]}" "${sources[@]}" "${outputs[@]}"
}

# Checks that $outputs have one slot accessor per delegate slot of the stub frameworks given, LABEL
# naming the build in the message: a slot is `var name: (any P)?` (or `P?`, `P!`) in one of their
# files, P one of their protocols.
check_slot_accessors() {
    local label="$1" framework protocols slots accessors proxies files=()
    shift
    for framework in "$@"; do files+=("$stub/Swift/$framework.swift"); done
    protocols="$(cat "${files[@]}" | grep -oE 'protocol [A-Za-z]+' | awk '{print $2}' \
        | sort -u | paste -sd'|')"
    slots="$(cat "${files[@]}" \
        | grep -cE "var [A-Za-z]+: (\(any ($protocols)\)\?|($protocols)[?!])" || true)"
    # (Observing subclasses' `calls` accessors are not slot accessors.)
    accessors="$(cat "${outputs[@]}" | grep '^extension ReactiveRuntime.Reactive where Base: ' \
        | grep -vc 'where Base: Observable' || true)"
    proxies="$(cat "${outputs[@]}" | grep -c '^public final class .*Proxy' || true)"
    echo "$label: $proxies proxies, $accessors slot accessors for the $slots delegate slots of $*"
    if [[ "$accessors" -ne "$slots" || "$slots" -eq 0 ]]; then
        echo "error: $label has $accessors slot accessors, $* $slots delegate slots" >&2
        exit 1
    fi
}

# Checks that $outputs hold COUNT observing subclasses (the view controllers proxygen.json names:
# none in ProxyGenApple), LABEL naming the build in the message.
check_observing_subclasses() {
    local label="$1" expected="$2" count
    count="$(cat "${outputs[@]}" | grep -c '^open class Observable[A-Za-z]*: ' || true)"
    echo "$label: $count observing subclasses"
    if [[ "$count" -ne "$expected" ]]; then
        echo "error: $label has $count observing subclasses, proxygen.json names $expected" >&2
        exit 1
    fi
}

# ProxyGenApple for iOS (the SDK in $work/sdk): every delegate slot of the iOS stub frameworks got
# its accessor; and ProxyGenAppleViewControllers: the six view controllers their observing
# subclasses.
apple_product() {
    build_apple_target ProxyGenApple "$1" "$work/ProxyGenApple"
    check_slot_accessors ProxyGenApple "${stub_frameworks[@]}"
    check_observing_subclasses ProxyGenApple 0
    build_apple_target ProxyGenAppleViewControllers "$1" "$work/ProxyGenAppleViewControllers"
    check_observing_subclasses ProxyGenAppleViewControllers 6
}

# ProxyGenApple for macOS (after `use_sdk "$work/sdk-macos"` and `build_stub_sdk` of
# macos_frameworks, ReactiveRuntime and ProxyGenCocoa built there): the same proxygen.json, where
# UIKit, WebKit and MapKit cannot be read. Every delegate slot of AppKit, CoreLocation and
# CoreBluetooth got its accessor, and the absent frameworks' files are written, without a proxy;
# ProxyGenAppleViewControllers has the observing subclasses of NSViewController and
# NSWindowController.
apple_product_macos() {
    build_apple_target ProxyGenApple "$1" "$work/ProxyGenApple-macos"
    check_slot_accessors "ProxyGenApple (macOS)" "${macos_frameworks[@]}"
    check_observing_subclasses "ProxyGenApple (macOS)" 0
    local framework file
    for framework in "${macos_absent_frameworks[@]}"; do
        file="$work/ProxyGenApple-macos/$framework.swiftinterface.proxies.swift"
        if [[ ! -f "$file" ]] || grep -q '^public final class .*Proxy' "$file"; then
            echo "error: ProxyGenApple (macOS): $framework, absent, must give an empty file ($file)" >&2
            exit 1
        fi
    done
    echo "ProxyGenApple (macOS): ${macos_absent_frameworks[*]} skipped (their files have no proxy)"
    build_apple_target ProxyGenAppleViewControllers "$1" "$work/ProxyGenAppleViewControllers-macos"
    check_observing_subclasses "ProxyGenAppleViewControllers (macOS)" 2
}
