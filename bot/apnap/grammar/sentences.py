"""English Magic sentences through a real grammar (english.lark) → the engine's steps.

Why a grammar: a sentence is derived as a whole or not at all, so no word can be read past and
forgotten (the failure of pattern tables); a new card mostly combines parts the grammar already
has (a subject, a verb phrase, objects, an amount). The grammar is LALR(1), so a sentence parses
in a tenth of a millisecond, and a conflict shows when the grammar is built, not on some card.

Each node of the parse tree is read by the handler registered for its rule name (``_VERBS``,
``_SUBJECTS``, ``_AMOUNTS``); a node without a handler is a grammar rule nobody gave a meaning
to, and is refused like unknown words. Object phrases (type words, colours, "you control") are
read by the object lexicon (objects.parse_filter), which refuses what it does not know.

This reader is tried before the older clause tables (reader.py) for English text; the tables
remain for what this grammar does not yet derive, and go as the grammar grows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib.resources import files

from lark import Lark, Token, Tree
from lark.exceptions import LarkError, UnexpectedInput

from bot.errors import BotError

from .clauses import _apply_where_x
from .lexicon import EN
from .objects import _unsupported, parse_counted, parse_filter
from .specs import MAX_AMOUNT, CountRef, Effect, Slot, StepSpec, Subject, TypeFilter
from .text import fold

_PAST = {"sacrificed": "sacrifice", "discarded": "discard", "exiled": "exile", "drew": "draw", "lost": "lose_life",
         "gained": "gain_life", "milled": "mill", "returned": "return", "sacrifice": "sacrifice",
         "discard": "discard", "exile": "exile", "draw": "draw", "lose": "lose_life", "gain": "gain_life",
         "mill": "mill", "return": "return"}
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_PERMANENT = TypeFilter(((frozenset(), frozenset(), False, True),), "permanent")
_NOBODY = Subject("you")  # an instruction with no player subject is performed by the controller


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The grammar, built once per process (about 0.15 s)."""
    text = files("bot.apnap.grammar").joinpath("english.lark").read_text(encoding="utf-8")
    return Lark(text, parser="lalr", start=["start", "condition"], propagate_positions=True, maybe_placeholders=False,
                keep_all_tokens=True)


class Unread(Exception):
    """A part of the sentence with no meaning in a step: ``words`` are the original words."""

    def __init__(self, words: str) -> None:
        super().__init__(words)
        self.words = words


@dataclass(slots=True)
class _Text:
    """The original effect and its folded copy (same length), to cut words by position."""

    orig: str
    low: str

    def of(self, node: Tree | Token) -> str:
        start, end = _bounds(node)
        return self.orig[start:end].strip()

    def low_of(self, node: Tree | Token) -> str:
        start, end = _bounds(node)
        return self.low[start:end].strip()


def _bounds(node: Tree | Token) -> tuple[int, int]:
    if isinstance(node, Token):
        return int(node.start_pos or 0), int(node.end_pos or 0)
    return int(node.meta.start_pos), int(node.meta.end_pos)


def _trees(node: Tree) -> list[Tree]:
    return [c for c in node.children if isinstance(c, Tree)]


def _child(node: Tree, name: str) -> Tree | None:
    return next((c for c in _trees(node) if c.data == name), None)


@dataclass(slots=True)
class _Context:
    """What one clause's handlers need: the text, the clause's words and its subject."""

    text: _Text
    clause: str
    subject: Subject
    optional: bool = False

    def step(self, action: str, **kw: object) -> StepSpec:
        subject = kw.pop("subject", self.subject)
        return StepSpec(self.clause, action, subject, optional=self.optional, **kw)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------------ numbers
def _count(node: Tree, text: _Text) -> int | None:
    """A count node → its number; None for X."""
    word = text.low_of(node)
    if word == "x":
        return None
    if word.isdigit():
        n = int(word)
        if n > MAX_AMOUNT:
            raise Unread(text.of(node))
        return n
    if word in _NUMBERS:
        return _NUMBERS[word]
    raise Unread(text.of(node))


