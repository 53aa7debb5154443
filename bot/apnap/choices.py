"""The one interface through which players make decisions, and its built-in implementations.

The engine decides *who* is asked, *when*, and *what they may know*; a chooser only answers.
A Discord implementation (buttons, selects, ephemeral prompts for hidden choices) can be
written against :class:`Chooser` alone, without knowing anything about scenarios:

    class DiscordChooser:
        async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
            # show request.options to request.player (ephemerally if request.hidden),
            # with request.seen as context, and wait for min_count..max_count picks
            ...

Decisions the rules make for the player (forced picks and "nothing to choose", 608.2d / 101.3)
are never asked; a chooser may observe them through the optional ``notice_forced`` method.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from bot.errors import BotError

# What a request asks for.
KIND_OBJECTS = "objects"      # pick min_count..max_count objects (sacrifice, discard, search, …)
KIND_VOTE = "vote"            # pick exactly one option word (701.38a)
KIND_PLACEMENT = "placement"  # scry/surveil: pick the cards that leave the top (bottom / graveyard)
KIND_SEARCH = "search"        # pick the card(s) found in a library search (may fail to find, 701.23b)
KIND_YES_NO = "yes_no"        # "may": options "yes" / "no"
KIND_AMOUNT = "amount"        # "up to N", "any number", "pay any amount": options "0" … "N"
KIND_KEEP = "keep"            # "chooses an artifact, a creature … then sacrifices the rest": one pick per group
KIND_UNLESS = "unless"        # "… unless they sacrifice X or discard Y": an object given up, a payment, or "no"


@dataclass(frozen=True, slots=True)
class ChoiceOption:
    """One legal option. ``key`` is unique within the request; ``label`` is what players see."""

    key: str
    label: str
    types: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SeenChoice:
    """An earlier decision in this step, as the asked player may know it (101.4b).

    ``chosen`` is None when the decision was made face down in a hidden zone (101.4a); only
    ``count`` is known then. The asking player's own earlier decisions are always fully visible.
    """

    player: str
    decision_index: int
    hidden: bool
    count: int
    chosen: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Public information about one player, plus the asked player's own hand."""

    name: str
    life: int
    battlefield: tuple[str, ...]
    graveyard: tuple[str, ...]
    exile: tuple[str, ...]
    hand_count: int
    library_count: int
    hand: tuple[str, ...] | None = None  # only for the player being asked


@dataclass(frozen=True, slots=True)
class ChoiceRequest:
    """Everything a chooser needs to ask one player for one decision."""

    player: str
    step_index: int  # 0-based index of the step in the resolution
    step_text: str
    action: str  # sacrifice, discard, exile, return, search, scry, surveil, vote
    kind: str  # KIND_OBJECTS | KIND_VOTE | KIND_PLACEMENT | KIND_SEARCH
    what: str  # short description, e.g. "a creature", "2 cards", "return or embark"
    zone: str | None  # where the options are (battlefield, hand, library, graveyard) or None
    options: tuple[ChoiceOption, ...]
    min_count: int
    max_count: int
    hidden: bool  # 101.4a: answer privately; others learn only the count
    decision_index: int  # 0-based index among this player's decisions in this step (101.4c)
    seen: tuple[SeenChoice, ...]  # earlier decisions of this step this player may know (101.4b)
    table: tuple[PlayerView, ...]  # the game as this player can see it right now
    lang: str = "en"
    groups: tuple[tuple[str, ...], ...] = ()  # KIND_KEEP: the keys each printed group accepts (one pick each)
    suggested: tuple[str, ...] = ()  # a legal default pick when the first options would not be one
    default_given: bool = False  # ``suggested`` is the default pick even when empty (proliferate: none of theirs)
    weights: tuple[tuple[str, int], ...] = ()  # "total power 4 or less": each option's value …
    max_total: int | None = None  # … and the most the picked values may add up to

    def option(self, key: str) -> ChoiceOption | None:
        for opt in self.options:
            if opt.key == key:
                return opt
        return None


@dataclass(frozen=True, slots=True)
class ChoiceAnswer:
    """The picked option keys, in the order picked. ``auto`` marks a default pick."""

    keys: tuple[str, ...]
    auto: bool = False


@runtime_checkable
class Chooser(Protocol):
    """Anything that can answer a :class:`ChoiceRequest`."""

    async def choose(self, request: ChoiceRequest) -> ChoiceAnswer: ...


def validate_answer(request: ChoiceRequest, answer: ChoiceAnswer) -> str | None:
    """Why ``answer`` is not legal for ``request`` (a message key), or None when it is."""
    keys = list(answer.keys)
    if len(set(keys)) != len(keys):
        return "apnap.error.answer_duplicate"
    if any(request.option(k) is None for k in keys):
        return "apnap.error.answer_unknown"
    if not request.min_count <= len(keys) <= request.max_count:
        return "apnap.error.answer_count"
    if request.groups and not fits_groups(keys, request.groups):
        return "apnap.error.answer_groups"
    if request.max_total is not None and sum(dict(request.weights).get(k, 0) for k in keys) > request.max_total:
        return "apnap.error.answer_total"
    return None


def fits_groups(keys: Sequence[str], groups: Sequence[Sequence[str]]) -> bool:
    """Can every picked key fill a different group (101.4c: one object per printed slot)?"""
    def place(i: int, used: frozenset[int]) -> bool:
        if i == len(keys):
            return True
        return any(keys[i] in g and j not in used and place(i + 1, used | {j}) for j, g in enumerate(groups))
    return place(0, frozenset())


