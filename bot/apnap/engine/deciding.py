"""Decisions that are not plain picks: "may" (yes / no), "up to N" and "any amount" (an integer),
"unless" alternatives, "chooses … then the rest" (one object per printed pick), "total power N or
less", votes for words and for objects, and the controller's pick for each voter (Expropriate)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..choices import (
    KIND_AMOUNT,
    KIND_KEEP,
    KIND_OBJECTS,
    KIND_UNLESS,
    KIND_VOTE,
    KIND_YES_NO,
    ChoiceOption,
    best_group_pick,
)
from ..grammar import MAX_AMOUNT, TypeFilter
from ..model import GameObject
from ..plan import Alternative, Amount, PayLifeInstead, Pick, PutOnTopInstead, SacrificeInstead
from ..result import ChoiceRecord, StepResult
from .asking import AskMay, Decision, ask, decides, notice_forced, object_options, of_choice, request
from .chosen_pool import chosen_uids, pool_players
from .mana_available import payment_mana, refuse_or_decline, unable_to_pay
from .values import value_of

if TYPE_CHECKING:
    from .state import State

MAX_PAY = 30  # "pay any amount of mana": the options offered (a table rarely has more mana)


@dataclass(frozen=True, slots=True)
class AskAmount:
    """An integer: "draw up to N" (N first, the default) or "pay any amount" (0 first)."""

    amount: Amount
    pay: bool = False
    most: int | None = None  # "pay any amount of life": no more than the life total (119.4)
    draws: bool = False  # "draw up to N": the default draws no more cards than the library holds (121.4)


@dataclass(frozen=True, slots=True)
class AskEither:
    """"Pay {R}{R} or 2 life": mana, life (only with that much life, 119.4) or no."""

    mana: int
    life: int
    cost: str


@dataclass(frozen=True, slots=True)
class AskUnless:
    alternatives: tuple[Alternative, ...]


@dataclass(frozen=True, slots=True)
class AskPerVoter:
    option: str


@dataclass(frozen=True, slots=True)
class AskKeep:
    picks: tuple[Pick, ...]
    zone: str
    pool: str = "own"  # whose battlefields: the chooser's, anyone's, the others' (chosen_pool.py)
    distinct: bool = False  # "that hasn't been chosen this way": none an earlier choice took (608.2c)


@dataclass(frozen=True, slots=True)
class AskTotal:
    filter: TypeFilter
    prop: str
    limit: int


@dataclass(frozen=True, slots=True)
class AskVote:
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AskObjectVote:
    filter: TypeFilter


def _answered(state: State, decision: Decision, what: str, answer: str) -> ChoiceRecord:
    return ChoiceRecord(decision.player, [], [], hidden=False, auto=state.last_auto, decision_index=decision.index,
                        what=what, answer=answer)


async def yes_or_kept(state: State, step: StepResult, decision: Decision, what: str) -> ChoiceRecord:
    """Whether to move a card just revealed (clash's bottom, 701.30a; explore's graveyard, 701.44a): yes / no, the
    default "no" keeps it where it is (no move nobody asked for). One place for both keyword actions' question."""
    options = [ChoiceOption("no", "no"), ChoiceOption("yes", "yes")]
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_YES_NO, zone=None, what=what)
    keys = await ask(state, req)
    return _answered(state, decision, what, keys[0])


@decides(AskMay)
async def decide_may(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    options = [ChoiceOption("yes", "yes"), ChoiceOption("no", "no")]  # answered with the words yes / no
    mana = payment_mana(decision.ask.mana, decision.ask.pay, decision.ask.unless)
    unable = unable_to_pay(state, decision.player, mana)  # 118.3: the board shows they can't make it now
    # An "unless" cost: not paying is the default, nothing is assumed paid; a cost of {0} is paid by saying so (118.5).
    # A "may" with nothing to choose (AskMay.nothing) defaults to no as well.
    if unable or decision.ask.nothing or decision.ask.offered or (decision.ask.unless and decision.ask.pay != "{0}"):
        options.reverse()
    what = _may_what(decision.ask, state.lang)
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_YES_NO, zone=None, what=what)
    keys = await ask(state, req)
    record = _answered(state, decision, req.what, keys[0])
    record.pay = decision.ask.pay
    if decision.ask.nothing and record.answer == "no":  # nothing of the kind to choose: not a choice (101.3)
        record.forced, record.auto = True, False
        state.cite("101.3", step=step)
    if unable:
        refuse_or_decline(state, record, mana, step)
    return record


