"""The choice phase of a step (101.4 / 101.4d) and the decisions it is made of.

A handler says what each player decides (a list of ``Ask`` values, in printed order, 101.4c); the
choice phase lets the earliest player in order with an outstanding decision make it, again and
again, and each decision is answered by the decider registered for its ``Ask`` type.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import Counted, NounRef

from ..choices import (
    KIND_OBJECTS,
    KIND_PLACEMENT,
    KIND_SEARCH,
    ChoiceOption,
    ChoiceRequest,
    PlayerView,
    SeenChoice,
    validate_answer,
)
from ..grammar import MAX_AMOUNT, TypeFilter
from ..grammar.specs import mana_value_of
from ..model import GameObject
from ..plan import Amount, Pick
from ..registry import register_once
from ..render.nouns import all_of, counted, objects
from ..render.words import Words
from ..result import ChoiceRecord, StepResult
from .cost_amounts import ask_cost_amount
from .layers import layered_pt
from .values import value_of
from .zone_tops import topmost

if TYPE_CHECKING:
    from .state import State


# ------------------------------------------------------------------------------------ what is asked
@dataclass(frozen=True, slots=True)
class AskMay:
    """"May": yes / no, before the picks it allows. ``unless``: "… unless they pay {3}" (118.12), where
    declining comes first (the default) and takes the instruction; ``pay`` is what paying costs this player
    ("{3}" for "{1} for each card in your graveyard" with three cards there), said in the question and the answer;
    ``stops``: the payer stops an instruction that is not theirs ("… unless any player pays {2}", 118.12a)."""

    unless: bool = False
    pay: str = ""
    stops: bool = False
    mana: str = ""  # "you may pay {2}{G}": the mana paid now, checked against what the board can make (mana_available)
    # "you may sacrifice a Food" with no Food: the pick after it has nothing to choose on a board that shows it (101.3)
    nothing: bool = False
    # "any player may …" (101.4): offered to each in turn, the first who accepts does it; nobody is assumed to accept
    offered: bool = False


@dataclass(frozen=True, slots=True)
class AskPick:
    """Objects from ``zone`` (sacrifice, discard, search …)."""

    pick: Pick
    zone: str
    search: bool = False  # 701.23b: a search for a card with a stated quality may fail to find
    sacrifice: bool = False  # 101.2: "can't be sacrificed" objects are not options
    anyone: bool = False  # "untap up to five lands": any player's permanents, not only the picker's own
    reveal: bool = False  # "reveals a card at random from their hand": shown, not discarded (701.20a, not 701.9b)


@dataclass(frozen=True, slots=True)
class AskPlacement:
    """Scry / surveil: which of the top ``amount`` cards leave the top."""

    amount: Amount
    verb: str  # scry | surveil (the prompt's wording)


Ask = Any  # AskMay | AskPick | AskPlacement | the asks of bot.apnap.engine.deciding


@dataclass(slots=True)
class Decision:
    """One outstanding decision in a step's choice phase."""

    player: str
    index: int  # among this player's decisions in the step (101.4c)
    ask: Ask


Decider = Callable[["State", StepResult, Decision], Awaitable[ChoiceRecord]]
DECIDERS: dict[type, Decider] = {}


def decides(kind: type) -> Callable[[Decider], Decider]:
    def register(fn: Decider) -> Decider:
        return register_once(DECIDERS, (kind,), fn, "deciders")
    return register


