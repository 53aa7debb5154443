"""The mana a player can make from the board as it is now: what a payment made while an ability resolves can use.

Why: "you may pay {2}{G}. If you do, …", "… unless that player pays {1}", "any player may pay {2}" are paid while the
ability resolves, when only mana abilities can be activated (117.1d, 605.3a): the payer can pay only with mana they
can make now (118.3), from the untapped permanents they control with mana abilities — a basic land type's intrinsic
"{T}: Add [its mana]" (305.6), a permanent whose text says "{T}: Add …" (the board's ``text``, or the card database's
for a card named on the board, real_facts.py). A default that takes a player to pay mana the board shows they cannot
make is a confident wrong answer; so is a "yes" in ``choices`` the board cannot pay.

What it answers is an upper bound, so "cannot" is sure: a creature that may have come under its controller's control
this turn (302.6) still counts, a "Spend this mana only …" rider is not applied, "two mana of any one color" counts as
two of any colour. It answers None ("the board cannot say") whenever more could exist: a battlefield nobody described,
a placeholder, a permanent whose text is unknown (any permanent could have a mana ability), a text that makes mana in
a way not read here ("Add {G} for each Elf", "{1}, {T}: Add …", a triggered mana ability, a granted one), a
permanent on any battlefield whose text speaks of mana or land types beyond its own "{T}: Add …" (Mana Flare's "that
player adds …", Urborg's "Each land is a Swamp …", Blood Moon: what the payer's lands make is not what they print),
mana added earlier in this resolution (it is in the pool, 106.4). The scenario has no mana pool field: the pool is taken
as empty between steps (500.4), as scenario-format.md says. Mana abilities of cards in other zones (a Spirit Guide
exiled from a hand) are not counted: the board does not show them (the brief of this mechanism, docs).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar.printed_object import union_mana

if TYPE_CHECKING:
    from ..model import GameObject, PrintedMana
    from ..result import ChoiceRecord, StepResult
    from .state import State

COLOURS = "WUBRG"
# 305.6: a basic land type's intrinsic mana ability
_BASIC_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
_COST = re.compile(r"^(?:\{[^}]+\})+$")


@dataclass(frozen=True, slots=True)
class ManaAvailable:
    """What the player can make now: one set of colours per mana (``"C"`` colourless), each mana one of its set."""

    units: tuple[frozenset[str], ...]

    def can_pay(self, cost: str) -> bool | None:
        """Whether these mana can pay ``cost`` ("{2}{G}", "{C}{C}"); None: a symbol not read here (hybrid, X, snow)."""
        symbols = re.findall(r"\{([^}]+)\}", cost.upper())
        generic = sum(int(s) for s in symbols if s.isdigit())
        coloured = [s for s in symbols if not s.isdigit()]
        if any(s not in COLOURS + "C" for s in coloured):
            return None
        return len(self.units) >= generic + len(coloured) and _matched(coloured, self.units)

    def said(self, lang: str) -> str:
        """The mana as a player reads it: "{B}{G}", "{B} + one mana of any color", "no mana"."""
        fixed = "".join("{" + c + "}" for c in sorted((next(iter(u)) for u in self.units if len(u) == 1),
                                                    key=(COLOURS + "C").index))
        parts = [fixed] if fixed else []
        for unit in (u for u in self.units if len(u) > 1):
            parts.append(t("apnap.mana.any_color", lang) if unit >= set(COLOURS) else
                         f" {t('apnap.mana.or', lang)} ".join("{" + c + "}" for c in _ordered(unit)))
        return " + ".join(parts) if parts else t("apnap.mana.none", lang)


def _ordered(unit: frozenset[str]) -> list[str]:
    return sorted(unit, key=(COLOURS + "C").index)


def _matched(coloured: list[str], units: tuple[frozenset[str], ...]) -> bool:
    """Each coloured symbol paid by a different mana of its colour (a bipartite matching, augmenting paths)."""
    owner: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        for j, unit in enumerate(units):
            if coloured[i] in unit and j not in seen:
                seen.add(j)
                if j not in owner or place(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    return all(place(i, set()) for i in range(len(coloured)))


def mana_available(state: State, player: str) -> ManaAvailable | None:
    """The mana ``player`` can make from the board now (118.3), or None when the board cannot say (module doc)."""
    you = state.game.player(player)
    if "battlefield" in you.unknown or _added_this_resolution(state, player) or _mana_changer(state) is not None:
        return None
    units: list[frozenset[str]] = []
    for obj in you.battlefield:
        made = _made_by(obj, _printed(state, obj))
        if made is None:
            return None
        if not obj.tapped:
            units += made
    return ManaAvailable(tuple(units))


def unknown_source(state: State, player: str) -> str | None:
    """The first permanent of ``player``'s whose mana the board cannot say (for the warning), if any."""
    you = state.game.player(player)
    return next((o.name for o in you.battlefield if _made_by(o, _printed(state, o)) is None), None)


