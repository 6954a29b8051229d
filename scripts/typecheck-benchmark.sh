#!/usr/bin/env bash
# typecheck-benchmark: what the generated code of one 50-requirement protocol costs a user's build.
#
#   scripts/typecheck-benchmark.sh [PROXYGEN]     (default: this repository's debug `proxygen`)
#
# Writes a 50-requirement protocol (scripts/synthetic-protocols.py), generates its proxy, and
# prints the generated size and the median of 5 runs of `swiftc -typecheck` over the protocol and
# its proxy (wall seconds, Swift 6 mode, against this repository's debug ReactiveRuntime module).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/proxygen-typecheck-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT

(cd "$repo" && swift build --product proxygen >/dev/null && swift build --target ReactiveRuntime >/dev/null)
bin="$(cd "$repo" && swift build --show-bin-path)"
proxygen="${1:-$bin/proxygen}"
# ReactiveRuntime's C module of atomics, which its module names.
atomics="$repo/Sources/ReactiveRuntimeAtomics/include"

"$repo/scripts/synthetic-protocols.py" 1 "$work" --requirements 50 --name Requirements50Delegate >/dev/null
(cd "$work" && "$proxygen" --all-protocols Requirements50Delegate.swift -o Requirements50DelegateProxy.swift)

times=()
for _ in 1 2 3 4 5; do
    /usr/bin/time -f %e -o "$work/time" swiftc -typecheck -swift-version 6 -I "$bin/Modules" \
        -Xcc -fmodule-map-file="$atomics/module.modulemap" -Xcc -I -Xcc "$atomics" \
        "$work/Requirements50Delegate.swift" "$work/Requirements50DelegateProxy.swift"
    times+=("$(cat "$work/time")")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
printf 'protocol %d bytes; generated %d bytes, %d lines; swiftc -typecheck median of 5: %s s (%s)\n' \
    "$(wc -c <"$work/Requirements50Delegate.swift")" "$(wc -c <"$work/Requirements50DelegateProxy.swift")" \
    "$(wc -l <"$work/Requirements50DelegateProxy.swift")" "$median" "${times[*]}"
