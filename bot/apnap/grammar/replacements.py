"""The meaning of replacement and prevention statics in general: "If <who or what> would <event>, <what happens>
instead" — "If a creature you control would deal damage to a permanent or player, it deals double that damage to
that permanent or player instead", "If a source would deal damage to a permanent or player, it deals half that
damage, rounded down, …", "If an artifact would deal damage to you, prevent 1 of that damage", "If a card would be
put into your graveyard from anywhere, exile it instead", "If you would gain life, you gain twice that much life
instead", "Damage that would reduce your life total to less than 1 reduces it to 1 instead".

Why one typed :class:`~.specs.Shield` (``kind`` ``replace_event``) and not a sentence per card: such an effect is
three parts — the event it watches for (614.1: who or what would deal damage, die, be put into a graveyard, gain
life, draw), its scope (which sources or objects: the object lexicon reads "a green source", "a nontoken creature
an opponent controls") and the modification (double, half rounded, prevent N, exile instead, draw instead). Every
part is a field, so a part this module does not know is refused with its words, never dropped; the pairs that make
no sense together ("… would die, prevent 1 of that damage") are refused too. The "it" / "that creature" form (the
objects of an earlier instruction, "If that creature would die this turn, exile it instead") is shields.py's.

Handlers register into continuous.py's clause registry (``CLAUSES``), read by sentences.py.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .choice_words import COLOR_OF
from .continuous import _clause
from .filters import parse_filter
from .phrases import Unread, Words, arg, child, count_value, counter_kind_of, np_filter, trees
from .prevented_this_way import prevented_then
from .shields import target_kind
from .specs import Shield, StepSpec, Subject, TypeFilter

_YOU = Subject("you")
# the event rule → the Shield's event word (a deal event's subject is the source, the others' the affected one)
_EVENTS = {"re_deal": "deal_damage", "re_dealt": "dealt_damage", "re_die": "dies", "re_graveyard": "to_graveyard",
           "re_gain_life": "gain_life", "re_draw": "draw", "re_destroyed": "destroyed"}
# the modification rule → (the Shield's modify word, the events it can modify)
_MODIFY = {"rm_times": ("double", ("deal_damage",)), "rm_half": ("half", ("deal_damage",)),
           "rm_prevent_n": ("prevent", ("deal_damage", "dealt_damage")),
           "rm_prevent_all": ("prevent", ("deal_damage", "dealt_damage")),
           "rm_prevent_all_but": ("prevent_all_but", ("deal_damage", "dealt_damage")),  # all of it but N (615.1a)
           "rm_prevent_then": ("prevent", ("deal_damage", "dealt_damage")),  # "… and remove that many …" (615.5)
           "rm_plus": ("plus", ("deal_damage",)), "rm_regenerate": ("regenerate", ("destroyed",)),
           "rm_no_life": ("none", ("gain_life",)), "rm_to_hand": ("to_hand", ("dies", "to_graveyard")),
           "rm_to_bottom": ("to_library_bottom", ("dies", "to_graveyard")),
           "rm_to_top": ("to_library_top", ("dies", "to_graveyard")),
           "rm_shuffle_in": ("shuffle_into_library", ("dies", "to_graveyard")),
           "rm_exile": ("exile", ("dies", "to_graveyard")), "rm_twice_life": ("twice", ("gain_life",)),
           "rm_draw_that_many": ("draw", ("gain_life",)), "rm_draw_n": ("draw", ("draw",)),
           # "it deals that damage to its controller instead" (614.9): the source's controller is dealt it
           "rm_to_its_controller": ("redirect", ("deal_damage",)),
           "rm_counters": ("counters", ())}  # only after "If damage would be dealt to …" (replacement_dealt)
_RECIPIENTS = {"rt_you": "you", "rt_source": "source", "rt_player": "player", "rt_opponent": "opponent",
               "rt_creature": "creature",
               "rt_any": "any", "rt_creature_or_player": "creature_or_player",
               "rt_enchanted_player": "enchanted_player", "rt_you_or_yours": "you_or_yours"}
_OWN_ZONES = frozenset({"to_hand", "to_library_bottom", "to_library_top", "shuffle_into_library"})
_PLAYER_TO = frozenset({"enchanted_player", "opponent"})  # "… to enchanted player, … to that player": the same one
_YARDS = {"ry_any": "any", "ry_yours": "yours", "ry_opponents": "opponents"}
# the words of the subject that are no kind of object: a player, the source itself, the attached permanent
_PLAYERS = {"en": {"you": "you", "a player": "player", "an opponent": "opponent"},
            "es": {"tu": "you", "un jugador": "player", "un oponente": "opponent"}}
_ATTACHED = {"enchanted creature": "enchanted", "equipped creature": "equipped", "la criatura encantada": "enchanted",
             "la criatura equipada": "equipped"}
_SELF = ("this ", "este ", "esta ")
_DAMAGED_BY = re.compile(r"a creature dealt damage by (?P<by>this \w+|enchanted creature) this turn")
_ARTICLES = ("a ", "an ", "any ", "un ", "una ")  # "if any source you control would …": a source
# "a green source", "a red spell": any object of that kind (609.7b), its kind read as a card's
_SOURCE = {"en": {"source": "card", "spell": "card"}, "es": {"fuente": "carta", "hechizo": "carta"}}
_CARD_ONLY = frozenset({"to_graveyard"})  # a card in any zone (a graveyard from anywhere): no battlefield kind
CARD_OR_TOKEN = "card_or_token"  # the noun of "a card or token" (Rest in Peace): any card, and tokens too (111.1)
_CARDS_OR_TOKENS = frozenset({"a card or token", "una carta o ficha"})


def _subject_words(token: Token, text: Words) -> str:
    """The folded words between "if" / "si" and "would" / the verb: "a creature you control"."""
    words = text.low_of(token).split()
    if not words or words[0] not in ("if", "si"):  # pragma: no cover - the token starts with it
        raise Unread(text.of(token))
    if words[-1] == "fueras":  # "si fueras a ganar vidas": the verb says who (you)
        return "tu"
    return " ".join(words[1:-1] if words[-1] in ("would", "fuera") else words[1:])


def _fixed_scope(words: str, lang: str, event: str) -> tuple[str, TypeFilter | None] | None:
    """The scopes said in fixed words: a player, the attached permanent, the source itself, "a card or token"."""
    if words in _PLAYERS[lang]:
        return _PLAYERS[lang][words], None
    if words in _ATTACHED:
        return _ATTACHED[words], None
    if words.startswith(_SELF) and len(words.split()) == 2:
        return "source", None
    if words in _CARDS_OR_TOKENS and event in _CARD_ONLY:  # Rest in Peace: tokens too (111.1)
        return "kind", TypeFilter(noun=CARD_OR_TOKEN)
    return None


def _scope(words: str, text: Words, event: str) -> tuple[str, TypeFilter | None]:
    """Who or what the event is about: ``you`` / ``player`` / ``opponent``, ``source`` (the card itself, its own name
    read as "this permanent"), ``enchanted`` / ``equipped``, or ``kind`` with the object lexicon's filter ("a green
    source": any object of that colour, 609.7b)."""
    lang = text.lexicon.lang
    fixed = _fixed_scope(words, lang, event)
    if fixed is not None:
        return fixed
    damaged = _DAMAGED_BY.fullmatch(words)
    if damaged is not None and event == "dies":  # "a creature dealt damage by Kumano this turn" (120.1, 700.4)
        return ("damaged_by_enchanted" if damaged["by"] == "enchanted creature" else "damaged_by_source"), None
    another = words.startswith(("another ", "otra ", "otro "))  # "another creature": never the source (115.3-like)
    if not words.startswith(_ARTICLES) and not another:
        raise Unread(words)
    phrase = words.split(" ", 1)[1]
    if lang == "es" and phrase.split()[0] == "fuente":  # "una fuente roja que controlas": colour and controller
        return "kind", _es_source(phrase, words)
    noun = next((w for w in phrase.split() if w in _SOURCE[lang]), None)
    flt = parse_filter(phrase.replace(noun, _SOURCE[lang][noun]) if noun else phrase, text.lexicon)
    if flt is None or flt.greatest or flt.unknown_props or flt.not_source or (flt.chosen and (
            noun is None or flt.chosen != "color")):  # "a spell of the chosen color" (607.2d): kept on the filter
        raise Unread(words)
    if noun is None and phrase.split()[-1] in ("card", "carta") and event in _CARD_ONLY:  # "an instant or sorcery
        flt = replace(flt, noun="card")  # card": said as a card (its noun reads its first type)
    if noun is None and flt.noun == "card" and event not in _CARD_ONLY:  # "a card would die": not a sentence read
        raise Unread(words)
    if another:
        flt = replace(flt, not_source=True)
    if noun is not None:  # any object (a spell or a permanent) of that kind: the noun says "source"
        said = "spell" if noun in ("spell", "hechizo") else "source"
        return "kind", TypeFilter(flt.alternatives, said, colors=flt.colors, not_colors=flt.not_colors,
                                  subtypes=flt.subtypes, not_subtypes=flt.not_subtypes, colored=flt.colored,
                                  control=flt.control, keywords=flt.keywords, not_keywords=flt.not_keywords,
                                  not_source=flt.not_source, chosen=flt.chosen)
    return "kind", flt


