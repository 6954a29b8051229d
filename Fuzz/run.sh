#!/usr/bin/env bash
# run.sh: builds the lexer+parser libFuzzer target and runs it seeded with the fixtures' Swift files.
#
# Usage: Fuzz/run.sh [RUNS] [extra libFuzzer flags…]   (RUNS default 10000000; 0 = build only)
# The binary and the working corpus live in .build-fuzz/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-10000000}"
shift || true
out=.build-fuzz
mkdir -p "$out/corpus" "$out/seeds" "$out/artifacts"

sources=(Fuzz/ParserFuzzTarget.swift Sources/ProxyGen/{Lexer,Parser,Model,Diagnostics}/*.swift)
if [[ ! -x "$out/fuzz-parser" ]] || [[ -n "$(find "${sources[@]}" -newer "$out/fuzz-parser")" ]]; then
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name ProxyGenFuzz -package-name ProxyGen \
        "${sources[@]}" -o "$out/fuzz-parser" 2> >(grep -v "Cannot export local symbol" >&2)
fi
[[ "$runs" == 0 ]] && exit 0

# Seeds: every Swift file under Fixtures/ plus the lexer/parser tests' inputs.
find Fixtures Tests/ProxyGenTests -name '*.swift' -type f -exec cp {} "$out/seeds/" \;

LSAN_OPTIONS="suppressions=Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
    "$out/fuzz-parser" "$out/corpus" "$out/seeds" \
    -runs="$runs" -max_len=512 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/" "$@"
