#!/usr/bin/env bash
# readme-quickstart: the README's quick start, built and run as a new user would, so that the
# README cannot drift from the product.
#
#   scripts/readme-quickstart.sh [WORK_DIR]      # default: a temporary directory, removed after
#
# Copies this checkout (without build folders or history) to WORK_DIR/ProxyGen, makes a package
# with `swift package init --type executable --name App` in WORK_DIR/App, as the README starts,
# writes every code block of README.md that follows a `<!-- quickstart: PATH -->` line to
# WORK_DIR/App/PATH exactly as written (the manifest depends on `../ProxyGen` by path, as the README
# says), then builds the package (Swift 6 language mode), checks that the build has no warning,
# runs it and checks that it prints the README's first event and lists the README's proxy.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-}"
if [[ -z "$work" ]]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/proxygen-readme.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/ProxyGen" "$work/App"
tar -C "$repo" --exclude='.build*' --exclude=.git --exclude=.swiftpm --exclude=Fixtures/ConsumerPackage/.build \
    -cf - . | tar -C "$work/ProxyGen" -xf -

(cd "$work/App" && swift package init --type executable --name App >/dev/null)

# Every fenced block after a `<!-- quickstart: PATH -->` line, to App/PATH.
python3 - "$repo/README.md" "$work/App" <<'PY'
import os, re, sys
readme, package = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")
written = []
i = 0
while i < len(lines):
    marker = re.fullmatch(r"<!-- quickstart: (\S+) -->", lines[i].strip())
    i += 1
    if not marker:
        continue
    if i >= len(lines) or not lines[i].startswith("```"):
        sys.exit(f"README.md:{i}: a quickstart marker must be followed by a code block")
    start = i + 1
    end = start
    while end < len(lines) and not lines[end].startswith("```"):
        end += 1
    path = os.path.join(package, marker.group(1))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines[start:end]) + "\n")
    written.append(marker.group(1))
    i = end + 1
if "Package.swift" not in written:
    sys.exit("README.md has no quickstart block for Package.swift")
print("readme-quickstart: wrote " + ", ".join(written))
PY

cd "$work/App"
# The manifest's tools version gives Swift 6 language mode; say so if it ever does not.
grep -q '^// swift-tools-version:6' Package.swift || { echo "error: the README's manifest is not in Swift 6 mode" >&2; exit 1; }
swift build 2>&1 | tee "$work/build.log"
if grep -E 'warning:' "$work/build.log" | grep -v '^warning: .*unhandled' >/dev/null; then
    echo "error: the README's quick start builds with warnings (above)" >&2
    exit 1
fi
output="$(swift run --skip-build App)"
echo "$output"
expected="$(sed -n 's/^`swift run` prints `\(.*\)`.*$/\1/p' "$repo/README.md" | head -1)"
if [[ -z "$expected" || "$output" != *"$expected"* ]]; then
    echo "error: the README says \`swift run\` prints '$expected'; it printed the above" >&2
    exit 1
fi
# The listing the README shows (its block that starts with "DownloadDelegateProxy ("), from the
# same package.
listing="$(swift run proxygen --list Sources/App/*.swift 2>/dev/null)"
echo "$listing"
while IFS= read -r line; do
    if ! grep -qxF -- "$line" <<<"$listing"; then
        echo "error: the README's listing has '$line'; 'proxygen --list' printed the above" >&2
        exit 1
    fi
done < <(awk '/^```/{inside = !inside; next} inside && /^DownloadDelegateProxy \(/{show = 1} !inside{show = 0} show' "$repo/README.md")
echo "readme-quickstart: the first event printed, and the listing is the README's"