def _amount(node: Tree, text: _Text) -> tuple[int | None, bool]:
    """(amount, uses X) of an ``amount`` node."""
    n = _count(_trees(node)[0], text)
    return n, n is None


# ------------------------------------------------------------------------------------------ objects
def _owner(np: Tree, text: _Text) -> str:
    """Whose objects a counted noun phrase means: "you control" → the controller, else the acting player."""
    tails = [text.low_of(t) for t in _trees(np) if t.data == "np_tail"]
    return "controller" if any(t == "you control" for t in tails) else "player"


def _filter(np: Tree, text: _Text) -> TypeFilter:
    flt = parse_filter(text.low_of(np), EN)
    if flt is None:
        flt = _subtype_noun(np, text)
    if flt is None:
        raise Unread(text.of(np))
    return flt


def _subtype_noun(np: Tree, text: _Text) -> TypeFilter | None:
    """"Knights you control", "the number of Beasts": a word that is no type, colour or keyword names a
    subtype (205.3); plural or singular, it matches objects of that subtype whatever their type."""
    words = [text.low_of(w) for w in _trees(np) if w.data == "np_word"]
    tails = [text.low_of(t) for t in _trees(np) if t.data == "np_tail"]
    if len(words) != 1 or not words[0].isalpha() or any(t not in _OWNER_TAILS for t in tails):
        return None
    word = words[0]
    forms = {word, word.removesuffix("s"), word.removesuffix("es")}
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    if word.endswith("ves"):
        forms.add(word[:-3] + "f")
    control = "not_you" if "you don't control" in tails else None
    return TypeFilter(subtypes=frozenset(f for f in forms if f), control=control)


_OWNER_TAILS = ("you control", "they control", "that player controls", "you don't control")


def _object_slot(node: Tree, text: _Text) -> Slot:
    if node.data == "counted_per":
        count, np, per = _trees(node)
        n = _count(count, text)
        ref = _per_each(per, text)
        return Slot(count=0, filter=_filter(np, text), count_ref=replace(ref, times=n if n is not None else 1))
    slot = parse_counted(text.low_of(node), EN)
    if slot is None:
        raise Unread(text.of(node))
    return slot


def _slots(node: Tree, text: _Text) -> tuple[Slot, ...]:
    return tuple(_object_slot(o, text) for o in _trees(node))


# ------------------------------------------------------------------------------------------ amounts
def _count_expr(node: Tree, text: _Text) -> CountRef:
    kind = node.data
    if kind in ("n_hand", "n_graveyard", "n_library"):
        of = "controller" if text.low_of(_trees(node)[0]) == "your" else "player"
        return CountRef(kind[2:], of=of)
    if kind == "n_life":
        of = "controller" if text.low_of(_trees(node)[0]) == "your" else "player"
        return CountRef("life", of=of)
    if kind == "n_controlled":
        np = _trees(node)[0]
        return CountRef("controlled", filter=_filter(np, text), of=_owner(np, text))
    if kind == "n_battlefield":  # "the number of Beasts on the battlefield": everyone's
        return CountRef("battlefield", filter=_filter(_trees(node)[0], text))
    if kind == "n_greatest":
        return CountRef("greatest", action=_PAST[text.low_of(_child(node, "past_verb") or node)])
    if kind == "n_self":
        return CountRef("self", action=_PAST[text.low_of(_child(node, "past_verb") or node)])
    raise Unread(text.of(node))


