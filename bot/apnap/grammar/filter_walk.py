"""The walk over a step's own fields that finds every object filter it keeps (chosen_reads.py, shared_traits.py,
person_agreement.py), made once.

Why a module of its own: three passes walk each read step to its filters, some several times a step, and the walk
asked ``dataclasses.is_dataclass`` and ``dataclasses.fields`` of every value it met (a fifth of a cold request's
parse, profiled in session 32). A dataclass's field names are the same for every instance of its class, so they are
looked up once per class here; a value of no field (a string, a number, None) ends the walk at once, as it did.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from operator import attrgetter

from .specs import TypeFilter

# the values of no field of their own: the walk stops there (is_dataclass is False for each)
_LEAVES = frozenset({str, int, bool, float, type(None), frozenset})
# each class's field names (``dataclasses.fields``: no ClassVar, no InitVar), None for a class that is no dataclass
_NAMES: dict[type, tuple[str, ...] | None] = {}
# each dataclass's fields ``replace`` takes (``init``), in the same order
_INIT: dict[type, tuple[str, ...]] = {}


def field_names(cls: type) -> tuple[str, ...] | None:
    """The field names of the dataclass ``cls`` (in declaration order), or None when ``cls`` is no dataclass (a class
    given as a value is not walked into: ``dataclasses.is_dataclass`` of a class is true, of its metaclass false)."""
    try:
        return _NAMES[cls]
    except KeyError:
        names = tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else None
        _NAMES[cls] = names
        return names


def filters_in(value: object, depth: int, limit: int, skipped: frozenset[str] = frozenset()) -> list[TypeFilter]:
    """Every object filter ``value`` keeps at depths below ``limit`` (a tuple's items and a dataclass instance's
    fields, those named in ``skipped`` left out), in the order of its fields."""
    out: list[TypeFilter] = []
    if type(value) not in _LEAVES:
        _walk(value, depth, limit, skipped, out)
    return out


def _walk(value: object, depth: int, limit: int, skipped: frozenset[str], out: list[TypeFilter]) -> None:
    """Why this shape: most of what a step's fields hold is a leaf (a string, a number, None), so a leaf is passed
    over by the loop before a call is made for it, and a dataclass's fields are read in one ``attrgetter`` call
    (``_getter``); the order and the depths are those of the plain recursive walk (session 36: the walk was about a
    tenth of the slowest requests' CPU)."""
    if isinstance(value, TypeFilter):
        out.append(value)
        return
    if depth >= limit:
        return
    if isinstance(value, tuple):
        children: tuple[object, ...] = value
    else:
        getter = _getter(type(value), skipped)
        if getter is None:
            return
        children = getter(value)
    depth += 1
    for child in children:
        if type(child) not in _LEAVES:
            _walk(child, depth, limit, skipped, out)


# each (class, skipped names): a getter of the class's field values not skipped, as a tuple, or None (no dataclass)
_GETTERS: dict[tuple[type, frozenset[str]], Callable[[object], tuple[object, ...]] | None] = {}


def _getter(cls: type, skipped: frozenset[str]) -> Callable[[object], tuple[object, ...]] | None:
    try:
        return _GETTERS[cls, skipped]
    except KeyError:
        pass
    names = field_names(cls)
    kept = None if names is None else tuple(n for n in names if n not in skipped)
    getter: Callable[[object], tuple[object, ...]] | None
    if kept is None:
        getter = None
    elif len(kept) == 1:  # attrgetter of one name gives the value itself, not a tuple
        one = attrgetter(kept[0])
        getter = lambda value: (one(value),)  # noqa: E731
    elif kept:
        getter = attrgetter(*kept)
    else:
        getter = lambda value: ()  # noqa: E731
    _GETTERS[cls, skipped] = getter
    return getter


def mapped(value: object, change: Callable[[TypeFilter], TypeFilter], depth: int, limit: int,
           skipped: frozenset[str] = frozenset()) -> object:
    """``value`` with each filter :func:`filters_in` finds replaced by ``change(filter)`` (a dataclass remade with
    ``dataclasses.replace`` from its ``init`` fields not skipped)."""
    cls = type(value)
    if cls in _LEAVES:
        return value
    if isinstance(value, TypeFilter):
        return change(value)
    if depth < limit and isinstance(value, tuple):
        return tuple(mapped(item, change, depth + 1, limit, skipped) for item in value)
    if depth < limit and field_names(cls) is not None:
        new = {name: mapped(getattr(value, name), change, depth + 1, limit, skipped)
               for name in _init_names(cls) if name not in skipped}
        return dataclasses.replace(value, **new)  # type: ignore[type-var]
    return value


def _init_names(cls: type) -> tuple[str, ...]:
    try:
        return _INIT[cls]
    except KeyError:
        names = tuple(f.name for f in dataclasses.fields(cls) if f.init)
        _INIT[cls] = names
        return names
