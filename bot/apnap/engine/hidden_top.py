"""The record of a library top put back in an order only its owner chose (401.4), apart from library_order.py so
that the engine's State can hold it without importing the functions that read State (no import circle)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HiddenTop:
    """The top ``count`` cards of a library are in an order only their owner chose (401.4); ``mixed``: some of
    them already left unnamed, so which of them remain is not known either."""

    count: int
    mixed: bool = False
