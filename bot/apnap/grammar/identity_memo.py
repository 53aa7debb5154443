"""``by_identity``: a one-argument function of a frozen parse object (a step, an effect) memoised by that object's
identity.

Why not ``functools.lru_cache``: its key is the argument's hash, and a frozen dataclass's hash is every field's, made
again at each call (a step holds filters, slots, references, each hashed in turn): for a question asked of the same
step a dozen times in one request ("does it name a target player?"), hashing it cost more than answering. An entry
keeps its object alive, so no other object can have its identity while the entry stands, and the answer is a pure
function of a frozen object, so it is the same for every request that holds that object (the parse of a text is
already shared by every request that reads that text, ``parse_effect``). Answers must be immutable (a bool, a
tuple): one request can never change what another reads. ``cache_clear`` and ``cache_parameters`` are those of
``functools.lru_cache``, so the speed figure's cold requests (tests/apnap/corpus.py ``clear_text_memos``) empty these
memos too.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")
V = TypeVar("V")


class IdentityMemo(Generic[T, V]):
    """``function`` memoised by its argument's identity, at most ``maxsize`` entries (all dropped when full)."""

    def __init__(self, function: Callable[[T], V], maxsize: int) -> None:
        self._function = function
        self._maxsize = maxsize
        self._memo: dict[int, tuple[T, V]] = {}
        functools.update_wrapper(self, function)
        # set on the instance, not the class: clear_text_memos asks every module value for ``cache_parameters``, the
        # class in this module's namespace included
        self.cache_clear: Callable[[], None] = self._memo.clear
        self.cache_parameters: Callable[[], dict[str, Any]] = lambda: {"maxsize": maxsize, "typed": False}

    def __call__(self, obj: T) -> V:
        hit = self._memo.get(id(obj))
        if hit is not None and hit[0] is obj:
            return hit[1]
        value = self._function(obj)
        if len(self._memo) >= self._maxsize:
            self._memo.clear()
        self._memo[id(obj)] = (obj, value)
        return value


def by_identity(maxsize: int = 4096) -> Callable[[Callable[[T], V]], IdentityMemo[T, V]]:
    """The decorator: ``@by_identity()`` over a pure function of one frozen object returning an immutable value."""

    def wrap(function: Callable[[T], V]) -> IdentityMemo[T, V]:
        return IdentityMemo(function, maxsize)

    return wrap