def _may_what(a: AskMay, lang: str) -> str:
    """The question: "whether to do it", or for an "unless" cost "whether to pay {3} (otherwise …)"."""
    if a.offered:  # "any player may …": the first in APNAP order who accepts is the only one (101.4)
        return t("apnap.what.any_player_may", lang)
    if a.unless and a.pay:
        return t("apnap.what.unless_pay_stop" if a.stops else "apnap.what.unless_pay_amount", lang, mana=a.pay)
    return t("apnap.what.unless_pay" if a.unless else "apnap.what.may", lang)


@decides(AskAmount)
async def decide_amount(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskAmount = decision.ask
    if a.pay:  # "any amount": the default is to pay nothing
        n = MAX_PAY if a.most is None else min(a.most, MAX_AMOUNT)
        options = [ChoiceOption(str(i), str(i)) for i in range(n + 1)]
    else:
        n = value_of(state, a.amount, decision.player)
        options = [ChoiceOption(str(i), str(i)) for i in range(n, -1, -1)]  # the default (first) is N
        if a.draws:  # nobody chooses to draw from an empty library and lose (704.5b): at most what it holds
            held = state.game.player(decision.player).library
            if all(o.known for o in held) and len(held) < n:
                options.insert(0, options.pop(n - len(held)))
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_AMOUNT, zone=None,
                  what=t("apnap.what.up_to", state.lang, n=n))
    keys = await ask(state, req)
    return _answered(state, decision, req.what, keys[0])


@decides(AskEither)
async def decide_either(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskEither = decision.ask
    options = [ChoiceOption("mana", a.cost.upper())]  # the default: mana, which is not modelled
    if state.life_of(decision.player) >= a.life:
        options.append(ChoiceOption("life", t("apnap.answer.pay_life", state.lang, n=a.life)))
    options.append(ChoiceOption("no", t("apnap.answer.no", state.lang)))
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_UNLESS, zone=None,
                  what=t("apnap.what.may", state.lang))
    keys = await ask(state, req)
    return _answered(state, decision, req.what, keys[0])


@decides(AskPerVoter)
async def decide_per_voter(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """"For each money vote, choose a permanent owned by the voter": the controller picks, voter by voter."""
    a: AskPerVoter = decision.ask
    voter = state.voters(a.option)[decision.index]
    owned = [o for p in state.game.players for o in p.battlefield if o.owner == voter]
    what = t("apnap.what.owned_by", state.lang, player=voter)
    record = ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index, what=what)
    if not owned:
        record.none = True
        state.cite("101.3", step=step)
        return record
    return await one_object(state, step, decision, record, owned, KIND_OBJECTS)


async def one_object(state: State, step: StepResult, decision: Decision, record: ChoiceRecord,
                     objects: list[GameObject], kind: str, zone: str = "battlefield") -> ChoiceRecord:
    """One public pick among ``objects`` of ``zone`` (a permanent chosen, a vote for a permanent or a card), asked
    and recorded on ``record``."""
    by_key, options = object_options(objects)
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=kind, zone=zone,
                  what=record.what)
    keys = await ask(state, req)
    record.objects = [by_key[keys[0]]]
    record.labels = [record.objects[0].name]
    record.auto = state.last_auto
    return record


