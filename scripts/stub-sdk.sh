# stub-sdk.sh: sourced by apple-typecheck.sh and examples-typecheck.sh; builds the stub SDK of
# Fixtures/AppleSDKStub, the Apple builds of ReactiveRuntime and ProxyGenCocoa (declarations only)
# and the proxies of the stub frameworks, into a temporary directory.
#
# After `stub_sdk_setup`: $root, $stub, $work (removed on exit), $sdk, and the swiftc flag arrays
# objc, search and strict. Each step is a function, called in order by the scripts.

# The stub frameworks whose protocols get proxies, in the order their modules are built.
stub_frameworks=(UIKit WebKit CoreLocation MapKit CoreBluetooth)

stub_sdk_setup() {
    root="$PWD"
    stub="$root/Fixtures/AppleSDKStub"
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    sdk="$work/sdk"
    mkdir -p "$sdk"
    objc=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
    search=(-I "$sdk" -I "$stub/C" -I "$root/Sources/ReactiveRuntimeAtomics/include" -module-cache-path "$work/cache")
    strict=(-swift-version 6 -warnings-as-errors "${objc[@]}" "${search[@]}")
}

# One stub module: declarations only (function bodies are skipped, never typechecked or compiled).
stub_module() {
    local name="$1"
    shift
    swiftc -emit-module -parse-as-library -module-name "$name" -swift-version 5 "${objc[@]}" "${search[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies -emit-module-path "$sdk/$name.swiftmodule" "$@"
}

build_stub_sdk() {
    echo "== stub SDK"
    stub_module ObjectiveC "$stub/Swift/ObjectiveC.swift"
    stub_module Foundation "$stub/Swift/Foundation.swift"
    stub_module Combine "$stub/Swift/Combine.swift"
    local framework
    for framework in "${stub_frameworks[@]}"; do
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
# the `proxygen` given, or the debug build's. Extra arguments go to every `proxygen` call.
generate_stub_proxies() {
    local proxygen="${1:-}" framework
    shift || true
    if [[ -z "$proxygen" ]]; then
        swift build --product proxygen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 2; }
        proxygen="$(swift build --show-bin-path)/proxygen"
    fi
    generated=()
    for framework in "${stub_frameworks[@]}"; do
        "$proxygen" --all-protocols --import "$framework" --relative-to "$stub/Swift" "$@" \
            -o "$work/$framework.proxies.swift" "$stub/Swift/$framework.swift"
        generated+=("$work/$framework.proxies.swift")
    done
    echo "$(cat "${generated[@]}" | grep -c '^public final class .*Proxy') proxies generated"
}

# Builds the ProxyGenApple product against the stub SDK, as its build plugin would on an Apple
# platform: `proxygen` with the target's own proxygen.json reads each framework's interface with
# swift-synthesize-interface (found here through --module-search-path, where an Apple build has
# the SDK), generates the proxies and accessors of every delegate slot, and the module is emitted
# with them in Swift 6 mode, warnings as errors. Then checks that every delegate slot of the stub
# frameworks got its accessor. Needs the ReactiveRuntime and ProxyGenCocoa modules.
apple_product() {
    local proxygen="$1" target="$root/Sources/ProxyGenApple" sources
    mapfile -t sources < <(find "$target" -name '*.swift' | sort)
    rm -rf "$work/ProxyGenApple"
    "$proxygen" --output-dir "$work/ProxyGenApple" --relative-to "$target" --config "$target/proxygen.json" \
        --module-search-path "$sdk" --module-search-path "$stub/C" --module-cache-path "$work/cache" \
        -- "${sources[@]}"
    local outputs=("$work"/ProxyGenApple/*.swift)
    swiftc -emit-module -parse-as-library -module-name ProxyGenApple "${strict[@]}" \
        -Xfrontend -experimental-skip-all-function-bodies \
        -emit-module-path "$sdk/ProxyGenApple.swiftmodule" "${sources[@]}" "${outputs[@]}"
    swiftc -typecheck -parse-as-library -module-name ProxyGenApple "${strict[@]}" "${sources[@]}" "${outputs[@]}"

    # Slots: `var name: (any P)?` (or `P?`, `P!`) in a stub framework, P one of their protocols.
    local protocols slots accessors framework frameworks=()
    for framework in "${stub_frameworks[@]}"; do frameworks+=("$stub/Swift/$framework.swift"); done
    protocols="$(cat "${frameworks[@]}" | grep -oE 'protocol [A-Za-z]+' | awk '{print $2}' \
        | sort -u | paste -sd'|')"
    slots="$(cat "${frameworks[@]}" \
        | grep -cE "var [A-Za-z]+: (\(any ($protocols)\)\?|($protocols)[?!])" || true)"
    accessors="$(cat "${outputs[@]}" | grep -c '^extension ReactiveRuntime.Reactive where Base: ' || true)"
    echo "ProxyGenApple: $(cat "${outputs[@]}" | grep -c '^public final class .*Proxy') proxies, $accessors slot accessors for the stub frameworks' $slots delegate slots"
    if [[ "$accessors" -ne "$slots" || "$slots" -eq 0 ]]; then
        echo "error: ProxyGenApple has $accessors slot accessors, the stub frameworks $slots delegate slots" >&2
        exit 1
    fi
}
