#!/usr/bin/env bash
# sweep.sh: runs `proxygen --all-protocols` (release build) over a corpus of real Swift packages.
#
# Usage: scripts/sweep.sh [--sample N] [CORPUS_DIR]   (default corpus: /tmp/proxygen-corpus)
#
# Exports the corpus first if it is missing (scripts/sweep-export.sh), then:
#   1. one run per package over all of its files (protocols resolve across files), and
#   2. one run per file (an unparseable file must not hide problems in others),
# each under a timeout. Reports files, bytes, protocols found, diagnostics by kind, crashes and
# hangs, and checks that what was generated is valid Swift syntax (`swiftc -parse`). Exits 1 on any
# crash, hang, lexer or parser diagnostic (the corpus is valid code) or syntax error in generated
# code. `--sample N` takes every N-th file of each package (CI).
# Environment: SWEEP_CONFIGURATION (release), SWEEP_SCRATCH (.build-parser), SWEEP_FILE_TIMEOUT (20 s),
# SWEEP_PACKAGE_TIMEOUT (300 s), CORPUS_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

sample=1
if [[ "${1:-}" == "--sample" ]]; then
    sample="$2"
    shift 2
fi
corpus="${1:-${CORPUS_DIR:-/tmp/proxygen-corpus}}"
scratch="${SWEEP_SCRATCH:-.build-parser}"
configuration="${SWEEP_CONFIGURATION:-release}"
per_file_timeout="${SWEEP_FILE_TIMEOUT:-20}"
per_package_timeout="${SWEEP_PACKAGE_TIMEOUT:-300}"

[[ -d "$corpus" ]] || scripts/sweep-export.sh "$corpus"
if ! swift build -c "$configuration" --scratch-path "$scratch" --product proxygen >"${TMPDIR:-/tmp}/sweep-build.log" 2>&1; then
    cat "${TMPDIR:-/tmp}/sweep-build.log" >&2
    exit 2
fi
proxygen="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)/proxygen"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures="$work/failures"
: >"$failures"

