"""Another player than the one who acts may pay to stop an instruction (118.12a): "Tap target creature unless its
controller pays 2 life", "Destroy target land unless that land's controller pays {2}", "<this> gets +1/+1 until end
of turn unless any player pays {2}"; printed Spanish "a menos que su controlador pague 2 vidas", "a menos que el
controlador de esa tierra pague {2}", "a menos que cualquier jugador pague {2}".

Why apart from the other "unless" readers: there the payer is the player who acts ("… unless they pay {3}") or the
controller ("… unless you sacrifice two Swamps", unless_costs.py); here the payer is named from an object — the
controller of the instruction's target as the ability resolves (608.2h) — or is any player, each in APNAP order
(101.4). The instruction keeps its own subject; the payment is its own "pay" step whose subject is the payer, carried
as ``StepSpec.unless_cost`` with the ``payer`` detail (plan/unless_paid_by.py makes one ``UnlessPaidBy`` step). Only
a payment of life or mana is read here; any other cost, a "may" instruction, or "its" with no target before it in the
same instruction is refused naming the words, never given to the wrong player.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .parse_tree import child, trees
from .phrases import Unread, Words
from .specs import StepSpec, Subject

# the grammar's unless_payer forms (english.lark, spanish.lark) and the ``payer`` detail each gives the payment
PAYERS = {"payer_its_controller": "its_controller", "payer_object_controller": "object_controller",
          "payer_any_player": "any_player"}
_PAYMENTS = frozenset({"unless_pay_life", "unless_pay_mana"})


def payer_node(unless: Tree[Token]) -> Tree[Token] | None:
    """The "unless" clause's payer named from an object or "any player", or None (the acting player or "you")."""
    return next((t for t in trees(unless) if t.data in PAYERS), None)


def paid_by_another(unless: Tree[Token], found: list[StepSpec], text: Words) -> list[StepSpec] | None:
    """The one instruction with its payment by the player "unless" names, or None when that is no such player;
    :class:`Unread` naming the clause when the payer, the payment or the instruction cannot be read so."""
    node = payer_node(unless)
    if node is None:
        return None
    alternatives = [a for a in trees(unless) if a.data.startswith("unless_") and a.data != "unless_who"]
    if len(found) != 1 or found[0].optional or len(alternatives) != 1 or alternatives[0].data not in _PAYMENTS:
        raise Unread(text.of(unless))
    kind = PAYERS[node.data]
    who = Subject("each_player") if kind == "any_player" else _targets_controller(node, found[0], text)
    return [replace(found[0], unless_cost=_payment(alternatives[0], who, kind, text))]


def _targets_controller(node: Tree[Token], step: StepSpec, text: Words) -> Subject:
    """"Its controller" / "that land's controller": the controller of the instruction's one target object (608.2h);
    a kind said that is not the target's ("that land's controller" after "target creature") is refused."""
    target = step.creatures
    if step.detail("target") != "object" or target is None:
        raise Unread(text.of(node))
    if node.data == "payer_object_controller":
        word = child(node, "permanent_word")  # "el controlador de esa tierra"; English "that land's controller"
        said = text.low_of(word) if word is not None else next(
            str(t) for t in node.children if isinstance(t, Token) and t.type == "WORD").casefold().removesuffix("'s")
        noun = parse_filter(said, text.lexicon)
        if noun is None or noun.noun != target.noun:
            raise Unread(text.of(node))
    return Subject("object_controller", ref_filter=target)


def _payment(alternative: Tree[Token], who: Subject, kind: str, text: Words) -> StepSpec:
    """The payment as its own "pay" step of the payer: life (119.4) or mana as printed (its mana value, 202.3)."""
    words = text.of(alternative)
    tokens = [t for t in alternative.children if isinstance(t, Token)]
    if alternative.data == "unless_pay_life":
        n = int(next(str(t) for t in tokens if t.type == "INT"))
        return StepSpec(words, "pay", who, amount=n, players_too=True, extra=(("what", "life"), ("payer", kind)))
    cost = next(str(t) for t in tokens if t.type == "MANA").upper()
    symbols = re.findall(r"\{([^}]+)\}", cost)
    if "X" in symbols:
        raise Unread(words)
    value = sum(int(s) if s.isdigit() else 1 for s in symbols)
    return StepSpec(words, "pay", who, amount=value, players_too=True,
                    extra=(("what", "mana"), ("mana", cost), ("payer", kind)))