# ------------------------------------------------------------------------------------ the phase
async def choice_phase(state: State, step: StepResult, asks: Callable[[str], list[Ask]]) -> None:
    """101.4 / 101.4d: repeatedly let the earliest player in order with an outstanding choice decide."""
    outstanding = {name: deque(Decision(name, i, ask) for i, ask in enumerate(asks(name))) for name in step.order}
    if any(len(q) > 1 for q in outstanding.values()):
        state.cite("101.4c", step=step)
    while True:
        player = next((n for n in step.order if outstanding[n]), None)
        if player is None:
            break
        decision = outstanding[player].popleft()
        if isinstance(decision.ask, AskMay) and not decision.ask.unless and outstanding[player] \
                and _nothing_to_pick(state, step, outstanding[player][0]):
            decision = Decision(decision.player, decision.index, replace(decision.ask, nothing=True))
        record = await DECIDERS[type(decision.ask)](state, step, decision)
        step.choices.append(record)
        if isinstance(decision.ask, AskMay) and record.answer == "no":
            outstanding[player].clear()  # declined: nothing more to decide
    unless_defaults_said(state, step)
    if len(step.order) > 1 and any(c.hidden for c in step.choices):  # each player's choice in a hidden zone
        state.cite("101.4a", step=step)
    deciders = {c.player for c in step.choices if not c.none}
    if len(step.order) > 1 and deciders:
        state.cite("101.4b", step=step)
    if state.game.shared_team_turns and len(step.order) > 1:
        state.cite("805.6", step=step)


def unless_defaults_said(state: State, step: StepResult) -> None:
    """"… unless they pay {3}" answered by nobody (118.12a: each payer's own choice): the default, not paying, is an
    assumption the answer states, once for the players it was taken for, with what they would have paid."""
    by_cost: dict[str, list[str]] = {}
    for c in step.choices:
        if c.pay and c.auto and c.answer == "no":
            by_cost.setdefault(c.pay, []).append(c.player)
    for cost, players in by_cost.items():
        said = ", ".join(players[:-1]) + f" {t('apnap.narrate.and', state.lang)} " + players[-1] if players[1:] \
            else players[0]
        state.warnings.append(t("apnap.warning.unless_default", state.lang, players=said, n=len(players),
                                first=players[0], mana=cost, answer=t("apnap.answer.no", state.lang)))


def declined(step: StepResult) -> set[str]:
    """The players who answered "no" to the step's "may": the instruction is not theirs (608.2c)."""
    return {c.player for c in step.choices if c.answer == "no"}


async def controller_may(state: State, step: StepResult) -> bool:
    """The controller's one yes / no to a "may" that is theirs while the step's players are others ("you may look at
    defending player's hand", "you may put that card on the bottom of that player's library": the looker decides,
    608.2d, 701.20e); the step's players are left as they were. True: yes."""
    order = step.order
    step.order = [state.game.controller]
    try:
        await choice_phase(state, step, lambda player: [AskMay()])
    finally:
        step.order = order
    return state.game.controller not in declined(step)


def request(state: State, step: StepResult, decision: Decision, options: list[ChoiceOption], low: int, high: int,
            *, hidden: bool, kind: str, zone: str | None, what: str) -> ChoiceRequest:
    seen = tuple(
        SeenChoice(c.player, c.decision_index, c.hidden, len(c.labels),
                   tuple(c.labels) if (not c.hidden or c.player == decision.player) else None)
        for c in step.choices
    )
    return ChoiceRequest(
        player=decision.player, step_index=step.index, step_text=step.text, action=step.action, kind=kind,
        what=what, zone=zone, options=tuple(options), min_count=low, max_count=high, hidden=hidden,
        decision_index=decision.index, seen=seen, table=_table(state, decision.player), lang=state.lang,
    )


def _table(state: State, viewer: str) -> tuple[PlayerView, ...]:
    return tuple(
        PlayerView(p.name, state.life_of(p.name), tuple(o.name for o in p.battlefield),
                   tuple(o.name for o in p.graveyard), tuple(o.name for o in p.exile), len(p.hand),
                   len(p.library), tuple(o.name for o in p.hand) if p.name == viewer else None)
        for p in state.game.players
    )


async def ask(state: State, req: ChoiceRequest) -> list[str]:
    answer = await state.chooser.choose(req)
    problem = validate_answer(req, answer)
    if problem is not None:
        raise BotError.of("bad_choice", problem, suggestions=[o.label for o in req.options][:5],
                          field="choices", lang=state.lang, player=req.player, min=req.min_count,
                          max=req.max_count)
    state.last_auto = bool(answer.auto)
    return list(answer.keys)


