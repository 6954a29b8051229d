#!/usr/bin/env bash
# app-cost-benchmark.sh: what an app pays to build and ship ProxyGen's Apple products, side by side
# in one run with what it pays for RxSwift + RxRelay + RxCocoa.
#
# Usage: scripts/app-cost-benchmark.sh [PROXYGEN]   (default: builds the release `proxygen`)
#   RXSWIFT_GIT=<a clone or bare copy of github.com/ReactiveX/RxSwift>  (default: cloned from GitHub)
#   SKIP_COLD=1   skips the cold generation (an empty module cache: about a minute more)
#
# Needs a real iOS SDK (scripts/real-sdk/setup.sh); prints "skipped: no iOS SDK" without one. RxSwift
# is read at the pinned tag below, exported into a temporary directory for this run only: it is
# never a dependency of anything here.
#
# Every module is compiled for arm64-apple-ios13.0 against the same SDK with the same toolchain:
# ProxyGenApple generated from the SDK exactly as its build plugin does (its proxygen.json), with
# ProxyGenCocoa, and ProxyGenAppleViewControllers on a line of its own; the proxies of the seventeen
# delegates RxCocoa proxies, as an app's proxygen.json names them (ProxyGenForRxCocoaDelegates: the
# same slots, not ProxyGenApple's breadth); RxSwift, RxRelay and RxCocoa
# from their sources, in their own language mode (5), RxCocoa with its Objective-C runtime's
# headers. For each module it prints the user CPU of
#   - a typecheck as the driver runs it by default (not whole-module),
#   - whole-module object code at -Onone and at -O,
# the object's bytes, and at -O the sum of its sections (`llvm-objdump -h`: what a linked app holds
# before symbols are stripped) and of `__text` (machine code). Then ProxyGenApple's generation: cold
# (empty module cache, no printed interface), and warm (interfaces printed by an earlier run read
# back, what a clean build after the first one does).
#
# Two things this toolchain needs that an Xcode build does not:
#   - the 17.4 SDK's `Selector` is not `Sendable` (newer SDKs' is): object code of generated code
#     and of ProxyGenCocoa then reports region-isolation errors where a selector is read on the
#     main actor (`responds(to:)`); one file declaring
#     `extension Selector: @retroactive @unchecked Sendable {}` stands in for the newer SDK, and
#     every other diagnostic stays fatal;
#   - Swift 6.3.1 crashes in SILGen of ReactiveRuntime against the 17.4 SDK's standard library
#     (REAL-SDK.md): ReactiveRuntime is emitted as a module only, and its object code is not counted
#     (RxSwift's, its counterpart, is printed on its own line). Its module keeps its inlinable
#     bodies (-experimental-skip-non-inlinable-function-bodies), as a real build's does, so that
#     the generated code inlines and specializes what an app's build would.
# User times swing on shared machines: compare within one run; object sizes repeat exactly.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/real-sdk/setup.sh
real_sdk_setup || exit 0
rx_tag=6.10.2

proxygen="${1:-}"
if [[ -z "$proxygen" ]]; then
    swift build -c release --product proxygen >/dev/null
    proxygen="$(swift build -c release --show-bin-path)/proxygen"
fi
objdump="$(dirname "$(readlink -f "$(command -v swiftc)")")/llvm-objdump"

echo "== RxSwift $rx_tag"
rx="$work/RxSwift"
mkdir -p "$rx"
if [[ -n "${RXSWIFT_GIT:-}" ]]; then
    git -C "$RXSWIFT_GIT" archive "$rx_tag" | tar -x -C "$rx"
else
    git clone -q --depth 1 --branch "$rx_tag" https://github.com/ReactiveX/RxSwift.git "$rx"
fi
# RxCocoa's Objective-C runtime, as SwiftPM makes a module of a C target's umbrella header.
mkdir -p "$work/RxCocoaRuntime"
printf 'module RxCocoaRuntime {\n    umbrella header "%s"\n    export *\n}\n' \
    "$rx/Sources/RxCocoaRuntime/include/RxCocoaRuntime.h" >"$work/RxCocoaRuntime/module.modulemap"

# The Selector shim described above, for object code only: compiled into ProxyGenCocoa, whose module
# gives it to ProxyGenApple.
printf 'import ObjectiveC\nextension Selector: @retroactive @unchecked Sendable {}\n' >"$work/SelectorShim.swift"

# timed OUTPUT_VARIABLE COMMAND…: runs the command, stores its user CPU seconds (of the processes it
# ran); a failure stops the script with the command's output.
timed() {
    local into="$1" TIMEFORMAT="%U" seconds
    shift
    seconds="$({ time "$@" >"$work/command.log" 2>&1; } 2>&1)" || {
        cat "$work/command.log" >&2
        exit 1
    }
    printf -v "$into" '%s' "$seconds"
}

