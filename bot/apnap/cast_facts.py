"""Facts of how the resolving spell was cast that no board shows: the mana spent to cast it (601.2h, 106.1).

Why a scenario field: "If {B} was spent to cast this spell, …" and adamant's "If at least three red mana was spent to
cast this spell, …" (a condition of the cast, like kicker) depend on how its cost was paid, which is gone once the
spell is on the stack; the resolver asks for it (``mana_spent``) rather than guess it from the mana cost.
``mana_spent: {red: 3, colorless: 1}``: how much mana of each colour (and colorless) was spent.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import fields, is_dataclass
from functools import lru_cache
from typing import Any

from bot.catalog import t

from .scenario_reader import ScenarioReader

MAX_KICKS = 20  # times one spell was kicked (multikicker, 702.33c)


def kicked_facts(loader: ScenarioReader, data: Mapping[str, Any]) -> tuple[bool, int | None]:
    """``kicked``: ``true`` / ``false`` (702.33d), or how many times (multikicker, 702.33c: ``kicked: 2``). Returns
    (kicked?, times or None when not said: "for each time it was kicked" then asks, never takes 1)."""
    raw = data.get("kicked")
    if raw is None:
        return False, None
    if isinstance(raw, str) and raw.strip().isdigit():  # the answer to the question, as a front end passes it on
        raw = int(raw)
    if isinstance(raw, int) and not isinstance(raw, bool):
        times = loader.integer(raw, "kicked", 0, MAX_KICKS)
        return times > 0, times
    kicked = loader.boolean(raw, "kicked")
    return kicked, None if kicked else 0


MANA_KINDS = ("white", "blue", "black", "red", "green", "colorless")
MAX_MANA_SPENT = 99  # of one kind, for one spell


def mana_spent(loader: ScenarioReader, data: Mapping[str, Any]) -> tuple[tuple[str, int], ...] | None:
    """``mana_spent`` as (kind, amount) pairs in MANA_KINDS order, or None when not given."""
    raw = data.get("mana_spent")
    if raw is None:
        return None
    given = loader.mapping(raw, "mana_spent", MANA_KINDS)
    return tuple((kind, loader.integer(given[kind], f"mana_spent.{kind}", 0, MAX_MANA_SPENT))
                 for kind in MANA_KINDS if given.get(kind) is not None)


def _mentions_kicked(value: object, depth: int = 0) -> bool:
    """Whether a parsed effect (its steps, their conditions, nested) depends on whether the spell was kicked: a
    ``Kicked`` condition or a step done only one way ("If this spell was kicked, …", ``kicked_only``).

    Each dataclass's field names are looked up once per class (``_field_names``). Why: this walk visits every node
    of every effect a request parses (about a hundred), and ``dataclasses.fields`` on each node was a tenth of a
    request's CPU in the corpus bench; the walk, its depth limit and its answer are otherwise as they were."""
    from .grammar.conditions import Kicked

    return _walk(value, depth, Kicked)


def _walk(value: object, depth: int, kicked: type) -> bool:
    if isinstance(value, kicked):
        return True
    if depth > 6 or value is None or isinstance(value, (str, int, float, bool)):
        return False
    if isinstance(value, (tuple, list, frozenset, set)):
        return _walk_all(value, depth + 1, kicked)
    names = _field_names(type(value)) if not isinstance(value, type) else None
    if names is None:
        if not is_dataclass(value):  # a class, or anything else that is no dataclass instance
            return False
        names = tuple(f.name for f in fields(value))
    if getattr(value, "kicked_only", None) is not None:
        return True
    return _walk_all([getattr(value, name) for name in names], depth + 1, kicked)


def _walk_all(values: Iterable[object], depth: int, kicked: type) -> bool:
    """``_walk`` of each value, the ones with nothing to walk into (most fields: None, a flag, a word) skipped."""
    for value in values:
        if value is None or type(value) in _LEAVES or (type(value) in _COLLECTIONS and not value):
            continue
        if _walk(value, depth, kicked):
            return True
    return False


_LEAVES = frozenset({str, int, float, bool})  # exactly these types (a subclass is walked as before: no Kicked)
_COLLECTIONS = frozenset({tuple, list, frozenset, set})  # an empty one holds nothing to walk into


_FIELDS: dict[type, tuple[str, ...] | None] = {}


def _field_names(cls: type) -> tuple[str, ...] | None:
    """The fields of a dataclass ``cls`` (``dataclasses.fields``' names), None when it is no dataclass; kept per
    class, as a class's fields never change."""
    try:
        return _FIELDS[cls]
    except KeyError:
        names = tuple(f.name for f in fields(cls)) if is_dataclass(cls) else None
        _FIELDS[cls] = names
        return names


def kicked_assumed(data: Mapping[str, Any], effect: object, intervening: str | None, card: str | None,
                   lang: str) -> list[str]:
    """702.33d: whether the spell was kicked is a fact of its cast no board shows. Not given (``kicked``), "not
    kicked" is what the resolver takes, and it changes the outcome of "if it was kicked": said as an assumption,
    naming the field that says otherwise, never a silent guess."""
    if data.get("kicked") is not None:
        return []
    said = _mentions_kicked(effect) or (bool(intervening) and _condition_mentions_kicked(str(intervening)))
    return [t("apnap.warning.kicked_assumed", lang, card=card or t("apnap.warning.this_spell", lang))] if said else []


@lru_cache(maxsize=1024)
def _condition_mentions_kicked(intervening: str) -> bool:
    """Whether an intervening "if" (603.4) asks whether the spell was kicked; False when the grammar cannot read it.
    Kept per text: the condition is read by the grammar (a parse of its own) only to be asked this, and its reading
    is a pure function of its words."""
    from .grammar.conditions import read_condition
    from .grammar.phrases import Unread

    try:
        return _mentions_kicked(read_condition(intervening))
    except Unread:
        return False