def notice_forced(state: State, req: ChoiceRequest, keys: list[str]) -> None:
    notice = getattr(state.chooser, "notice_forced", None)
    if callable(notice):
        notice(req, keys)


def object_options(objects: list[GameObject]) -> tuple[dict[str, GameObject], list[ChoiceOption]]:
    by_key = {f"o{o.uid}": o for o in objects}
    return by_key, [ChoiceOption(k, o.name, tuple(sorted(o.types))) for k, o in by_key.items()]


def what_objects(count: int, noun: str, lang: str) -> str:
    return t("apnap.what.objects", lang, objects=Counted(count, noun))


def what_kind(count: int, flt: TypeFilter, lang: str, zone: str | None) -> str:
    """A pick's label: "2 creatures", or a kind of several alternatives said whole ("a creature or land card"),
    never its first kind alone (judge 30: Seek the Wilds' pick of a land labelled "1 creature")."""
    if len(flt.alternatives) > 1:
        return counted(Words(lang), count, flt, card=zone != "battlefield")
    return what_objects(count, flt.noun, lang)


# ------------------------------------------------------------------------------------ picks
def of_choice(lang: str, count: int, noun: str, flt: TypeFilter | None, zone: str, cost: bool = False,
              up_to: bool = False) -> str:
    """What a player picks from cards nobody described: "two cards of their choice"; with a kind, the kind and that
    they may have none: "two white cards of their choice, if they have them" (never less than the card says). A cost
    was paid in full (601.2h): its kind is said without "if they have them" ("two untapped Clerics of their choice").
    "All creature cards" and "any number of …" are picks of the most there can be: said as printed, never "1000"."""
    if count >= MAX_AMOUNT:
        return _every_or_any(lang, flt, zone, up_to)
    n = max(count, 1)
    if flt is not None and not flt.is_any:
        if zone == "battlefield":  # "… you control" is the picker's own: said by "of their choice"
            flt = replace(flt, control=None)
        said = counted(Words(lang), n, flt, card=zone != "battlefield")
        return t("apnap.what.kind_of_choice" if cost else "apnap.what.of_choice_if_any", lang, objects=said, n=n)
    return t("apnap.what.of_choice", lang, noun=Counted(n, noun, words=True))


def _every_or_any(lang: str, flt: TypeFilter | None, zone: str, up_to: bool) -> str:
    """"all creature cards" / "todas las cartas de criatura" (every such card, however many the zone holds), or
    "any number of creature cards of their choice" (as many as the player likes, none too)."""
    w, card = Words(lang), zone != "battlefield"
    kind = flt if flt is not None else TypeFilter()  # no kind: any card
    if up_to:
        return t("apnap.what.any_number_of_choice", lang, objects=objects(w, kind, True, card))
    return all_of(w, kind, card)


def _what_picked(state: State, a: AskPick, count: int, noun: str) -> str:
    """The choice's label: "two creatures"; "any number of …" (a count of the most there can be) said as printed,
    with its kind, never "1000 artifacts" (judge 29: Incoming!, Jaddi Lifestrider)."""
    if count >= MAX_AMOUNT:
        return _every_or_any(state.lang, _said(state, a.pick.filter), a.zone, a.pick.up_to)
    return what_kind(count, _said(state, a.pick.filter), state.lang, a.zone)


def _said(state: State, flt: TypeFilter) -> TypeFilter:
    """The kind as the answer says it: "a card named <this card>" (201.2) names the source's card, which the
    scenario's ``card`` gives (the grammar reads the card's own name as "this permanent")."""
    if flt.named_source and state.scenario.card:
        return replace(flt, named_source=False, names=flt.names | {state.scenario.card.casefold()})
    return flt


