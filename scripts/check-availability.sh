#!/usr/bin/env bash
# check-availability.sh: fails when code that SwiftPM builds at the package's platform floor
# (macOS 10.15, iOS 13, tvOS 13, watchOS 6) uses an API of a newer system outside an
# `@available`/`#available` scope.
#
# Usage: scripts/check-availability.sh
#
# Linux's compiler does not check Apple availability, so this is a list of spellings, not a
# compiler:
#   1. Sources/ and Plugins/ are searched for the spellings of APIs newer than the floor, most of
#      them macOS 13 or later (below). A match passes only inside a declaration marked
#      `@available(macOS 1x…)` or an `if #available(macOS 1x…)` block, found by counting braces
#      outside strings and comments.
#   2. The ProxyGen module, which imports nothing, is typechecked without the implicit import of
#      `_StringProcessing` (all of it needs macOS 13): a call that resolves to it, such as
#      `contains(_:)` or `firstRange(of:)` with a string argument, fails to typecheck. In modules
#      that import Foundation, `contains(_:)` with a string resolves to Foundation's own overload,
#      which the floor has; there the other `_StringProcessing` calls are left to the list.
#   3. A check of the check: a file with two known uses must have exactly those reported, and
#      `firstRange(of:)` must fail to typecheck without `_StringProcessing`.
# Tests/ is not searched: SwiftPM builds test targets at XCTest's own minimum deployment target.
# What the list does not name is only checked by reading.
set -euo pipefail
cd "$(dirname "$0")/.."

# APIs newer than the floor, as extended regular expressions (awk's: no `\b`).
# Both lists are matched against code without its comments, string literals included (code in
# interpolations and code the generator writes count too); the lists differ in what they say.
word() { printf '(^|[^A-Za-z0-9_])(%s)([^A-Za-z0-9_]|$)' "$1"; }
code_patterns=(
    # _StringProcessing (macOS 13): string algorithms and regular expressions. Where Foundation
    # is imported, `contains(_:)` with a string resolves to Foundation's (macOS 10.15).
    '\.firstRange\(of:'
    '\.ranges\(of:'
    '\.replacing\('
    '\.trimmingPrefix\('
    '\.(wholeMatch|prefixMatch|firstMatch)\('
    '\.matches\(of:'
    "$(word 'Regex|RegexComponent')"
    '#/'
    # Foundation (macOS 13): the URL spellings that replaced path strings.
    'URL\(filePath:'
    '\.path\(percentEncoded:'
    '\.appending\((path|component|components|queryItems):'
    'URL\.(temporaryDirectory|homeDirectory|currentDirectory|documentsDirectory|cachesDirectory)([^A-Za-z0-9_]|$)'
    # macOS 10.15.4 to 12: String's uninitialized initializer (`Array`'s has no limit), FileHandle's
    # throwing reads and writes, os.Logger, Date.now, formatting and AttributedString (not
    # Objective-C's NSAttributedString, which the floor has).
    'String\(unsafeUninitializedCapacity:|\.readToEnd\(\)|\.write\(contentsOf:|^import +os$|Logger\('
    'Date\.now|\.formatted\(|(^|[^A-Za-z0-9_])AttributedString'
    # The standard library's clocks and durations (macOS 13).
    "$(word 'Duration|ContinuousClock|SuspendingClock|InstantProtocol|Clock')"
    'Task\.sleep\((for|until):'
    # macOS 14 and later: observation, task groups without results, parameter packs.
    '^import +Observation|withObservationTracking|withDiscardingTaskGroup'
    "$(word 'repeat each')"
    # macOS 15 and later: Synchronization, String(validating:), isolated iteration.
    '^import +Synchronization'
    "$(word 'Mutex|Atomic')"
    'String\(validating:|\.next\(isolation:'
)
literal_patterns=(
    # `split(separator:)` with a separator of more than one character: _StringProcessing, even
    # where Foundation is imported.
    '\.split\(separator: *"[^"\\][^"]+"'
)
join() { local IFS='|'; echo "$*"; }

