"""Compatibility name for the card-text grammar, which lives in :mod:`bot.apnap.grammar`."""

from __future__ import annotations

from .grammar import *
from .grammar import __all__  # noqa: F401