_ES_CONTROL = {"que controlas": "you", "que controla un oponente": "opponents", "": None}


def _es_source(phrase: str, words: str) -> TypeFilter:
    """"fuente", "fuente roja", "fuente que controla un oponente": any object of that colour and controller (609.7b);
    any other word is refused."""
    rest = phrase.split()[1:]
    colors = frozenset(COLOR_OF[w] for w in rest[:1] if w in COLOR_OF)
    tail = " ".join(rest[len(colors):])
    if tail not in _ES_CONTROL:
        raise Unread(words)
    return TypeFilter(noun="source", colors=colors, control=_ES_CONTROL[tail])


def _until_end_of_turn(node: Tree[Token], text: Words) -> bool:
    """"Until end of turn, if …" / "Hasta el final del turno, si …": the lead that makes it a resolving ability's
    replacement for this turn (611.2a)."""
    return text.low_of(node).startswith(("until end of turn", "hasta el final"))


def _recipient(node: Tree[Token] | None) -> str | None:
    return None if node is None else _RECIPIENTS[node.data]


# "… to another Dinosaur you control", "… to target creature": whom the damage would be dealt to, said as a kind
_KIND_RECIPIENTS = frozenset({"rt_another_kind", "rt_target"})


def _kind_recipient(event_node: Tree[Token], text: Words) -> tuple[str, TypeFilter] | None:
    """``kind`` with the object lexicon's filter for "another <kind>" (never the source itself, 115.3-like), or
    ``target`` with the target's kind (115.1: the object the scenario's ``target`` names); None when the event names
    no such recipient. A target is a resolving ability's word: it needs "this turn" (checked by the caller)."""
    node = next((t for t in trees(event_node) if t.data in _KIND_RECIPIENTS), None)
    if node is None:
        return None
    np = trees(node)[0]
    if np.data == "target_np":  # printed Spanish "la criatura objetivo": its words and the tail after "objetivo"
        flt: TypeFilter | None = target_kind(np, text)
    else:
        flt = np_filter(np, text)
    if flt is not None and flt.noun == "card" and flt.subtypes and not flt.alternatives:  # "another Dinosaur you
        flt = replace(flt, noun="permanent")  # control": a permanent of that subtype, a token too (damage is dealt to
        # permanents, 120.1; the lexicon's bare subtype says "card")
    if flt is None or flt.unknown_props or flt.noun in ("player", "jugador", "card", "carta"):
        raise Unread(text.of(node))
    if node.data == "rt_another_kind":
        return "kind", replace(flt, not_source=True)
    return "target", flt