def _mana_changer(state: State) -> str | None:
    """The first permanent on any battlefield whose known text may change the mana others make (module doc): its
    words beyond its own "{T}: Add …" abilities speak of mana or land types. None: no such permanent shown."""
    for p in state.game.players:
        for obj in p.battlefield:
            printed = _printed(state, obj)
            if printed is not None and printed.changes_mana:
                return obj.name
    return None


def _printed(state: State, obj: GameObject) -> PrintedMana | None:
    """What the permanent's text says of mana, typed as the object was made (``GameObject.mana``), or for the
    resolving card's own permanent with no text (the source the engine placed, 113.6) the text ``card:`` gave
    (``Scenario.source_mana``); None: no text."""
    card = state.scenario.source_card
    if obj.text is None and card is not None and obj.name.casefold() == card.name.casefold():
        return state.scenario.source_mana
    return obj.mana


def _added_this_resolution(state: State, player: str) -> bool:
    """Mana this resolution added to the player's pool before the payment (106.4): it may pay, unseen here."""
    return any(e.action == "add_mana" and e.player == player for s in [*state.costs, *state.steps] for e in s.events)


def _made_by(obj: GameObject, printed: PrintedMana | None) -> list[frozenset[str]] | None:
    """The mana one permanent can make by tapping (one set of colours per mana), [] for none; None: not known (a
    placeholder, an unknown text, a way of making mana not read here). ``printed``: its text's, None with no text."""
    if not obj.known:
        return None
    basic = [_BASIC_MANA[s] for s in sorted(_land_types(obj))]
    if printed is None:
        return [frozenset(basic)] if basic and "basic" in obj.types else None
    if printed.made is None:
        return None
    return union_mana([frozenset(basic)] if basic else [], list(printed.made))


def _land_types(obj: GameObject) -> set[str]:
    """The basic land types it has (205.3i): its subtypes, or a basic land card's own name ("Swamp (basic land)")."""
    named = obj.name.casefold()
    return {s for s in obj.subtypes if s in _BASIC_MANA} | ({named} if named in _BASIC_MANA and "land" in obj.types
                                                          else set())


def can_make(state: State, player: str, cost: str) -> bool | None:
    """Whether ``player`` can make the mana ``cost`` now: False only when the board shows they cannot (118.3)."""
    if not _COST.match(cost.strip()):
        return None
    available = mana_available(state, player)
    return None if available is None else available.can_pay(cost.strip())


def payment_mana(mana: str, pay: str, unless: bool) -> str:
    """The mana a yes / no decides to pay now: the ask's own ``mana``, or an "unless" cost said as symbols only."""
    cost = mana or (pay if unless else "")
    return cost if _COST.match(cost.strip() or "-") and cost.strip() != "{0}" else ""


def unable_to_pay(state: State, player: str, cost: str) -> bool:
    """Whether the board shows ``player`` cannot make ``cost`` now (118.3): False when it can or cannot say."""
    return bool(cost) and can_make(state, player, cost) is False


def refuse_or_decline(state: State, record: ChoiceRecord, cost: str, result: StepResult) -> None:
    """The board shows the payer cannot make ``cost``: a "yes" the scenario gave is bad input (never a confident
    wrong answer); the default "no" is forced, said (both languages) and cited (118.3, 605.3a)."""
    available = mana_available(state, record.player)
    said = available.said(state.lang) if available is not None else ""
    if record.answer == "yes" and not record.auto:
        raise BotError.of("bad_scenario", "apnap.error.mana_unpayable", field=f"choices.{record.player}",
                          lang=state.lang, player=record.player, mana=cost, available=said)
    record.answer, record.auto, record.forced = "no", False, True
    state.warnings.append(t("apnap.warning.mana_unpayable", state.lang, player=record.player, mana=cost,
                            available=said))
    state.cite("118.3", "605.3a", step=result)


def assumed_paid_said(state: State, player: str, cost: str) -> str:
    """The warning of a default payment of mana (118.3): what the board shows the payer can make, or why it
    cannot say (the first permanent whose mana is not known, or a battlefield nobody described)."""
    available = mana_available(state, player)
    if available is not None:
        return t("apnap.warning.mana_shown", state.lang, player=player, mana=cost, available=available.said(state.lang))
    name, changer = unknown_source(state, player), _mana_changer(state)
    source = (t("apnap.mana.board_unknown", state.lang) if "battlefield" in state.game.player(player).unknown
              else t("apnap.mana.source_unknown", state.lang, name=name) if name is not None
              else t("apnap.mana.source_changes", state.lang, name=changer) if changer is not None
              else t("apnap.mana.pool", state.lang))
    return t("apnap.warning.mana_assumed", state.lang, player=player, mana=cost, source=source)
