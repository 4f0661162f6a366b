"""Instructions of the engine's move loop, repeatable on a noisy shared machine.

    PYTHONPATH=. valgrind --tool=callgrind --callgrind-out-file=/tmp/cg python \
        scripts/count_instructions.py official 3
    (then again with 0 games: the difference is the games' own cost, start-up aside)

Plays `games` complete four-player games of random legal moves (as `uno_tui.bench`
does) and prints the number of moves; callgrind prints "Collected : N" instructions,
the same for the same code, inputs and Python whatever else the machine is doing.
Run it at two commits (a `git worktree` of each, PYTHONPATH set to it) to compare.
"""

from __future__ import annotations

import sys

from uno_tui.bench import play_games
from uno_tui.engine import load_ruleset

if __name__ == "__main__":
    ruleset = sys.argv[1] if len(sys.argv) > 1 else "official"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    print(play_games(load_ruleset(ruleset), 4, games, 7))
