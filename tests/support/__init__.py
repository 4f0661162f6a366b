"""The one test harness for engine, records and app tests (issue 9, item 7).

- `positions`: rulesets with options changed and exact positions from card notation
  (seeded, 0 by default).
- `snapshot`: everything a refused move must leave untouched; `assert_refused`.
- `invariants`: RULES 8, checked after every move in every phase.
- `driver`: random legal play by any seat, deterministic by seed.
- `refusals`: plausible-but-wrong moves, for refusal properties.
- `reading`: small readers of events and moves.
- `editing`: a saved game edited by hand, so that it no longer resumes.

It depends on the engine's public API and names no private attribute. Only
snapshot.py looks inside a game, generically: `internal_state` walks every
attribute (so a hidden change by a refused move is seen), and `independent_copy`
deep-copies the game where the engine has no `clone()`.
"""