def _amount_ref(node: Tree, text: _Text) -> CountRef:
    kids = _trees(node)
    kind = node.data
    if kind == "amount_ref":
        return _count_expr(kids[0], text)
    if kind == "x_ref":
        return CountRef("x")
    if kind == "that_many":
        return CountRef("self")
    if kind == "twice":
        return replace(_count_expr(kids[0], text), times=2)
    if kind in ("rounded", "half_of"):
        ref = _count_expr(kids[0], text)
        return replace(ref, divide=2 if kind == "half_of" else ref.divide, round_up=kids[-1].data == "round_up")
    if kind == "minus":  # "4 minus the number of cards in their hand": (n - base) * -1, never below 0
        base = node.children[0]
        n = int(str(base)) if str(base).isdigit() else _NUMBERS.get(text.low_of(base), -1)
        if n < 0:
            raise Unread(text.of(node))
        return replace(_count_expr(kids[-1], text), plus=-n, times=-1)
    raise Unread(text.of(node))


def _per_each(node: Tree, text: _Text) -> CountRef:
    """The thing counted by "for each …"."""
    kind = node.data
    kids = _trees(node)
    if kind == "per_hand":
        return CountRef("hand", of="controller" if text.low_of(kids[0]) == "your" else "player")
    if kind == "per_graveyard":
        return CountRef("graveyard", of="controller" if text.low_of(kids[0]) == "your" else "player")
    if kind == "per_controlled":
        return CountRef("controlled", filter=_filter(kids[0], text), of=_owner(kids[0], text))
    if kind == "per_self":  # "for each card discarded this way": every player's, added up
        return CountRef("total", action=_PAST[text.low_of(_child(node, "past_verb") or node)])
    raise Unread(text.of(node))


# ------------------------------------------------------------------------------------------ verbs
VerbHandler = Callable[[Tree, _Context], list[StepSpec]]
_VERBS: dict[str, VerbHandler] = {}


def _verb(*names: str) -> Callable[[VerbHandler], VerbHandler]:
    def register(fn: VerbHandler) -> VerbHandler:
        for name in names:
            _VERBS[name] = fn
        return fn
    return register


def _arg(node: Tree, name: str) -> Tree:
    found = _child(node, name)
    if found is None:  # pragma: no cover - the grammar guarantees it
        raise Unread("")
    return found


@_verb("sacrifice", "discard")
def _pick(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step(node.data, slots=_slots(_arg(node, "objects"), c.text))]


@_verb("sacrifice_all")
def _sacrifice_all(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step("sacrifice", creatures=_filter(_arg(node, "np"), c.text), extra=(("rest", "1"), ("all", "1")))]


@_verb("sacrifice_rest")
def _sacrifice_rest(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step("sacrifice", creatures=_PERMANENT, extra=(("rest", "1"),))]


@_verb("discard_rest")
def _discard_rest(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step("discard", creatures=TypeFilter(), extra=(("rest", "1"), ("from", "hand")))]


@_verb("discard_random")
def _discard_random(node: Tree, c: _Context) -> list[StepSpec]:
    slot = parse_counted(f"{c.text.low_of(_arg(node, 'count'))} {c.text.low_of(_arg(node, 'np'))} at random", EN)
    if slot is None:
        raise Unread(c.text.of(node))
    return [c.step("discard", slots=(slot,))]


@_verb("discard_hand")
def _discard_hand(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step("discard", slots=(Slot(count=0, whole_zone=True),))]


@_verb("draw", "mill")
def _draw(node: Tree, c: _Context) -> list[StepSpec]:
    n = _count(_arg(node, "count"), c.text)
    return [c.step(node.data, amount=n, uses_x=n is None)]


@_verb("draw_one", "mill_one")
def _draw_one(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step(node.data.removesuffix("_one"), amount=1)]


