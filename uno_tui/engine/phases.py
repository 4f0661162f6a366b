"""The decisions a game can be waiting for (see Game.phase).

`Phase` is a StrEnum, so a phase still equals its plain name (`game.phase ==
"play"`); the constants below are its members, for short imports.
"""

from enum import StrEnum


class Phase(StrEnum):
    PLAY = "play"  # the player due plays, draws (or passes a card face down)
    DRAWN = "drawn"  # play the card just drawn, or keep it
    CHALLENGE = "challenge"  # challenge or accept a Wild Draw Four (no stacking)
    STACK = "stack"  # answer a pending draw (stack, pass it on, challenge) or take it
    SKIPPED = "skipped"  # answer a Skip with a Skip (H-skip-stack) or be skipped
    COLOUR = "colour"  # declare a colour outside a play (first-card wild, Greninja)
    OUT = "out"  # a last card was played without the final call (Page One "Stop")
    ROUND_OVER = "round-over"
    GAME_OVER = "game-over"


PLAY, DRAWN, CHALLENGE, STACK, SKIPPED, COLOUR, OUT = (
    Phase.PLAY,
    Phase.DRAWN,
    Phase.CHALLENGE,
    Phase.STACK,
    Phase.SKIPPED,
    Phase.COLOUR,
    Phase.OUT,
)
ROUND_OVER, GAME_OVER = Phase.ROUND_OVER, Phase.GAME_OVER
PENDING = (CHALLENGE, STACK, SKIPPED)  # a pending draw or Skip faces the player due
ANSWERS = (STACK, SKIPPED)  # ... which a card may answer
