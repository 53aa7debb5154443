"""The meaning of each verb phrase of english.lark and spanish.lark: one handler per grammar rule, in a registry.

A rule with no handler here has no meaning yet, and a sentence using it is refused (sentences.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from lark import Token, Tree

from .objects import parse_counted
from .pay_x import pay_x_fields
from .phrases import (
    Unread,
    Words,
    amount_fields,
    amount_of,
    amount_ref,
    amount_value,
    arg,
    child,
    count_value,
    counter_kind_of,
    is_yours,
    np_filter,
    past_action,
    per_each,
    slots_of,
    trees,
)
from .quoted import quoted_ability
from .spanish_tokens import es_token_description
from .specs import CountRef, Slot, StepSpec, Subject, TypeFilter
from .text import fold
from .token_status import entering_status, legendary, token_keyword
from .whose_zones import one_players
from .zone_owner import zone_of

_PERMANENT = TypeFilter(((frozenset(), frozenset(), False, True),), "permanent")
_NOBODY = Subject("you")  # an instruction with no player subject is performed by the controller


@dataclass(slots=True)
class Context:
    """What one clause's handlers need: the text, the clause's words and its subject."""

    text: Words
    clause: str
    subject: Subject
    optional: bool = False

    def step(self, action: str, **kw: object) -> StepSpec:
        subject = kw.pop("subject", self.subject)
        return StepSpec(self.clause, action, subject, optional=self.optional, **kw)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------------ verbs
VerbHandler = Callable[[Tree[Token], Context], list[StepSpec]]
VERBS: dict[str, VerbHandler] = {}


def _verb(*names: str) -> Callable[[VerbHandler], VerbHandler]:
    def register(fn: VerbHandler) -> VerbHandler:
        for name in names:
            VERBS[name] = fn
        return fn
    return register


@_verb("sacrifice", "discard")
def _pick(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step(node.data, slots=slots_of(arg(node, "objects"), c.text))]


@_verb("sacrifice_all")
def _sacrifice_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step("sacrifice", creatures=np_filter(arg(node, "np"), c.text), extra=(("rest", "1"), ("all", "1")))]


@_verb("sacrifice_rest")
def _sacrifice_rest(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step("sacrifice", creatures=_PERMANENT, extra=(("rest", "1"),))]


@_verb("discard_rest")
def _discard_rest(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step("discard", creatures=TypeFilter(), extra=(("rest", "1"), ("from", "hand")))]


@_verb("discard_all")
def _discard_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Discards all cards with that name", "descarta todas las cartas con ese nombre": every card of that kind in
    the acting player's own hand goes, nobody choosing (701.9a); the kind read by the one object lexicon."""
    return [c.step("discard", creatures=np_filter(arg(node, "np"), c.text),
                   extra=(("rest", "1"), ("all", "1"), ("from", "hand")))]


@_verb("discard_random")
def _discard_random(node: Tree[Token], c: Context) -> list[StepSpec]:
    random = "al azar" if c.text.lexicon.lang == "es" else "at random"
    slot = parse_counted(f"{c.text.low_of(arg(node, 'count'))} {c.text.low_of(arg(node, 'np'))} {random}",
                         c.text.lexicon)
    if slot is None:
        raise Unread(c.text.of(node))
    return [c.step("discard", slots=(slot,))]


