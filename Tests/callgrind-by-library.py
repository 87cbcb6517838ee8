#!/usr/bin/env python3
"""Instructions a callgrind profile spent in each library (self cost, summed
by the `ob=` object each function belongs to), side by side for several
profiles, largest first; "???" is code generated at run time (llvmpipe's).

    python3 Tests/callgrind-by-library.py project.out overlay_label.out
    python3 Tests/callgrind-by-library.py --leave-out libc.so,libglib project.out bare.out

--leave-out NAME[,NAME...] adds a last line: the total without the libraries
whose file name contains one of NAMEs (say, those whose count depends on the
heap's state rather than on the code that runs).
"""
import collections
import re
import sys


def by_library(path):
    names, totals = {}, collections.Counter()
    current, skip_next = None, False
    for line in open(path):
        if skip_next:  # the inclusive cost of a call, already counted in the callee
            skip_next = False
            continue
        match = re.match(r"(c?ob)=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
        if match:
            if match.group(3):
                names[match.group(2)] = match.group(3)
            if match.group(1) == "ob":
                current = names.get(match.group(2))
            continue
        if line.startswith("calls="):
            skip_next = True
        elif line[:1].isdigit() or line[:1] in "+-*":
            fields = line.split()
            if len(fields) >= 2:
                totals[current] += int(fields[1])
    return totals


arguments = sys.argv[1:]
left_out = []
if arguments[:1] == ["--leave-out"]:
    left_out, arguments = arguments[1].split(","), arguments[2:]
profiles = [by_library(path) for path in arguments]
libraries = set().union(*profiles)
for library in sorted(libraries, key=lambda name: -max(p[name] for p in profiles)):
    counts = [p[library] for p in profiles]
    if max(counts) >= 1000:
        print(" ".join(f"{c:>14,}" for c in counts), " ", (library or "?").split("/")[-1])
print(" ".join(f"{sum(p.values()):>14,}" for p in profiles), "   total")
if left_out:
    kept = [sum(count for name, count in p.items() if not any(part in (name or "") for part in left_out)) for p in profiles]
    print(" ".join(f"{count:>14,}" for count in kept), "   total without", ", ".join(left_out))