def best_group_pick(options: Sequence[str], groups: Sequence[Sequence[str]]) -> tuple[str, ...]:
    """A largest pick filling distinct groups, preferring earlier options (the deterministic default)."""
    picked: list[str] = []
    for key in options:
        if len(picked) < len(groups) and fits_groups(picked + [key], groups):
            picked.append(key)
    return tuple(picked)


class DefaultChooser:
    """Deterministic picks: the first legal options in listed order (marked ``auto``).

    Scry/surveil keep every card on top; a vote goes to the first option.
    """

    async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
        if request.suggested or request.default_given:
            return ChoiceAnswer(tuple(request.suggested), auto=True)
        if request.kind in (KIND_YES_NO, KIND_AMOUNT):
            return ChoiceAnswer((request.options[0].key,), auto=True)  # "yes" / N come first
        if request.kind == KIND_PLACEMENT:
            count = request.min_count
        elif request.kind == KIND_VOTE:
            count = 1
        else:
            count = request.max_count
        return ChoiceAnswer(tuple(o.key for o in request.options[:count]), auto=True)


Entry = str | Sequence[str]


class ScriptedChooser:
    """Answers from a script: per player, a list of entries consumed in order.

    An entry is a name, a list of names (one multi-object decision) or a vote word. An entry
    that isn't legal for the decision raises ``bad_scenario`` naming ``choices.<Player>[i]``.
    When a player's script runs out, ``fallback`` answers (or ``bad_scenario`` if there is none).
    """

    def __init__(self, script: Mapping[str, Sequence[Entry]], fallback: Chooser | None = None,
                 field_names: Mapping[str, str] | None = None) -> None:
        self._script = {name: list(entries) for name, entries in script.items()}
        self._next = dict.fromkeys(self._script, 0)
        self._fallback = fallback
        self._field_names = dict(field_names or {})

    def remaining(self, player: str) -> int:
        return len(self._script.get(player, ())) - self._next.get(player, 0)

    def unused(self) -> dict[str, int]:
        return {p: n for p in self._script if (n := self.remaining(p)) > 0}

    def _field(self, player: str, index: int) -> str:
        return f"choices.{self._field_names.get(player, player)}[{index}]"

    async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
        answer = self.try_choose(request)
        if answer is not None:
            return answer
        if self._fallback is not None:
            return await self._fallback.choose(request)
        raise BotError.of("bad_scenario", "apnap.error.script_exhausted",
                          field=f"choices.{self._field_names.get(request.player, request.player)}", lang=request.lang,
                          player=request.player)

    def try_choose(self, request: ChoiceRequest) -> ChoiceAnswer | None:
        """The next scripted answer for this player, or None when the script is used up."""
        if self.remaining(request.player) <= 0:
            return None
        index = self._next[request.player]
        entry = self._script[request.player][index]
        self._next[request.player] = index + 1
        keys = self._resolve_entry(request, entry, index)
        return ChoiceAnswer(keys, auto=False)

    def notice_forced(self, request: ChoiceRequest, keys: Sequence[str]) -> None:
        """A forced pick was made for the player; skip the next entry if it names exactly that pick.

        So a script may, or may not, spell out forced decisions; either way later entries line up.
        """
        if self.remaining(request.player) <= 0:
            return
        index = self._next[request.player]
        entry = self._script[request.player][index]
        names = [entry] if isinstance(entry, str) else list(entry)
        forced = sorted(_norm(o.label) for k in keys if (o := request.option(k)) is not None)
        if sorted(_norm(n) for n in names) == forced:
            self._next[request.player] = index + 1

    def _resolve_entry(self, request: ChoiceRequest, entry: Entry, index: int) -> tuple[str, ...]:
        names = [entry] if isinstance(entry, str) else list(entry)
        keys: list[str] = []
        for name in names:
            match = next((o.key for o in request.options
                          if (_norm(o.label) == _norm(name) or o.key == _norm(name)) and o.key not in keys), None)
            if match is None:
                legal = ", ".join(dict.fromkeys(o.label for o in request.options)) or "—"
                raise BotError.of("bad_scenario", "apnap.error.script_illegal",
                                  suggestions=[o.label for o in request.options][:5],
                                  field=self._field(request.player, index), lang=request.lang, name=name,
                                  player=request.player, what=request.what, legal=legal)
            keys.append(match)
        if not request.min_count <= len(keys) <= request.max_count:
            raise BotError.of("bad_scenario", "apnap.error.script_count", field=self._field(request.player, index),
                              lang=request.lang, player=request.player, got=len(keys), min=request.min_count,
                              max=request.max_count, what=request.what)
        return tuple(keys)


class CompositeChooser:
    """The script first, then a fallback (by default :class:`DefaultChooser`)."""

    def __init__(self, scripted: ScriptedChooser, fallback: Chooser | None = None) -> None:
        self.scripted = scripted
        self.fallback = fallback or DefaultChooser()

    async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
        answer = self.scripted.try_choose(request)
        if answer is not None:
            return answer
        return await self.fallback.choose(request)

    def notice_forced(self, request: ChoiceRequest, keys: Sequence[str]) -> None:
        self.scripted.notice_forced(request, keys)


def _norm(name: object) -> str:
    return " ".join(str(name).split()).casefold()
