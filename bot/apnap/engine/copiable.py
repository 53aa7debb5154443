"""Copiable values (707.2): what a copy of an object takes from it, read from the board as the scenario gives it.

Why one model: every effect that copies a permanent — "create a token that's a copy of target creature", "… a copy
of this creature", "… a copy of that creature", populate (701.36a) — must take the same values and leave out the
same ones. The copy takes the values printed on the object (its name, mana cost, colours, card types, supertypes,
subtypes, rules text and so its abilities, power and toughness), as modified by other copy effects (707.3: a token
that is itself a copy hands on what it copied). It takes nothing else: not the object's status (tapped, 110.5,
707.2), its counters (122: no characteristic), its damage, a designation such as monstrous (701.37b), nor any
effect of this resolution that is no copy effect ("gets +2/+2", a granted keyword, a "becomes" change: those are
kept in the engine's ``State``, never in the object, so they cannot leak into the copy). A token is no type: the
copy is a token because the effect creates one (111.1), whatever the original was.

The scenario's object carries its printed values (``power`` not given stays unknown, and a later question asks
for it, never guessed). A copy of an object that has left the battlefield uses its last known values (608.2h):
the object as it last existed, which the engine keeps when it moves it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from bot.catalog import t

from ..grammar.subtypes import creature_types
from ..model import GameObject, Trigger
from ..plan.copies import NO_EXCEPTIONS, CopyExceptions
from ..result import EventRecord, StepResult
from . import triggers

if TYPE_CHECKING:
    from .state import State

@dataclass(frozen=True, slots=True)
class CopiableValues:
    """The copiable values of one object (707.2), as the board gives them; None where the board does not say."""

    name: str
    mana_cost: str | None
    mana_value: int | None
    colors: frozenset[str]
    colors_known: bool
    types: frozenset[str]  # card types and supertypes; never "token" (111.1: the creating effect makes it one)
    subtypes: frozenset[str]
    keywords: frozenset[str]
    power: int | None
    toughness: int | None
    text: str | None
    triggers: tuple[Trigger, ...]
    cant_be_sacrificed: bool
    # 707.5: a copy enters as a copy, so an "enters with …" replacement of the copied text applies to it; the engine
    # does not read such a replacement on a token, so its counters are left unknown rather than taken as none
    # (``GameObject.enters_with``, typed from the text as the object was made)
    enters_with: bool = False

    @classmethod
    def of(cls, original: GameObject) -> CopiableValues:
        """The values a copy of ``original`` takes (707.2), its status and counters left out."""
        return cls(name=original.name, mana_cost=original.mana_cost, mana_value=original.mana_value,
                   colors=original.colors, colors_known=original.colors_known,
                   types=original.types - {"token"}, subtypes=original.subtypes, keywords=original.keywords,
                   power=original.power, toughness=original.toughness, text=original.text,
                   triggers=original.triggers, cant_be_sacrificed=original.cant_be_sacrificed,
                   enters_with=original.enters_with)

    def modified(self, exceptions: CopyExceptions) -> CopiableValues:
        """These values as the copy effect changes them (707.9a-b): keywords added, a card type added, "legendary"
        taken away; the result is the copy's copiable values (707.9a)."""
        types = (self.types | exceptions.types) - ({"legendary"} if exceptions.not_legendary else set())
        power, toughness = exceptions.pt if exceptions.pt is not None else (self.power, self.toughness)
        changed = replace(self, types=types, keywords=self.keywords | exceptions.keywords, power=power,
                          toughness=toughness)
        if exceptions.color is not None:  # "… black …": its colour is set, not added (707.9b, 105.3)
            changed = replace(changed, colors=frozenset({exceptions.color}), colors_known=True)
        if exceptions.creature_types:  # "… Zombie": the creature types set replace the copied ones (205.1a); a
            # characteristic-defining ability that defines them, changeling, is not copied (707.9d, 702.73a)
            kinds = {k.lower() for k in creature_types()}
            changed = replace(changed, subtypes=frozenset(t for t in self.subtypes if t.lower() not in kinds)
                              | frozenset(exceptions.creature_types), keywords=changed.keywords - {"changeling"})
        return changed

    def enters_with_counters(self) -> bool:
        """The copied text has an "enters with …" replacement (707.5), which applies to the copy as it enters."""
        return self.enters_with

    def token(self, uid: int, owner: str, tapped: bool = False) -> GameObject:
        """A new token with these values (111.1, 707.2), untapped unless the effect says "tapped" (110.5b), with
        no counters (a new object, 400.7) — unknown when the copied text puts some on it as it enters (707.5)."""
        return GameObject(uid, self.name, owner, self.types | {"token"}, mana_value=self.mana_value,
                          cant_be_sacrificed=self.cant_be_sacrificed, triggers=self.triggers, power=self.power,
                          toughness=self.toughness, colors=self.colors, colors_known=self.colors_known,
                          subtypes=self.subtypes, mana_cost=self.mana_cost, keywords=self.keywords, tapped=tapped,
                          counters=None if self.enters_with_counters() else (), monstrous=False, text=self.text)

    def onto(self, permanent: GameObject) -> GameObject:
        """``permanent`` with these copiable values (layer 1, 613.2a): the same object (its identity, owner, status,
        counters, 707.4), its name, types, colours, power and toughness and abilities now the copied ones."""
        return replace(permanent, name=self.name, mana_cost=self.mana_cost, mana_value=self.mana_value,
                       colors=self.colors, colors_known=self.colors_known,
                       types=self.types | ({"token"} & permanent.types), subtypes=self.subtypes,
                       keywords=self.keywords, power=self.power, toughness=self.toughness, text=self.text,
                       triggers=self.triggers, cant_be_sacrificed=self.cant_be_sacrificed)

    def unknown(self) -> list[str]:
        """The copiable values the board does not give (a creature's power and toughness, colours, mana value)."""
        missing = [k for k, v in (("power", self.power), ("toughness", self.toughness)) if v is None
                   and "creature" in self.types]
        return missing + (["colors"] if not self.colors_known else []) + (
            ["mana_value"] if self.mana_value is None and self.mana_cost is None else [])

    def report(self) -> dict[str, Any]:
        """The copy as the result's event reports it: each value the board gave, and which it did not."""
        out: dict[str, Any] = {"name": self.name, "types": sorted(self.types), "subtypes": sorted(self.subtypes)}
        if self.colors_known:
            out["colors"] = sorted(self.colors)
        if self.power is not None and self.toughness is not None:
            out["pt"] = f"{self.power}/{self.toughness}"
        if self.keywords:
            out["keywords"] = sorted(self.keywords)
        if self.mana_cost is not None:
            out["mana_cost"] = self.mana_cost
        if self.mana_value is not None:
            out["mana_value"] = self.mana_value
        if self.unknown():
            out["not_given"] = self.unknown()
        return out


