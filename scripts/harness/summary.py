"""What the harness's programs leave to be read: summary.txt beside their screenshots and logs,
and rows of the table `make bench` prints (the benchmarks' shell writes the same rows with
Benchmarks/common.sh's `summary`)."""
import os


def write_summary(folder, text):
    """Writes text to folder/summary.txt, making folder if need be, and returns the file's path."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "summary.txt")
    with open(path, "w") as file:
        file.write(text)
    return path


def add_bench_row(workload, unit, ours, reference, theirs, goal):
    """Adds a row (ratio = ours / theirs, met when at most goal) to $BENCH_SUMMARY when it is set."""
    summary = os.environ.get("BENCH_SUMMARY")
    if summary:
        with open(summary, "a") as file:
            file.write("\t".join(str(cell) for cell in (workload, unit, ours, reference, theirs, goal)) + "\n")