@_verb("draw_up_to")
def _draw_up_to(node: Tree, c: _Context) -> list[StepSpec]:
    n = _count(_arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    return [c.step("draw", amount=n, up_to=True)]


@_verb("draw_ref", "lose_life_ref", "gain_life_ref")
def _with_ref(node: Tree, c: _Context) -> list[StepSpec]:
    action = node.data.removesuffix("_ref")
    ref_node = next(t for t in _trees(node) if t.data not in ("draw_v", "lose_v", "gain_v"))
    return [c.step(action, amount_ref=_amount_ref(ref_node, c.text))]


@_verb("draw_per", "lose_life_per", "gain_life_per")
def _per(node: Tree, c: _Context) -> list[StepSpec]:
    action = node.data.removesuffix("_per")
    n = 1 if action == "draw" else _amount(_arg(node, "amount"), c.text)[0]
    if n is None:
        raise Unread(c.text.of(node))
    ref = _per_each(next(t for t in _trees(node) if t.data.startswith("per_")), c.text)
    return [c.step(action, amount_ref=replace(ref, times=n))]


@_verb("lose_half_life")
def _lose_half(node: Tree, c: _Context) -> list[StepSpec]:
    of = "controller" if c.text.low_of(_arg(node, "poss")) == "your" else "player"
    up = _trees(node)[-1].data == "round_up"
    return [c.step("lose_life", amount_ref=CountRef("life", divide=2, round_up=up, of=of))]


@_verb("lose_life", "gain_life", "scry", "surveil")
def _amounted(node: Tree, c: _Context) -> list[StepSpec]:
    n, uses_x = _amount(_arg(node, "amount"), c.text)
    return [c.step(node.data, amount=n, uses_x=uses_x)]


@_verb("lose_game")
def _lose_game(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step("lose_game")]


@_verb("exile_from_hand")
def _exile_from_hand(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step("exile", slots=_slots(_arg(node, "objects"), c.text))]


@_verb("exile_graveyard")
def _exile_graveyard(node: Tree, c: _Context) -> list[StepSpec]:
    return [c.step("exile", slots=(Slot(count=0, whole_zone=True),), extra=(("from", "graveyard"),))]


@_verb("exile_all_graveyards", "exile_opponents_graveyards")
def _exile_graveyards(node: Tree, c: _Context) -> list[StepSpec]:
    """"Exile all graveyards" / "each opponent's graveyard": no player acts, so the controller performs it."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    scope = (("scope", "opponents"),) if node.data == "exile_opponents_graveyards" else ()
    return [c.step("exile", subject=_NOBODY, creatures=TypeFilter(),
                   extra=(("all", "1"), ("from", "graveyard"), *scope))]


@_verb("exile_from_graveyard")
def _exile_from_graveyard(node: Tree, c: _Context) -> list[StepSpec]:
    slots = _slots(_arg(node, "objects"), c.text)
    if len(slots) != 1:
        raise Unread(c.clause)
    flt = slots[0].filter
    return [c.step("exile", creatures=flt, extra=(("all", "1"), ("from", "graveyard"), ("scope", "own")))] \
        if slots[0].count == MAX_AMOUNT and slots[0].up_to else _refuse(c)


def _refuse(c: _Context) -> list[StepSpec]:
    raise Unread(c.clause)


@_verb("exile_all", "destroy_all")
def _all_objects(node: Tree, c: _Context) -> list[StepSpec]:
    act = "exile" if node.data == "exile_all" else "destroy"
    subject = c.subject if c.subject.kind != "you" else _NOBODY
    return [c.step(act, subject=subject, creatures=_filter(_arg(node, "np"), c.text), extra=(("all", "1"),))]


@_verb("return_to_hand", "return_to_battlefield")
def _return(node: Tree, c: _Context) -> list[StepSpec]:
    dest = "hand" if node.data == "return_to_hand" else "battlefield"
    return [c.step("return", slots=_slots(_arg(node, "objects"), c.text), destination=dest)]


@_verb("create", "create_one", "create_that_many")
def _create(node: Tree, c: _Context) -> list[StepSpec]:
    token = _arg(node, "token")
    pt = next((str(t) for t in token.children if isinstance(t, Token) and t.type == "PT"), "")
    words = [c.text.of(w) for w in _trees(token)]
    desc = " ".join(words)
    ref = CountRef("self") if node.data == "create_that_many" else None
    n: int | None = 1 if node.data == "create_one" else (None if ref else _count(_arg(node, "count"), c.text))
    return [c.step("create", amount=n, uses_x=n is None and ref is None, amount_ref=ref,
                   extra=(("token", desc), ("pt", pt)))]


@_verb("extra_turn", "extra_turns")
def _extra_turns(node: Tree, c: _Context) -> list[StepSpec]:
    n = 1 if node.data == "extra_turn" else _count(_arg(node, "count"), c.text)
    if n is None or n > 10:
        raise Unread(c.text.of(node))
    return [c.step("extra_turn") for _ in range(n)]


@_verb("shuffle_hand", "shuffle_graveyard", "shuffle_hand_and_graveyard")
def _shuffle(node: Tree, c: _Context) -> list[StepSpec]:
    zones = {"shuffle_hand": "hand", "shuffle_graveyard": "graveyard",
             "shuffle_hand_and_graveyard": "hand,graveyard"}[node.data]
    return [c.step("shuffle", extra=(("zones", zones),))]


# ------------------------------------------------------------------------------------------ subjects
def _subject(node: Tree, text: _Text, inherited: Subject | None) -> Subject:
    kind = node.data
    simple = {"each_player": "each_player", "each_player_plural": "each_player", "each_opponent": "each_opponent",
              "each_opponent_plural": "each_opponent", "each_other_player": "each_other_player",
              "target_player": "target_player", "target_opponent": "target_opponent", "you": "you",
              "that_player": "that_player", "you_and_target": "you_and_target"}
    if kind in simple:
        return Subject(simple[kind])
    if kind == "they":
        return inherited or Subject("that_player")
    base = "each_opponent" if "opponent" in kind else "each_player"
    if kind.endswith("_who_cant"):
        return Subject("this_way", negated=True, cant=True, base=base)
    verb = _child(node, "past_verb") or _child(node, "base_verb")
    np = _child(node, "np")
    return Subject("this_way", ref_action=_PAST[text.low_of(verb or node)],
                   ref_filter=_filter(np, text) if np is not None else None,
                   negated=kind.endswith("_didnt"), base=base)


# ------------------------------------------------------------------------------------------ damage
_RECIPIENTS = {"r_each_player": "each_player", "r_each_opponent": "each_opponent",
               "r_each_other_player": "each_other_player", "r_target_player": "target_player",
               "r_target_opponent": "target_opponent", "r_you": "you", "r_that_player": "that_player",
               "r_them": "that_player"}  # "deals 2 damage to them": the player the trigger is about


def _damage(node: Tree, text: _Text, clause: str) -> list[StepSpec]:
    """"<source> deals N damage to each creature and each player": the players and creatures it reaches."""
    recipients = _arg(node, "recipients")
    players: list[str] = []
    creatures: TypeFilter | None = None
    for r in _trees(recipients):
        if r.data in _RECIPIENTS:
            players.append(_RECIPIENTS[r.data])
        elif r.data == "r_each_object" and creatures is None:
            creatures = _filter(_arg(r, "np"), text)
        else:
            raise Unread(text.of(r))
    if len(players) > 1:
        raise Unread(text.of(recipients))
    who = Subject(players[0]) if players else Subject("you")
    source = text.of(_arg(node, "source"))
    if fold(source) == "it":  # "When this creature enters, it deals …": the source, never a thing called "It"
        source = "this permanent"
    common = {"source": source, "creatures": creatures, "players_too": bool(players)}
    if node.data == "damage":
        n, uses_x = _amount(_arg(node, "amount"), text)
        return [StepSpec(clause, "damage", who, amount=n, uses_x=uses_x, **common)]  # type: ignore[arg-type]
    ref = _amount_ref(next(k for k in _trees(node) if k.data not in ("source", "recipients")), text)
    return [StepSpec(clause, "damage", who, amount_ref=ref, **common)]  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------------ sentences
def _clause(node: Tree, text: _Text, inherited: Subject | None) -> list[StepSpec]:
    clause = text.of(node).rstrip(" .,;")
    if node.data in ("damage", "damage_ref", "damage_ref_after"):
        return _damage(node, text, clause)
    if node.data == "subject_clause":
        subject = _subject(_trees(node)[0], text, inherited)
        vps = _trees(node)[1]
    elif node.data == "bare_clause":
        subject = inherited or Subject("you")
        vps = _trees(node)[0]
    else:
        raise Unread(clause)
    steps: list[StepSpec] = []
    for vp in _trees(vps):
        optional = vp.data == "may_vp"
        phrase = _trees(vp)[0]
        handler = _VERBS.get(phrase.data)
        if handler is None:
            raise Unread(text.of(phrase))
        steps += handler(phrase, _Context(text, clause, subject, optional))
    return steps


def _lead(node: Tree | None, text: _Text) -> dict[str, object]:
    """What a sentence's opening adds to each of its steps."""
    if node is None or node.data == "lead_then":
        return {}
    cond = _trees(node)[0]
    if cond.data == "cond_kicked":
        return {"kicked_only": True}
    if cond.data == "cond_not_kicked":
        return {"kicked_only": False}
    if cond.data == "cond_you_control":
        obj = _trees(cond)[0]
        slot = _object_slot(obj, text)
        if slot.count != 1 or slot.up_to:
            raise Unread(text.of(cond))
        return {"if_control": slot.filter}
    raise Unread(text.of(cond))


def _sentence(node: Tree, text: _Text, earlier: list[StepSpec]) -> list[StepSpec]:
    lead = _child(node, "lead_then") or _child(node, "lead_if") or _child(node, "lead_then_if")
    changes = _lead(lead, text)
    where = _child(node, "where_x")
    steps = _body(node, text, earlier, changes)
    if where is None:
        return steps
    ref = replace(_amount_ref(_trees(where)[0], text), defines_x=True)
    if not any(s.uses_x or any(sl.count is None for sl in s.slots) for s in steps):
        raise Unread(text.of(where))  # "where X is …" with no X to define
    return [_apply_where_x(s, ref) for s in steps]


def _body(node: Tree, text: _Text, earlier: list[StepSpec], changes: dict[str, object]) -> list[StepSpec]:
    steps: list[StepSpec] = []
    inherited: Subject | None = None
    for clause in _trees(_arg(node, "body")):
        for step in _clause(clause, text, inherited):
            if step.subject.cant and step.subject.ref_action is None:
                prior = steps or earlier
                if not prior:
                    raise Unread(step.text)
                step = replace(step, subject=replace(step.subject, ref_action=prior[-1].action))
            steps.append(replace(step, **changes) if changes else step)  # type: ignore[arg-type]
            if step.action != "damage":
                inherited = step.subject
    return steps


def read_english(text: str) -> Effect:
    """Parse ``text`` (cleaned, the card's name already "this permanent") into an Effect.

    Raises :class:`Unread` naming the first words the grammar could not derive or give a meaning
    to (cheap: the caller may still try the older tables; :func:`refusal` makes the user's error).
    """
    words = _Text(text, fold(text))
    try:
        tree = parser().parse(words.low, start="start")
    except UnexpectedInput as exc:
        raise Unread(_words_from(words.orig, int(getattr(exc, "pos_in_stream", None) or 0))) from None
    except LarkError:
        raise Unread(text) from None
    steps: list[StepSpec] = []
    for sentence in _trees(tree):
        steps += _sentence(sentence, words, steps)
    if not steps:
        raise Unread(text)
    return Effect(text, "en", tuple(steps))


def refusal(exc: Unread, text: str, msg_lang: str | None) -> BotError:
    """The user's ``unsupported_effect`` error for words the grammar could not read."""
    return _unsupported(exc.words or text, "en", msg_lang, text)


def _words_from(text: str, at: int, limit: int = 80) -> str:
    """The words from where the parse stopped to the end of that sentence, bounded."""
    start = text.rfind(" ", 0, max(at, 0)) + 1
    rest = text[start:]
    end = min((i for i in (rest.find("."), rest.find("\n")) if i >= 0), default=len(rest))
    return rest[:end][:limit].strip() or text[:limit]
