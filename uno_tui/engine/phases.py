"""The decisions a game can be waiting for (see Game.phase)."""

PLAY, DRAWN, CHALLENGE, STACK, SKIPPED, COLOUR = (
    "play",
    "drawn",
    "challenge",
    "stack",
    "skipped",
    "colour",
)
ROUND_OVER, GAME_OVER = "round-over", "game-over"