def copy_event_extra(original: GameObject, values: CopiableValues) -> dict[str, Any]:
    """What a "create" event of a copy says (707.2): the original's name and the copy's values."""
    return {"copy_of": original.name, "copiable": values.report()}


def make_copies(state: State, original: GameObject, creator: str, n: int, result: StepResult,
                keyword: str | None = None, exceptions: CopyExceptions = NO_EXCEPTIONS) -> list[GameObject]:
    """``n`` tokens with ``original``'s copiable values (707.2) onto ``creator``'s battlefield at once (111.2), the
    event saying what they copy; a copied "enters with …" is warned of (707.5: it applies, the engine does not
    count it); ``keyword``: the keyword action that copies ("populate", 701.36a). Returns the tokens (their
    "enters the battlefield" triggers already seen)."""
    values = CopiableValues.of(original).modified(exceptions)  # 707.9: "except …" as part of the copying
    base = state.made_uid(result)
    made = [values.token(base + i, creator) for i in range(n)]
    state.game.player(creator).battlefield.extend(made)
    state.copies_made.update(token.uid for token in made)
    result.events.append(EventRecord(creator, "create", made, amount=n,
                                     extra={**copy_event_extra(original, values), "what": original.name,
                                            **({"keyword": keyword} if keyword else {})}))
    if values.enters_with_counters():
        state.warnings.append(t("apnap.warning.copy_enters_with", state.lang, name=original.name))
    for token in made:
        triggers.enters(state, token, creator, result)
    return made


def last_known_target(state: State) -> GameObject | None:
    """The one object "that creature" names after a target (608.2c): the one "choose target …" chose, else the one
    the scenario's ``target`` names as the latest event of this effect shows it — as it last existed (608.2h) once
    "Exile target attacking creature" or "Return target creature to its owner's hand" moved it. None: no event
    named it (the target was no longer legal, 608.2b)."""
    chosen = next((e.objects[0] for s in reversed(state.steps) for e in s.events
                   if e.extra.get("target") and e.objects), None)
    if chosen is not None:
        return chosen
    named = {n.casefold() for n in state.scenario.targets if n not in state.game.seat_names}
    return next((o for s in reversed(state.steps) for e in s.events for o in e.objects if o.name.casefold() in named),
                None)
