"""The one test harness for engine, records and app tests (issue 9, item 7).

- `positions`: rulesets with options changed and exact positions from card notation.
- `snapshot`: everything a refused move must leave untouched; `assert_refused`.
- `invariants`: RULES 8, checked after every move in every phase.
- `driver`: random legal play by any seat, deterministic by seed.
- `refusals`: plausible-but-wrong moves, for refusal properties.
- `reading`: small readers of events and moves.

It depends on the engine's public API; the one unavoidable private access is the
generic walk of the game's attributes in `snapshot.internal_state`.
"""
