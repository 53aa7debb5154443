"""The meaning of "… prevented this way" (615.5): what a prevention effect does with the damage it prevents — "You gain
life equal to the damage prevented this way", "For each 1 damage prevented this way, put a +1/+1 counter on that
creature", "Put a -1/-1 counter on Phyrexian Hydra for each 1 damage prevented this way", "Exile a card from your
graveyard for each 1 damage prevented this way", and the joined form "prevent that damage and remove that many +1/+1
counters from it".

Why a typed part of the prevention (:class:`~.specs.PreventedThen` on its :class:`~.specs.Shield`) and not a step of
its own: the amount is the damage the prevention prevents, known only when it prevents some (615.5: the additional
effect is part of the prevention effect), so nothing happens now; read as an instruction it would do something with
an amount nobody has. A sentence of this kind after anything but a prevention is refused (it names nothing).

Handlers register into continuous.py's clause registry (``CLAUSES``), read by sentences.py; the sentence is joined
to the prevention before it by :func:`join_prevented_this_way` (passes.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .continuous import _clause
from .phrases import Unread, Words, arg, counter_kind_of, trees
from .specs import PreventedThen, Shield, StepSpec, Subject

_ACTS = {"pa_put_counters": "put_counters", "pa_remove_counters": "remove_counters",
         "pa_exile_from_graveyard": "exile_from_graveyard", "pa_exile_from_library": "exile_from_library"}
_ON = {"po_shielded": "shielded", "po_source": "source"}
MARKER = "prevented_then"  # the step action of a sentence not yet joined to its prevention


def prevented_then(node: Tree[Token], text: Words) -> PreventedThen:
    """The typed follow-up of a ``prevented_act`` / ``prevented_many`` node, or of the whole clause ("you gain life
    equal to …", "exile cards from the top of your library equal to …")."""
    act = next((t for t in trees(node) if t.data in _ACTS), None)
    if act is None:
        return _said_whole(text.low_of(node), text.of(node))
    on = next((t for t in trees(act) if t.data in _ON), None)
    counter = ""
    if _ACTS[act.data] in ("put_counters", "remove_counters"):
        counter = counter_kind_of(arg(act, "counter_kind"), text)
    return PreventedThen(_ACTS[act.data], counter=counter, on=_ON[on.data] if on is not None else
                         ("shielded" if counter else ""))


# the whole-sentence tokens (english.lark's PREVENTED_GAIN, PREVENTED_EXILE_TOP, PREVENTED_ACT_EACH; printed Spanish)
_WHOLE = (("you gain", "gain_life"), ("ganas", "gain_life"), ("exile cards from the top", "exile_from_library"),
          ("exile a card from your graveyard", "exile_from_graveyard"), ("exilia una carta", "exile_from_graveyard"),
          ("exile the top card", "exile_from_library"), ("exilia la primera carta", "exile_from_library"))
_COUNTERS = re.compile(r"(?P<verb>put|remove|pon|quita) (?:an?|un) (?:contador )?(?P<kind>[+-]\d+/[+-]\d+)"
                       r"(?: counter)? (?:on|from|sobre|de) (?P<on>.+?) (?:for each|por cada)")
_ON_WORDS = {"that creature": "shielded", "it": "shielded", "esa criatura": "shielded", "el": "shielded",
             "ella": "shielded"}


def _said_whole(words: str, printed: str) -> PreventedThen:
    """"Put a -1/-1 counter on this permanent for each 1 damage prevented this way", "You gain life equal to …": the
    act said in one token, read here; a counter of a kind that is no +N/+N, or on anything else, is refused."""
    act = next((a for start, a in _WHOLE if words.startswith(start)), None)
    if act is not None:
        return PreventedThen(act)
    said = _COUNTERS.match(words)
    if said is None:
        raise Unread(printed)
    on = _ON_WORDS.get(said["on"]) or ("source" if said["on"].split()[0] in ("this", "este", "esta") else None)
    if on is None:  # pragma: no cover - the token names one of them
        raise Unread(printed)
    act = "put_counters" if said["verb"] in ("put", "pon") else "remove_counters"
    return PreventedThen(act, counter=said["kind"], on=on)


@_clause(MARKER)
def _prevented_then(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """A marker step :func:`join_prevented_this_way` joins to the prevention before it."""
    return [StepSpec(clause, MARKER, Subject("you"), players_too=False,
                     shield=Shield(MARKER, then=prevented_then(node, text)))]


def _prevents(step: StepSpec) -> bool:
    """A prevention of damage (615.1a), in either form: "Prevent …" or "If … would …, prevent that damage"."""
    shield = step.shield
    return shield is not None and shield.then is None and (
        shield.kind == "prevent" or (shield.kind == "replace_event" and shield.modify == "prevent"))


def join_prevented_this_way(steps: list[StepSpec]) -> list[StepSpec]:
    """Each "… prevented this way" sentence joined to the prevention just before it (615.5); after anything else, or
    after a prevention of a part of the damage ("prevent 1 of that damage": whose rest is dealt), refused."""
    out: list[StepSpec] = []
    for step in steps:
        if step.action != MARKER:
            out.append(step)
            continue
        if not out or not _prevents(out[-1]):
            raise Unread(step.text)
        before = out[-1]
        assert before.shield is not None and step.shield is not None
        if before.shield.kind == "replace_event" and before.shield.amount is not None:
            raise Unread(step.text)
        if step.shield.then is not None and step.shield.then.on == "shielded" and not _one_shielded(before.shield):
            raise Unread(step.text)  # "that creature" after a prevention to players too: not one permanent
        out[-1] = replace(before, text=f"{before.text}. {step.text}", shield=replace(before.shield,
                                                                                       then=step.shield.then))
    _nothing_prevented_now(out)
    return out


def _nothing_prevented_now(steps: list[StepSpec]) -> None:
    """A prevention created for this turn with "… prevented this way" applies to the damage the same effect deals
    after it (act_replace.py), which would prevent it without what follows (615.5): such an effect is refused."""
    created = False
    for step in steps:
        shield = step.shield
        if shield is not None and shield.then is not None and shield.duration != "static":
            created = True
        elif created and step.action == "damage":
            raise Unread(step.text)


def _one_shielded(shield: Shield) -> bool:
    """Whether the damage it prevents is dealt to a permanent ("that creature", "it"): a target creature, the source,
    the attached creature, another creature you control."""
    return shield.to in ("target", "source", "enchanted", "equipped", "kind") and (
        shield.to != "target" or shield.to_objects is not None)


__all__ = ["MARKER", "join_prevented_this_way", "prevented_then"]
