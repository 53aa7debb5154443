"""A zone named by whose controller it is: "the number of creature cards in its controller's graveyard" / "… en el
cementerio de su controlador" (404.1: each player's own graveyard; 608.2h: counted as the effect applies).

Why a module: the words name a graveyard by an object, "its", and the object decides whose it is. Read alone the
amount is ``CountRef("graveyard", of="its_controller")``, which no step may keep; the pass below binds it once the
whole effect is read: on a step about the permanent the source is attached to ("Enchanted creature gets -X/-X,
where X is …", 303.4, 301.5) it is that permanent's controller's (``of`` "enchanted" / "equipped"); on a step about
the source itself ("This creature's power and toughness are each equal to …", 604.3) it is the source's controller's
(``of`` "source_controller": counted as "you" of the ability, 109.5, and said back as the card says it). Anything else
("its" with no such object, or with a target or a trigger's object) is refused with the words, never read as the
acting player's graveyard.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .phrases import _BOARD_COUNTS, Unread, Words, child, np_filter
from .specs import CountRef, StepSpec, _filters_of

ITS_CONTROLLER = "its_controller"  # an ``of`` nobody bound yet: never kept in a plan
_ATTACHED = frozenset({"enchanted", "equipped"})


def its_controllers_graveyard(node: Tree[Token], text: Words) -> CountRef:
    """"the number of [creature] cards in its controller's graveyard", its kind read by the object lexicon."""
    np = child(node, "np")
    flt = np_filter(np, text) if np is not None else None
    return CountRef("graveyard", filter=None if flt is None or flt.is_any else flt, of=ITS_CONTROLLER)


_BOARD_COUNTS["n_graveyard_its_controller"] = its_controllers_graveyard


def bind_controller_zones(steps: list[StepSpec]) -> list[StepSpec]:
    """Each "its controller's" amount bound to the one object its step is about, or :class:`Unread`."""
    return [_bound(step) for step in steps]


def _bound(step: StepSpec) -> StepSpec:
    amount, size = (r is not None and r.of == ITS_CONTROLLER for r in (step.amount_ref, step.size_ref))
    if not amount and not size:
        return _unbound_elsewhere(step)
    whose = _whose(step)
    if whose is None:
        raise Unread(step.text)
    _unbound_elsewhere(step)
    if amount and step.amount_ref is not None:
        step = replace(step, amount_ref=replace(step.amount_ref, of=whose))
    if size and step.size_ref is not None:
        step = replace(step, size_ref=replace(step.size_ref, of=whose))
    return step


def _unbound_elsewhere(step: StepSpec) -> StepSpec:
    """``step``, unless an amount of targets, of a pick or in a filter's comparison says "its controller's": not a
    reading we have."""
    refs = [step.targets_ref, *(sl.count_ref for sl in step.slots),
            *(c.count for f in _filters_of(step) for c in f.compares)]
    if any(r is not None and r.of == ITS_CONTROLLER for r in refs):
        raise Unread(step.text)
    return step


def _whose(step: StepSpec) -> str | None:
    """Whose graveyard "its controller's" names on this step: the attached permanent's controller's, the source's
    controller's, or None (no one object the step is about)."""
    attached = step.detail("attached")
    if attached in _ATTACHED:
        return attached
    if step.detail("layer") == "defined":  # the source's own characteristic-defining ability (604.3, 613.4a)
        return "source_controller"
    return None
