"""A number (or a playing-card rank without an effect): nothing happens."""

from .base import Effect

NUMBER = Effect("number", plain=True)
