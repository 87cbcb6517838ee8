// placeholder-bench: filled in by the benchmark work (issue 5).
print("placeholder-bench: not written yet")
