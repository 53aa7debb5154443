"""The meaning of the grammar's rules for permanents where they stand and for mana: counters on the
source, tap / untap (a target or a pick), regenerate, "gets +N/+N … until end of turn", control of
the source, mana added, and tokens "for each …". One handler per rule, in verbs.py's registry.

Why a module apart from verbs.py: these steps act on one known object (the source, ``target``) or on
the mana pool, and become the step types of :mod:`bot.apnap.plan.steps_board`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .damage_target import CLAUSES as DAMAGE_TARGET_CLAUSES
from .filters import _ES_KEYWORDS, parse_filter
from .lexicon import KEYWORDS, NUMBERED_KEYWORDS
from .next_turn import said_span
from .phrases import (
    Unread,
    Words,
    amount_ref,
    arg,
    child,
    count_value,
    counter_kind_of,
    np_filter,
    per_each,
    slots_of,
    trees,
)
from .pt_sizes import pt_fields
from .quoted import gained_ability
from .spanish_terms import es_keyword, es_numbered_keyword
from .specs import CountRef, StepSpec, TypeFilter
from .target_counts import target_count_detail, up_to_one_detail
from .text import fold
from .verbs import _NOBODY, VERBS, Context, _create, _verb
from .whose_zones import one_players

_SOURCE_NOUNS = frozenset({"permanent", "creature", "artifact", "enchantment", "land", "planeswalker"})
# "… that player controls": the target must be that player's (a tail the object lexicon reads as no restriction).
_THAT_PLAYER = {"en": re.compile(r"\bthat player controls$"), "es": re.compile(r"\bque controla ese jugador\b")}


def _self_ref(node: Tree[Token], c: Context) -> None:
    """"this permanent" / "this creature": the source; any other word after "this" is refused."""
    ref = child(node, "self_ref")
    if ref is None or c.text.low_of(ref).split()[-1] not in _SOURCE_NOUNS | _ES_SOURCE_NOUNS:
        raise Unread(c.text.of(ref) if ref is not None else c.clause)


_ES_SOURCE_NOUNS = frozenset({"permanente", "criatura", "artefacto", "encantamiento", "tierra"})
_ES_SOURCE_EN = {"permanente": "permanent", "criatura": "creature", "artefacto": "artifact",
                 "encantamiento": "enchantment", "tierra": "land"}


def _self_noun(node: Tree[Token], c: Context) -> tuple[tuple[str, str], ...]:
    """The noun a "this creature" / "esta criatura" self-reference prints, kept (``self``) so the reading says
    what the card says; nothing for the card's name (the reading names the source)."""
    ref = child(node, "self_ref")
    words = c.text.low_of(ref).split() if ref is not None else []
    if len(words) != 2 or words[0] not in ("this", "este", "esta"):
        return ()
    return (("self", _ES_SOURCE_EN.get(words[1], words[1])),)


def _kind(node: Tree[Token], c: Context) -> str:
    return counter_kind_of(arg(node, "counter_kind"), c.text)