def _event(node: Tree[Token]) -> dict[str, object]:
    """The event's own fields: combat or noncombat damage, whom it is dealt to, whose graveyard."""
    fields: dict[str, object] = {}
    damage = child(node, "rd_combat") or child(node, "rd_noncombat")
    if damage is not None:
        fields["combat" if damage.data == "rd_combat" else "noncombat"] = True
    yard = next((t for t in trees(node) if t.data in _YARDS), None)
    if yard is not None:
        fields["yard"] = _YARDS[yard.data]
    return fields


def _modification(node: Tree[Token], text: Words, to: str | None) -> dict[str, object]:
    """What happens instead: its amount (prevent N, draw N, triple), its rounding, and the recipient it names again
    ("to that permanent or player"), which must be the one the event names."""
    fields: dict[str, object] = {}
    again = next((t for t in trees(node) if t.data in _RECIPIENTS), None)
    if again is not None and _RECIPIENTS[again.data] != to and not (again.data == "rt_player" and to in _PLAYER_TO):
        raise Unread(text.of(again))  # "… to you, it deals double that damage to that creature": not the same one
    if child(node, "rx_triple") is not None:
        fields["modify"] = "triple"
    if node.data == "rm_half":
        fields["round_up"] = child(node, "round_up") is not None
    if child(node, "rx_minus") is not None:
        fields["modify"] = "minus"
    if node.data in ("rm_prevent_n", "rm_prevent_all_but", "rm_draw_n", "rm_plus"):
        n = count_value(next(t for t in trees(node) if t.data == "count"), text)
        if n is None:  # "prevent X of that damage": X is not read here
            raise Unread(text.of(node))
        fields["amount"] = n
    if node.data == "rm_to_its_controller":  # 614.9: "its" is the source that would deal the damage (608.2c)
        fields["instead"] = "controller"
    if node.data == "rm_prevent_then":  # "prevent that damage and remove that many +1/+1 counters from it" (615.5)
        fields["then"] = prevented_then(node, text)
    return fields