# Prints each match outside an availability scope; returns the number of files with one.
search() {
    local file count=0
    for file in "$@"; do
        CODE_PATTERN="$(join "${code_patterns[@]}")" LITERAL_PATTERN="$(join "${literal_patterns[@]}")" \
            awk -v file="$file" '
            # The line without comments; in `blanked`, string literals (multi-line ones too) are `""`.
            function strip(line,    i, c, n) {
                blanked = ""
                kept = ""
                if (inMultiline) {
                    i = index(line, "\"\"\"")
                    if (i == 0) return
                    inMultiline = 0
                    line = substr(line, i + 3)
                }
                n = length(line)
                for (i = 1; i <= n; i++) {
                    c = substr(line, i, 1)
                    if (substr(line, i, 3) == "\"\"\"") { inMultiline = 1; return }
                    if (c == "/" && substr(line, i + 1, 1) == "/") return
                    if (c == "\"") {
                        kept = kept c
                        for (i++; i <= n; i++) {
                            c = substr(line, i, 1)
                            kept = kept c
                            if (c == "\\") { i++; kept = kept substr(line, i, 1); continue }
                            if (c == "\"") break
                        }
                        blanked = blanked "\"\""
                        continue
                    }
                    blanked = blanked c
                    kept = kept c
                }
            }
            BEGIN {
                # Patterns from the environment: `-v` would process their backslashes.
                codePattern = ENVIRON["CODE_PATTERN"]
                literalPattern = ENVIRON["LITERAL_PATTERN"]
                depth = 0; pending = 0; availableDepth = -1
            }
            {
                strip($0)
                # An availability of macOS 11 or later (or iOS 14 or later …) opens a scope at its next brace.
                if (blanked ~ /[@#]available\((macOS|macCatalyst|iOS|tvOS|watchOS|visionOS) +[0-9]/ \
                    && blanked !~ /[@#]available\(macOS +10\./) pending = 1
                if ((kept ~ codePattern || kept ~ literalPattern) && !pending && availableDepth < 0) {
                    printf "%s:%d: an API newer than the platform floor outside @available: %s\n", file, FNR, $0
                    failed = 1
                }
                n = length(blanked)
                for (i = 1; i <= n; i++) {
                    c = substr(blanked, i, 1)
                    if (c == "{") {
                        depth++
                        if (pending && availableDepth < 0) availableDepth = depth
                        pending = 0
                    } else if (c == "}") {
                        if (depth == availableDepth) availableDepth = -1
                        depth--
                    }
                }
            }
            END { exit failed }
    ' "$file" || count=$((count + 1))
    done
    [[ "$count" -eq 0 ]]
}

# The ProxyGen module typechecked without `_StringProcessing`; its errors on standard error.
typecheck_without_string_processing() {
    swiftc -typecheck -continue-building-after-errors -parse-as-library -module-name ProxyGen -package-name ProxyGen \
        -swift-version 6 \
        -module-cache-path "$work/cache" -Xfrontend -disable-implicit-string-processing-module-import "$@" \
        >"$work/typecheck.log" 2>&1 || { grep -E 'error:' "$work/typecheck.log" | grep -v '^ ' >&2; return 1; }
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mapfile -t files < <(find Sources Plugins -name '*.swift' -type f | sort)
failures=0
search "${files[@]}" >&2 || failures=$((failures + 1))

echo "ProxyGen typechecked without _StringProcessing"
mapfile -t proxygen < <(find Sources/ProxyGen -name '*.swift' | sort)
if ! typecheck_without_string_processing "${proxygen[@]}"; then
    echo "error: ProxyGen uses _StringProcessing (macOS 13)" >&2
    failures=$((failures + 1))
fi

# The check can fail: two uses outside availability scopes are reported, the one inside is not,
# and a string search of _StringProcessing does not typecheck without it.
cat >"$work/Uses.swift" <<'SWIFT'
let text = "a @event(b)".firstRange(of: "@event(")
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
func wait(_ interval: Duration) {}
func wait(seconds: Double) -> Duration { .seconds(seconds) }
SWIFT
reported="$(search "$work/Uses.swift" 2>&1 || true)"
if [[ "$(grep -c 'outside @available' <<<"$reported")" -ne 2 ]] || ! grep -q 'Uses.swift:4:' <<<"$reported"; then
    echo "error: the search did not report exactly lines 1 and 4 of a file with known uses:" >&2
    echo "$reported" >&2
    failures=$((failures + 1))
fi
if typecheck_without_string_processing "$work/Uses.swift" 2>/dev/null; then
    echo "error: firstRange(of:) typechecked without _StringProcessing: the typecheck checks nothing" >&2
    failures=$((failures + 1))
fi

if [[ "$failures" -gt 0 ]]; then
    echo "check-availability: failed (see CONTRIBUTING.md, \"Platform floor\")" >&2
    exit 1
fi
echo "check-availability: ok (${#files[@]} files searched)"
