"""The decisions a game can be waiting for (see Game.phase)."""

PLAY, DRAWN, CHALLENGE, STACK, SKIPPED, COLOUR, OUT = (
    "play",
    "drawn",
    "challenge",
    "stack",
    "skipped",
    "colour",
    "out",  # a last card was played without the final call (Page One "Stop")
)
ROUND_OVER, GAME_OVER = "round-over", "game-over"
