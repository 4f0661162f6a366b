"""CLI benchmark: `uno-tui --help` against a bare two-command Typer app, printed (never asserted).

    python scripts/bench_cli.py [--runs 30]

Each run starts a fresh interpreter that prints the help of one app: `uno-tui
--help` (through `uno_tui.cli.main`, as the console script does) or a bare
Typer app with two empty commands. The runs alternate between the two, so a
busy machine slows both alike. Prints the median wall time and the median CPU
time (user + system, less disturbed by other processes) of each, and the
ratios.

The runs may write bytecode (__pycache__) even where PYTHONDONTWRITEBYTECODE
is set: an installed uno-tui is compiled once at install time, so compiling
its source on every run would measure something no user waits for.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

BARE = """
import typer
app = typer.Typer()
@app.command()
def one() -> None:
    "The first command."
@app.command()
def two() -> None:
    "The second command."
app(prog_name="bare")
"""

UNO = """
from uno_tui.cli import main
main()
"""


ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
ENV["COLUMNS"] = "100"  # the same help width for both, whatever the terminal


def one_run(code: str, *args: str) -> tuple[float, float]:
    """Wall and CPU seconds of `python -c code *args` in a fresh interpreter."""
    before = os.times()
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True, env=ENV)
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    return wall, cpu


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="runs of each app (median)")
    args = parser.parse_args(argv)
    times: dict[str, list[tuple[float, float]]] = {"bare": [], "uno": []}
    one_run(BARE, "--help")  # warm the file cache before measuring
    one_run(UNO, "--help")
    for _ in range(args.runs):
        times["bare"].append(one_run(BARE, "--help"))
        times["uno"].append(one_run(UNO, "--help"))
    wall = {name: statistics.median(t[0] for t in runs) * 1000 for name, runs in times.items()}
    cpu = {name: statistics.median(t[1] for t in runs) * 1000 for name, runs in times.items()}
    print(f"--help, median of {args.runs} runs each   wall ms   CPU ms")
    print(f"bare two-command Typer app         {wall['bare']:>9.1f} {cpu['bare']:>8.1f}")
    print(f"uno-tui                            {wall['uno']:>9.1f} {cpu['uno']:>8.1f}")
    print(
        f"ratio                              {wall['uno'] / wall['bare']:>9.2f} "
        f"{cpu['uno'] / cpu['bare']:>8.2f}"
    )


if __name__ == "__main__":
    main()