@decides(AskTotal)
async def decide_total(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """"Any number of creatures with total power 4 or less": kept objects whose values add up to at most N."""
    a: AskTotal = decision.ask
    player = decision.player
    p = state.game.player(player)
    what = t("apnap.what.total", state.lang, prop=NounRef(a.prop), n=a.limit)
    if "battlefield" in p.unknown:
        return ChoiceRecord(player, [], [], hidden=False, decision_index=decision.index, what=what, unknown=True)
    objects = [o for o in p.battlefield if state.matches(a.filter, o, player)]
    missing = [o.name for o in objects if getattr(o, a.prop) is None]
    if missing:
        raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=missing, field="players",
                          lang=state.lang, prop=NounRef(a.prop), key=a.prop, names=", ".join(missing))
    record = ChoiceRecord(player, [], [], hidden=False, decision_index=decision.index, what=what, noun=a.filter.noun)
    if not objects:
        record.none = True
        return record
    by_key, options = object_options(objects)
    weights = tuple((k, max(0, getattr(o, a.prop))) for k, o in by_key.items())
    suggested, total = [], 0
    for k, w in weights:  # the default keeps the first ones that fit, in board order
        if total + w <= a.limit:
            suggested.append(k)
            total += w
    req = request(state, step, decision, options, 0, len(options), hidden=False, kind=KIND_KEEP,
                  zone="battlefield", what=what)
    req = replace(req, weights=weights, max_total=a.limit, suggested=tuple(suggested))
    keys = await ask(state, req)
    record.objects = [by_key[k] for k in keys]
    record.labels = [o.name for o in record.objects]
    record.auto = state.last_auto
    return record


def _unless_options(state: State, player: str, alternatives: tuple[Alternative, ...]
                    ) -> tuple[list[ChoiceOption], dict[str, tuple[str, GameObject | None, int]], bool]:
    p = state.game.player(player)
    options = [ChoiceOption("no", "no")]  # the default: the printed penalty, nothing invented
    by_key: dict[str, tuple[str, GameObject | None, int]] = {"no": ("penalty", None, 0)}
    unknown = False
    pays = sum(1 for alt in alternatives if isinstance(alt, PayLifeInstead))
    for i, alt in enumerate(alternatives):
        if isinstance(alt, PayLifeInstead):
            key = "yes" if pays == 1 else f"pay{i}"  # a script answers a single payment with "yes"
            options.append(ChoiceOption(key, t("apnap.answer.pay_life", state.lang, n=alt.n)))
            by_key[key] = ("pay_life", None, alt.n)
            continue
        sacrifice = isinstance(alt, SacrificeInstead)
        zone = "battlefield" if sacrifice else "hand"
        if zone in p.unknown:
            unknown = True
            continue
        on_top = isinstance(alt, PutOnTopInstead)  # a card on top of the library (401.2), its own key
        what = "sacrifice" if sacrifice else "put_on_top" if on_top else "discard"
        for o in p.zone(zone):
            if state.matches(alt.filter, o, player) and not (sacrifice and o.cant_be_sacrificed):
                key = f"{'t' if on_top else 'o'}{o.uid}"
                options.append(ChoiceOption(key, o.name, tuple(sorted(o.types))))
                by_key[key] = (what, o, 0)
    return options, by_key, unknown


@decides(AskUnless)
async def decide_unless(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """"… unless they sacrifice X or discard Y": give one up (its name), or "no" to take the penalty."""
    a: AskUnless = decision.ask
    player = decision.player
    options, by_key, unknown = _unless_options(state, player, a.alternatives)
    if unknown:
        state.warnings.append(t("apnap.warning.unless_unknown", state.lang, player=player))
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_UNLESS, zone=None,
                  what=t("apnap.what.unless", state.lang))
    forced = len(options) == 1 and not unknown  # nothing to give up: the penalty, no question (608.2d)
    if forced:
        keys = ["no"]
        notice_forced(state, req, keys)
        state.cite("608.2d", step=step)
    else:
        keys = await ask(state, req)
    action, obj, amount = by_key[keys[0]]
    record = ChoiceRecord(player, [obj] if obj else [], [obj.name] if obj else [], hidden=False,
                          auto=state.last_auto and not forced, decision_index=decision.index, what=action,
                          answer="no" if action == "penalty" else None, forced=forced)
    if action == "pay_life":
        record.answer = "yes"
        record.what = f"pay_life:{amount}"
    return record