@_verb("counters_source", "counters_source_per")
def _counters_source(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put a fury counter on this permanent [for each untapped land that player controls]" (122.1)."""
    _self_ref(node, c)
    n = count_value(arg(node, "count"), c.text)
    extra = (("on", "source"), ("counter", _kind(node, c)))
    if node.data == "counters_source":
        return [c.step("counter", amount=n, uses_x=n is None, extra=extra)]
    if n is None:
        raise Unread(c.text.of(node))
    ref = _per_that_player(per_each(next(t for t in trees(node) if t.data.startswith("per_")), c.text), node, c)
    return [c.step("counter", amount_ref=replace(ref, times=ref.times * n), extra=extra)]


def _per_that_player(ref: CountRef, node: Tree[Token], c: Context) -> CountRef:
    """"… for each untapped land that player controls" with no player acting: the trigger's player's lands."""
    per = next(t for t in trees(node) if t.data.startswith("per_"))
    if c.subject.kind == "you" and _THAT_PLAYER[c.text.lexicon.lang].search(c.text.low_of(per)):
        return replace(ref, of="that_player")
    return ref


@_verb("counters_target")
def _counters_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put a +1/+1 counter on target creature" (115.1, 122.1): the controller puts them on ``target``."""
    n = count_value(arg(node, "count"), c.text)
    np, flt = _target_np(node, c)
    return [c.step("counter", subject=_NOBODY, creatures=flt, amount=n, uses_x=n is None,
                   extra=(("target", "object"), ("counter", _kind(node, c)), *_holder(np, c)))]


@_verb("counters_pick")
def _counters_pick(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player may put two +1/+1 counters on a creature they control": each picks, then all at once."""
    n = count_value(arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    from .choose_pools import choose_pool

    slots = slots_of(arg(node, "objects"), c.text)
    # "on a nonland permanent": anyone's, not the chooser's own (chosen_permanents.choose_pool)
    slots, pool = choose_pool(slots, c.text.low_of(arg(node, "objects")))
    if pool and pool[0][1] != "any":  # "que no controla": the picker's "they don't control", not read here
        raise Unread(c.text.of(node))
    anyone = (("anyone", "1"),) if pool else ()
    return [c.step("counter", slots=slots, amount=n,
                   extra=(("pick", "1"), ("counter", _kind(node, c)), *anyone))]


@_verb("remove_counters_source", "remove_all_counters_source")
def _remove_counters(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Remove a scream counter from this permanent" / "remove all +1/+1 counters from this permanent"."""
    _self_ref(node, c)
    extra: tuple[tuple[str, str], ...] = (("on", "source"), ("counter", _kind(node, c)))
    if node.data == "remove_all_counters_source":
        return [c.step("remove_counter", extra=(*extra, ("all", "1")))]
    n = count_value(arg(node, "count"), c.text)
    return [c.step("remove_counter", amount=n, uses_x=n is None, extra=extra)]


def _holder(np: Tree[Token], c: Context) -> tuple[tuple[str, str], ...]:
    return (("holder", "that_player"),) if _THAT_PLAYER[c.text.lexicon.lang].search(c.text.low_of(np)) else ()


# the parts of a clause that say which permanents, read as one kind: "creatures you control with +1/+1 counters on
# them", "Other creatures you control of the chosen type" (its whose and the value chosen, 607.2d, after the kind)
_KIND_PARTS = frozenset({"kind", "lead_kind", "subtype_lead", "keyword_tail", "mass_control", "with_counters",
                         "chosen_tail", "compare_tail"})


def _target_np(node: Tree[Token], c: Context) -> tuple[Tree[Token], TypeFilter]:
    """The targeted kind: English "target creature that player controls" (an ``np``), Spanish "la criatura objetivo
    que controla ese jugador" (a ``target_np``: the words without "objetivo" and the controller's tail)."""
    np = child(node, "np")
    tail = child(node, "target_tail")  # "gira hasta dos criaturas objetivo que controlan tus oponentes" (601.2c)
    if np is not None and tail is not None:
        flt = None if "ese jugador" in c.text.low_of(tail) else \
            parse_filter(f"{c.text.low_of(np)} {c.text.low_of(tail)}", c.text.lexicon)
        if flt is None:
            raise Unread(c.text.of(tail))
        return np, flt
    if np is not None:
        return np, _np_other(np, c)
    # "Creatures without flying you control get …": the kind and its tails (English reads the kind as the
    # rule-changing sentences do, a type, "basic" or a colour first: continuous.py's lead_kind)
    kind = child(node, "kind") or child(node, "lead_kind") or child(node, "subtype_lead")
    if kind is not None:
        words = " ".join(c.text.low_of(t) for t in trees(node) if t.data in _KIND_PARTS)
        flt = parse_filter(words, c.text.lexicon) or subtype_kind(words, c.text)
        if flt is None:
            raise Unread(c.text.of(kind))
        return kind, flt
    target = arg(node, "target_np")
    words = " ".join(c.text.low_of(w) for w in trees(target) if w.data == "np_word")
    tail = child(target, "target_tail")
    tail_words = c.text.low_of(tail) if tail is not None and "ese jugador" not in c.text.low_of(tail) else ""
    flt = parse_filter(f"{words} {tail_words}".strip(), c.text.lexicon)
    if flt is None:
        raise Unread(c.text.of(target))
    return target, flt


_ES_OTHER = frozenset({"otra", "otras", "otro", "otros"})


def _np_other(np: Tree[Token], c: Context) -> TypeFilter:
    """A noun phrase's filter; printed Spanish "las otras criaturas Zombie" says "other" inside the noun phrase
    (English has its own ``other`` rule): every such permanent but the source (109.3, 611.3a)."""
    words = [w for w in trees(np) if w.data == "np_word"]
    if c.text.lexicon.lang != "es" or not words or c.text.low_of(words[0]) not in _ES_OTHER:
        return np_filter(np, c.text)
    rest = c.text.low_of(np)[len(c.text.low_of(words[0])):].strip()
    flt = parse_filter(rest, c.text.lexicon) if rest else None
    if flt is None:
        raise Unread(c.text.of(np))
    return replace(flt, not_source=True)


def subtype_kind(words: str, text: Words) -> TypeFilter | None:
    """"dragons you control", "wizards": a subtype said alone names every permanent of that subtype (205.3: a creature
    type names creatures and kindred permanents alike); the rest of the words ("you control") by the lexicon."""
    from .subtypes import subtype_forms

    first, _, rest = words.partition(" ")
    forms = subtype_forms(first)
    base = parse_filter(f"permanents {rest}".strip(), text.lexicon) if forms else None
    if base is None or base.subtypes or base.not_subtypes:
        return None
    return replace(base, subtypes=frozenset(forms))


@_verb("tap_target", "untap_target", "tap_or_untap_target")
def _turn_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Tap target creature that player controls" (115.1, 701.26a): performed by the controller. "Tap or untap
    target permanent": a tap whose controller may untap instead, chosen as it resolves (608.2d)."""
    np, flt = _target_np(node, c)
    either = (("either", "tap|untap"),) if node.data == "tap_or_untap_target" else ()  # the words it may answer
    return [c.step("untap" if node.data == "untap_target" else "tap", subject=_NOBODY, creatures=flt,
                   extra=(("target", "object"), *_holder(np, c), *target_count_detail(node, c.text),
                          *up_to_one_detail(node, c.text), *either))]


@_verb("detain_target")
def _detain_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Detain target creature an opponent controls", "Detain up to two target creatures your opponents control"
    (701.35a): by the controller of the ability (608.2c), the permanents ``target`` names; another subject's detain
    is refused with its words."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    np, flt = _target_np(node, c)
    return [c.step("detain", subject=_NOBODY, creatures=flt,
                   extra=(("target", "object"), *_holder(np, c), *target_count_detail(node, c.text)))]


@_verb("tap_that", "untap_that")
def _turn_that(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Target creature gets +1/+1 until end of turn. Untap that creature.": the creature targeted earlier in the
    same effect (608.2c), so the scenario's ``target`` again; with no such target before it, refused (leads.py). Its
    noun ("that creature", "that permanent", "ese artefacto") must name the target's kind (that_object.py)."""
    flt = np_filter(arg(node, "permanent_word"), c.text)
    return [c.step(node.data.removesuffix("_that"), subject=_NOBODY, creatures=flt,
                   extra=(("target", "object"), ("refers", "1"), ("that", "1")))]


@_verb("tap_attached", "untap_attached", "regenerate_attached")
def _on_attached(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Tap enchanted creature", "Regenerate enchanted creature": the creature the source is attached to (303.4,
    301.5), named by the scenario's ``attached_to``."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    kind = next(t.data for t in trees(node) if t.data in ("enchanted", "equipped"))
    return [c.step(node.data.removesuffix("_attached"), subject=_NOBODY, extra=(("attached", kind),))]


@_verb("tap_pick", "untap_pick")
def _turn_pick(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"That player untaps a land they control": the player picks, then the pick turns (701.26). With no word of
    whose ("untap up to five lands"), any player's permanents may be picked."""
    anyone = () if re.search(r"\bcontrol|\bown\b|\bposee", c.text.low_of(arg(node, "objects"))) else (("anyone", "1"),)
    return [c.step(node.data.removesuffix("_pick"), slots=slots_of(arg(node, "objects"), c.text),
                   extra=(("pick", "1"), *anyone))]


@_verb("regenerate_each")
def _regenerate(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Regenerate each creature you control" (701.19a): no player acts, the controller does."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step("regenerate", subject=_NOBODY, creatures=np_filter(arg(node, "np"), c.text))]


@_verb("regenerate_target")
def _regenerate_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Regenerate target creature" (701.19a): the controller's shield on ``target``."""
    np, flt = _target_np(node, c)
    return [c.step("regenerate", subject=_NOBODY, creatures=flt, extra=(("target", "object"), *_holder(np, c)))]


@_verb("tap_self", "untap_self")
def _turn_self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Untap Tideforce Elemental" (its own name read as "this permanent"; 701.26): the source. "That player untaps
    Karona" (the player a trigger names, 603.2): the same untap, that player's act."""
    _self_ref(node, c)
    if c.subject.kind == "that_player":
        return [c.step(node.data.removesuffix("_self"), extra=(("on", "source"),))]
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step(node.data.removesuffix("_self"), subject=_NOBODY, extra=(("on", "source"),))]


@_verb("regenerate_self")
def _regenerate_self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Regenerate this permanent" (the card's own name, oracle.py; 701.19a): a shield on the source."""
    _self_ref(node, c)
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step("regenerate", subject=_NOBODY, extra=(("on", "source"),))]


@_verb("gain_control_source")
def _gain_control(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"That player gains control of this permanent" (613.1b)."""
    _self_ref(node, c)
    return [c.step("gain_control", extra=(("on", "source"),))]


@_verb("gain_control_all")
def _gain_control_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player gains control of all creatures they own" (613.1b): each player takes back their own;
    "you gain control of all creatures" is the controller's. Any other player gaining all is refused."""
    np = arg(node, "np")
    words = c.text.low_of(np)
    if re.search(r" they own\b", words):
        flt = parse_filter(re.sub(r" they own\b", "", words), c.text.lexicon)
        if flt is None:
            raise Unread(c.text.of(np))
        return [c.step("gain_control", creatures=flt, players_too=True, extra=(("owned", "1"),))]
    if c.subject.kind != "you":
        raise Unread(c.clause)
    flt, whose = one_players(np, c.text, acting=False)  # "… all artifacts that player controls": one player's
    return [c.step("gain_control", creatures=flt, extra=(("all", "1"), *whose))]


@_verb("add_mana", "add_mana_any", "add_mana_one_color")
def _add_mana(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Adds {G}{G}", "Add {R}, {G}, or {W}" (one of them), "Add two mana of any color" (each of its own colour),
    "Add two mana of any one color" (all of one colour the player picks) (106.1, 106.4)."""
    if node.data in ("add_mana_any", "add_mana_one_color"):
        n = count_value(arg(node, "count"), c.text)
        if n is None or n > 10:
            raise Unread(c.text.of(node))
        kind = "one" if node.data == "add_mana_one_color" else "any"
        return [c.step("add_mana", extra=(("mana", f"{kind}:{n}"),))]
    options = [str(t).upper() for t in node.children if isinstance(t, Token) and t.type == "MANA"]
    if any("X" in o for o in options):
        raise Unread(c.text.of(node))  # how much is X: not a mana symbol a pool can hold
    return [c.step("add_mana", extra=(("mana", "|".join(options)),))]


@_verb("add_mana_combination")
def _add_mana_combination(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Add three mana in any combination of {R} and/or {G}" / "Add X mana …" (106.1): that many mana, each one of
    the two printed symbols, the player's choice for each; the count is the step's amount (X: the scenario's)."""
    symbols = [str(t).upper() for t in node.children if isinstance(t, Token) and t.type == "MANA"]
    n = count_value(arg(node, "count"), c.text)
    if any(len(s) != 3 for s in symbols) or (n is not None and not 0 < n <= 10):  # one symbol each: "{R}", "{G}"
        raise Unread(c.text.of(node))
    return [c.step("add_mana", amount=n, uses_x=n is None, extra=(("mana", "combination:" + "".join(symbols)),))]


@_verb("create_per")
def _create_per(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Creates a 1/1 green Cat creature token for each untapped Forest they control": that many tokens."""
    n = count_value(arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    made = _create(Tree("create", [t for t in node.children if not (isinstance(t, Tree) and t.data.startswith("per_"))],
                        node.meta), c)
    ref = _per_that_player(per_each(next(t for t in trees(node) if t.data.startswith("per_")), c.text), node, c)
    return [replace(made[0], amount=None, uses_x=False, amount_ref=replace(ref, times=ref.times * n))]


THAT_MUCH = CountRef("total", option="that_much")  # what the instruction before gave or took, in all
EVENT_AMOUNT = CountRef("event")  # "that much" with no instruction before it: the triggering event's amount (603.2)


def event_amount_first(steps: list[StepSpec], text: str) -> list[StepSpec]:
    """"That much" / "that many" in the first instruction has no instruction before it: it is the amount of the
    event that triggered the ability (603.2), which the scenario gives (event_facts.py checks the trigger carries
    one; read as 0 before, a confidently wrong answer)."""
    if not steps:  # no instruction at all: nothing read
        raise Unread(text)
    ref = steps[0].amount_ref
    if ref == THAT_MUCH:
        return [replace(steps[0], amount_ref=EVENT_AMOUNT), *steps[1:]]
    if ref is not None and ref.kind == "self" and ref.action is None:  # "you draw that many cards" said first
        return [replace(steps[0], amount_ref=replace(ref, kind=EVENT_AMOUNT.kind)), *steps[1:]]
    return steps


@_verb("gain_life_that_much", "lose_life_that_much")
def _that_much(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You gain that much life" after an instruction of this effect: its amount in all (608.2c). With no
    instruction before it, the amount of the event that triggered the ability (sentences.read, 603.2)."""
    return [c.step(node.data.removesuffix("_that_much"), amount_ref=THAT_MUCH)]


@_verb("mill_ref")
def _mill_ref(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Puts a number of cards equal to the number of cards in their hand from the top of their library into their
    graveyard" (701.17a): a mill of that many, worked out as it resolves (608.2h)."""
    ref = next(t for t in trees(node) if t.data not in ("put_v", "poss"))
    return [c.step("mill", amount_ref=amount_ref(ref, c.text))]


# ------------------------------------------------------------------------------------------ clauses
def modify_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Target creature gets +1/+0 and gains deathtouch until end of turn" (611.2a): the controller's step; "+X/+0",
    "-1/-1 … for each artifact you control": the bonus times that number (pt_fields)."""
    fields = pt_fields(node, text)
    pt = str(fields.pop("pt"))
    changes = (("pt", pt), *abilities_changed(node, text), *_lasting(node))
    c = Context(text, clause, _NOBODY)
    if (ability := gained_ability(node, text)) is not None:  # '… and gains "{T}: …" until end of turn' (113.10)
        fields["ability"] = ability
    attached = child(node, "enchanted") or child(node, "equipped")
    if attached is not None:  # "Enchanted creature gets +1/+0 until end of turn": the creature it is attached to
        return [c.step("modify", players_too=False, extra=(*changes, ("attached", attached.data)), **fields)]
    if node.data == "modify_that":  # "It gets +2/+4 until end of turn": its antecedent (antecedents.py, 608.2c)
        return [c.step("modify", players_too=False, extra=(*changes, ("on", "source"), ("it", "1")), **fields)]
    np, flt = _target_np(node, c)
    target = (("target", "object"), *_holder(np, c), *target_count_detail(node, text)) \
        if node.data == "modify_target" else ()
    return [c.step("modify", creatures=flt, players_too=False, extra=(*changes, *target), **fields)]


def _lasting(node: Tree[Token]) -> tuple[tuple[str, str], ...]:
    """"Until your next turn, …" (611.2a): the effect lasts until that turn begins, not until end of turn; "for as long
    as this permanent remains tapped" (611.2b), while the source stays tapped (next_turn.py)."""
    said = said_span(node)
    return (("duration", said[1]),) if said is not None else ()


def abilities_changed(node: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    """The step's ``keywords`` (gained) and ``loses`` (lost: "That creature loses first strike until end of turn") —
    both abilities changed in layer 6 (613.1f), never one read as the other."""
    from .all_abilities import ALL_ABILITIES, loses_all

    keywords = ",".join(_keyword(k, text) for k in node.find_data("keyword"))
    if child(node, "lose_v") is not None:  # "loses all abilities": every one (613.1f, all_abilities.py)
        return (("keywords", ""), ("loses", ALL_ABILITIES if loses_all(node) else keywords))
    return (("keywords", keywords),)


def modify_self_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"This creature gets +1/+1 and gains flying until end of turn" (611.2a): the source changes (its own
    name read as "this permanent", oracle.py)."""
    c = Context(text, clause, _NOBODY)
    _self_ref(node, c)
    fields = pt_fields(node, text)
    pt = str(fields.pop("pt"))
    sizes = [t for t in node.children if isinstance(t, Token) and t.type == "PT"]
    either: tuple[tuple[str, str], ...] = ()
    if len(sizes) == 2:  # "gets +1/-1 or -1/+1 until end of turn": the controller chooses as it resolves (608.2d)
        other = str(pt_fields(Tree(node.data, [sizes[1]], node.meta), text)["pt"])
        either = (("either", f"{pt}|{other}"),)
    ability = gained_ability(node, text)  # 'Until end of turn, this creature gains "…"' (113.10)
    return [c.step("modify", players_too=False, extra=(("pt", pt), *abilities_changed(node, text), ("on", "source"),
                                                       *either), ability=ability, **fields)]


def static_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Creatures you control get +1/+1", "Other Zombie creatures have swampwalk", "Enchanted creature gets +2/+2 and
    has vigilance": a static ability's effect (604.1, 611.3a) on the permanents it names, or on the one the source
    is attached to (303.4, 301.5)."""
    fields = pt_fields(node, text)
    # a static "+X/+X" says where X comes from ("where X is …"), or it is no size: layers.static_x_is_defined
    c = Context(text, clause, _NOBODY)
    extra = [("pt", str(fields.pop("pt"))), *abilities_changed(node, text), ("static", "1")]
    attached = child(node, "enchanted") or child(node, "equipped")
    cond = next((t for t in node.iter_subtrees() if t.data.startswith("cond_")), None)
    if attached is not None and cond is not None:  # "… as long as seven or more cards are in your graveyard"
        from .conditions import condition_of

        spec = c.step("modify", players_too=False,
                      extra=(*extra, ("attached", attached.data), ("while", text.of(cond))), **fields)
        return [replace(spec, if_board=(condition_of(cond, text), text.of(cond)))]
    if attached is not None:
        return [c.step("modify", players_too=False, extra=(*extra, ("attached", attached.data)), **fields)]
    _np, flt = _target_np(node, c)
    if child(node, "other") is not None:
        flt = replace(flt, not_source=True)  # "other …": the source is left out (109.3)
    spec = c.step("modify", creatures=flt, players_too=False,
                  extra=(*extra, *((("while", text.of(cond)),) if cond is not None else ())), **fields)
    if cond is not None:  # "As long as it's your turn, creatures you control have lifelink" (611.3a)
        from .conditions import condition_of

        return [replace(spec, if_board=(condition_of(cond, text), text.of(cond)))]
    return [spec]


_ENTERING_TYPES = frozenset({"artifact", "creature", "land", "enchantment", "planeswalker"})


def _plain_types(flt: TypeFilter) -> bool:
    """Only permanent types, each alone ("artifacts and creatures"): what the entering rule says; any other word
    ("nonbasic lands", "green creatures") is refused, not dropped."""
    alone = all((len(req) == 1 and next(iter(req)) in _ENTERING_TYPES or not req and permanent) and not forbidden
                and not basic for req, forbidden, basic, permanent in flt.alternatives)
    return bool(flt.alternatives) and alone and flt == TypeFilter(flt.alternatives, flt.noun)


def enters_tapped_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"This permanent enters the battlefield tapped": a replacement effect on how the source enters (614.1d,
    614.12), nothing that happens now."""
    c = Context(text, clause, _NOBODY)
    if child(node, "mass_control") is not None:  # "Creatures your opponents control enter …": each of the kind
        kind = next(t for t in node.children if not isinstance(t, Tree) or t.data != "mass_control")
        whose = text.low_of(arg(node, "mass_control"))
        flt = parse_filter(text.low_of(kind), text.lexicon)
        if flt is None or flt.control is not None or not _plain_types(flt):
            raise Unread(text.of(kind))
        flt = replace(flt, control="opponents" if "opponents" in whose else "you")
        return [c.step("enters_tapped", creatures=flt, players_too=False, extra=(("on", "kind"),))]
    if child(node, "np") is not None:  # printed Spanish "Las criaturas que controlan tus oponentes entran …"
        _np, flt = _target_np(node, c)
        if flt.control not in ("you", "opponents") or not _plain_types(replace(flt, control=None)):
            raise Unread(text.of(_np))
        return [c.step("enters_tapped", creatures=flt, players_too=False, extra=(("on", "kind"),))]
    _self_ref(node, c)
    cond = next((t for t in node.iter_subtrees() if t.data.startswith("cond_")), None)
    if cond is None:
        return [c.step("enters_tapped", players_too=False, extra=(("on", "source"),))]
    from .conditions import condition_of  # "… unless you control a Mountain" (614.12: as it would enter)

    spec = c.step("enters_tapped", players_too=False, extra=(("on", "source"), ("unless", text.of(cond))))
    return [replace(spec, if_board=(condition_of(cond, text), text.of(cond)))]


def enters_tapped_it_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"If you don't, it enters the battlefield tapped" / "Si no lo haces, entra al campo de batalla girada" (614.1d,
    614.12): the source's own replacement where "it" is the source (antecedents.py binds it, 608.2c; anything else it
    could name is refused there)."""
    del node
    c = Context(text, clause, _NOBODY)
    return [c.step("enters_tapped", players_too=False, extra=(("on", "source"), ("it", "1")))]


def cant_combat_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Gravecrawler can't block", "Target creature can't block this turn", "Creatures can't block", "Enchanted
    creature can't attack or block": what the permanents can't do in combat (101.2), and for how long."""
    c = Context(text, clause, _NOBODY)
    act = next(t.data for t in node.iter_subtrees() if t.data.startswith("act_")).removeprefix("act_")
    from .combat_durations import combat_duration

    duration = combat_duration(node, "static")  # "can't block this combat", "… until your next turn" (611.2a)
    extra = [("act", act), ("duration", duration)]
    tax = child(node, "attack_tax")
    if tax is not None:  # 508.1h: a cost to attack, paid as attackers are declared; only on an attack, never a block
        if act not in ("attack", "attack_you"):
            raise Unread(text.of(tax))
        mana = next(str(t) for t in tax.children if isinstance(t, Token) and t.type == "MANA").upper()
        each = any(isinstance(t, Token) and t.type == "ATTACKING_EACH" for t in tax.children)
        if each != (act == "attack_you") or "X" in mana:  # "for each … attacking you" only where "you" is attacked
            raise Unread(text.of(tax))
        extra += [("unless_mana", mana), ("per_attacker", "1" if each else "")]
    attached = child(node, "enchanted") or child(node, "equipped")
    if attached is not None:
        return [c.step("cant_combat", players_too=False, extra=(*extra, ("attached", attached.data)))]
    if child(node, "self_ref") is not None:
        _self_ref(node, c)
        return [c.step("cant_combat", players_too=False, extra=(*extra, ("on", "source"), *_self_noun(node, c)))]
    np, flt = _target_np(node, c)
    if node.data == "cant_combat_target" and _holder(np, c):  # whose it must be is not checked here: refused
        raise Unread(c.text.of(np))
    target = (("target", "object"), *target_count_detail(node, text)) if node.data == "cant_combat_target" else ()
    return [c.step("cant_combat", creatures=flt, players_too=False, extra=(*extra, *target))]


_PROTECTION_AND = re.compile(r" and (?=from )| y (?=contra )")  # "from red and from blue": one protection each


def _keyword(node: Tree[Token], text: Words) -> str:
    """"deathtouch", "la habilidad de toque mortal": a keyword ability (702) in English, or refused. "protection from
    red (and from blue)" (702.16a): one protection per colour, joined by "," as the step's keywords are."""
    words = fold(text.low_of(node))
    if any(isinstance(t, Token) and t.type == "KEYWORD_CHOICE" for t in node.children):  # "your choice of …"
        return _keyword_choice(words, text)
    if words.startswith(("protection from ", "proteccion contra ")):  # 702.16a
        if any(isinstance(t, Token) and t.type == "PROTECTION_FROM" for t in node.children):
            from .verbs_choose import protection_keyword  # a colour or "the color of your choice" (verbs_choose.py)

            first, *more = _PROTECTION_AND.split(words)
            parts = [first] + [("protection " if p.startswith("from") else "proteccion ") + p for p in more]
            return ",".join(protection_keyword(part) for part in parts)
        return _protection(node, text)
    number = next((t for t in node.children if isinstance(t, Token) and t.type == "INT"), None)
    if number is not None:  # "bushido 1", "aniquilador 2": a keyword printed with its number (702.45a, 702.86a)
        return numbered_keyword(words.removesuffix(str(number)).strip(), int(number), text, node)
    found = words if words in KEYWORDS else es_keyword(words) or _ES_KEYWORDS.get(words) or _ES_KEYWORDS.get(
        words.removeprefix("la habilidad de ")) or _ES_KEYWORDS.get(f"la habilidad de {words}")
    if text.lexicon.lang == "en" and words not in KEYWORDS or found is None:
        raise Unread(text.of(node))
    return found


def numbered_keyword(word: str, number: int, text: Words, node: Tree[Token]) -> str:
    """"bushido 1" / "desenfreno 2": a keyword of NUMBERED_KEYWORDS (702.23a, 702.45a, …) named with its number, as
    the step's keywords name it; any other word before a number is refused (a number it does not take)."""
    english = word if text.lexicon.lang == "en" else es_numbered_keyword(word)
    if english not in NUMBERED_KEYWORDS:
        raise Unread(text.of(node))
    return f"{english} {number}"


_CHOICE_WORDS = re.compile(r"^,? ?(?:your choice of |a tu eleccion, )|,? a tu eleccion$")
_CHOICE_SPLIT = re.compile(r",? or |,? o |, ")


def _keyword_choice(words: str, text: Words) -> str:
    """"your choice of reach, trample, or haste" / "alcance, arrollar o prisa a tu elección" (608.2d): each option a
    keyword ability the lexicon knows (702), else refused; the step's keywords entry (choice_words.keyword_choice)."""
    from .choice_words import keyword_choice

    def one(word: str) -> str:
        if text.lexicon.lang == "en":
            return word if word in KEYWORDS else ""
        word = word.removeprefix("la habilidad de ")
        return es_keyword(word) or _ES_KEYWORDS.get(word) or _ES_KEYWORDS.get(f"la habilidad de {word}") or ""

    options = tuple(one(w.strip()) for w in _CHOICE_SPLIT.split(_CHOICE_WORDS.sub("", words)))
    if len(options) < 2 or not all(options) or len(set(options)) != len(options):
        raise Unread(words)
    return keyword_choice(options)


def _protection(node: Tree[Token], text: Words) -> str:
    """702.16a: "protection from" each colour named; a quality that is no colour ("from creatures", "from
    everything", 702.16j) is refused: what it prevents is not what a colour's protection does."""
    from .choice_words import COLOR_OF_EN as _EN_COLORS
    from .choice_words import COLOR_OF_ES as _ES_COLORS

    colors = _ES_COLORS if text.lexicon.lang == "es" else _EN_COLORS
    words = [str(t).lower() for t in node.children if isinstance(t, Token) and t.type == "WORD"]
    if not words or any(w not in colors for w in words):
        raise Unread(text.of(node))
    return ",".join(f"protection from {colors[w]}" for w in words)


CLAUSES = {"modify_target": modify_clause, "modify_all": modify_clause, "modify_self": modify_self_clause,
           "modify_that": modify_clause, "modify_attached": modify_clause,
           "static_all": static_clause, "static_attached": static_clause, "enters_tapped": enters_tapped_clause,
           "enters_tapped_it": enters_tapped_it_clause,
           "cant_combat": cant_combat_clause, "cant_combat_target": cant_combat_clause,
           **DAMAGE_TARGET_CLAUSES}  # statics.py adds its own  # "deals 3 damage to any target" (115.4)
__all__ = ["CLAUSES", "KEYWORDS", "VERBS"]


@_verb("choose_target_object")
def _choose_target_object(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Choose target creature you control" (115.1): the object the scenario's ``target`` names, chosen as the
    spell was cast and checked as it resolves (608.2b); later text calls it "that creature"."""
    if c.optional or c.subject.kind != "you":
        raise Unread(c.clause)
    kind = their_target_kind(c.text.low_of(node))
    if kind is not None:  # "… target permanent that player controls": bound by "For each player," (sentences.py)
        flt = parse_filter(kind, c.text.lexicon)
        if flt is None:
            raise Unread(c.text.of(node))
        return [c.step("choose", subject=_NOBODY, creatures=flt,
                       extra=(("target", "object"), ("whose", "that_player")))]
    _np, flt = _target_np(node, c)
    return [c.step("choose", subject=_NOBODY, creatures=flt, extra=(("target", "object"),))]


# "choose target permanent that player controls" / "elige el permanente objetivo que controla ese jugador": a kind, then
# the player a "For each player," lead names (601.2c); the clause whole, or its noun phrase alone ("permanent that
# player controls", after the English rule's own "choose target")
_THEIRS_TARGET = re.compile(r"(?:(?:choose|chooses) target )?(?P<kind>[a-z ,-]+?) that player controls"
                            r"|(?:(?:elige|eliges) )?(?:el|la) (?P<kind_es>[a-z ,-]+?) objetivo"
                            r" que controla ese jugador")


def their_target_kind(words: str) -> str | None:
    """The kind of "choose target <kind> that player controls" (or its noun phrase, or the printed Spanish "elige el
    <kind> objetivo que controla ese jugador"), lowercase words; None for any other words. The one reader of the form
    (chosen_targets.py reads the English "For each player," rule's noun phrase by it)."""
    theirs = _THEIRS_TARGET.fullmatch(words)
    return None if theirs is None else theirs["kind"] or theirs["kind_es"]


@_verb("act_on_chosen_targets")
def _act_on_chosen_targets(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Those players sacrifice those permanents" / "Destroy those creatures": what happens to the objects a "choose
    target …" just before chose (608.2c); folded into that target step by chosen_targets.py, refused anywhere else.
    A sacrifice is each target's controller's (701.21a: "those players"); a destruction the controller's."""
    sacrifice = c.text.low_of(node).startswith("sacrific")
    those_players = c.subject.kind == "this_way" and c.subject.all_of_step
    if c.optional or (sacrifice and not those_players) or (not sacrifice and c.subject.kind != "you"):
        raise Unread(c.clause)
    noun = "creature" if re.search(r"\b(?:creatures|criaturas)$", c.text.low_of(node)) else "permanent"
    action = "sacrifice" if sacrifice else "destroy"
    return [c.step(action, subject=_NOBODY, extra=(("those_targets", noun),))]


@_verb("create_copy_of_target")
def _create_copy_of_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Create a token that's a copy of that creature": a copy of the object a "choose target …" before it named
    (707.2), made by each player the sentence names (111.2: its creator owns and controls it)."""
    if count_value(arg(node, "count"), c.text) != 1:
        raise Unread(c.text.of(node))
    noun = np_filter(arg(node, "type_word"), c.text).noun  # "that creature", "that permanent"
    return [c.step("create", amount=1, extra=(("copy", "target"), ("noun", noun)))]