def _kind_said(state: State, a: AskPick) -> tuple[TypeFilter, bool] | None:
    """The kind picked from, for the narration to say when a player has none of it: "creatures with flying", not
    "creatures" (judge 27: Bob, with a Hill Giant, was said to have "no creatures" for "sacrifices a creature with
    flying"); "… you control" is the picker's own, so it is left unsaid. None for a kind that is only its noun."""
    flt = _said(state, a.pick.filter)
    if flt.is_any:
        return None
    return (replace(flt, control=None) if a.zone == "battlefield" else flt), a.zone != "battlefield"


def _unknown_pick(decision: Decision, noun: str, zone: str, lang: str, count: int = 1,
                  flt: TypeFilter | None = None, cost: bool = False, up_to: bool = False) -> ChoiceRecord:
    """A zone nobody described: the player picks something of their choice; nothing is invented.
    "Discards two cards" stays two: "two cards of their choice" (quick mode, any count known). A kind stays said:
    "two white cards of their choice, if they have them" (the zone may hold none, 701.9a), never less than the card."""
    what = of_choice(lang, count, noun, flt, zone, cost, up_to)
    return ChoiceRecord(decision.player, [], [what], hidden=zone in ("hand", "library"),
                        decision_index=decision.index, what=what, noun=noun, unknown=True)


def _random_pick(state: State, step: StepResult, decision: Decision, a: AskPick) -> ChoiceRecord:
    """"Discards a card at random": no choice (701.9b); "return an instant or sorcery card at random from your
    graveyard": among the cards of that kind in that zone. Repeatable through ``seed``."""
    p, pick, zone = state.game.player(decision.player), a.pick, a.zone
    among = [o for o in p.zone(zone)
             if pick.filter.is_any or (o.known and state.matches(pick.filter, o, decision.player))]
    wanted = value_of(state, pick.count, decision.player)
    if len(among) < wanted and not pick.filter.is_any and _has_placeholders(state, decision.player, zone):
        # "discards a creature card at random" from "hand: 3": which cards are creatures nobody said (quick mode)
        return _unknown_pick(decision, pick.filter.noun, zone, state.lang, wanted, _said(state, pick.filter))
    count = min(len(among), wanted)
    rng = random.Random(f"{state.scenario.seed}:{step.index}:{decision.player}")
    picked = rng.sample(among, count) if count else []
    if zone == "hand" and not a.reveal:  # a card revealed at random is 701.20a's alone
        state.cite("701.9b", step=step)
    return ChoiceRecord(decision.player, picked, [o.name for o in picked], hidden=False,
                        decision_index=decision.index, what="random", random=True, none=not picked)


def _top_pick(state: State, step: StepResult, decision: Decision, a: AskPick) -> ChoiceRecord:
    """"Return the top creature card of your graveyard …": no choice, the zone's order names the cards (404.1,
    404.2; zone_tops.py); a card nobody described above them leaves them of the player's kind, unnamed."""
    wanted = value_of(state, a.pick.count, decision.player)
    found = topmost(state, decision.player, a.zone, a.pick.filter, wanted)
    if found is None:
        return _unknown_pick(decision, a.pick.filter.noun, a.zone, state.lang, wanted, _said(state, a.pick.filter))
    state.cite("404.2", step=step)
    return ChoiceRecord(decision.player, found, [o.name for o in found], hidden=False, decision_index=decision.index,
                        what="top", forced=True, none=not found)


def _legal(state: State, step: StepResult, decision: Decision, a: AskPick) -> tuple[list[GameObject], bool]:
    """The objects this decision may pick, and whether a "can't be sacrificed" one was excluded (101.2)."""
    taken = {o.uid for c in step.choices if c.player == decision.player for o in c.objects}
    flt: TypeFilter = a.pick.filter
    # "with the greatest power among …" is of the objects together, checked below; each object alone matches the rest
    plain = replace(flt, greatest=None, greatest_among_permanents=False) if flt.greatest else flt
    options, excluded = [], False
    holders = [decision.player]  # the picker's own first: a default pick untaps their own lands
    if a.anyone:
        holders += [p.name for p in state.game.players
                    if not p.lost and state.in_range(p.name) and p.name != decision.player]
    for obj, holder in [(o, h) for h in holders for o in state.game.player(h).zone(a.zone)]:
        if obj.uid in taken or not state.matches(plain, obj, holder):
            continue
        if not obj.known and not flt.is_any:  # "hand: 3": a card nobody described is of no kind ("nonland") known
            continue
        if a.sacrifice and obj.cant_be_sacrificed:
            excluded = True
            continue
        options.append(obj)
    if flt.greatest:
        options = _greatest_only(state, options, flt.greatest, decision.player, flt)
    return options, excluded


