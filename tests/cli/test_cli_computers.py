"""Computer seats from the command line: --computer, --level, --seat-level."""


def test_computer_seats_come_after_the_named_humans(run, opened):
    ran = run("play", "-n", "Ann", "--computer", "3", "--level", "hard")
    assert ran.exit_code == 0, ran.stderr
    kwargs = opened[-1].kwargs
    assert kwargs["names"][0] == "Ann" and len(kwargs["names"]) == 4
    assert kwargs["computers"] == {1: "hard", 2: "hard", 3: "hard"}
    assert kwargs["recorder"].computers == {1: "hard", 2: "hard", 3: "hard"}


def test_computer_names_never_repeat_a_human_name(run, opened):
    ran = run("play", "-n", "Cat", "-n", "Dan", "--computer", "2")
    assert ran.exit_code == 0, ran.stderr
    names = opened[-1].kwargs["names"]
    assert len({n.casefold() for n in names}) == 4
    assert opened[-1].kwargs["computers"] == {2: "normal", 3: "normal"}


def test_seat_level_makes_any_seat_a_computer(run, opened):
    ran = run("play", "-n", "Ann", "-n", "Ben", "-n", "Cat", "--seat-level", "3=easy")
    assert ran.exit_code == 0, ran.stderr
    assert opened[-1].kwargs["names"] == ["Ann", "Ben", "Cat"]
    assert opened[-1].kwargs["computers"] == {2: "easy"}


def test_no_computer_seats_by_default(run, opened):
    ran = run("play", "-n", "Ann", "-n", "Ben")
    assert ran.exit_code == 0, ran.stderr
    assert opened[-1].kwargs["computers"] == {}


def test_unnamed_people_come_first_then_the_computers(run, opened):
    ran = run("play", "-p", "3", "-c", "2")
    assert ran.exit_code == 0, ran.stderr
    assert opened[-1].kwargs["names"] == ["Player 1", "Cat", "Dan"]
    assert opened[-1].kwargs["computers"] == {1: "normal", 2: "normal"}
    ran = run("play", "-n", "Ann", "-p", "4", "-c", "2", "--level", "easy")
    assert ran.exit_code == 0, ran.stderr
    assert opened[-1].kwargs["names"] == ["Ann", "Player 2", "Cat", "Dan"]
    assert opened[-1].kwargs["computers"] == {2: "easy", 3: "easy"}
    assert opened[-1].kwargs["recorder"].computers == {2: "easy", 3: "easy"}


def test_seat_level_still_seats_a_computer_among_the_people(run, opened):
    ran = run("play", "-p", "4", "-c", "1", "--seat-level", "1=hard")
    assert ran.exit_code == 0, ran.stderr
    assert opened[-1].kwargs["names"] == ["Player 1", "Player 2", "Player 3", "Cat"]
    assert opened[-1].kwargs["computers"] == {0: "hard", 3: "normal"}
