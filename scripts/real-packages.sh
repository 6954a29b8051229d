#!/usr/bin/env bash
# real-packages.sh: generated proxies compiled inside the real packages their protocols come from.
#
# Usage: scripts/real-packages.sh [--only TARGET[,TARGET…]] [LIST]   (default list: scripts/real-packages.list)
#
# For each line of the list (OWNER/NAME TAG TARGET [SOURCE_DIRECTORY]):
#   1. exports the package at its tag from the local bare copy (kept between runs, so that its
#      dependencies are built once),
#   2. runs `proxygen --all-protocols --output-dir <target>/GeneratedProxies` over the target's
#      Swift files: every protocol that can be proxied gets a proxy, the others a warning,
#   3. makes the target depend on this repository's ReactiveRuntime (appended to each manifest),
#   4. builds the target in its own language mode and attributes every warning and error in a
#      generated file to the proxy whose declaration holds its line.
# Prints per target `protocols / generated / compiled warning-free / refused by reason`, the refused
# protocols with their reasons, and closes with `real packages: N/M generated proxies compile`.
# Exits 1 when a generated proxy does not compile warning-free or generation fails, 2 when a
# package cannot be built for reasons outside the generated code.
#
# Environment: SWIFT_PACKAGES_ROOT (/opt/swift-packages), REAL_PACKAGES_WORK (/tmp/proxygen-real-packages:
# exported packages, their build directories and a shared repository cache), PROXYGEN_SCRATCH (.build).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

only=""
if [[ "${1:-}" == "--only" ]]; then
    only=",$2,"
    shift 2
fi
list="${1:-scripts/real-packages.list}"
packages_root="${SWIFT_PACKAGES_ROOT:-/opt/swift-packages}"
work="${REAL_PACKAGES_WORK:-/tmp/proxygen-real-packages}"
scratch="${PROXYGEN_SCRATCH:-.build}"
mkdir -p "$work/cache"

if ! swift build --scratch-path "$scratch" --product proxygen >"$work/proxygen-build.log" 2>&1; then
    cat "$work/proxygen-build.log" >&2
    exit 2
fi
proxygen="$(swift build --scratch-path "$scratch" --show-bin-path)/proxygen"
# SwiftPM names a path dependency after its directory.
runtime_package="$(basename "$root")"

total_generated=0
total_compiled=0
status=0

# The reason of a skip warning, as a short phrase.
reason_of() {
    case "$1" in
    *"variadic parameter"*) echo "variadic parameter" ;;
    *"uses 'Self'"*) echo "requirement uses Self" ;;
    *"static requirement"*) echo "static requirement" ;;
    *"initializer requirement"*) echo "initializer requirement" ;;
    *"whose declaration is not among the inputs"*) echo "parent declared elsewhere" ;;
    *"requires an actor"* | *"actor"*"cannot"*) echo "actor protocol" ;;
    *"standard-library protocol"*) echo "standard-library parent" ;;
    *"changes the forwardee in place"*) echo "in-place mutation in a shared proxy" ;;
    *"mutating"*) echo "mutating requirement" ;;
    *"is private"* | *"is fileprivate"*) echo "private protocol" ;;
    *"requires conformers to be"*) echo "where Self: class" ;;
    *) echo "other: ${1:0:80}" ;;
    esac
}