def _greatest_only(state: State, objects: list[GameObject], prop: str, player: str,
                   flt: TypeFilter) -> list[GameObject]:
    """"With the greatest power among creatures they control": those tied for the greatest value of all the
    player's creatures, which an object must reach ("a green creature with the greatest power among creatures
    they control" may be none); with ``greatest_among_permanents`` ("… among permanents they control"), of all the
    player's permanents (a land's mana value is 0, 202.3a); with ``greatest_of_these`` ("the creature they control
    with the highest converted mana cost"), of the objects the rest of the filter takes. Power and toughness are
    their values now (613.4). Those tied are the picker's choice (101.4).

    A value nobody gave is not guessed (scenario-format): with a described board, ``choice_needed``
    names the objects whose property is missing.
    """
    def value(o: GameObject) -> int | None:
        return mana_value_of(o) if prop == "mana_value" else layered_pt(state, o)[prop == "toughness"]

    mine = state.game.player(player).battlefield
    pool = mine if flt.greatest_among_permanents else objects if flt.greatest_of_these else \
        [o for o in mine if "creature" in state.layered(o).types]
    missing = [o.name for o in pool if value(o) is None]
    if missing and state.game.player(player).unknown:  # quick mode: say what is assumed, decide nothing
        state.warnings.append(t("apnap.warning.property_assumed", state.lang, prop=NounRef(prop),
                                names=", ".join(missing), player=player))
        return objects
    if missing:
        raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=missing, field="players",
                          lang=state.lang, prop=NounRef(prop), key=prop, names=", ".join(missing))
    top = max((value(o) or 0 for o in pool), default=None)
    return [o for o in objects if value(o) == top]


async def _pick_answer(state: State, step: StepResult, decision: Decision, record: ChoiceRecord,
                       objects: list[GameObject], bounds: tuple[int, int, int], kind: str, zone: str) -> ChoiceRecord:
    """Ask for ``low..high`` of ``objects`` (``count`` wanted), or take them when the rules leave no choice."""
    count, low, high = bounds
    if not objects or high == 0:
        record.none = True  # 101.3: nothing (legal) to choose
        state.cite("101.3", step=step)
        return record
    by_key, options = object_options(objects)
    req = request(state, step, decision, options, low, high, hidden=record.hidden, kind=kind, zone=zone,
                  what=record.what)
    forced = None
    if kind in (KIND_OBJECTS, KIND_SEARCH) and low == high == len(objects):
        # the rules leave no choice: as a cost is paid (601.2h, cited with the cost), or as the effect is applied
        # (608.2d, which excludes the choices made paying costs); 609.3: as much as possible when short.
        if not step.extra.get("cost"):
            state.cite("608.2d", step=step)
        if len(objects) < count:
            state.cite("609.3", step=step)
        forced = [o.key for o in options]
    return await answered(state, req, record, by_key, forced)


async def answered(state: State, req: ChoiceRequest, record: ChoiceRecord, by_key: dict[str, GameObject],
                   forced: list[str] | None) -> ChoiceRecord:
    """``record`` with the objects chosen: the ``forced`` keys when the rules leave no choice (608.2d; the
    player is told), else the player's answer to ``req``."""
    if forced is not None:
        keys = forced
        record.forced = True
        notice_forced(state, req, keys)
    else:
        keys = await ask(state, req)
        record.auto = state.last_auto
    record.objects = [by_key[k] for k in keys]
    record.labels = [o.name for o in record.objects]
    return record