@decides(AskKeep)
async def decide_keep(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """"Chooses … an artifact, a creature, an enchantment, and a land": one object per printed pick."""
    a: AskKeep = decision.ask
    player = decision.player
    hidden = a.zone in ("hand", "library")
    what = ", ".join(pick.filter.noun for pick in a.picks)
    if a.pool.startswith("player:"):  # the controller's choice among one player's permanents: "… for Bob"
        what = t("apnap.what.option_for", state.lang, options=what, player=a.pool.removeprefix("player:"))
    reached = pool_players(state, player, a.pool)
    if any(a.zone in q.unknown for q in reached):  # a zone nobody described: "a creature of their choice, if they have
        # one", never "creature"
        said = ", ".join(of_choice(state.lang, value_of(state, pick.count, player), pick.filter.noun, pick.filter,
                                   a.zone, up_to=pick.up_to) for pick in a.picks)
        return ChoiceRecord(player, [], [said], hidden=hidden, decision_index=decision.index, what=said, unknown=True)
    groups = []
    taken = chosen_uids(state, step) if a.distinct else set()
    pool = [(o, q.name) for q in reached for o in q.zone(a.zone) if o.uid not in taken]
    for pick in a.picks:  # "three permanents", or "a number of lands equal to …": that many groups of one
        n = value_of(state, pick.count, player)
        groups += [[o for o, holder in pool if state.matches(pick.filter, o, holder)]] * n
    candidates = [o for o, _ in pool if any(o in g for g in groups)]
    keyed, options = object_options(candidates)
    key_groups = tuple(tuple(f"o{o.uid}" for o in g) for g in groups)
    best = best_group_pick(list(keyed), key_groups)
    record = ChoiceRecord(player, [], [], hidden=hidden, decision_index=decision.index, what=what,
                          noun="permanent" if a.zone == "battlefield" else "card", required=len(groups))
    if not best:
        record.none = True
        state.cite("101.3", step=step)
        return record
    low = 0 if all(pick.up_to for pick in a.picks) else len(best)  # "up to two", "any number of": none is legal
    req = request(state, step, decision, options, low, len(best), hidden=hidden, kind=KIND_KEEP,
                  zone=a.zone, what=what)
    req = replace(req, groups=key_groups, suggested=best)
    keys = await ask(state, req)
    record.auto = state.last_auto
    record.objects = [keyed[k] for k in keys]
    record.labels = [o.name for o in record.objects]
    state.cite("101.4c", step=step)
    return record


@decides(AskVote)
async def decide_vote(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskVote = decision.ask
    options = [ChoiceOption(f"vote:{i}", o) for i, o in enumerate(a.options)]
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_VOTE, zone=None,
                  what=" / ".join(a.options))
    keys = await ask(state, req)
    labels = [o.label for k in keys if (o := req.option(k)) is not None]
    return ChoiceRecord(decision.player, [], labels, hidden=False, auto=state.last_auto,
                        decision_index=decision.index, what=req.what)


@decides(AskObjectVote)
async def decide_object_vote(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """701.38a: a vote for an object (in range, matching the text), public, starting with "you"."""
    a: AskObjectVote = decision.ask
    objects = [o for p in state.game.players if not p.lost and state.in_range(p.name)
               for o in p.battlefield if state.matches(a.filter, o, p.name)]
    what = t("apnap.what.vote_object", state.lang, noun=NounRef(a.filter.noun))
    record = ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index, what=what)
    if not objects:
        record.none = True
        return record
    return await one_object(state, step, decision, record, objects, KIND_VOTE)
