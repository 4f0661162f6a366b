"""The strength table's store (scripts/bench_players.py --table): finished blocks of
games are kept with the players' source fingerprint, a later run plays only the
blocks still missing, and blocks played by other source no longer count."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("bench_players", ROOT / "scripts/bench_players.py")
assert spec and spec.loader
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def block(ruleset: str, matchup: str, first: int, wins: int, players: str | None = None) -> dict:
    levels = bench.MATCHUPS[matchup]
    return {
        "ruleset": ruleset,
        "levels": levels,
        "first": first,
        "games": bench.BLOCK,
        "wins": wins,
        "rounds": 100,
        "times_ms": [10.0, 20.0, 30.0] if matchup == "hard" else [],
        "players": players or bench.fingerprint(levels),
    }


def store(tmp_path, monkeypatch, blocks: list[dict]) -> None:
    path = tmp_path / "strength.jsonl"
    path.write_text("".join(json.dumps(b) + "\n" for b in blocks))
    monkeypatch.setattr(bench, "STORE", path)


def test_only_missing_blocks_are_played(tmp_path, monkeypatch):
    store(tmp_path, monkeypatch, [block("official", "normal", 0, 20)])
    todo = bench.missing(["official"], {"normal": 75, "hard": 25}, bench.stored())
    assert todo == [
        ("official", "normal", 25),
        ("official", "normal", 50),
        ("official", "hard", 0),
    ]


def test_blocks_of_other_players_source_do_not_count(tmp_path, monkeypatch):
    store(tmp_path, monkeypatch, [block("official", "hard", 0, 9, players="0123456789ab")])
    assert bench.stored() == {}
    assert bench.missing(["official"], {"hard": 25}, {}) == [("official", "hard", 0)]


def test_fingerprint_follows_the_levels_sources():
    # hard plays by search.py and beliefs.py as well: its fingerprint differs
    assert bench.fingerprint(["normal", "easy"]) != bench.fingerprint(["hard", "normal"])
    assert bench.fingerprint(["easy"]) == bench.fingerprint(["normal"])


def test_table_adds_up_the_stored_blocks(tmp_path, monkeypatch, capsys):
    store(
        tmp_path,
        monkeypatch,
        [
            block("official", "normal", 0, 20),
            block("official", "normal", 25, 21),
            block("official", "hard", 0, 10),
        ],
    )
    bench.table(["official", "kids"])
    rows = capsys.readouterr().out.splitlines()
    assert rows[2] == (
        "| official | 82.0% (69.2%–90.2%), 50 games | 40.0% (23.4%–59.3%), 25 games | 20 / 30 ms |"
    )
    assert rows[3] == "| kids | – | – | – |"


def test_every_players_module_is_fingerprinted_or_declared_not_played():
    """A new module under uno_tui/players must join a level's fingerprint (or the
    modules that choose no move), or games before and after a change to it mix."""
    modules = {p.stem for p in bench.PLAYERS.glob("*.py")}
    played = {name for names in bench._SOURCES.values() for name in names}
    assert modules == played | set(bench._NOT_PLAYED)
    assert not played & set(bench._NOT_PLAYED)


def replaying(monkeypatch, wins: int, rounds: int = 100) -> list[tuple]:
    """Blocks played again come out with these wins and rounds; the calls are listed."""
    calls: list[tuple] = []

    def play_block(ruleset, levels, first):
        calls.append((ruleset, levels[0], first))
        return {**block(ruleset, levels[0], first, wins), "rounds": rounds}

    monkeypatch.setattr(bench, "play_block", play_block)
    return calls


def test_blocks_a_replay_shows_unchanged_are_carried_over(tmp_path, monkeypatch, capsys):
    earlier = "0123456789ab"
    blocks = [block("official", "hard", first, 9, earlier) for first in (25, 0, 50)]
    store(tmp_path, monkeypatch, blocks)
    calls = replaying(monkeypatch, wins=9)
    bench.carry_over(["official"], workers=1)
    assert calls == [("official", "hard", 0)]  # the first block, once
    assert "3 blocks carried over" in capsys.readouterr().out
    have = bench.stored()
    assert sorted(have["official", "hard"]) == [0, 25, 50]
    bench.carry_over(["official"], workers=1)  # nothing left to check
    assert len(calls) == 1


def test_blocks_a_replay_shows_changed_are_not_carried_over(tmp_path, monkeypatch, capsys):
    store(tmp_path, monkeypatch, [block("official", "hard", 0, 9, "0123456789ab")])
    replaying(monkeypatch, wins=9, rounds=101)  # the same wins, but other rounds
    bench.carry_over(["official"], workers=1)
    assert "not carried over" in capsys.readouterr().out
    assert bench.stored() == {}


def test_carries_over_are_followed_to_the_source_now(tmp_path, monkeypatch):
    first, second, now = "aaaaaaaaaaaa", "bbbbbbbbbbbb", bench.fingerprint(["hard", "normal"])
    carries = [
        {"ruleset": "kids", "levels": bench.MATCHUPS["hard"], "carried": a, "players": b}
        for a, b in ((first, second), (second, now))
    ]
    blocks = [block("kids", "hard", 0, 5, first), block("kids", "hard", 25, 6, second)]
    store(tmp_path, monkeypatch, blocks + carries)
    assert sorted(bench.stored()["kids", "hard"]) == [0, 25]
    assert bench.stored().get(("official", "hard")) is None  # carried in kids only
