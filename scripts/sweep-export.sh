#!/usr/bin/env bash
# sweep-export.sh: exports the Swift sources of the sweep corpus from the local bare package copies.
#
# Usage: scripts/sweep-export.sh [CORPUS_DIR]   (default: /tmp/proxygen-corpus)
# Writes CORPUS_DIR/<owner>_<name>/… holding only the *.swift files of each package's newest tag.
set -euo pipefail

corpus="${1:-${CORPUS_DIR:-/tmp/proxygen-corpus}}"
packages_root="${SWIFT_PACKAGES_ROOT:-/opt/swift-packages}"

# owner/name and the tag to export (the versions the issue names).
packages=(
    "apple/swift-nio 2.101.3"
    "swiftlang/swift-syntax 603.0.1"
    "vapor/vapor 4.122.3"
    "grpc/grpc-swift-2 2.4.3"
    "apple/swift-openapi-generator 1.14.3"
    "hummingbird-project/hummingbird 2.28.1"
    "groue/GRDB.swift 7.10.0"
    "apple/swift-protobuf 1.39.0"
    "OpenCombine/OpenCombine 0.14.0"
    "apple/swift-collections 1.6.0"
    "apple/swift-argument-parser 1.8.2"
)

mkdir -p "$corpus"
for entry in "${packages[@]}"; do
    read -r repo tag <<<"$entry"
    dest="$corpus/${repo/\//_}"
    if [[ -d "$dest" ]]; then
        continue
    fi
    git_dir="$packages_root/$repo.git"
    if [[ ! -d "$git_dir" ]]; then
        echo "sweep-export: missing $git_dir" >&2
        exit 1
    fi
    mkdir -p "$dest.partial"
    git -C "$git_dir" archive "$tag" | tar -x -C "$dest.partial"
    find "$dest.partial" -type f ! -name '*.swift' -delete
    find "$dest.partial" -type d -empty -delete
    mkdir -p "$dest.partial"
    mv "$dest.partial" "$dest"
done

files=$(find "$corpus" -name '*.swift' -type f | wc -l)
bytes=$(find "$corpus" -name '*.swift' -type f -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
echo "corpus: $corpus: $files files, $bytes bytes"
