"""Manifest (701.40a): "Manifest the top two cards of your library".

Why a module: each card leaves the top of its library and enters the battlefield as a new permanent that is not the
card's face: a face-down 2/2 creature with no text, no name, no subtypes and no mana cost (701.40a, 708.2), which
only its controller may look at (708.5). The board gets that face-down permanent (what other abilities see: a
colourless 2/2 creature, 708.2; it entering is seen by "whenever a creature enters", 708.3 being only about its own
abilities); the event names the cards for their controller alone (``hidden``, ``face: down``). A library whose top is
not known (never described, or shuffled) manifests cards nobody names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..model import GameObject
from ..plan.keyword_steps import Manifest
from ..result import EventRecord, StepResult
from . import triggers
from .library_order import named_top, took_top
from .referents import that_player
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

_FACE_DOWN_POWER = 2  # 701.40a: a 2/2 creature


def face_down(state: State, card: GameObject, uid: int) -> GameObject:
    """The permanent a manifested card becomes (701.40a, 708.2): only "a 2/2 creature", no name (said as a face-down
    creature), colourless (no mana cost: 202.2), mana value 0 (202.3)."""
    return GameObject(uid, t("apnap.what.face_down_creature", state.lang), card.owner, frozenset({"creature"}),
                      mana_value=0, power=_FACE_DOWN_POWER, toughness=_FACE_DOWN_POWER, colors=frozenset(),
                      colors_known=True)


def _library_owner(state: State, step: Manifest, actor: str, result: StepResult) -> str:
    """Whose library the cards come from: the acting player's own, or the one player the text names ("that player's
    library": 608.2c, referents.that_player; "target player's": 115.1)."""
    if step.zone_of == "that_player":
        state.cite("608.2c", step=result)
        return that_player(state)
    if step.zone_of:
        state.cite("115.1", step=result)
        return state.scenario.target or actor
    return actor


@handles(Manifest)
async def manifest(state: State, step: Manifest, result: StepResult) -> None:
    """Each acting player manifests from the library the text names; the permanents enter under the manifesting
    player's control (110.2) and stay their cards' owners' (108.3: a card from another player's library is still
    theirs, and goes back to them when it leaves)."""
    for name in result.order:
        player = state.game.player(name)
        owner = state.game.player(_library_owner(state, step, name, result))
        n = value_of(state, step.amount, name)
        named = named_top(state, owner.name, n) and "library" not in owner.unknown
        cards = owner.library[:n]
        owner.zones["library"] = owner.library[len(cards):]
        took_top(state, owner.name, len(cards))
        uid = state.made_uid(result)
        faces = [face_down(state, card, uid + i) for i, card in enumerate(cards)]
        player.battlefield.extend(faces)
        extra: dict[str, object] = {"from": "library", "to": "battlefield", "face": "down"}
        if owner.name != name:
            extra["owner"] = owner.name  # another player's library (said by narrate_keys' "manifest_from")
        named = named and all(o.known for o in cards)
        if not named:
            extra["unknown"] = True  # which cards they are is not known (701.24a, never described)
        # the event's objects are the permanents that entered (a later "put a +1/+1 counter on it" finds the one
        # face-down creature by identity, engine/entered.py); its words are the cards, for their controller (708.5)
        result.events.append(EventRecord(name, "manifest", faces, labels=[o.name for o in cards] if named else [],
                                         amount=len(cards), hidden=True, extra=extra))
        for permanent in faces:
            triggers.enters(state, permanent, name, result)
    state.cite("701.40a", "708.2", "708.5", step=result)
