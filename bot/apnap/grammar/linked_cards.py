"""The cards a linked ability exiled (607.2a), read by the ability that speaks of them: "Put all cards exiled with
Knowledge Vault into their owner's hand", "When Oblivion Ring leaves the battlefield, return the exiled card to the
battlefield under its owner's control", "return each card exiled with Safe Haven to the battlefield under its
owner's control", "Return all cards exiled with Synod Sanctum to the battlefield under your control", "each player
returns to the battlefield all cards they own exiled with Parallax Tide".

Why a module of its own: which cards "the exiled card" is depends on the effect around it. After an exile in the
same effect ("Exile target creature you control, then return the exiled card to the battlefield") it is the card
that exile moved (400.7j, antecedents.py); in an ability that exiled nothing itself it is the card the source's
other, linked ability exiled (607.2a), a fact only the scenario's ``exiled_with`` gives (engine/act_linked.py). One
pass decides which, after every sentence is read; a linked reading after an exile of the same effect would be two
candidates, and is refused.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .delayed import in_delayed
from .phrases import Unread, child, trees
from .specs import RuleChange, StepSpec, Subject, TypeFilter
from .verbs import Context, _verb

_SOURCE_NOUNS = frozenset({"permanent", "permanente", "creature", "criatura", "artifact", "artefacto", "enchantment",
                           "encantamiento", "land", "tierra"})
# "the token" of an ability that created none: the tokens the source's linked ability created (607.2a), the same
# objects as "all tokens created with this permanent" (State.matches reads the scenario's ``created_with``)
LINKED_TOKENS = TypeFilter(alternatives=((frozenset({"token"}), frozenset(), False, False),), noun="token",
                           created_with=True)
_SAID = {"linked_all": "all", "linked_each": "each", "linked_the": "the"}
_TAPPED = frozenset({"tapped", "linked_tapped"})


@_verb("put_exiled_with")
def _put_exiled_with(node: Tree[Token], c: Context) -> list[StepSpec]:
    """Which cards ("all cards exiled with this permanent", "each card …", "the exiled cards", "the exiled card",
    "all cards they own exiled with …"), where they go, and under whose control onto the battlefield. "With" must
    name the source itself (its own name reads as "this permanent"); "all cards they own" is each player's own,
    said of "each player", anything else is the controller's instruction."""
    cards = next((t for t in trees(node) if t.data in _SAID), None)
    ref = child(cards if cards is not None else node, "self_ref")
    if ref is not None and c.text.low_of(ref).split()[-1] not in _SOURCE_NOUNS:
        raise Unread(c.text.of(ref))
    said = _SAID[cards.data] if cards is not None else "own" if ref is not None else "card"
    if c.subject.kind != ("each_player" if said == "own" else "you"):
        raise Unread(c.clause)  # "target player returns the exiled card …": not who returns them here
    zone = child(node, "linked_zone")
    words = c.text.low_of(zone) if zone is not None else "battlefield"
    to = "battlefield" if zone is None else "hand" if words.endswith(("hand", "hands", "mano", "manos")) \
        else "graveyard"
    mine = child(node, "linked_your_control") is not None
    tapped = any(t.data in _TAPPED for t in trees(node))
    verb = "return" if c.text.low_of(node).startswith(("return", "regres", "devuelv", "devolver")) else "put"
    return [c.step("put_exiled_with", destination=to, extra=(
        ("verb", verb), ("said", said), ("control", "you" if mine else "owner"), *((("tapped", "1"),) if tapped
                                                                                    else ())))]


@_verb("turn_up_exiled_with")
def _turn_up_exiled_with(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player turns face up all cards they own exiled with Pyxis of Pandemonium" (406.3, 607.2a): each owner's
    linked cards, shown to everyone; said of "each player" only."""
    ref = child(node, "self_ref")
    if ref is None or c.text.low_of(ref).split()[-1] not in _SOURCE_NOUNS or c.subject.kind != "each_player":
        raise Unread(c.clause)
    return [c.step("turn_up_exiled_with")]


@_verb("put_permanents_among_linked")
def _put_permanents_among_linked(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"…, then puts all permanent cards among them onto the battlefield": "them" is the cards the same player just
    turned face up (the step before, bind_linked checks it), each owner's own, under that owner's control (110.4b)."""
    if c.subject.kind != "each_player":
        raise Unread(c.clause)
    return [c.step("put_exiled_with", destination="battlefield", extra=(
        ("verb", "put"), ("said", "own_permanents"), ("control", "owner")))]


@_verb("look_linked")
def _look_linked(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You may look at cards exiled with Grimoire Thief" (607.2a, 406.3): the controller's standing permission to
    look at the face-down cards the linked ability exiled; only as "you may", a static ability's words."""
    ref = child(node, "self_ref")
    if ref is None or c.text.low_of(ref).split()[-1] not in _SOURCE_NOUNS:
        raise Unread(c.text.of(node))
    if not c.optional or c.subject.kind != "you":
        raise Unread(c.clause)
    return [StepSpec(c.clause, "rule_change", c.subject, change=RuleChange("may", "look_linked",
                                                                          what=c.text.of(node)))]


def _exiles(step: StepSpec) -> bool:
    return step.action.startswith("exile") or step.destination == "exile"


def bind_linked(steps: list[StepSpec]) -> list[StepSpec]:
    """"Return the exiled card to the battlefield …" where the effect exiled nothing before it: the linked
    ability's card (607.2a), the same step as "the exiled cards"; "the exiled card(s)" of a linked step after an
    exile of this effect could be either: refused (Unread naming it). "Exile the token" where the effect created
    none: the tokens created with the source, as "exile all tokens created with this permanent"."""
    out: list[StepSpec] = []
    for step in steps:
        exiled = any(_exiles(s) for s in out)
        if step.detail("exiled_card") and step.detail("moved") and not exiled and not in_delayed(step):
            step = replace(step, action="put_exiled_with", subject=Subject("you"), creatures=None, extra=(
                ("verb", "return"), ("said", "card"), ("control", step.detail("control") or "owner")))
        elif (step.action == "put_exiled_with" and step.detail("said") in ("the", "card") and exiled) \
                or _among_unbound(step, out):
            raise Unread(step.text)
        elif step.detail("created_ref") == "the token" and step.action in ("exile", "destroy") \
                and not in_delayed(step) and not any(s.action == "create" for s in out):  # Dance of Many
            step = replace(step, creatures=LINKED_TOKENS, extra=(("all", "1"),))
        out.append(step)
    return out


def _among_unbound(step: StepSpec, before: list[StepSpec]) -> bool:
    """"All permanent cards among them" with no "turns face up all cards they own exiled with …" of the same players
    just before it: "them" names nothing this reader knows (608.2c)."""
    return step.detail("said") == "own_permanents" and not (
        before and before[-1].action == "turn_up_exiled_with" and before[-1].subject == step.subject)
