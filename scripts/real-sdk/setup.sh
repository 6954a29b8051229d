# setup.sh: sourced by the scripts that work against a real iOS SDK (real-sdk-typecheck.sh,
# apple-product-benchmark.sh). `real_sdk_setup` finds the SDK and sets: $sdk, $target, $cache (kept
# between runs: the SDK's modules take about a minute to build), $work (removed on exit),
# $synthesize (swift-synthesize-interface, as an array), $resource and $flags (swiftc arguments
# for the SDK); it prints "skipped: no iOS SDK" and returns 1 where there is none.
#
# The SDK: $PROXYGEN_IOS_SDK, else `xcrun --sdk iphoneos --show-sdk-path` on a Mac, else the newest
# ${XDG_CACHE_HOME:-~/.cache}/proxygen/sdks/iPhoneOS*.sdk (CONTRIBUTING.md: "A real iOS SDK").

real_sdk_setup() {
    root="$PWD"
    sdk="${PROXYGEN_IOS_SDK:-}"
    if [[ -z "$sdk" && "$(uname)" == Darwin ]]; then
        sdk="$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || true)"
    fi
    if [[ -z "$sdk" ]]; then
        local candidate
        for candidate in "${XDG_CACHE_HOME:-$HOME/.cache}"/proxygen/sdks/iPhoneOS*.sdk; do
            [[ -d "$candidate" ]] && sdk="$candidate"
        done
    fi
    if [[ -z "$sdk" || ! -d "$sdk" ]]; then
        echo "skipped: no iOS SDK (set PROXYGEN_IOS_SDK to an iPhoneOS SDK directory; CONTRIBUTING.md)"
        return 1
    fi
    echo "iOS SDK: $sdk"
    # The package's floor: availability is checked as an app that supports iOS 13 sees it.
    target=arm64-apple-ios13.0
    cache="${PROXYGEN_REAL_SDK_CACHE:-${TMPDIR:-/tmp}/proxygen-real-sdk-cache}"
    mkdir -p "$cache/modules"
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    mkdir -p "$work/modules"
    synthesize=(swift-synthesize-interface)
    resource=()
    if [[ "$(uname)" != Darwin ]]; then
        # The toolchain's own lib/swift holds Linux module maps (Dispatch, os, CoreFoundation, …)
        # that would shadow the SDK's modules: a resource directory with only Clang's headers, the
        # shims and the API notes of `os` that a Darwin toolchain ships and a Linux one does not.
        local bin toolchain_resources resource_dir
        bin="$(dirname "$(readlink -f "$(command -v swiftc)")")"
        toolchain_resources="$(dirname "$bin")/lib/swift"
        resource_dir="$cache/resource-dir"
        mkdir -p "$resource_dir/apinotes"
        ln -sfn "$toolchain_resources/clang" "$resource_dir/clang"
        ln -sfn "$toolchain_resources/shims" "$resource_dir/shims"
        cp "$root/scripts/real-sdk/os.apinotes" "$resource_dir/apinotes/os.apinotes"
        resource=(-resource-dir "$resource_dir")
        # proxygen runs swift-synthesize-interface itself; this wrapper gives it the same directory.
        # It is kept in the cache, unchanged between runs, so that proxygen's interface cache (keyed
        # by the tool's path and modification time) keeps what earlier runs printed.
        local wrapper="$cache/swift-synthesize-interface"
        printf '#!/bin/sh\nexec "%s/swift-synthesize-interface" -resource-dir "%s" "$@"\n' "$bin" "$resource_dir" \
            >"$work/swift-synthesize-interface"
        cmp -s "$work/swift-synthesize-interface" "$wrapper" || cp "$work/swift-synthesize-interface" "$wrapper"
        chmod +x "$wrapper"
        synthesize=("$wrapper")
    fi
    flags=(-target "$target" -sdk "$sdk" "${resource[@]}" -module-cache-path "$cache/modules"
        -I "$work/modules" -I "$root/Sources/ReactiveRuntimeAtomics/include")
}