files_total=0
bytes_total=0
for package in "$corpus"/*/; do
    package="${package%/}"
    name="$(basename "$package")"
    find "$package" -name '*.swift' -type f | LC_ALL=C sort | awk -v n="$sample" '(NR - 1) % n == 0' >"$work/$name.files"
    count=$(wc -l <"$work/$name.files")
    [[ "$count" -gt 0 ]] || continue
    files_total=$((files_total + count))
    bytes_total=$((bytes_total + $(xargs -d '\n' cat <"$work/$name.files" | wc -c)))

    # 1. The whole package in one run.
    status=0
    mapfile -t package_files <"$work/$name.files"
    timeout "$per_package_timeout" "$proxygen" --all-protocols --dump-model "${package_files[@]}" \
        >"$work/$name.json" 2>"$work/$name.diagnostics" || status=$?
    if [[ "$status" -eq 124 ]]; then
        echo "HANG package $name" >>"$failures"
    elif [[ "$status" -gt 1 ]]; then
        echo "CRASH package $name (exit $status)" >>"$failures"
    fi

    # 2. Each file alone; what it generates is kept for the syntax check below.
    mkdir -p "$work/generated/$name"
    while IFS= read -r file; do
        status=0
        timeout "$per_file_timeout" "$proxygen" --all-protocols --output-dir "$work/generated/$name" --skip-empty \
            "$file" >/dev/null 2>&1 || status=$?
        if [[ "$status" -eq 124 ]]; then
            echo "HANG $file" >>"$failures"
        elif [[ "$status" -gt 1 ]]; then
            echo "CRASH $file (exit $status)" >>"$failures"
        fi
    done <"$work/$name.files"

    # 3. Generated code must at least be valid Swift syntax (its types live in the package, so
    #    it cannot be typechecked here).
    if compgen -G "$work/generated/$name/*.swift" >/dev/null; then
        swiftc -parse "$work/generated/$name"/*.swift >"$work/$name.generated-errors" 2>&1 || true
    fi
done

python3 - "$work" "$files_total" "$bytes_total" "$failures" <<'PY'
import collections, glob, json, os, re, sys

work, files, nbytes, failures = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]

# Diagnostic.Kind by message (the CLI prints messages, not kinds).
KINDS = [
    (r"unterminated (multi-line )?string literal", "unterminatedString"),
    (r"unterminated '/\*' comment", "unterminatedComment"),
    (r"unterminated regex literal", "unterminatedRegex"),
    (r"unterminated backtick identifier", "invalidCharacter"),
    (r"is never closed|without a matching opening delimiter|has no closing '\}'", "unbalancedDelimiter"),
    (r"without a matching '#if'", "unexpectedToken"),
    (r"^unexpected .* in protocol body|^expected a protocol requirement|protocols cannot require 'let'", "unsupportedMember"),
    (r"^expected |property requirement needs", "unexpectedToken"),
    (r"requires an actor|is not class-bound", "notClassBound"),
    (r"variadic parameter", "variadicParameter"),
    (r"whose declaration is not among the inputs", "missingParent"),
    (r"^no protocol named", "unknownProtocol"),
    (r"inherits from itself", "inheritanceCycle"),
    (r"'mutating' requirement", "mutatingRequirement"),
    (r"cannot be forwarded|cannot be proxied|its proxy is generated in another file|uses 'Self'", "unsupportedRequirement"),
    (r"is already used by", "duplicateEventName"),
    (r"is not a valid identifier", "invalidAnnotation"),
]
line_re = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note): (.*)$")

protocols = 0
by_kind = collections.Counter()
unclassified = collections.Counter()
examples = collections.defaultdict(list)
for path in sorted(glob.glob(os.path.join(work, "*.json"))):
    try:
        with open(path) as f:
            model = json.load(f)
    except (ValueError, OSError):
        continue
    for file_model in model if isinstance(model, list) else model.get("files", []):
        protocols += len(file_model.get("protocols", []))
for path in sorted(glob.glob(os.path.join(work, "*.diagnostics"))):
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = line_re.match(line)
            message = m.group(5) if m else line.split(": error: ", 1)[-1]
            for pattern, kind in KINDS:
                if re.search(pattern, message):
                    by_kind[kind] += 1
                    if len(examples[kind]) < 3:
                        examples[kind].append(line)
                    break
            else:
                unclassified[message[:80]] += 1

generated = glob.glob(os.path.join(work, "generated", "*", "*.swift"))
syntax_errors = []
for path in sorted(glob.glob(os.path.join(work, "*.generated-errors"))):
    with open(path, errors="replace") as f:
        syntax_errors += [line.rstrip() for line in f if ": error: " in line]

with open(failures) as f:
    failed = [line.strip() for line in f if line.strip()]
print(f"files: {files}  bytes: {nbytes}  protocols: {protocols}")
# The lexer's and parser's kinds: on this corpus of valid code, each one is a false positive.
PARSER_KINDS = ["unterminatedString", "unterminatedComment", "unterminatedRegex", "unbalancedDelimiter",
                "invalidCharacter", "unexpectedToken", "unsupportedMember"]
print(f"diagnostics: {sum(by_kind.values()) + sum(unclassified.values())}")
print("  lexer and parser (false positives on valid code):")
for kind in PARSER_KINDS:
    print(f"    {kind:24} {by_kind[kind]}")
    for example in examples[kind]:
        print(f"        e.g. {example[:160]}")
print("  resolver (what cannot be proxied):")
for kind, count in by_kind.most_common():
    if kind in PARSER_KINDS:
        continue
    print(f"    {kind:24} {count}")
    for example in examples[kind][:1]:
        print(f"        e.g. {example[:160]}")
for message, count in unclassified.most_common():
    print(f"  (unclassified) {count}: {message}")
print(f"generated files (per-file runs): {len(generated)}  syntax errors in generated code: {len(syntax_errors)}")
for line in syntax_errors[:20]:
    print("  " + line[:200])
print(f"crashes: {sum(1 for x in failed if x.startswith('CRASH'))}  hangs: {sum(1 for x in failed if x.startswith('HANG'))}")
for line in failed:
    print("  " + line)
parser_false_positives = sum(by_kind[kind] for kind in PARSER_KINDS)
sys.exit(1 if failed or syntax_errors or parser_false_positives else 0)
PY
