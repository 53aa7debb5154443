"""One rule for the resolver's registries: a key is registered once.

Why its own module: the engine (``engine/registry.py``: step handlers; ``engine/asking.py``:
deciders; ``engine/values.py``: amounts and conditions) and the renderer (``render/registry.py``)
each keep a table from a type to the function for it, filled by decorators as their modules are
imported; a second function for the same key would silently replace the first, depending on import
order. All of them refuse it here, with the same words.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping
from typing import Any, TypeVar

K = TypeVar("K")
F = TypeVar("F")


def register_once(table: MutableMapping[K, Any], keys: Iterable[K], fn: F, what: str) -> F:
    """``fn`` under each of ``keys`` in ``table``; a key already there is an error ("two handlers for Draw")."""
    for key in keys:
        if key in table:
            raise RuntimeError(f"two {what} for {getattr(key, '__name__', key)}")
        table[key] = fn
    return fn
