"""Control changes named by words other than a plain target: "gain control of it" (the object "it" names, 608.2c)
and "exchange control of …" (701.12: two permanents change controllers at once, or neither does).

Why a module apart: both are the controller's instructions on objects another word names — "it" bound by
antecedents.py to the target before it ("Untap target creature and gain control of it until end of turn"), and
the exchange's two objects, each named by its own word "target" (115.3) or one of them the source ("Exchange
control of Avarice Totem and target nonland permanent"). The verbs on plain targets stay in verbs_more.py.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, arg, np_filter
from .specs import StepSpec, TypeFilter
from .target_counts import target_count_detail
from .verbs import _NOBODY, Context, _verb
from .verbs_more import _filter, _not_that_players

_DURATIONS = frozenset({"this_turn"})  # "until end of turn" (611.2a); any other duration said is refused


@_verb("gain_control_it")
def _gain_control_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… and gain control of it (until end of turn)" / "gana el control de ella": the controller gains control of
    the one object "it" names (613.1b); antecedents.bind_pronouns binds it, or refuses two candidates. "When Sleeper
    Agent enters the battlefield, target opponent gains control of it": the target player gains the source, for
    good (antecedents.py binds "it" to the source)."""
    if c.subject.kind in _GAINERS and not _during(node):
        return [c.step("gain_control", extra=(("it", "1"), ("gainer", c.subject.kind)))]
    if c.subject.kind != "you":  # "that player … gains control of it": another player's gain is not read here
        raise Unread(c.clause)
    return [c.step("gain_control", subject=_NOBODY, extra=(("it", "1"), *_during(node)))]


# a player the ability targets (115.1), or the one a trigger names ("At the beginning of each player's upkeep, that
# player untaps Karona and gains control of it", 603.2): the source is what "it" may name for them
_GAINERS = frozenset({"target_player", "target_opponent", "that_player"})


@_verb("gain_control_that")
def _gain_control_that(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Gain control of that creature (until end of turn)" / "gana el control de esa criatura": the target named
    before it, or with none the trigger event's object (that_object.py binds "that", 608.2c, 603.2)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    during = _during(node)
    flt = np_filter(arg(node, "permanent_word"), c.text)
    return [c.step("gain_control", subject=_NOBODY, creatures=flt,
                   extra=(("target", "object"), ("refers", "1"), ("that", "1"), *during))]


def _during(node: Tree[Token]) -> tuple[tuple[str, str], ...]:
    """The duration said after the object: "until end of turn" (611.2a); any other is refused, never dropped."""
    during = [t for t in node.children if isinstance(t, Tree) and t.data not in ("gain_v", "permanent_word")]
    if any(t.data not in _DURATIONS for t in during):
        raise Unread(" ".join(str(tok) for t in during for tok in t.scan_values(lambda v: isinstance(v, Token))))
    return (("duration", str(during[-1].data)),) if during else ()


def _phrases(node: Tree[Token], c: Context) -> list[str]:
    """Each target word's kind as printed, in order: the ``np`` and, in printed Spanish, what it says after
    "objetivo" (``target_tail``: "la tierra objetivo que controlas")."""
    out: list[str] = []
    for part in node.children:
        if isinstance(part, Tree) and part.data == "np":
            _not_that_players(part, c)
            out.append(c.text.low_of(part))
        elif isinstance(part, Tree) and part.data == "target_tail" and out:
            out[-1] += " " + c.text.low_of(part)
    return out


@_verb("exchange_control")
def _exchange_control(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exchange control of target A and target B" (two words, each its own object, 115.3), "… of two target lands"
    (one word, two objects, 601.2c), "… of this permanent and target B" (the source and one target): one
    exchange (701.12a), read as one step per target word that the plan joins into one, as "destroy target creature
    and target land" is."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    filters: list[TypeFilter] = [_filter(p, c.text) for p in _phrases(node, c)]
    counted = target_count_detail(node, c.text)
    with_source = any(isinstance(p, Tree) and p.data == "self_ref" for p in node.children)
    words = (len(filters) == 1 and (counted == (("targets", "2-2"),) or with_source)) or \
        (len(filters) == 2 and not counted and not with_source)
    if not words:  # "up to two", "X target …", anything but two objects: not one exchange
        raise Unread(c.text.of(node))
    source = (("with_source", "1"),) if with_source else ()
    first = c.step("exchange_control", subject=_NOBODY, creatures=filters[0],
                   extra=(("target", "object"), *(counted or (("targets", "1-1"),)), *source))
    if len(filters) == 1:
        return [first]
    return [first, c.step("exchange_control", subject=_NOBODY, creatures=filters[1],
                          extra=(("target", "object"), ("targets", "1-1"), ("and_target", "1")))]
