"""`uno-tui stats`: each player's standing, worked out again from the saved games."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from support.driver import Driver, play
from support.editing import UNRESUMABLE, edit
from support.language import speaking

from uno_tui import records
from uno_tui.cli.stats import BAR_WIDTH
from uno_tui.engine import Game, load_ruleset
from uno_tui.records.stats import family_stats


def saved_game(folder: Path, names: list[str], seed: int, finish: bool = True) -> Game:
    rules = load_ruleset("official").with_options(target_score=80)
    game = Game.new(rules, names, seed=seed)
    if finish:
        play(game, 100_000, seed=seed)
        assert game.game_over
    else:
        Driver(seed).step(game)
    folder.mkdir(parents=True, exist_ok=True)
    records.save(game, folder / f"game-{seed}.json")
    return game


def test_the_figures_are_those_of_the_games_replayed(games_folder: Path):
    games = [saved_game(games_folder, ["Ann", "Ben"], s) for s in (1, 2, 3)]
    games.append(saved_game(games_folder, ["Ann", "Cat", "Ben"], 4))
    saved_game(games_folder, ["Ann", "Ben"], 5, finish=False)  # counts its rounds only
    figures = family_stats(games_folder)
    assert figures.games == 5 and figures.finished == 4 and not figures.skipped
    by_name = {p.name: p for p in figures.players}
    for name in ("Ann", "Ben", "Cat"):
        wins = sum(g.players[g.game_winner] == name for g in games)
        played = [g for g in games if name in g.players]
        rounds = [r for g in played for r in g.round_scores]
        seat_wins = sum(r[g.players.index(name)] > 0 for g in played for r in g.round_scores)
        p = by_name[name]
        assert (p.games, p.wins, p.rounds_won) == (len(played), wins, seat_wins)
        assert p.rounds >= len(rounds)  # (and the unfinished game's, if one ended)
        assert p.win_rate == wins / len(played)
    assert figures.players[0].wins == max(p.wins for p in figures.players)


def test_the_rows_at_a_table_are_its_players_as_they_sat(games_folder: Path):
    saved_game(games_folder, ["Ann", "Cat"], 1)  # Cat a person
    game = saved_game(games_folder, ["Ann", "Cat"], 2)
    records.save(game, games_folder / "game-2.json", computers={1: "normal"})  # a computer
    figures = family_stats(games_folder)
    rows = figures.at_table([("Ann", None), ("Cat", "normal")])
    assert sorted((p.name, p.computer, p.games) for p in rows) == [
        ("Ann", None, 2),
        ("Cat", "normal", 1),
    ]
    assert [(p.name, p.computer) for p in figures.at_table([("Cat", None)])] == [("Cat", None)]


@pytest.mark.parametrize("kind", UNRESUMABLE)
def test_a_game_left_out_adds_nothing(games_folder: Path, kind: str):
    saved_game(games_folder, ["Ann", "Ben"], 1)
    alone = family_stats(games_folder)
    saved_game(games_folder, ["Ann", "Ben"], 2)  # three rounds: the last is edited
    edit(games_folder / "game-2.json", UNRESUMABLE[kind])
    figures = family_stats(games_folder)
    assert figures.players == alone.players  # not a round, not a name more
    assert (figures.games, figures.finished) == (alone.games, alone.finished) == (1, 1)
    (why,) = figures.skipped
    assert why.startswith(str(games_folder / "game-2.json"))


def test_points_per_round_and_best_run():
    from uno_tui.records.stats import PlayerStats, _round_over

    class Scores:  # what _round_over reads of a game
        scores = [0, 0]
        rules = load_ruleset("official")

        def ranking(self):
            return sorted((0, 1), key=lambda s: -self.scores[s])

    game, seats = Scores(), [PlayerStats("Ann"), PlayerStats("Ben")]
    runs, behind = [0, 0], [0, 0]
    for winner, points in ((1, 50), (0, 30), (0, 40), (1, 10), (0, 20), (0, 5), (0, 5)):
        game.scores[winner] += points
        _round_over(game, winner, points, seats, runs, behind)  # type: ignore[arg-type]
    ann, ben = seats
    assert (ann.rounds, ann.rounds_won, ann.points, ann.best_run) == (7, 5, 100, 3)
    assert ann.points_per_round == 100 / 7
    assert (ben.rounds_won, ben.best_run) == (2, 1)
    assert behind[0] == 50  # Ann was 50 behind after the first round


def test_a_game_won_by_partners_counts_a_win_for_both(games_folder: Path, run):
    rules = load_ruleset("official").with_options(target_score=80, teams="opposite")
    game = Game.new(rules, ["Ann", "Ben", "Cat", "Dan"], seed=3)
    play(game, 100_000, seed=3)
    games_folder.mkdir(parents=True)
    records.save(game, games_folder / "partners.json")
    a, b = (game.players[s] for s in game.game_winners)
    wins = {p.name: p.wins for p in family_stats(games_folder).players}
    assert wins[a] == wins[b] == 1 and sum(wins.values()) == 2
    assert f"finished, {a} & {b} won" in run("games").stdout


def test_points_per_round_counts_only_rounds_scored_by_points(games_folder: Path):
    official = saved_game(games_folder, ["Ann", "Ben"], 1)
    rules = load_ruleset("kids")  # round-wins scoring: a round won scores 1
    kids = Game.new(rules, ["Ann", "Ben"], seed=2)
    play(kids, 100_000, seed=2)
    records.save(kids, games_folder / "kids.json")
    ann = next(p for p in family_stats(games_folder).players if p.name == "Ann")
    rounds = official.round_scores
    assert ann.rounds == len(rounds) + len(kids.round_scores)
    assert ann.scored_rounds == len(rounds)
    assert ann.points_per_round == sum(max(r[0], 0) for r in rounds) / len(rounds)


@pytest.mark.parametrize("code", ["en", "fr", "ja"])
def test_the_standings_fit_80_columns_with_computer_names(games_folder: Path, run, code):
    """A play-tester at 80 columns: 'Comeback' was cut to 'Comeba', its figures lost,
    and the caption under the table lost words. Nothing is cut, in any language."""
    for s in (1, 2):
        game = saved_game(games_folder, ["Robo the Third", "Ben", "Cat", "Dan"], s)
        records.save(game, games_folder / f"game-{s}.json", computers={0: "normal", 1: "hard"})
    with speaking(code):
        ran = run("stats", columns=80)
    assert ran.exit_code == 0, ran.stderr
    lines = ran.stdout.splitlines()
    assert max(cell_len(line.rstrip()) for line in lines) <= 80
    assert "…" not in ran.stdout and "Robo the Third" in ran.stdout
    if code == "en":
        assert "Comeback" in ran.stdout
        caption = "Best run: most rounds won in a row. Comeback: most points behind the leader"
        assert caption in " ".join(" ".join(lines).split())


def test_the_command_shows_the_standings(games_folder: Path, run):
    for s in (1, 2):
        saved_game(games_folder, ["Ann", "Ben"], s)
    ran = run("stats")
    assert ran.exit_code == 0, ran.stderr
    assert "2 saved games" in ran.stdout
    assert "Standings" in ran.stdout and "Rounds won" in ran.stdout
    assert "Ann" in ran.stdout and "Ben" in ran.stdout
    other = run("stats", "--dir", games_folder)
    assert other.stdout == ran.stdout


def test_unfinished_games_count_their_rounds_under_a_heading_that_says_so(games_folder: Path, run):
    saved_game(games_folder, ["Ann", "Ben"], 5, finish=False)
    ran = run("stats")
    assert ran.exit_code == 0, ran.stderr
    assert "0 played to the end" in ran.stdout
    assert "Games finished" in " ".join(ran.stdout.split())  # (a heading may wrap)


def test_the_rounds_chart_keeps_its_layout_when_no_round_was_won(games_folder: Path, run):
    saved_game(games_folder, ["Ann", "Ben"], 5, finish=False)  # one move: no round over
    ran = run("stats")
    assert ran.exit_code == 0, ran.stderr
    lines = ran.stdout.splitlines()
    chart = lines[[line.rstrip() for line in lines].index("Rounds won") :]  # title, one line
    assert [line.split() for line in chart[1:3]] == [["Ann", "0"], ["Ben", "0"]]
    assert len(chart[1]) == len("Ann ") + BAR_WIDTH + len(" 0")  # an empty bar, full width


def test_the_standings_name_no_player_of_a_game_left_out(games_folder: Path, run):
    saved_game(games_folder, ["Ann", "Ben"], 1)
    saved_game(games_folder, ["Ann", "Zed", "Cat"], 3)
    bad = (games_folder / "game-3.json").rename(games_folder / "dup.json")
    edit(bad, lambda data: data.update(players=["Ann", "Zed", "zed"]))
    ran = run("stats")
    assert ran.exit_code == 0, ran.stderr
    standings, left_out = ran.stdout.split("Left out: ")
    assert "1 saved game in" in standings and "Ann" in standings
    assert "Zed" not in standings and "zed" not in standings and "Cat" not in standings
    said = " ".join(left_out.split())
    assert said.startswith(f"{bad}: the game cannot be dealt again: 'zed' is given twice")


def test_no_games_is_one_line_and_a_failure(tmp_path: Path, games_folder: Path, run):
    ran = run("stats")
    assert ran.exit_code == 1
    assert ran.stderr.strip().count("\n") == 0 and "uno-tui play" in ran.stderr
    empty = tmp_path / "empty"
    empty.mkdir()
    ran = run("stats", "--dir", empty)
    assert ran.exit_code == 1 and "No saved games" in ran.stderr
    assert "Traceback" not in ran.stderr + ran.stdout


def test_a_damaged_record_is_left_out_and_named(games_folder: Path, run):
    saved_game(games_folder, ["Ann", "Ben"], 1)
    (games_folder / "broken.json").write_text("{not json")
    ran = run("stats")
    assert ran.exit_code == 0
    assert "Left out" in ran.stdout and "broken.json" in ran.stdout
