"""Keyword actions and designations of english.lark / spanish.lark: one handler per grammar rule (VERBS).

Why a module of their own: each keyword action is a word with a whole rule behind it (701.x), not a verb
phrase of the general families; its handler says which typed step that rule is, and the engine does what the
rule says (engine/act_keywords.py). A word the rule does not cover is refused by the grammar, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, amount_ref, arg, child, count_value, np_filter, per_each, trees
from .quoted import quoted_ability
from .specs import Slot, StepSpec, Subject, TypeFilter
from .text import fold
from .verbs import Context, _create, _verb
from .verbs_board import CLAUSES, THAT_MUCH, _self_ref
from .zone_owner import zone_of

_ENERGY = re.compile(r"^(?:\{e\})+$")


@_verb("get_energy")
def _get_energy(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You get {E}{E}" (107.14: each {E} is one energy counter, 122.1): counters on that player. Any other
    symbol after "get" is not something a player gets, and is refused."""
    symbols = str(next(t for t in node.children if isinstance(t, Token) and t.type == "MANA")).lower()
    if not _ENERGY.match(symbols):
        raise Unread(c.text.of(node))
    return [c.step("energy", amount=symbols.count("{e}"))]


@_verb("get_energy_that_many")
def _get_energy_that_many(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You get that many {E}": one energy counter for each of the amount before it, or, said first, of the
    triggering event (603.2, the scenario's ``event_amount``)."""
    symbols = str(next(t for t in node.children if isinstance(t, Token) and t.type == "MANA")).lower()
    if symbols != "{e}":
        raise Unread(c.text.of(node))
    return [c.step("energy", amount_ref=THAT_MUCH)]


@_verb("investigate")
def _investigate(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Investigate" means "Create a Clue token" (701.16a, 111.10f)."""
    return [c.step("investigate", amount=1)]


@_verb("manifest_top", "manifest_top_one")
def _manifest(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Manifest the top two cards of your library" (701.40a); "Its controller manifests the top card of their
    library" (Reality Shift: the acting player's own library); "you manifest the top card of that player's library"
    (Thieving Amalgam: another player's library, ``zone_of``; the card stays its owner's, the permanent is the
    manifesting player's, 108.3, 110.2). Any other pairing ("each opponent … your library") is refused
    (zone_owner.py)."""
    if c.optional:
        raise Unread(c.clause)
    whose = zone_of(node, c.subject.kind, c.text, c.clause)
    n = 1 if node.data == "manifest_top_one" else count_value(arg(node, "count"), c.text)
    return [c.step("manifest", amount=n, uses_x=n is None, extra=whose)]


@_verb("monstrosity", "adapt")
def _counters_once(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Monstrosity 3" (701.37a: if this permanent isn't monstrous, three +1/+1 counters and it becomes
    monstrous); "Adapt 2" (701.46a: if it has no +1/+1 counters, two). "Monstrosity X": X as activated (the
    scenario's ``x``; what other abilities later read of it, 701.37c, is not this effect's)."""
    n = count_value(arg(node, "count"), c.text)
    if c.subject.kind != "you":  # the source's controller does it; "each player adapts" is no printed form
        raise Unread(c.clause)
    return [c.step(node.data, amount=n, uses_x=n is None)]


@_verb("become_monarch")
def _become_monarch(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You become the monarch" (725.1, 725.3): one player at a time."""
    if c.subject.kind not in ("you", "target_player", "target_opponent", "that_player"):  # one at a time (725.3)
        raise Unread(c.clause)
    return [c.step("monarch")]


@_verb("create_list")
def _create_list(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Create a 2/2 white Knight creature token with vigilance, a 3/3 green Centaur creature token, and a 4/4
    green Rhino creature token with trample": each token as its own creation (111.1), in the printed order, each
    read as a single "create" would be (so a word no token rule knows is refused)."""
    verb = next(t for t in trees(node) if t.data == "create_v")
    counts = [t for t in trees(node) if t.data == "count"]
    tokens = [t for t in trees(node) if t.data == "token"]
    steps: list[StepSpec] = []
    for count, token in zip(counts, tokens, strict=True):
        steps += _create(Tree("create", [verb, count, token], node.meta), c)
    return steps


@_verb("add_mana_per")
def _add_mana_per(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Add {U} for each artifact you control" (106.4): the printed mana once per object, counted as it resolves
    (608.2h). An X in the symbols says no amount a pool can hold, and is refused."""
    mana = str(next(t for t in node.children if isinstance(t, Token) and t.type == "MANA")).upper()
    if "X" in mana:
        raise Unread(c.text.of(node))
    ref = per_each(next(t for t in trees(node) if t.data.startswith("per_")), c.text)
    return [c.step("add_mana", amount_ref=ref, extra=(("mana", mana),))]


@_verb("add_mana_equal")
def _add_mana_equal(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Add an amount of {B} equal to the sacrificed creature's converted mana cost" (106.4): the printed mana that
    many times, the amount read as the ability resolves (608.2h), the same count "for each …" gives."""
    mana = str(next(t for t in node.children if isinstance(t, Token) and t.type == "MANA")).upper()
    if "X" in mana:
        raise Unread(c.text.of(node))
    return [c.step("add_mana", amount_ref=amount_ref(trees(node)[-1], c.text), extra=(("mana", mana),))]


@_verb("transform_self")
def _transform_self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Transform this creature" / "transform it" (701.27a): the source, by the source's controller."""
    if child(node, "self_ref") is not None:
        _self_ref(node, c)
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step("transform")]


# 701.47a's [subtype], as printed in the plural (English and Spanish)
_ARMY_TYPES = {"zombies": "Zombie", "orcs": "Orc", "zombis": "Zombie", "orcos": "Orc"}


@_verb("amass")
def _amass(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Amass Zombies 2", "Amass 1" (an older printing: "amass Zombies 1", 701.47d). A subtype word the rules
    of amass do not print is refused."""
    n = count_value(arg(node, "count"), c.text)
    word = next((fold(str(t)) for t in node.children if isinstance(t, Token) and t.type == "WORD"), "zombies")
    if n is None or word not in _ARMY_TYPES or c.subject.kind != "you":
        raise Unread(c.text.of(node))
    return [c.step("amass", amount=n, extra=(("subtype", _ARMY_TYPES[word]),))]


@_verb("populate")
def _populate(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Populate" (701.36a): the controller copies a creature token they control."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step("populate")]


def _token_has(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"It has "…"" / "They have "…"" / "Those tokens have "…"" after a creation: the ability the tokens just
    created have (111.3); "It has trample, haste, and "…"": its keywords too (702), each one the lexicon knows or
    refused. A step of its own here, given to that creation by :func:`token_abilities`."""
    from .token_status import token_keyword
    from .verbs_board import _keyword

    quoted = next((t for t in node.scan_values(lambda v: isinstance(v, Token) and v.type == "QUOTED")), None)
    plural = text.low_of(node).startswith(("they", "tienen", "those", "esas"))
    listed = child(node, "token_kws")  # in printed order (111.4)
    keywords = [_keyword(k, text) for k in trees(listed) if k.data == "keyword"] if listed is not None else []
    if not all(token_keyword(k) for k in keywords):
        raise Unread(clause)
    return [StepSpec(clause, "token_has", Subject("you"),
                     ability=quoted_ability(quoted, text, of_token=True) if quoted is not None else None,
                     extra=(("plural", "1" if plural else ""), ("keywords", ",".join(keywords))))]


CLAUSES["token_has"] = _token_has  # the clause readers' registry (verbs_board.py), as VERBS is for verb phrases


def token_abilities(steps: list[StepSpec]) -> list[StepSpec]:
    """Give each "It has "…"" / "They have "…"" to the creation just before it, of one token ("it") or more
    ("they"), that has no quoted ability yet; anywhere else the sentence is refused, never dropped."""
    out: list[StepSpec] = []
    for step in steps:
        if step.action != "token_has":
            out.append(step)
            continue
        made = out[-1] if out else None
        # "Each player creates a … token. Those creatures have "…"": one token each, several in all (101.4)
        one = made is not None and made.amount == 1 and not made.uses_x and made.amount_ref is None \
            and not made.subject.kind.startswith("each")
        if made is None or made.action != "create" or made.ability is not None and step.ability is not None or \
                made.detail("copy") or one == bool(step.detail("plural")):
            raise Unread(step.text)
        out[-1] = _with_keywords(replace(made, ability=step.ability or made.ability), step)
    return out


def _with_keywords(made: StepSpec, has: StepSpec) -> StepSpec:
    """The creation with the keywords "It has …" gives its token, said as a token's own ("… token with trample and
    haste", 111.4: how plan/convert_board.token_traits reads a token's keywords); a token already described "with"
    keywords gets them in one list."""
    keywords = [k for k in has.detail("keywords").split(",") if k]
    if not keywords:
        return made
    said = {key: _listed(made.detail(key) or made.detail("token"), keywords) for key in ("token", "token_text")}
    return replace(made, extra=tuple((k, said.get(k, v)) for k, v in made.extra))


def _listed(description: str, more: list[str]) -> str:
    """"1/1 blue Faerie creature token with flying" and [haste] → "… with flying and haste" (one list, 111.4)."""
    base, _, printed = description.partition(" with ")
    keywords = [k for k in re.split(r",? and |, ", printed) if k] + more
    listed = " and ".join(keywords) if len(keywords) < 3 else f"{', '.join(keywords[:-1])}, and {keywords[-1]}"
    return f"{base} with {listed}"


def _fight(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Target creature you control fights [another] target creature you don't control" (two targets, 115.1) and
    "This creature fights [up to one] [another] target creature" (the source and a target), 701.14a. "Another"
    is the other fighter not being it (115.3): the filter leaves it out."""
    nps = [t for t in trees(node) if t.data in ("np", "target_np")]
    filters = [np_filter(np, text) if np.data == "np" else _spanish_target(np, text) for np in nps]
    another = "another" in text.low_of(node).split()
    if node.data in ("fight_self", "fight_it"):
        if another:
            filters[-1] = replace(filters[-1], not_source=True)
        slots: tuple[Slot, ...] = (Slot(1, filters[-1]),)
        first = "source" if node.data == "fight_self" else "it"
    else:
        slots = (Slot(1, filters[0]), Slot(1, filters[1]))
        first = "target"
    if any(not f.alternatives or not any("creature" in alt[0] for alt in f.alternatives) for f in filters):
        raise Unread(text.of(node))  # only creatures fight (701.14a)
    one_way = (("one_way", "1"),) if node.data == "bite_targets" else ()  # "deals damage equal to its power to"
    it = (("it", "1"),) if first == "it" else ()  # bound to the object named before it (antecedents.py, 608.2c)
    return [StepSpec(clause, "fight", Subject("you"), slots=slots, up_to=child(node, "fight_up_to") is not None,
                     extra=(("first", first), *one_way, *it))]


CLAUSES["fight_targets"] = _fight
CLAUSES["fight_self"] = _fight
CLAUSES["fight_it"] = _fight  # "It fights target creature you don't control": the first fighter named before it
CLAUSES["bite_targets"] = _fight  # the first target's own power, to the second only (grammar/properties.py's family)


@_verb("support", "bolster")
def _support(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Support 2" (701.41a: how many targets, a number) and "Bolster 2" / "Bolster X, where X is …" (701.39a):
    the controller's."""
    n = count_value(arg(node, "count"), c.text)
    if (n is None and node.data == "support") or c.subject.kind != "you":
        raise Unread(c.text.of(node))
    return [c.step(node.data, amount=n, uses_x=n is None)]


def _spanish_target(target: Tree[Token], text: Words) -> TypeFilter:
    """"la criatura objetivo que no controlas": the words without "objetivo", then the controller's tail."""
    words = " ".join(text.low_of(w) for w in trees(target) if w.data == "np_word")
    tail = child(target, "target_tail")
    if tail is not None and "ese jugador" in text.low_of(tail):  # "that player": no player in a fight's reading
        raise Unread(text.of(target))
    flt = parse_filter(f"{words} {text.low_of(tail) if tail is not None else ''}".strip(), text.lexicon)
    if flt is None:
        raise Unread(text.of(target))
    return flt


_NAME_SMALL_WORDS = frozenset({"of", "the", "to", "from", "in", "and", "de", "del", "la", "el", "los", "las", "y"})


@_verb("create_named")
def _create_named(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Create a 1/1 colorless Sliver artifact creature token named Metallic Sliver." (111.4: the effect names it).
    The name is the printed words after "named", each capitalised but the small words names use; anything else
    ("named Twin that's attacking") is more than a name, and refused."""
    named = next(t for t in node.children if isinstance(t, Token) and t.type == "NAMED_TOKEN")
    words = c.text.of(named).split(" ", 1)[1]  # after "named" / "llamada", as printed (marks.py keeps positions)
    if not all(w[:1].isupper() or w in _NAME_SMALL_WORDS for w in words.replace(",", " ").split()):
        raise Unread(c.text.of(node))
    made = _create(Tree("create", [t for t in node.children if isinstance(t, Tree)], node.meta), c)
    # "… named Etherium Cell with "…"" / "… llamada … con "…"": the token's own text (111.3), read as its ability
    quoted = next((t for t in node.children if isinstance(t, Token) and t.type == "QUOTED"), None)
    ability = quoted_ability(quoted, c.text, of_token=True) if quoted is not None else made[0].ability
    return [replace(made[0], ability=ability, extra=(*made[0].extra, ("named", words.strip())))]
