#!/usr/bin/env python3
"""synthetic-protocols: protocol-dense Swift input for the generator benchmarks.

    scripts/synthetic-protocols.py N OUTDIR [--per-file K] [--requirements R] [--name NAME]
                                           [--no-completions]

Writes N class-bound protocols of 3 to 5 requirements each (or exactly R with --requirements),
K protocols per file (default 10), into OUTDIR/SyntheticNNNNN.swift (with --name, one protocol
named NAME into OUTDIR/NAME.swift). With --no-completions, a requirement that would take a
completion handler is a method without one (the same sequence otherwise). The output is
deterministic: the same arguments give the same bytes (a fixed linear congruential sequence,
no dependence on Python's hash seed or random module). Requirements mix the shapes delegates
have: methods with and without results, optional results, labels, closures, a property.
"""

import os
import sys


class Sequence:
    """A fixed linear congruential generator (the constants of Numerical Recipes)."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self, bound):
        self.state = (self.state * 1664525 + 1013904223) & 0xFFFFFFFF
        return (self.state >> 8) % bound


TYPES = ["Int", "String", "Double", "Bool", "[Int]", "[String: Int]", "Data", "URL", "Date"]
VERBS = ["did", "will", "should"]
WORDS = ["Load", "Select", "Finish", "Start", "Receive", "Update", "Change", "Move", "Close", "Open"]
NOUNS = ["item", "value", "index", "name", "count", "record", "entry", "row", "page", "token"]


def requirement(seq, protocol, number, subject, completions=True):
    shape = seq.next(6)
    if shape == 4 and not completions:
        shape = 0
    verb = VERBS[seq.next(len(VERBS))]
    word = WORDS[seq.next(len(WORDS))]
    noun = NOUNS[seq.next(len(NOUNS))]
    kind = TYPES[seq.next(len(TYPES))]
    doc = f"    /// Requirement {number} of ``{protocol}``: the {noun} {verb} {word.lower()}.\n"
    if shape == 0:
        return doc + f"    func {subject}(_ {subject}: {protocol}Subject, {verb}{word}{number} {noun}: {kind})\n"
    if shape == 1:
        return doc + f"    func {subject}{verb.capitalize()}{word}{number}(_ {subject}: {protocol}Subject)\n"
    if shape == 2:
        return doc + (
            f"    func {subject}(_ {subject}: {protocol}Subject, {verb}{word}{number} {noun}: {kind}) -> {kind}?\n"
        )
    if shape == 3:
        return doc + (
            f"    func {subject}(_ {subject}: {protocol}Subject, {verb}{word}{number} {noun}: {kind}, "
            f"at position: Int) -> Bool?\n"
        )
    if shape == 4:
        return doc + (
            f"    func {subject}(_ {subject}: {protocol}Subject, {verb}{word}{number} {noun}: {kind}, "
            f"completion: @escaping @Sendable (Bool) -> Void)\n"
        )
    return doc + f"    var {noun}{word}{number}: {kind}? {{ get set }}\n"


def protocol_text(seq, index, requirements, name=None, completions=True):
    name = name or f"Synthetic{index:06d}Delegate"
    subject = "source"
    count = requirements if requirements else 3 + seq.next(3)
    body = "".join(requirement(seq, name, n, subject, completions) for n in range(count))
    return (
        f"/// The object a ``{name}`` is told about.\n"
        f"public final class {name}Subject {{}}\n\n"
        f"/// Synthetic delegate number {index}.\n"
        f"public protocol {name}: AnyObject {{\n{body}}}\n"
    )


def main(argv):
    args = argv[1:]
    per_file = 10
    requirements = 0
    if "--per-file" in args:
        i = args.index("--per-file")
        per_file = int(args[i + 1])
        del args[i : i + 2]
    if "--requirements" in args:
        i = args.index("--requirements")
        requirements = int(args[i + 1])
        del args[i : i + 2]
    completions = "--no-completions" not in args
    if not completions:
        args.remove("--no-completions")
    name = None
    if "--name" in args:
        i = args.index("--name")
        name = args[i + 1]
        del args[i : i + 2]
    if len(args) != 2 or per_file < 1 or (name and args[0] != "1"):
        sys.stderr.write(__doc__)
        return 2
    count, directory = int(args[0]), args[1]
    os.makedirs(directory, exist_ok=True)
    seq = Sequence(count * 7919 + requirements)
    total = 0
    for start in range(0, count, per_file):
        parts = ["import Foundation\n"]
        for index in range(start, min(start + per_file, count)):
            parts.append("\n" + protocol_text(seq, index, requirements, name, completions))
        text = "".join(parts)
        path = os.path.join(directory, f"{name}.swift" if name else f"Synthetic{start // per_file:05d}.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        total += len(text.encode("utf-8"))
    print(f"{count} protocols, {(count + per_file - 1) // per_file} files, {total} bytes in {directory}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