@_verb("return_random_to_hand")
def _return_random(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Return an instant or sorcery card at random from your graveyard to your hand": the acting player's own
    graveyard, a card picked at random among those of that kind (nobody chooses it)."""
    if any(is_yours(p, c.text) != (c.subject.kind == "you") for p in trees(node) if p.data == "poss"):
        raise Unread(c.clause)
    slot = parse_counted(f"{c.text.low_of(arg(node, 'count'))} {c.text.low_of(arg(node, 'np'))} at random",
                         c.text.lexicon)
    if slot is None or not slot.random:
        raise Unread(c.text.of(node))
    return [c.step("return", slots=(slot,), destination="hand")]


@_verb("discard_hand")
def _discard_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step("discard", slots=(Slot(count=0, whole_zone=True),))]


@_verb("draw", "mill")
def _draw(node: Tree[Token], c: Context) -> list[StepSpec]:
    n = count_value(arg(node, "count"), c.text)
    return [c.step(node.data, amount=n, uses_x=n is None)]


@_verb("draw_one", "mill_one")
def _draw_one(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step(node.data.removesuffix("_one"), amount=1)]


@_verb("draw_up_to")
def _draw_up_to(node: Tree[Token], c: Context) -> list[StepSpec]:
    n = count_value(arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    return [c.step("draw", amount=n, up_to=True)]


@_verb("draw_ref", "lose_life_ref", "gain_life_ref")
def _with_ref(node: Tree[Token], c: Context) -> list[StepSpec]:
    action = node.data.removesuffix("_ref")
    ref_node = next(t for t in trees(node) if t.data not in ("draw_v", "lose_v", "gain_v"))
    return [c.step(action, amount_ref=amount_ref(ref_node, c.text))]


@_verb("draw_that_many_plus")
def _draw_that_many_plus(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… then draws that many cards plus one": what this player did in the step before, plus N (608.2h)."""
    n = count_value(arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    return [c.step("draw", amount_ref=CountRef("self", plus=n))]


@_verb("draw_per", "lose_life_per", "gain_life_per")
def _per(node: Tree[Token], c: Context) -> list[StepSpec]:
    action = node.data.removesuffix("_per")
    n = 1 if action == "draw" else amount_value(amount_of(node), c.text)[0]
    if n is None:
        raise Unread(c.text.of(node))
    ref = per_each(next(t for t in trees(node) if t.data.startswith("per_")), c.text)
    return [c.step(action, amount_ref=replace(ref, times=n))]


@_verb("lose_half_life")
def _lose_half(node: Tree[Token], c: Context) -> list[StepSpec]:
    of = "controller" if is_yours(arg(node, "poss"), c.text) else "player"
    up = trees(node)[-1].data == "round_up"
    return [c.step("lose_life", amount_ref=CountRef("life", divide=2, round_up=up, of=of))]


@_verb("lose_life", "gain_life", "scry", "surveil")
def _amounted(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step(node.data, **amount_fields(amount_of(node), c.text))]


@_verb("lose_game")
def _lose_game(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step("lose_game")]


@_verb("exile_from_hand")
def _exile_from_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    return [c.step("exile", slots=slots_of(arg(node, "objects"), c.text))]


@_verb("exile_graveyard")
def _exile_graveyard(node: Tree[Token], c: Context) -> list[StepSpec]:
    whose = zone_of(node, c.subject.kind, c.text, c.clause)  # "their graveyard", "target player's graveyard"
    if whose:  # another player's whole graveyard, by the controller: every card of it (701.13a)
        return [c.step("exile", creatures=TypeFilter(), extra=(("all", "1"), ("from", "graveyard"), *whose))]
    return [c.step("exile", slots=(Slot(count=0, whole_zone=True),), extra=(("from", "graveyard"),))]


@_verb("exile_all_graveyards", "exile_opponents_graveyards")
def _exile_graveyards(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exile all graveyards" / "each opponent's graveyard": no player acts, so the controller performs it."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    scope = (("scope", "opponents"),) if node.data == "exile_opponents_graveyards" else ()
    return [c.step("exile", subject=_NOBODY, creatures=TypeFilter(),
                   extra=(("all", "1"), ("from", "graveyard"), *scope))]


@_verb("exile_from_graveyard")
def _exile_from_graveyard(node: Tree[Token], c: Context) -> list[StepSpec]:
    slots = slots_of(arg(node, "objects"), c.text)
    if len(slots) != 1:
        raise Unread(c.clause)
    # "exile a card / any number of cards from their graveyard": a pick of the actor's own cards; "any number" is
    # as many as the player likes, none too (a choice, never "all" as a yes/no)
    if is_yours(arg(node, "poss"), c.text) != (c.subject.kind == "you") or slots[0].count_ref is not None:
        raise Unread(c.clause)  # "your graveyard" said of another player; a count by reference
    return [c.step("exile_from_own_graveyard", slots=slots)]


def _refuse(c: Context) -> list[StepSpec]:
    raise Unread(c.clause)


@_verb("exile_all", "destroy_all")
def _all_objects(node: Tree[Token], c: Context) -> list[StepSpec]:
    act = "exile" if node.data == "exile_all" else "destroy"
    subject = c.subject if c.subject.kind != "you" else _NOBODY
    flt, whose = one_players(arg(node, "np"), c.text, c.subject.kind != "you")
    return [c.step(act, subject=subject, creatures=flt, extra=(("all", "1"), *whose))]


@_verb("return_to_hand", "return_to_battlefield")
def _return(node: Tree[Token], c: Context) -> list[StepSpec]:
    dest = "hand" if node.data == "return_to_hand" else "battlefield"
    return [c.step("return", slots=slots_of(arg(node, "objects"), c.text), destination=dest)]


# Where a token's noun stands in its description: last in English ("red Goblin creature tokens"), first
# in Spanish ("fichas de criatura Trasgo roja").
_TOKEN_NOUNS = {"en": (-1, frozenset({"token", "tokens"})), "es": (0, frozenset({"ficha", "fichas"}))}


_TAPPED = frozenset({"tapped", "girada", "giradas"})  # "a tapped 2/2 … token", "… 2/2 girada"


def _token_words(token: Tree[Token], c: Context, quoted_ok: bool = False) -> tuple[str, str]:
    """(description, power/toughness) of "1/1 black Rat creature token(s)" / "fichas de criatura Rata negra 1/1".

    A quoted ability ("… token with "This creature can't block."") is read only where the caller keeps it
    (``quoted_ok``); anywhere else it is refused, never dropped."""
    if not quoted_ok and _quoted(token) is not None:
        raise Unread(c.text.of(token))
    pt = next((str(t) for t in token.children if isinstance(t, Token) and t.type == "PT"), "")
    if c.text.lexicon.lang == "es":
        return es_token_description(token, c.text), pt
    words = [c.text.of(w) for w in trees(token) if w.data not in ("token_with", "token_attacking")]
    at, nouns = _TOKEN_NOUNS[c.text.lexicon.lang]
    if len(words) < 2 or fold(words[at]) not in nouns:  # "… creature token(s)" (111.1)
        raise Unread(c.text.of(token))
    desc = " ".join(words[:-1] if at == -1 else words[1:])
    keyword = [str(t) for t in token.children if isinstance(t, Token) and t.type == "WORD"]
    listed = child(token, "token_with")
    if listed is not None:  # "… with flying and haste", "with first strike": each a keyword (702) or refused
        keyword = [fold(c.text.low_of(k)) for k in trees(listed)]
    if keyword:  # "… creature tokens with haste": the keyword is the token's (702), kept with its description
        if not all(token_keyword(fold(k)) for k in keyword):  # a word that is no keyword is refused, never given
            raise Unread(c.text.of(token))
        listed_as = " and ".join(keyword) if len(keyword) < 3 else f"{', '.join(keyword[:-1])}, and {keyword[-1]}"
        desc = f"{desc} with {listed_as}"
    if legendary(token):  # "a legendary 2/1 red Monkey creature token" (205.4a: its supertype)
        desc = f"legendary {desc}"
    return desc, pt


def _quoted(token: Tree[Token]) -> Token | None:
    return next((t for t in token.children if isinstance(t, Token) and t.type == "QUOTED"), None)


@_verb("create", "create_that_many", "create_number")
def _create(node: Tree[Token], c: Context) -> list[StepSpec]:
    token = arg(node, "token")
    desc, pt = _token_words(token, c, quoted_ok=True)
    quoted = _quoted(token)
    # the token's own text (111.3)
    ability = quoted_ability(quoted, c.text, of_token=True) if quoted is not None else None
    ref = CountRef("self") if node.data == "create_that_many" else \
        amount_ref(trees(node)[-1], c.text) if node.data == "create_number" else None  # "equal to …" (608.2h)
    n: int | None = None if ref else count_value(arg(node, "count"), c.text)
    tapped = (("tapped", "1"),) if any(isinstance(t, Token) and str(t) in _TAPPED for t in token.children) else ()
    text = c.text.low_of(token)
    text = re.sub(r"^tapped |\s+giradas?$|\s+that(?:'s| are) (?:tapped and )?attacking$", "", text)  # the status is
    # no characteristic of the token (110.5), nor is entering attacking (508.4)
    if c.text.lexicon.lang == "es":  # its characteristics as the English description says them (111.4)
        text = f"{pt} {desc.lower()}".strip()
    status = entering_status(node, token)  # "… that's tapped and attacking" (508.4)
    if status and not tapped and status[0][1] == "tapped":
        tapped = (("tapped", "1"),)
    return [c.step("create", amount=n, uses_x=n is None and ref is None, amount_ref=ref, ability=ability,
                   extra=(("token", desc), ("pt", pt), ("token_text", text), *tapped, *status))]


@_verb("create_copy")
def _create_copy(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each friend creates a token that's a copy of a creature they control": one object picked, copied (707.2)."""
    slots = slots_of(arg(node, "objects"), c.text)
    if count_value(arg(node, "count"), c.text) != 1 or len(slots) != 1 or slots[0].count != 1 or slots[0].up_to:
        raise Unread(c.text.of(node))
    return [c.step("create", slots=slots, extra=(("copy", "1"),))]


@_verb("extra_turn", "extra_turns")
def _extra_turns(node: Tree[Token], c: Context) -> list[StepSpec]:
    n = 1 if node.data == "extra_turn" else count_value(arg(node, "count"), c.text)
    if n is None or n > 10:
        raise Unread(c.text.of(node))
    return [c.step("extra_turn") for _ in range(n)]


@_verb("shuffle_hand", "shuffle_graveyard", "shuffle_hand_and_graveyard", "shuffle_hand_and_owned", "shuffle_owned")
def _shuffle(node: Tree[Token], c: Context) -> list[StepSpec]:
    zones = {"shuffle_hand": "hand", "shuffle_graveyard": "graveyard",
             "shuffle_hand_and_graveyard": "hand,graveyard", "shuffle_hand_and_owned": "hand,owned_permanents",
             "shuffle_owned": "owned_permanents"}[node.data]
    return [c.step("shuffle", extra=(("zones", zones),))]


_THEIR_OWN = {"en": "they control", "es": "que controla"}


def _their_own(np: Tree[Token], c: Context) -> bool:
    """"… each creature they control" / "… que controla": the acting player's own permanents, said so."""
    tails = [c.text.low_of(t) for t in trees(np) if t.data == "np_tail"]
    return tails == [_THEIR_OWN[c.text.lexicon.lang]] or c.text.low_of(np).endswith(" " + _THEIR_OWN["es"])


@_verb("counters_each")
def _counters(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put a +1/+1 counter on each creature you control": no player acts, the controller does (122.1). "Each
    opponent may put a +1/+1 counter on each creature they control": each of them on their own (a tempting offer)."""
    n = count_value(arg(node, "count"), c.text)
    kind = counter_kind_of(arg(node, "counter_kind"), c.text)
    if c.subject.kind != "you":
        if not _their_own(arg(node, "np"), c):
            raise Unread(c.clause)  # whose permanents, said otherwise, is not read
        return [c.step("counter", creatures=np_filter(arg(node, "np"), c.text), amount=n, uses_x=n is None,
                       extra=(("counter", kind), ("own", "1")))]
    return [c.step("counter", subject=_NOBODY, creatures=np_filter(arg(node, "np"), c.text), amount=n,
                   uses_x=n is None, extra=(("counter", kind),))]


@_verb("tap_all", "untap_all")
def _tap_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    action = "tap" if node.data == "tap_all" else "untap"
    # "untap each creature you control …": every one, as "all" (701.26), said back as printed
    each = (("each", "1"),) if _EACH_OBJECT.match(c.text.low_of(node)) else ()
    if c.subject.kind != "you":  # "each opponent … untaps all … they control": each their own (701.26)
        if not _their_own(arg(node, "np"), c) or c.optional:
            raise Unread(c.clause)  # whose permanents, said otherwise, is not read as the controller's
        return [c.step(action, creatures=np_filter(arg(node, "np"), c.text), extra=(("own", "1"), *each))]
    flt, whose = one_players(arg(node, "np"), c.text, False)
    return [c.step(action, subject=_NOBODY, creatures=flt, extra=(*whose, *each))]


_EACH_OBJECT = re.compile(r"\S+ (?:each|cada) ")


@_verb("untap_and_tap_each")
def _untap_and_tap(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"simultaneously untaps each tapped artifact, creature, and land they control and taps each untapped …": the
    same kinds, tapped ones untapped and untapped ones tapped at once (701.26a-b), one step; anything else (other
    kinds, a kind not said tapped and untapped) is refused."""
    first, second = (n for n in node.children if isinstance(n, Tree) and n.data == "np")
    untapping, tapping = np_filter(first, c.text), np_filter(second, c.text)
    if untapping.tapped is not True or replace(tapping, tapped=True) != untapping:
        raise Unread(c.clause)
    flt = replace(untapping, tapped=None)
    if c.subject.kind != "you":
        if not (_their_own(first, c) and _their_own(second, c)) or c.optional:
            raise Unread(c.clause)
        return [c.step("untap", creatures=flt, extra=(("own", "1"), ("each", "1"), ("swap", "1")))]
    flt, whose = one_players(first, c.text, False)
    return [c.step("untap", subject=_NOBODY, creatures=replace(flt, tapped=None),
                   extra=(*whose, ("each", "1"), ("swap", "1")))]


@_verb("bounce")
def _bounce(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player returns a creature they control to its owner's hand": a pick from the battlefield."""
    return [c.step("return", slots=slots_of(arg(node, "objects"), c.text), destination="hand",
                   extra=(("from", "battlefield"),))]


@_verb("pay_any_life")
def _pay_any_life(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player may pay any amount of life" (119.4): an integer each, 0 (nothing) by default."""
    return [c.step("pay", extra=(("what", "life"),))]


@_verb("pay_mana_or_life")
def _pay_mana_or_life(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"That player may pay {R}{R} or 2 life": one payment or the other (118.1, 119.4), or neither."""
    cost = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "MANA")
    symbols = re.findall(r"\{([^}]+)\}", cost)
    life, uses_x = amount_value(amount_of(node), c.text)
    if "x" in symbols or uses_x or life is None or not c.optional:
        raise Unread(c.text.of(node))
    mana = sum(int(s) if s.isdigit() else 1 for s in symbols)
    return [c.step("pay", amount=life, extra=(("what", "mana_or_life"), ("mana", str(mana)), ("cost", cost)))]


@_verb("create_per_life")
def _create_per_life(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Creates a 1/1 black Rat creature token for each 1 life they paid this way": every round of it (608.2c)."""
    counts = [count_value(t, c.text) for t in trees(node) if t.data == "count"]
    if counts != [1, 1] or past_action(arg(node, "past_verb"), c.text) != "pay":
        raise Unread(c.text.of(node))
    desc, pt = _token_words(arg(node, "token"), c)
    return [c.step("create", amount_ref=CountRef("every_round", action="pay"), extra=(("token", desc), ("pt", pt)))]


@_verb("pay_mana", "pay_life", "pay_mana_per")
def _pay(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You may pay {2}{B}" (its mana value: 202.3) or "pay 2 life" (119.4); "pay {U} for each creature chosen
    this way": that cost once per object this player chose (608.2c), the symbols kept for the reading."""
    if node.data == "pay_life":
        return [c.step("pay", **amount_fields(amount_of(node), c.text), extra=(("what", "life"),))]
    token = next(t for t in node.children if isinstance(t, Token) and t.type == "MANA")
    cost = str(token)
    symbols = re.findall(r"\{([^}]+)\}", cost)
    if "e" in (s.lower() for s in symbols):  # "Pay {E}{E}": energy counters, not mana (107.14)
        if node.data != "pay_mana" or any(s.lower() != "e" for s in symbols):
            raise Unread(c.text.of(node))
        return [c.step("pay_energy", amount=len(symbols))]
    if "x" in (s.lower() for s in symbols):  # "you may pay {X}" (107.3f): X as the payer chooses it, or as defined
        return [c.step("pay", **pay_x_fields(node, symbols, cost, c.text))]
    value = sum(int(s) if s.isdigit() else 1 for s in symbols)
    if node.data == "pay_mana_per":
        per = per_each(next(t for t in trees(node) if t.data.startswith("per_")), c.text)
        if per.kind != "total" or per.action != "choose":  # only what this player chose this way is read
            raise Unread(c.text.of(node))
        ref = replace(per, kind="self", times=value)  # the payer's own choices ("that player may choose …")
        return [c.step("pay", amount_ref=ref, extra=(("what", "mana"), ("mana", cost.upper())))]
    return [c.step("pay", amount=value, extra=(("what", "mana"), ("mana", cost.upper())))]


# ------------------------------------------------------------------------------------------ all of a kind
# from a zone: "return all creature cards from their graveyard to the battlefield", "exile all creature
# cards from their graveyard", "put all cards they exiled this way onto the battlefield" (both grammars).
@_verb("return_all")
def _return_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Regresa todas las cartas de criatura de su cementerio al campo de batalla": each player's own graveyard."""
    subject = c.subject if c.subject.kind != "you" else _NOBODY
    scope = "own" if any(t.data == "poss" for t in trees(node)) else "all"  # "de todos los cementerios"
    return [c.step("return", subject=subject, creatures=np_filter(arg(node, "np"), c.text), destination="battlefield",
                   extra=(("all", "1"), ("from", "graveyard"), ("scope", scope)))]


@_verb("exile_all_from_graveyard")
def _exile_all_from_graveyard(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Cada jugador exilia todas las cartas de criatura de su cementerio": each from their own."""
    whose = zone_of(node, c.subject.kind, c.text, c.clause) or (("scope", "own"),)  # another's, or the actor's
    return [c.step("exile", creatures=np_filter(arg(node, "np"), c.text), extra=(("all", "1"), ("from", "graveyard"),
                                                                                 *whose))]


@_verb("put_exiled_this_way")
def _put_exiled_this_way(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… pone en el campo de batalla todas las cartas que exilió de esta manera": what this player exiled."""
    if past_action(arg(node, "past_verb"), c.text) != "exile":
        raise Unread(c.text.of(node))
    if child(node, "poss") is not None:  # "returns to their hand each card they exiled this way": to its hand
        if c.text.low_of(arg(node, "poss")) not in ("their", "your", "his or her"):
            raise Unread(c.text.of(node))
        return [c.step("return", destination="hand", extra=(("from", "exile"), ("this_way", "exile")))]
    return [c.step("put", destination="battlefield", extra=(("from", "exile"), ("this_way", "exile")))]


@_verb("exile_top", "exile_top_one")
def _exile_top(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player exiles the top card of their library": moved like a mill, into exile."""
    n = 1 if node.data == "exile_top_one" else count_value(arg(node, "count"), c.text)
    zone_of(node, c.subject.kind, c.text, c.clause, own_only=True)  # "each player … your library": not read
    face = (("face", "down"),) if child(node, "face_down") is not None else ()
    return [c.step("exile", amount=n, uses_x=n is None, extra=(("from", "library"), *face))]


@_verb("exile_hand")
def _exile_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player exiles all cards from their hand [face down]": the whole hand, no choice."""
    face = (("face", "down"),) if child(node, "face_down") is not None else ()
    zone_of(node, c.subject.kind, c.text, c.clause, own_only=True)  # "exile that player's hand": not read here
    return [c.step("exile", slots=(Slot(count=0, whole_zone=True),), extra=(("from", "hand"), *face))]


@_verb("choose_creature_type", "choose_card_type")
def _choose_word(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player chooses a creature type" / "choose a card type": a word from the rules' lists (205.2a,
    205.3m), which later text refers to ("of that type")."""
    one = child(node, "count")  # "elige un tipo de criatura": one
    if one is not None and count_value(one, c.text) != 1:
        raise Unread(c.text.of(node))
    return [c.step("choose", extra=(("word", node.data.removeprefix("choose_")),))]


@_verb("choose_from_next")
def _choose_from_next(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… each player chooses a creature controlled by the next player in that direction"."""
    one = child(node, "count")  # "elige una criatura": one
    if c.subject.left is None or (one is not None and count_value(one, c.text) != 1):
        raise Unread(c.text.of(node))
    flt = np_filter(arg(node, "np"), c.text)
    return [c.step("choose", slots=(Slot(1, flt),), extra=(("from", "next_player"),))]


@_verb("gain_control_chosen")
def _gain_control_chosen(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player gains control of the creature they chose" (613.1b): what each chose in the step before."""
    for_which = any(isinstance(t, Token) and t.type == "FOR_WHICH_CHOSEN" for t in node.children)
    kind = "for_which" if for_which else "chosen"  # "… for which they were chosen" / "… they chose"
    return [c.step("gain_control", creatures=np_filter(arg(node, "np"), c.text), extra=((kind, "1"),))]


@_verb("untap_those")
def _untap_those(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Untap those permanents / creatures": the ones the step before acted on (701.26b)."""
    noun = {"criaturas": "creatures", "tierras": "lands"}.get(c.text.low_of(node).split()[-1],
                                                             c.text.low_of(node).split()[-1])
    return [c.step("untap", subject=_NOBODY, extra=(("those", "1"), ("those_noun", noun)))]


@_verb("choose_target_opponent")
def _choose_target_opponent(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"That player chooses target player who has more life than they do and is their opponent": the scenario's
    ``target``, legal only if it is so (115.1, 608.2b)."""
    than = trees(node)[-1] if trees(node)[-1].data.endswith("_than_them") else arg(node, "than_them")
    measure = {"more_life_than_them": "life", "more_hand_than_them": "hand", "more_control_than_them": "control",
               "more_graveyard_than_them": "graveyard", "fewer_graveyard_than_them": "graveyard"}[than.data]
    creatures = np_filter(arg(than, "np"), c.text) if measure in ("control", "graveyard") else None
    fewer = (("fewer", "1"),) if than.data.startswith("fewer_") else ()  # "fewer … than their graveyard does"
    return [c.step("choose", creatures=creatures, extra=(("target_check", measure), *fewer))]


@_verb("separate_piles")
def _separate_piles(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player separates all nontoken lands they control into two piles" (700.3): every one in one pile."""
    return [c.step("choose", creatures=np_filter(arg(node, "np"), c.text), extra=(("piles", "separate"),))]


@_verb("destroy_chosen_piles", "tap_other_piles")
def _pile_action(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Destroy all lands in the chosen piles" / "Tap all lands in the other piles": the controller does it."""
    action, which = ("destroy", "chosen") if node.data == "destroy_chosen_piles" else ("tap", "other")
    return [c.step(action, subject=_NOBODY, creatures=np_filter(arg(node, "np"), c.text), extra=(("piles", which),))]


@_verb("choose_option")
def _choose_option(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player chooses war or peace": one of the named options each, in APNAP order (101.4)."""
    words = tuple(c.text.of(t) for t in node.children if isinstance(t, Token) and t.type == "WORD")
    if len(set(map(fold, words))) != len(words):
        raise Unread(c.text.of(node))
    return [c.step("choose", options=words)]
