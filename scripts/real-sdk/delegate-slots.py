#!/usr/bin/env python3
"""Lists the settable delegate slots of Swift module interfaces, independently of proxygen's parser.

Usage: delegate-slots.py INTERFACE...

A slot is an instance `var` of a class, or of an extension of a class, that is settable (no
`{ get }`) and whose type is an optional of a protocol, or of a composition of protocols, that one
of the interfaces declares: `weak open var delegate: (any UITableViewDelegate)?`. Prints one line
per slot, `Class.property: Type`, sorted; the count is the number of lines.
"""
import re
import sys

declaration = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))? )*(?:public |open |final |nonisolated )*"
                         r"(class|protocol|struct|enum|extension|actor)\s+([\w.]+)")
slot = re.compile(r"^\s+(?:@[\w.]+(?:\([^)]*\))? )*(?:weak |unowned\(unsafe\) |unowned )?"
                  r"(?:@[\w.]+ )*(?:open|public) (?:weak |unowned\(unsafe\) )?var (\w+): "
                  r"\(any ([\w.]+(?: & [\w.]+)*)\)\?\s*$")

texts = [open(path, encoding="utf-8").read() for path in sys.argv[1:]]
protocols, classes = set(), set()
for text in texts:
    for line in text.splitlines():
        match = declaration.match(line)
        if match and match.group(1) == "protocol":
            protocols.add(match.group(2))
        elif match and match.group(1) == "class":
            classes.add(match.group(2))

slots = set()
for text in texts:
    owner = None
    for line in text.splitlines():
        match = declaration.match(line)
        if match:
            kind, name = match.groups()
            owner = name if (kind == "class" or (kind == "extension" and name in classes)) else None
            continue
        if owner is None or "static " in line or "class var" in line:
            continue
        match = slot.match(line)
        if not match:
            continue
        names = [part.split(".")[-1] for part in match.group(2).split(" & ")]
        if all(name in protocols for name in names):
            slots.add(f"{owner}.{match.group(1)}: {match.group(2)}")

for line in sorted(slots):
    print(line)
