"""Life, damage, cards and turns: draw (121.2c: one player at a time), life changes and damage to
players (one event for everyone, 608.2f), "unless" penalties, mill, extra turns, losing the game, paying."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar.spanish_terms import counter_word
from ..model import GameObject
from ..oracle import short_names
from ..plan import (
    ZERO,
    Damage,
    DamageAnyTarget,
    DamageTarget,
    DamageTargetObject,
    Draw,
    ExileTop,
    ExtraTurn,
    GainLife,
    LoseGame,
    LoseLife,
    Mill,
    Pay,
    PayEither,
    PayFixed,
    SetLife,
    Unless,
)
from ..plan import amounts as a
from ..result import EventRecord, StepResult
from . import triggers, who
from .act_picks import may_first
from .asking import AskMay, choice_phase, declined
from .attached import attached_permanent, chosen_rule
from .deciding import AskAmount, AskEither, AskUnless
from .grants import damage_keywords
from .library_order import named_top, order_hidden, took_top
from .registry import handles
from .target_protection import card_source_colors
from .values import unknown_that_many, value_of

if TYPE_CHECKING:
    from .state import State


# ------------------------------------------------------------------------------------ draw
def _draw_one_player(state: State, name: str, n: int, result: StepResult) -> None:
    player = state.game.player(name)
    if "library" in player.unknown:  # nobody said what is in it: draws happen, no loss is claimed
        result.events.append(EventRecord(name, "draw", [], amount=n, hidden=True,
                                         extra={"attempted": n, "empty_library": False, "unknown": True}))
        return
    drawn: list[GameObject] = []
    empty = False
    for _ in range(n):
        if not player.library:
            empty = True  # 121.4: not impossible; a loss at the next SBA check
            player.drew_from_empty_library = True
            continue
        card = player.library.pop(0)
        player.hand.append(card)
        drawn.append(card)
        triggers.simple(state, "draws", name, None, result)
    if empty:
        state.cite("121.4", step=result)
    if not named_top(state, name, n):  # 701.24a: after a shuffle (or 401.4, an unseen order) nobody knows which
        flag = "order_hidden" if order_hidden(state, name, n) else "shuffled"
        took_top(state, name, len(drawn))
        result.events.append(EventRecord(name, "draw", [], amount=len(drawn), hidden=True,
                                         extra={"attempted": n, "empty_library": empty, flag: True}))
        return
    took_top(state, name, len(drawn))
    result.events.append(EventRecord(name, "draw", drawn, amount=len(drawn), hidden=True,
                                     extra={"attempted": n, "empty_library": empty}))


@handles(Draw)
async def draw(state: State, step: Draw, result: StepResult) -> None:
    """121.2 / 121.2c: each player performs all their draws, one player after another."""
    if step.up_to or step.optional:  # "may draw up to two": one integer; any other "may": yes / no
        ask = AskAmount(step.amount, draws=True) if step.up_to else AskMay()
        await choice_phase(state, result, lambda player: [ask])
    result.simultaneous = False
    if len(result.order) > 1:
        state.cite("121.2c", step=result)
        if state.game.shared_team_turns:
            state.cite("121.2d", "805.6a", step=result)
    answers = {c.player: c.answer for c in result.choices}
    for name in result.order:
        if unknown_that_many(state, step.amount, name):  # "that many" of a zone nobody described: not 0
            result.events.append(EventRecord(name, "draw", [], amount=None, hidden=True,
                                             extra={"unknown": True, "that_many": True}))
            continue
        n = value_of(state, step.amount, name)
        answer = answers.get(name)
        if answer == "no":
            continue  # "may draw": declined, no event
        if answer is not None and answer.isdigit():
            n = int(answer)  # "up to N": the number chosen
        _draw_one_player(state, name, n, result)


# ------------------------------------------------------------------------------------ life and damage
# A player who gains or loses 0 life has no life event (119.9 says it of gaining; 119.3 adjusts by nothing),
# and a source that would deal 0 damage deals none (120.8): nothing that watches for it triggers.
_ZERO_RULE = {"gain_life": "119.9", "lose_life": "119.3", "damage": "120.8"}


def no_event(state: State, result: StepResult, name: str, action: str) -> None:
    """A player the instruction reached who gains, loses or is dealt 0: the contract's entry for them in
    ``order`` (amount 0, like an empty discard's objects []), marked ``no_event``: no life changed, nothing
    that watches for it triggers, and the narration does not tell it as an event (119.9, 120.8)."""
    state.cite(_ZERO_RULE.get(action, "119.3"), step=result)
    result.events.append(EventRecord(name, action, [], amount=0,
                                     extra={"no_event": True, "life": state.known_life(name)}))


def _life_event(state: State, step: LoseLife | GainLife | Damage, result: StepResult, name: str, n: int) -> None:
    extra: dict[str, object] = {"source": source_name(state, step.source)} if isinstance(step, Damage) else {}
    extra["life"] = state.known_life(name)
    result.events.append(EventRecord(name, step.action, [], amount=n, extra=extra))


async def _players_life(state: State, step: LoseLife | GainLife | Damage, result: StepResult, sign: int) -> None:
    if step.optional and not isinstance(step, Damage):  # "each opponent may lose 2 life": theirs to decline
        await choice_phase(state, result, lambda player: [AskMay()])
    no = declined(result)
    amounts = {name: 0 if name in no else value_of(state, step.amount, name) for name in result.order}  # 608.2h
    for name in result.order:
        if name in no:
            continue
        if not amounts[name]:  # 119.9 / 120.8: gaining, losing or being dealt 0 is no event at all
            no_event(state, result, name, step.action)
            continue
        state.change_life(name, sign * amounts[name], result)
        _life_event(state, step, result, name, amounts[name])
    changed = [n for n in result.order if amounts[n] > 0]
    if isinstance(step, Damage) and changed:  # 120.3a: the players dealt damage, by the source dealing it
        triggers.damaged(state, [], changed, damage_source(state, step.source), result)
    for name in changed:
        triggers.simple(state, "loses_life" if sign < 0 else "gains_life", name, None, result)


@handles(LoseLife)
async def lose_life(state: State, step: LoseLife, result: StepResult) -> None:
    await _players_life(state, step, result, -1)


@handles(GainLife)
async def gain_life(state: State, step: GainLife, result: StepResult) -> None:
    await _players_life(state, step, result, +1)


@handles(SetLife)
async def set_life(state: State, step: SetLife, result: StepResult) -> None:
    """119.5: a life total that "becomes" N changes by the difference, as life gained or lost."""
    for name in result.order:
        if "life" in state.game.player(name).unknown:  # nobody said the total: the change is not known
            result.events.append(EventRecord(name, "set_life", [], amount=value_of(state, step.amount, name),
                                             extra={"unknown": True}))
            continue
        diff = value_of(state, step.amount, name) - state.life_of(name)
        if not diff:  # already that total: no life gained or lost, no event (119.5, 119.9)
            no_event(state, result, name, "gain_life")
            continue
        state.change_life(name, diff, result)
        result.events.append(EventRecord(name, "gain_life" if diff >= 0 else "lose_life", [], amount=abs(diff),
                                         extra={"life": state.known_life(name)}))
        triggers.simple(state, "loses_life" if diff < 0 else "gains_life", name, None, result)
    state.cite("119.5", step=result)


@handles(Damage)
async def damage(state: State, step: Damage, result: StepResult) -> None:
    if step.objects is None:
        await _players_life(state, step, result, -1)
    else:
        if step.optional:
            await choice_phase(state, result, lambda player: [AskMay()])
        _damage_objects(state, step, result)
    damage_keywords(state, step.source, result)  # lifelink, deathtouch (702.15b, 702.2b)


_OWN_COUNTS = (a.CountOf, a.HandSize, a.LibrarySize, a.GraveyardSize, a.LifeTotal)


def counts_each_player(amount: a.Amount) -> bool:
    """Whether an amount is counted for each player on their own ("the number of creatures they control", "the
    number of cards in their hand"): damage to each player and their creatures is then that player's count."""
    if isinstance(amount, _OWN_COUNTS):
        return amount.whose is a.Whose.ACTOR
    inner = [getattr(amount, f, None) for f in ("a", "b")]
    return any(counts_each_player(x) for x in inner if x is not None and not isinstance(x, int))


def _damage_objects(state: State, step: Damage, result: StepResult) -> None:
    """120.3: damage to creatures is marked; lethal damage is checked as a state-based action (704.5g).
    Creatures are dealt damage whoever controls them; only the players the text names lose life."""
    flt = step.objects
    assert flt is not None
    per_holder = counts_each_player(step.amount)
    n = value_of(state, step.amount)
    named = who.named_players(state, step, result) if step.to_players else set()
    colors = _source_colors(state)
    source = source_name(state, step.source)
    dealt: triggers.Seen = []
    players: list[str] = []
    for name in result.order:
        p = state.game.player(name)
        if per_holder:  # "… equal to the number of creatures they control": each player's own count (608.2h)
            n = value_of(state, step.amount, name)
        if not n:  # 120.8: a source that would deal 0 damage deals no damage at all, to creatures or players
            if name in named:
                no_event(state, result, name, "damage")
            continue
        hit = [o for o in p.battlefield if (o.is_creature() or o.has_type("planeswalker"))
               and state.matches(flt, o, name) and not _protected(state, o, colors, result)]
        if hit:
            for o in hit:
                if o.has_type("planeswalker"):
                    _remove_loyalty(state, o, n, result)
                if o.is_creature():
                    state.marked_damage[o.uid] = state.marked_damage.get(o.uid, 0) + n
            result.events.append(EventRecord(name, "damage", hit, amount=n, extra={"source": source}))
            dealt.extend((o, name) for o in hit)
        if name in named:
            state.change_life(name, -n, result)
            result.events.append(EventRecord(name, "damage", [], amount=n,
                                             extra={"source": source, "life": state.known_life(name)}))
            players.append(name)
    if dealt or players:  # one source's damage is one event for everything it is dealt to (120.3)
        triggers.damaged(state, dealt, players, damage_source(state, step.source), result)
    for name in players:
        triggers.simple(state, "loses_life", name, None, result)  # 120.3a: damage is life lost
    state.cite("120.3a", "120.3e", step=result)


@handles(DamageAnyTarget, DamageTargetObject)
async def damage_any_target(state: State, step: DamageTarget, result: StepResult) -> None:
    """115.4: "any target" is a player, a creature or a planeswalker — the one ``target`` names, in range
    (801.5a) and still there as the effect resolves (608.2b). Damage to a player is life lost (120.3a);
    to a creature it is marked, and lethal damage is a state-based action (120.3e, 704.5g)."""
    n = value_of(state, step.amount)
    source = source_name(state, step.source)
    player = state.scenario.target if step.objects is None else None  # "target creature": never a player
    if player is not None:
        result.order = [player]  # damage lists the players it happens to (the contract's "Steps")
        state.change_life(player, -n, result)
        result.events.append(EventRecord(player, "damage", [], amount=n,
                                         extra={"source": source, "life": state.known_life(player)}))
        if n > 0:
            triggers.damaged(state, [], [player], damage_source(state, step.source), result)
            triggers.simple(state, "loses_life", player, None, result)
        state.cite("115.4", "120.3a", step=result)
        damage_keywords(state, step.source, result)  # lifelink (702.15b)
        return
    obj, holder = _any_target_object(state, step)
    if not obj.is_creature():  # 120.3c: loyalty counters removed, 704.5i: not modelled, so refused
        raise BotError.of("unsupported_effect", "apnap.error.planeswalker_damage", field="target", lang=state.lang,
                          name=obj.name)
    result.order = [holder]  # for damage to a creature: its controller
    if not _protected(state, obj, _source_colors(state), result):
        state.marked_damage[obj.uid] = state.marked_damage.get(obj.uid, 0) + n
        result.events.append(EventRecord(holder, "damage", [obj], amount=n, extra={"source": source}))
        if n > 0:
            triggers.damaged(state, [(obj, holder)], [], damage_source(state, step.source), result)
        damage_keywords(state, step.source, result)  # lifelink, deathtouch (702.15b, 702.2b)
    state.cite("115.4" if step.objects is None else chosen_rule(step), "120.3e", step=result)


def _any_target_object(state: State, step: DamageTarget) -> tuple[GameObject, str]:
    """The creature or planeswalker ``target`` names on a battlefield in range (115.4; of the text's kind, 115.1),
    or a refusal."""
    if step.on_attached and step.objects is not None:  # "… deals 4 damage to enchanted creature" (303.4)
        return attached_permanent(state, step.objects, step.on_attached)
    event = step.event_object == "permanent"  # "… deals 2 damage to it": the trigger event's object (603.2)
    names = [state.scenario.stack.event_object or ""] if event else state.scenario.targets
    wanted = {n.casefold() for n in names if n not in state.game.seat_names}
    for p in state.game.players:
        if p.lost or not state.in_range(p.name):
            continue
        for o in p.battlefield:
            if o.name.casefold() in wanted and (o.is_creature() or o.has_type("planeswalker")) and (
                    step.objects is None or state.matches(step.objects, o, p.name)):
                return o, p.name
    if step.objects is not None:
        raise BotError.of("bad_scenario", "apnap.error.event_object_kind" if event else "apnap.error.target_object",
                          field="event_object" if event else "target", lang=state.lang, what=NounRef(step.objects.noun))
    raise BotError.of("bad_scenario", "apnap.error.any_target_object", field="target", lang=state.lang)
def _remove_loyalty(state: State, walker: GameObject, n: int, result: StepResult) -> None:
    """120.3c: damage dealt to a planeswalker removes that many loyalty counters from it (704.5i checks zero).
    Loyalty the board does not give is asked in a file and assumed, with a warning, in quick mode."""
    if walker.counters is None:
        if not state.game.player(state.game.controller).unknown:
            raise BotError.of("choice_needed", "apnap.error.counters_needed", suggestions=[walker.name],
                              field="players", lang=state.lang, kind="loyalty",
                              counter=counter_word("loyalty", state.lang), name=walker.name)
        state.warnings.append(t("apnap.warning.loyalty_unknown", state.lang, name=walker.name, amount=n))
    mine = state.counters.setdefault(walker.uid, {})
    mine["loyalty"] = mine.get("loyalty", 0) - n
    state.cite("120.3c", step=result)


def source_name(state: State, source: str | None) -> str | None:
    """A damage source as events name it: the card's name for "this creature" when the card is known
    (events and narration name the object, never "It")."""
    words = (source or "").strip().lower().split()
    if state.scenario.card and len(words) == 2 and words[0] in ("this", "este", "esta"):
        return state.scenario.card
    return source


def damage_source(state: State, source: str | None) -> GameObject | None:
    """The permanent dealing the damage, when it is the card's own and the board shows it ("this creature deals
    …"): what "whenever this creature deals damage" and "dealt damage by this creature" are about (603.2)."""
    name = source_name(state, source)
    if not name or not state.scenario.card:
        return None
    own = {n.casefold() for n in short_names(state.scenario.card)}
    return state.source_on_battlefield() if name.casefold() in own else None


def _source_colors(state: State) -> frozenset[str] | None:
    """The source's colours: the card's permanent (or, sacrificed, its last known information, 608.2h)."""
    names = {n.casefold() for n in short_names(state.scenario.card)} if state.scenario.card else set()
    for p in state.game.players if names else ():
        for o in (*p.battlefield, *p.graveyard):
            if o.name.casefold() in names:  # a colour nobody gave is not taken as none (202.2)
                return o.colors if o.colors_known else None
    return card_source_colors(state)  # no board object: the card's own colours (its mana cost), when known


def _protected(state: State, creature: GameObject, colors: frozenset[str] | None, result: StepResult) -> bool:
    """702.16e: damage from a source of a colour the creature has protection from is prevented (unless this
    effect said earlier that damage can't be prevented: 615.12, act_shields.py)."""
    from .grants import keywords_of

    shields = {k.removeprefix("protection from ") for k in keywords_of(state, creature)
               if k.startswith("protection from ")}
    if not shields:
        return False
    if state.unpreventable or creature.uid in state.unpreventable_to:
        state.cite("615.12", step=result)
        return False
    if colors is None:
        state.warnings.append(t("apnap.warning.protection_unknown", state.lang, name=creature.name))
        return False
    if shields & colors:
        state.cite("702.16e", step=result)
        return True
    return False


@handles(Unless)
async def unless(state: State, step: Unless, result: StepResult) -> None:
    """The alternatives chosen happen at once; everyone else gets the penalty (608.2c, 101.4)."""
    ask = AskUnless(step.alternatives)
    await choice_phase(state, result, lambda player: [ask])
    before = triggers.battlefield_snapshot(state)
    left: triggers.Seen = []
    n = {name: value_of(state, step.amount, name) for name in result.order}
    for c in result.choices:
        if c.answer == "no" or not (c.objects or c.what.startswith("pay_life")):
            _unless_life(state, step, result, c.player, n[c.player], step.action)
        elif c.what.startswith("pay_life"):
            _unless_life(state, step, result, c.player, int(c.what.split(":")[1]), "pay")
        else:
            _give_up(state, c.player, c.objects[0], c.what, result, left)
    state.cite("608.2c", step=result)
    triggers.leaves(state, left, before, result, sacrificed=True)  # only sacrifices leave the battlefield here


def _unless_life(state: State, step: Unless, result: StepResult, name: str, n: int, action: str) -> None:
    """The penalty's life loss, or life paid to avoid it (119.4: paying life is losing it): an event that
    "whenever a player loses life" sees (603.2); 0 is no loss at all (119.3)."""
    if not n:
        no_event(state, result, name, "damage" if action == "damage" else "lose_life")
        return
    state.change_life(name, -n, result)
    extra: dict[str, object] = ({"what": "life"} if action == "pay" else
                                {"life": state.known_life(name), "source": source_name(state, step.source)})
    result.events.append(EventRecord(name, action, [], amount=n, extra=extra))
    triggers.simple(state, "loses_life", name, None, result)
    if action == "pay":
        state.cite("119.4", step=result)


def _give_up(state: State, name: str, o: GameObject, action: str, result: StepResult, left: triggers.Seen) -> None:
    """A permanent sacrificed or a card discarded to avoid the penalty is a real event (701.21a, 701.9a):
    a discard triggers "whenever a player discards a card" now, a sacrifice the leaves-the-battlefield
    watchers with the rest of the step (603.10a)."""
    p = state.game.player(name)
    zone = "battlefield" if action == "sacrifice" else "hand"
    p.zones[zone] = [x for x in p.zone(zone) if x is not o]
    state.game.player(o.owner).graveyard.append(o)
    result.events.append(EventRecord(name, action, [o]))
    if zone == "battlefield":
        left.append((o, name))
        state.cite("701.21a", step=result)
    else:
        triggers.discarded(state, name, [o], result)
        state.cite("701.9a", step=result)


# ------------------------------------------------------------------------------------ cards, turns, the game
@handles(Mill, ExileTop)
async def mill(state: State, step: Mill | ExileTop, result: StepResult) -> None:
    """The top cards of each library go to the graveyard (mill, 701.17a) or to exile, at once."""
    exiling = isinstance(step, ExileTop)
    if step.optional:  # "may mill two cards": a yes / no first
        await choice_phase(state, result, lambda player: [AskMay()])
    no = declined(result)
    for name in result.order:
        if name in no:
            continue
        n = value_of(state, step.amount, name)
        player = state.game.player(name)
        if "library" in player.unknown:
            result.events.append(EventRecord(name, step.action, [], amount=n, extra={"unknown": True,
                                                                                    "from": "library"}))
            if not exiling and n:
                triggers.unseen(state, "mill", name, str(n))
            continue
        moved = player.library[:n]
        if len(moved) < n and not exiling:
            state.cite("701.17b", step=result)
        player.zones["library"] = player.library[len(moved):]
        (player.exile if exiling else player.graveyard).extend(moved)
        shuffled = not named_top(state, name, n)  # 701.24a (or 401.4): which cards were on top is not known
        extra: dict[str, object] = {"from": "library"} if exiling else {}
        if shuffled:
            extra["order_hidden" if order_hidden(state, name, n) else "shuffled"] = True
        took_top(state, name, len(moved))
        face_down = isinstance(step, ExileTop) and step.face_down  # 406.3: exiled face down, seen by nobody
        if face_down:
            extra["face"] = "down"
        result.events.append(EventRecord(name, step.action, [] if shuffled else moved, amount=len(moved),
                                         hidden=face_down, extra=extra))
        if not exiling and moved:  # cards put into a graveyard from a library (701.17a): seen by what watches
            if shuffled:
                triggers.unseen(state, "mill", name, str(len(moved)))
            else:
                triggers.milled(state, name, moved, result)
    if isinstance(step, ExileTop) and step.face_down:
        state.cite("406.3", step=result)


@handles(ExtraTurn)
async def extra_turn(state: State, step: ExtraTurn, result: StepResult) -> None:
    """500.7: added one at a time in APNAP order; 805.8: a team takes an extra turn given to a member."""
    result.simultaneous = False
    teams_given: set[int] = set()
    times = 1 if step.times is None else value_of(state, step.times)  # "for each time vote"
    for name in [n for n in result.order for _ in range(times)]:
        result.events.append(EventRecord(name, "extra_turn", []))
        team = state.game.team_index(name)
        if state.game.shared_team_turns and team is not None:
            state.cite("805.8", step=result)
            if team in teams_given:
                continue
            teams_given.add(team)
        state.extra_turn_grants.append(name)


@handles(LoseGame)
async def lose_game(state: State, step: LoseGame, result: StepResult) -> None:
    if step.optional:
        await choice_phase(state, result, lambda player: may_first(step))
    declined = {c.player for c in result.choices if c.answer == "no"}
    for name in result.order:
        if name in declined:
            continue
        state.lost_game.append(name)
        state.game.player(name).lost = True  # 104.3e: at once; the player leaves the game (800.4a)
        result.events.append(EventRecord(name, "lose_game", []))
    state.cite("104.3e", step=result)
    if len(state.game.players) > 2:
        state.cite("800.4a", step=result)


@handles(PayFixed)
async def pay_fixed(state: State, step: PayFixed, result: StepResult) -> None:
    """"You may pay {1}": a yes / no first when it is a "may"; life paid is life lost (119.4)."""
    if step.optional:
        await choice_phase(state, result, lambda player: [AskMay(unless=step.unless)])
    if step.unless:
        state.cite("118.12", step=result)
    declined = {c.player for c in result.choices if c.answer == "no"}
    for name in result.order:
        if name in declined:
            continue
        n = value_of(state, step.amount, name)
        if step.what == "life" and n:  # paying 0 life is allowed (119.4b) and loses no life
            state.change_life(name, -n, result)
            triggers.simple(state, "loses_life", name, None, result)
        paid = {"what": step.what, "mana": _mana_paid(step.mana, n)} if step.mana else {"what": step.what}
        result.events.append(EventRecord(name, "pay", [], amount=n, extra=paid))
    state.cite("118.1" if step.what == "mana" else "119.4", step=result)


def _mana_paid(mana: str, n: int) -> str:
    """The symbols paid for mana value ``n``: as printed, or that cost once per object ("pay {U} for each creature
    chosen this way": {U}{U} for two; a generic cost added up, {8} for {4} twice; nothing for none)."""
    symbols = re.findall(r"\{([^}]+)\}", mana)
    each = sum(int(s) if s.isdigit() else 1 for s in symbols)
    if each <= 0 or n == each or n % each:
        return mana
    return "{" + str(n) + "}" if all(s.isdigit() for s in symbols) else mana * (n // each)


@handles(PayEither)
async def pay_either(state: State, step: PayEither, result: StepResult) -> None:
    """"May pay {R}{R} or 2 life": each player answers mana, life or no; life paid is life lost (119.4)."""
    ask = AskEither(step.mana, step.life, step.cost)
    await choice_phase(state, result, lambda player: [ask])
    for c in result.choices:
        if c.answer == "life":
            state.change_life(c.player, -step.life, result)
            triggers.simple(state, "loses_life", c.player, None, result)
            result.events.append(EventRecord(c.player, "pay", [], amount=step.life, extra={"what": "life"}))
        elif c.answer == "mana":
            result.events.append(EventRecord(c.player, "pay", [], amount=step.mana,
                                             extra={"what": "mana", "cost": step.cost}))
    state.cite("118.1", "119.4", step=result)


@handles(Pay)
async def pay(state: State, step: Pay, result: StepResult) -> None:
    """Join forces: "each player may pay any amount of mana", or "… any amount of life" (119.4: no more than
    their life total, and life paid is life lost): an integer each, 0 by default."""
    life = step.what == "life"
    await choice_phase(state, result, lambda player: [
        AskAmount(ZERO, pay=True, most=max(0, state.life_of(player)) if life else None)])
    for c in result.choices:
        n = int(c.answer or 0)
        if life and n:
            state.change_life(c.player, -n, result)
            triggers.simple(state, "loses_life", c.player, None, result)
        result.events.append(EventRecord(c.player, "pay", [], amount=n, extra={"what": step.what}))
    state.cite("119.4" if life else "118.1", step=result)

