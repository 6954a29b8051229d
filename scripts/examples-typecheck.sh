#!/usr/bin/env bash
# examples-typecheck.sh: typechecks, on Linux, the example apps in Examples/ against the stub SDK.
#
# Usage: scripts/examples-typecheck.sh [PROXYGEN [PROXYGEN-ARGUMENTS...]]
#   (default: builds the debug `proxygen`; the arguments go to every `proxygen` call)
#
# Builds the stub SDK, ReactiveRuntime and ProxyGenCocoa as scripts/apple-typecheck.sh does
# (scripts/stub-sdk.sh), generates the proxies (and the accessors of each delegate slot,
# `tableView.reactive.delegate.…`) of every stub framework, then typechecks each directory of
# Examples/ with them, in Swift 6 mode with warnings as errors.
# What this proves: the example typechecks against these declarations. What it does not: how
# the screen behaves in UIKit (it is not here to run).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stub-sdk.sh
stub_sdk_setup
build_stub_sdk

echo "== ReactiveRuntime and ProxyGenCocoa (modules)"
apple_library ReactiveRuntime
apple_library ProxyGenCocoa

echo "== proxies of every stub framework's protocols"
generate_stub_proxies "$@"

for example in Examples/*/; do
    echo "== ${example%/}"
    swiftc -typecheck -parse-as-library -module-name "$(basename "$example")" "${strict[@]}" \
        "${generated[@]}" "$example"*.swift
done
echo "examples-typecheck: ok"