# sections OBJECT: the sum of its sections' sizes, then `__text`'s, in bytes.
sections() {
    local total=0 text=0 index name size
    while read -r index name size _; do
        [[ "$index" =~ ^[0-9]+$ ]] || continue
        total=$((total + 16#$size))
        [[ "$name" == __text ]] && text=$((text + 16#$size))
    done < <("$objdump" -h "$1")
    echo "$total $text"
}

# measure NAME MODE FLAGS… -- SOURCES…: typecheck and object code of one module, one line of figures;
# then its module is emitted (declarations only) for the modules that import it.
measure() {
    local name="$1" mode="$2" options=() sources=() typecheck onone optimized total text
    shift 2
    while [[ "$1" != "--" ]]; do options+=("$1"); shift; done
    shift
    sources=("$@")
    local common=(-parse-as-library -module-name "$name" -swift-version "$mode" "${flags[@]}" "${options[@]}")
    timed typecheck swiftc -typecheck "${common[@]}" "${sources[@]}"
    timed onone swiftc -c -wmo -Onone "${common[@]}" "${sources[@]}" -o "$work/$name-Onone.o"
    timed optimized swiftc -c -wmo -O "${common[@]}" "${sources[@]}" -o "$work/$name-O.o"
    read -r total text < <(sections "$work/$name-O.o")
    printf '| %s | %s | %s | %s s, %s | %s s, %s | %s (`__text` %s) |\n' "$name" \
        "$(cat "${sources[@]}" | wc -c)" "$typecheck" "$onone" "$(stat -c %s "$work/$name-Onone.o")" \
        "$optimized" "$(stat -c %s "$work/$name-O.o")" "$total" "$text" | tee -a "$work/table.md"
    swiftc -emit-module "${common[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
        -emit-module-path "$work/modules/$name.swiftmodule" "${sources[@]}" >/dev/null 2>&1
}

printf '| module | source bytes | typecheck (user s) | -Onone object | -O object | -O sections |\n' \
    | tee "$work/table.md"
printf '| --- | ---: | ---: | ---: | ---: | ---: |\n' | tee -a "$work/table.md"

mapfile -t runtime < <(find Sources/ReactiveRuntime -name '*.swift' | sort)
swiftc -emit-module -parse-as-library -module-name ReactiveRuntime -swift-version 6 "${flags[@]}" \
    -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -emit-module-path "$work/modules/ReactiveRuntime.swiftmodule" "${runtime[@]}"
mapfile -t cocoa < <(find Sources/ProxyGenCocoa -name '*.swift' | sort)
measure ProxyGenCocoa 6 -warnings-as-errors -- "${cocoa[@]}" "$work/SelectorShim.swift"

# ProxyGenApple as its build plugin generates it; the interfaces this run prints are read back below.
product="$work/ProxyGenApple"
# generate TARGET MODULE_CACHE INTERFACE_CACHE: the target's generation into $work/TARGET.
generate() {
    rm -rf "${work:?}/$1"
    "$proxygen" --sdk "$sdk" --target "$target" --swift-synthesize-interface "${synthesize[0]}" \
        --module-cache-path "$2" --interface-cache-path "$3" --output-dir "$work/$1" \
        --relative-to "Sources/$1" --config "Sources/$1/proxygen.json" \
        -- "Sources/$1"/*.swift >"$work/generate.log" 2>&1
}
if [[ -z "${SKIP_COLD:-}" ]]; then
    timed cold generate ProxyGenApple "$work/cold-modules" "$work/cold-interfaces"
fi
timed printing generate ProxyGenApple "$cache/modules" "$work/interfaces"
timed warm generate ProxyGenApple "$cache/modules" "$work/interfaces"
mapfile -t apple < <(find Sources/ProxyGenApple "$product" -name '*.swift' | sort)
measure ProxyGenApple 6 -warnings-as-errors -- "${apple[@]}"
# The observing view controllers, a product of their own (an app that subclasses them adds it).
generate ProxyGenAppleViewControllers "$cache/modules" "$work/interfaces"
mapfile -t controllers < <(find Sources/ProxyGenAppleViewControllers "$work/ProxyGenAppleViewControllers" \
    -name '*.swift' | sort)
measure ProxyGenAppleViewControllers 6 -warnings-as-errors -- "${controllers[@]}"
# The same generator on the delegates RxCocoa proxies (its seventeen `Rx…DelegateProxy` classes), as
# an app names them in its own proxygen.json: what ProxyGenApple's breadth costs against what the
# same slots cost.
mkdir -p "$work/RxCocoaDelegates"
cat >"$work/RxCocoaDelegates/proxygen.json" <<'JSON'
{ "modules": [
  { "module": "UIKit", "protocols": ["UICollectionViewDataSource", "UICollectionViewDataSourcePrefetching",
    "UICollectionViewDelegate", "UINavigationControllerDelegate", "UIPickerViewDataSource",
    "UIPickerViewDelegate", "UIScrollViewDelegate", "UISearchBarDelegate", "UISearchControllerDelegate",
    "UITabBarControllerDelegate", "UITabBarDelegate", "UITableViewDataSource",
    "UITableViewDataSourcePrefetching", "UITableViewDelegate", "NSTextStorageDelegate",
    "UITextViewDelegate"] },
  { "module": "WebKit", "protocols": ["WKNavigationDelegate"] }
] }
JSON
printf 'import ReactiveRuntime\nimport UIKit\nimport WebKit\n' >"$work/RxCocoaDelegates/App.swift"
"$proxygen" --sdk "$sdk" --target "$target" --swift-synthesize-interface "${synthesize[0]}" \
    --module-cache-path "$cache/modules" --interface-cache-path "$work/interfaces" \
    --output-dir "$work/RxCocoaDelegates/generated" --relative-to "$work/RxCocoaDelegates" \
    --config "$work/RxCocoaDelegates/proxygen.json" -- "$work/RxCocoaDelegates/App.swift" >"$work/generate.log" 2>&1
mapfile -t delegates < <(find "$work/RxCocoaDelegates" -name '*.swift' | sort)
measure ProxyGenForRxCocoaDelegates 6 -warnings-as-errors -- "${delegates[@]}"

mapfile -t rxswift < <(find -L "$rx/Sources/RxSwift" -name '*.swift' | sort)
measure RxSwift 5 -- "${rxswift[@]}"
mapfile -t rxrelay < <(find -L "$rx/Sources/RxRelay" -name '*.swift' | sort)
measure RxRelay 5 -- "${rxrelay[@]}"
mapfile -t rxcocoa < <(find -L "$rx/Sources/RxCocoa" -name '*.swift' | sort)
measure RxCocoa 5 -D SWIFT_PACKAGE -I "$work/RxCocoaRuntime" -- "${rxcocoa[@]}"

echo
echo "ProxyGenApple: $(grep -c '^public final class .*Proxy' "$product"/*.swift | awk -F: '{ n += $2 } END { print n }') proxies," \
    "$(cat "$product"/*.swift | grep -cE ': ReactiveRuntime\.Signal<.*\{ streams\.signal\(' || true) events;" \
    "for RxCocoa's delegates: $(cat "$work/RxCocoaDelegates/generated"/*.swift | grep -c '^public final class .*Proxy')" \
    "proxies, $(cat "$work/RxCocoaDelegates/generated"/*.swift | grep -cE ': ReactiveRuntime\.Signal<.*\{ streams\.signal\(' || true) events"
if [[ -z "${SKIP_COLD:-}" ]]; then
    echo "generation, cold (empty module cache, no printed interface): $cold s user"
fi
echo "generation, module cache warm, interfaces printed: $printing s user"
echo "generation, warm (interfaces read back, a clean build after the first): $warm s user"
# Ratios against RxCocoa, the counterpart of ProxyGenApple, from the table's figures.
awk -F'|' '
    function seconds(cell) { split(cell, parts, " s"); return parts[1] + 0 }
    function bytes(cell) { gsub(/[^0-9 ].*/, "", cell); return cell + 0 }
    $2 ~ /ProxyGenApple|ProxyGenFor|RxCocoa/ {
        name = $2; gsub(/ /, "", name)
        typecheck[name] = $4 + 0; onone[name] = seconds($5); optimized[name] = seconds($6)
        sections[name] = bytes($7)
    }
    END {
        printf "ProxyGenApple / RxCocoa: typecheck %.2fx, -Onone %.2fx, -O %.2fx, -O sections %.2fx\n",
            typecheck["ProxyGenApple"] / typecheck["RxCocoa"], onone["ProxyGenApple"] / onone["RxCocoa"],
            optimized["ProxyGenApple"] / optimized["RxCocoa"], sections["ProxyGenApple"] / sections["RxCocoa"]
        same = "ProxyGenForRxCocoaDelegates"
        printf "%s / RxCocoa: typecheck %.2fx, -Onone %.2fx, -O %.2fx, -O sections %.2fx\n", same,
            typecheck[same] / typecheck["RxCocoa"], onone[same] / onone["RxCocoa"],
            optimized[same] / optimized["RxCocoa"], sections[same] / sections["RxCocoa"]
        both = "ProxyGenApple + ProxyGenAppleViewControllers"
        printf "%s / RxCocoa: -O %.2fx, -O sections %.2fx\n", both,
            (optimized["ProxyGenApple"] + optimized["ProxyGenAppleViewControllers"]) / optimized["RxCocoa"],
            (sections["ProxyGenApple"] + sections["ProxyGenAppleViewControllers"]) / sections["RxCocoa"]
    }' "$work/table.md"