@_clause("replacement_if")
def replacement_if(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """614.1a, 615.1a: "If <scope> would <event>, <modification> [instead]" — a static replacement or prevention
    effect (a resolving ability creates the same record for its duration)."""
    token = next(c for c in node.children if isinstance(c, Token) and c.type == "REPL_IF")
    event_node, mod_node = next(t for t in trees(node) if t.data in _EVENTS), trees(node)[-1]
    event = _EVENTS[event_node.data]
    modify, events = _MODIFY[mod_node.data]
    if event not in events:
        raise Unread(text.of(mod_node))
    role, flt = _scope(_subject_words(token, text), text, event)
    if event == "destroyed" and role != "source":  # "regenerate it": the card's own regeneration (701.19a)
        raise Unread(text.of(token))
    if role in ("player", "opponent", "you") and event not in ("gain_life", "draw", "deal_damage", "dealt_damage"):
        raise Unread(text.of(token))  # "if you would die": not an event of a player
    if role not in ("player", "opponent", "you") and event in ("gain_life", "draw"):
        raise Unread(text.of(token))  # an object does not gain life or draw
    if modify in _OWN_ZONES and role != "source":  # "return it to its owner's hand": the card's own replacement
        raise Unread(text.of(token))
    if (modify in ("twice", "draw") and event == "gain_life" and role != "you") or (
            modify == "none" and role != "player"):
        raise Unread(text.of(token))  # "you gain twice …" after "if an opponent would gain life": not the same one
    to = _recipient(next((t for t in trees(event_node) if t.data in _RECIPIENTS), None))
    kind_to = _kind_recipient(event_node, text)
    fields: dict[str, object] = {"modify": modify, **_event(event_node), **_modification(mod_node, text, to)}
    if mod_node.data == "rm_shuffle_in" and child(mod_node, "self_ref") is not None:
        fields["reveal"] = True  # "reveal Darksteel Colossus and shuffle it …": shown to all first (701.20a)
    if event == "deal_damage" and kind_to is not None:  # "… to another Dinosaur you control", "… to target creature"
        fields.update(by=role, by_objects=flt, to=kind_to[0], to_objects=kind_to[1])
    elif event == "deal_damage":  # the subject deals the damage; ``to`` is whom (None: anyone)
        fields.update(by=role, by_objects=flt, to=to or "")
    else:  # the subject is the one the event happens to
        fields.update(to=role, to_objects=flt)
    if child(event_node, "shield_turn") is not None or _until_end_of_turn(node, text):
        fields["duration"] = "this_turn"  # "… this turn", "Until end of turn, if …": a resolving ability's (611.2a)
    elif kind_to is not None and kind_to[0] == "target":  # a target is chosen as a spell or ability is put on the
        raise Unread(text.of(event_node))  # stack (601.2c): a static's "target creature" is not a sentence read here
    return [StepSpec(clause, "prevent" if modify in ("prevent", "prevent_all_but") else "replace", _YOU,
                     players_too=False, shield=Shield("replace_event", event=event, **fields))]  # type: ignore[arg-type]


_DEALT = {"rt_you": ("you", None), "rt_source": ("source", None), "rt_other_yours": ("kind", "other_yours")}


@_clause("replacement_dealt")
def replacement_dealt(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """615.1a: "If damage would be dealt to this permanent, prevent that damage" — a prevention whose subject is the
    one dealt the damage (the source itself, you, the permanent the source is attached to, another creature you
    control)."""
    damage = next(t for t in trees(node) if t.data.startswith("rd_"))
    whom = next(t for t in trees(node) if t.data in _DEALT or t.data == "rt_attached")  # "se te fuera …": first
    mod = trees(node)[-1]
    if mod.data not in ("rm_prevent_all", "rm_counters", "rm_prevent_then"):
        raise Unread(text.of(mod))
    fields: dict[str, object] = {"modify": "prevent"}
    if mod.data == "rm_prevent_then":  # "… and remove that many +1/+1 counters from it" (615.5)
        fields["then"] = prevented_then(mod, text)
    if mod.data == "rm_counters":  # 614.1a: "put that many +1/+1 counters on it instead" — on the source itself
        on_it = child(mod, "self_ref") is None
        if whom.data not in ("rt_you", "rt_source") or (on_it and whom.data != "rt_source"):
            raise Unread(text.of(mod))  # "it" is the permanent dealt the damage: only the source itself here
        fields.update(modify="counters", counter=counter_kind_of(arg(mod, "counter_kind"), text))
    if damage.data != "rd_any":
        fields["combat" if damage.data == "rd_combat" else "noncombat"] = True
    if whom.data == "rt_attached":
        to: str = trees(whom)[0].data
        flt = None
    else:
        to, kind = _DEALT[whom.data]
        flt = replace(parse_filter("creature you control", text.lexicon) or TypeFilter(), not_source=True) \
            if kind else None
    action = "prevent" if fields["modify"] == "prevent" else "replace"
    return [StepSpec(clause, action, _YOU, players_too=False,
                     shield=Shield("replace_event", event="dealt_damage", to=to, to_objects=flt,
                                   **fields))]  # type: ignore[arg-type]


def check_nothing_after(steps: list[StepSpec]) -> None:
    """A replacement static is its sentence and what follows it: "If damage would be dealt to you, prevent that
    damage. Exile a card from your graveyard for each 1 damage prevented this way." says what happens instead, not
    an instruction now; the record does not hold it, so any step after a replacement static is refused."""
    for before, after in zip(steps, steps[1:], strict=False):
        if before.shield is not None and before.shield.kind == "replace_event" and before.shield.duration == "static":
            raise Unread(after.text)  # (one for this turn is a resolving ability's: what follows is an instruction)


@_clause("life_floor")
def life_floor(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """614.1a: "Damage that would reduce your life total to less than 1 reduces it to 1 instead" — the damage's
    result, life loss, is modified (120.4c); the two numbers must be the same floor."""
    low, floor = (int(str(c)) for c in node.children if isinstance(c, Token) and c.type == "INT")
    if low != floor:
        raise Unread(clause)
    duration = "this_turn" if _until_end_of_turn(node, text) else "static"  # "Until end of turn, damage …"
    return [StepSpec(clause, "replace", _YOU, players_too=False,
                     shield=Shield("replace_event", event="life_reduced", modify="floor", to="you", amount=floor,
                                   duration=duration))]


__all__ = ["CARD_OR_TOKEN", "check_nothing_after", "life_floor", "replacement_dealt", "replacement_if"]