def _nothing_to_pick(state: State, step: StepResult, decision: Decision) -> bool:
    """Whether a "may" is followed by a pick the board shows has no object to choose ("you may sacrifice a Food" with
    no Food): saying yes would do nothing (101.3), so the "may" is answered no unless the user says otherwise, and no
    empty action is recorded that a "whenever you sacrifice" could read. A zone nobody described is never "nothing"."""
    a = decision.ask
    if not isinstance(a, AskPick) or a.pick.random or a.pick.filter.is_any or a.search or a.zone == "library":
        return False  # a search may be chosen and find nothing (701.23b, 701.23g): the library is hidden to its owner
    if a.zone in state.game.player(decision.player).unknown or _has_placeholders(state, decision.player, a.zone):
        return False
    return not _legal(state, step, decision, a)[0]


def _has_placeholders(state: State, player: str, zone: str) -> bool:
    """Whether the zone holds cards given by count only (``hand: 3``): their characteristics are unknown."""
    return any(not o.known for o in state.game.player(player).zone(zone))


@decides(AskPick)
async def decide_pick(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskPick = decision.ask
    player, noun = decision.player, a.pick.filter.noun
    if a.zone in state.game.player(player).unknown:
        return _unknown_pick(decision, noun, a.zone, state.lang, value_of(state, a.pick.count, player),
                             _said(state, a.pick.filter), bool(step.extra.get("cost")), a.pick.up_to)
    if a.pick.random:
        return _random_pick(state, step, decision, a)
    if a.pick.top:
        return _top_pick(state, step, decision, a)
    objects, excluded = _legal(state, step, decision, a)
    if excluded:
        state.cite("101.2", step=step)
    count = value_of(state, a.pick.count, player)
    if len(objects) < count and not a.pick.filter.is_any and _has_placeholders(state, player, a.zone):
        # "hand: 3": cards nobody described may be of the kind the filter names; never "none" (quick mode stays honest)
        return _unknown_pick(decision, noun, a.zone, state.lang, count, _said(state, a.pick.filter),
                             bool(step.extra.get("cost")), a.pick.up_to)
    ask_cost_amount(state, step, player, objects, a.pick.up_to)  # "sacrifice any number of creatures" as a cost
    optional = a.pick.up_to or (a.search and not a.pick.filter.is_any)  # 701.23b
    if a.search:
        state.cite("701.23b" if not a.pick.filter.is_any else "701.23d", step=step)
    high = min(count, len(objects))
    record = ChoiceRecord(player, [], [], hidden=a.zone in ("hand", "library"), decision_index=decision.index,
                          what=_what_picked(state, a, count, noun), noun=noun, kind=_kind_said(state, a),
                          required=0 if a.pick.up_to else count)  # "up to two" / "any number": none pays it too
    kind = KIND_SEARCH if a.search else KIND_OBJECTS
    record = await _pick_answer(state, step, decision, record, objects, (count, 0 if optional else high, high), kind,
                                a.zone)
    if a.anyone and record.auto and optional:  # "untap up to five lands" unanswered: by default, the picker's own
        own = {o.uid for o in state.game.player(player).zone(a.zone)}
        record.objects = [o for o in record.objects if o.uid in own]
        record.labels = [o.name for o in record.objects]
    return record


@decides(AskPlacement)
async def decide_placement(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskPlacement = decision.ask
    player = decision.player
    if "library" in state.game.player(player).unknown:
        return _unknown_pick(decision, "card", "library", state.lang)
    n = value_of(state, a.amount)
    objects = list(state.game.player(player).library[:n])
    what = t(f"apnap.what.{a.verb}", state.lang, count=n)
    record = ChoiceRecord(player, [], [], hidden=True, decision_index=decision.index, what=what, noun="card",
                          required=len(objects))
    return await _pick_answer(state, step, decision, record, objects, (len(objects), 0, len(objects)),
                              KIND_PLACEMENT, "library")
