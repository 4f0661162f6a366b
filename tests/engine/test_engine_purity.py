"""The engine knows nothing about screens and owns its randomness (STYLE.md)."""

import json
import random
import subprocess
import sys

from support.positions import NAMES
from support.snapshot import snapshot

from uno_tui.engine import Game

UI_PACKAGES = ("textual", "rich", "typer")


def test_engine_imports_no_user_interface_package():
    code = (
        "import json, sys\n"
        "import uno_tui.engine\n"
        "from uno_tui.engine import Game, load_ruleset\n"
        "game = Game.new(load_ruleset('official'), ['Ann', 'Ben'], seed=1)\n"
        "game.move(game.legal_moves()[0])\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    modules = json.loads(done.stdout)
    assert "uno_tui.engine" in modules
    loaded = [m for m in modules if m.split(".")[0] in UI_PACKAGES]
    assert loaded == [], f"the engine pulled in {loaded}"
    assert not [m for m in modules if m.startswith(("uno_tui.app", "uno_tui.cli"))]


def test_engine_uses_its_own_random_generator(rules):
    """The global `random` state neither changes the game nor is used by it."""

    def play(global_seed: int) -> tuple[dict, list]:
        random.seed(global_seed)
        state = random.getstate()
        game = Game.new(rules, NAMES[:4], seed=42)
        chooser = random.Random(0)
        for _ in range(300):
            if game.round_over:
                break
            game.move(chooser.choice(game.legal_moves()))
        assert random.getstate() == state, "the engine used the global random generator"
        return snapshot(game), list(game.events)

    assert play(1) == play(2)
