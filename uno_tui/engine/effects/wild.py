"""Wild (O7): the player declares the colour; nothing else happens."""

from .base import Effect

WILD = Effect("wild", face="W", wild=True, jumpable=False)