while read -r repo tag target directory; do
    [[ -z "$repo" || "$repo" == \#* ]] && continue
    [[ -n "$only" && "$only" != *",$target,"* ]] && continue
    directory="${directory:-Sources/$target}"
    package="$work/${repo//\//+}@$tag"
    bare="$packages_root/$repo.git"
    if [[ ! -d "$package" ]]; then
        mkdir -p "$package"
        git -C "$bare" archive "$tag" | tar -x -C "$package"
    fi
    # Fresh manifests, sources of the target and no generated files from an earlier run, of this
    # target or of another target of the package (its manifest no longer adds the runtime to it).
    rm -rf "$package/$directory"
    find "$package" -path "$package/.build" -prune -o -type d -name GeneratedProxies -prune -exec rm -rf {} +
    git -C "$bare" archive "$tag" "$directory" $(git -C "$bare" ls-tree --name-only "$tag" | grep '^Package.*\.swift$') |
        tar -x -C "$package"
    output="$package/$directory/GeneratedProxies"
    log="$work/${repo//\//+}@$tag-$target"

    mapfile -t sources < <(cd "$package" && find "$directory" -name '*.swift' -type f | LC_ALL=C sort)
    generation=0
    (cd "$package" && "$proxygen" --all-protocols --skip-empty --output-dir "$output" "${sources[@]}") \
        >"$log.generate.log" 2>&1 || generation=$?
    # Every protocol of the model has exactly one `primaryAssociatedTypes` key.
    protocols=$( (cd "$package" && "$proxygen" --all-protocols --dump-model "${sources[@]}" 2>/dev/null || true) |
        grep -o '"primaryAssociatedTypes"' | wc -l)

    for manifest in "$package"/Package*.swift; do
        cat >>"$manifest" <<EOF

// Added by ProxyGen's real-package harness.
package.dependencies.append(.package(path: "$root"))
for target in package.targets where target.name == "$target" {
    target.dependencies.append(.product(name: "ReactiveRuntime", package: "$runtime_package"))
}
EOF
    done

    generated=0
    [[ -d "$output" ]] && generated=$(cat "$output"/*.swift 2>/dev/null | grep -cE '^(public |package )?final class ' || true)
    build=0
    (cd "$package" && swift build --scratch-path "$package/.build" --cache-path "$work/cache" --target "$target") \
        >"$log.build.log" 2>&1 || build=$?

    # Diagnostics in this target's generated files, each once: file, line, text.
    grep -F "$output/" "$log.build.log" | grep -E ":[0-9]+:[0-9]+: (warning|error):" | sort -u >"$log.diagnostics" || true
    failed_proxies=$(
        for file in "$output"/*.swift; do
            [[ -f "$file" ]] || continue
            grep -nE '^(public |package )?final class ' "$file" |
                sed -E 's/^([0-9]+):.*final class ([A-Za-z0-9_]+).*/\1 \2/' >"$log.classes" || true
            grep -F "$file:" "$log.diagnostics" | sed -E 's/^[^:]+:([0-9]+):.*/\1/' |
                while read -r line; do
                    # The proxy whose declaration starts last before the line; before every
                    # proxy (imports, the runtime check), all of them.
                    awk -v line="$line" '$1 <= line { name = $2 } END { print name }' "$log.classes" |
                        grep . || awk '{ print $2 }' "$log.classes"
                done
        done | sort -u | grep -c . || true
    )
    if [[ "$build" -ne 0 && ! -s "$log.diagnostics" ]]; then
        echo "$target ($repo $tag): the build failed outside the generated code; see $log.build.log" >&2
        status=2
        continue
    fi
    compiled=$((generated - failed_proxies))
    total_generated=$((total_generated + generated))
    total_compiled=$((total_compiled + compiled))

    # Skipped protocols, each once with its first reason, as `--list` names them: "Name<TAB>reason".
    (cd "$package" && "$proxygen" --all-protocols --list "${sources[@]}" 2>/dev/null || true) |
        sed -nE 's/^skipped ([^ ]+) \([^)]*\): (.*)/\1\t\2/p' >"$log.refused"
    reasons=""
    if [[ -s "$log.refused" ]]; then
        reasons=$(while IFS=$'\t' read -r _ message; do reason_of "$message"; done <"$log.refused" |
            sort | uniq -c | sort -rn | awk '{ count = $1; $1 = ""; printf "%s%s %d", (NR > 1 ? ", " : ""), substr($0, 2), count }')
    fi
    refused_count=$(grep -c . "$log.refused" || true)
    echo "$target ($repo $tag): protocols $protocols / generated $generated / compiled warning-free $compiled / refused $refused_count${reasons:+ ($reasons)}"
    if [[ "$generation" -ne 0 ]]; then
        echo "  generation failed (exit $generation):"
        grep -E ": error: " "$log.generate.log" | sed 's/^/    /' | head -20
        status=1
    fi
    while IFS=$'\t' read -r name message; do
        echo "  refused $name: $message"
    done <"$log.refused"
    if [[ -s "$log.diagnostics" ]]; then
        echo "  in generated code:"
        sed -E "s|^$package/||; s/^/    /" "$log.diagnostics" | head -40
        status=$((status == 0 ? 1 : status))
    fi
done <"$list"

echo "real packages: $total_compiled/$total_generated generated proxies compile"
exit "$status"
