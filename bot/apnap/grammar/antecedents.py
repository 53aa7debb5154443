"""What "it" stands for: one antecedent resolver every verb that takes "it" as its object uses (608.2c).

Why one module: "put a +1/+1 counter on it", "untap it", "sacrifice it", "regenerate it", "… deals 2 damage to it",
"It gains haste until end of turn" are the same question — which object does the pronoun name — and the answer
does not depend on the verb. Each verb's "it" rule reads its clause in the source's form (what "this permanent"
would give) and marks it ``("it", "1")``; :func:`bind_pronouns` then chooses, once the whole effect is read:

1. an object named before it in the same effect (the nearest noun, 608.2c): a target ("Target creature gets +2/+0
   until end of turn. Regenerate it."), the source ("Put a +1/+1 counter on this permanent. It gains hexproof …"),
   the trigger event's object, or the source a condition of its own sentence names ("If there are no depletion
   counters on this permanent, sacrifice it");
2. with none, what the ability names outside its effect (:func:`outside_antecedent`): the source when the trigger's
   subject is the source itself ("Whenever Herald of War attacks, put a +1/+1 counter on it"), or its cost or
   intervening "if" names only the source; the trigger event's object when the trigger is about one permanent of
   a kind ("Whenever a creature enters the battlefield, Aether Flash deals 2 damage to it", 603.2).

3. after a "dies" trigger, the card its object became in the graveyard it went to (400.7e, 603.6e): "When Murderous
   Rider dies, put it on the bottom of its owner's library" (the source's card), "When enchanted land dies, return
   that card to its owner's hand" (the event's, ``event_object``): found_cards.py, one FoundCard step;
4. "that creature" as the effect's first words (statics.those_refer): the trigger event's one object, also the one
   that is not the source in "… blocks or becomes blocked by a creature", where "it" is refused (``other:``).

Two different objects before it, an object this reader cannot follow (a token just created, a card searched for),
or no antecedent at all: refused naming the clause, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from lark import Token, Tree

from . import found_cards
from .delayed import in_delayed
from .entered import as_created, as_entered, returned_to_battlefield
from .phrases import Unread, Words, amount_fields, amount_of, arg, child, count_value, counter_kind_of
from .referent_kinds import _ES_KINDS, ATTACHED, EVENT, GRAVE, GROUP, OTHER, SOURCE, _event_filter
from .self_words import SELF_RE, SELF_WORDS
from .shuffle_in import SHUFFLED_IN
from .specs import StepSpec, Subject, TypeFilter
from .text import fold
from .verbs import _NOBODY, Context, _verb
from .verbs_board import CLAUSES
from .verbs_library import _SHOWING

PLAYER = "player"  # the trigger is about one player ("at the beginning of each player's upkeep", "whenever a player …")
# A trigger whose event is one player's (603.2): its "that player", and printed Spanish's bare "le" ("Rivalry le hace
# 2 puntos de daño": to that player, as English says "deals 2 damage to them")
_PLAYER_TRIGGER = re.compile(r"^(?:at the beginning of (?:each|target) (?:player|opponent)'s\b|whenever (?:a player|an "
                             r"opponent|target player|target opponent)\b|al comienzo del? [a-z ]*\bde cada (?:jugador|"
                             r"oponente)\b|siempre que (?:un jugador|un oponente|el jugador objetivo|el oponente "
                             r"objetivo)\b)")

# Steps that name no object a later "it" could mean: players' numbers and choices of nothing on the board.
_NO_OBJECT = frozenset({"draw", "gain_life", "lose_life", "pay", "scry", "surveil", "shuffle", "poison", "mill",
                        "energy", "add_mana", "mana", "vote", "flip", "roll", "lose_game", "win_game", "set_life",
                        "rule_change", "extra_turn", "emblem", "delayed"})
# What each verb can do to each antecedent: the engine's steps for the source, a target and the event's object.
_ON_SOURCE = frozenset({"counter", "remove_counter", "tap", "untap", "regenerate", "sacrifice", "exile", "modify",
                        "becomes", "become_copy", "fight", "object_damage", "explore", "enters_tapped",
                        "remove_from_combat"})
_ON_OBJECT = frozenset({"return", "counter", "remove_counter", "tap", "untap", "regenerate", "destroy", "exile",
                        "modify", "damage", "attach", "becomes", "gain_control", "set_pt", SHUFFLED_IN, "fight",
                        "object_damage", "explore", "remove_from_combat"})


# ------------------------------------------------------------------------------------------ the verbs
def _it(step: StepSpec) -> StepSpec:
    return replace(step, extra=(*step.extra, ("it", "1")))


def _by_controller(c: Context) -> None:
    """"Untap it" is the controller's instruction; "each player untaps it" is not one this reads."""
    if c.subject.kind != "you":
        raise Unread(c.clause)


@_verb("counters_it")
def _counters_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put a +1/+1 counter on it" (122.1)."""
    _by_controller(c)
    n = count_value(arg(node, "count"), c.text)
    kind = counter_kind_of(arg(node, "counter_kind"), c.text)
    return [_it(c.step("counter", subject=_NOBODY, amount=n, uses_x=n is None,
                       extra=(("on", "source"), ("counter", kind))))]


@_verb("tap_it", "untap_it", "regenerate_it")
def _turn_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Untap it" (701.26b), "tap it" (701.26a), "regenerate it" (701.19a)."""
    _by_controller(c)
    return [_it(c.step(node.data.removesuffix("_it"), subject=_NOBODY, extra=(("on", "source"),)))]


@_verb("sacrifice_it", "exile_it", "destroy_it")
def _move_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Sacrifice it" (701.17a: only its controller can), "exile it", "destroy it" (701.7a)."""
    _by_controller(c)
    return [_it(c.step(node.data.removesuffix("_it"), subject=_NOBODY, extra=(("self", c.clause),)))]


@_verb("return_moved")
def _return_moved(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Return that card to the battlefield under its owner's control" (400.7j): the card this effect exiled, a new
    object on the battlefield (400.7), under its owner's control or the controller's ("under your control")."""
    _by_controller(c)
    control = "you" if child(node, "under_your_control") is not None else "owner"
    said = (("that_card", "1"),) if " it " not in f" {c.text.low_of(node)} " else ()
    if "exiliada" in c.text.low_of(node) or "exiled" in c.text.low_of(node):  # "the exiled card": linked_cards.py
        said = (*said, ("exiled_card", "1"))
    if child(node, "self_ref") is not None:  # "Return Saltskitter …": the source, which the exile before it moved
        said = (("moved_self", "1"),)
    return [_it(c.step("return", subject=_NOBODY, destination="battlefield",
                       extra=(("moved", "exile"), ("control", control), *said)))]


_FOUND_ZONES = {"it_to_hand": "hand", "it_shuffled_in": "library"}


@_verb(*_FOUND_ZONES)
def _it_to_zone(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put it on the bottom of its owner's library", "return that card to its owner's hand", "exile that card":
    a card to one of its owner's zones; only the card a zone-change trigger's object became is read so (400.7e,
    bound in :func:`bind_pronouns`), anything else is refused."""
    _by_controller(c)
    said = "that card" if re.search(r"\bthat card\b|\besa carta\b", c.text.low_of(node)) else "it"
    to = _FOUND_ZONES[str(node.data)]
    action = "shuffle" if to == "library" else "return"
    return [_it(c.step(action, subject=_NOBODY, destination=to, extra=(("found", to), ("said", said))))]


_ES_TOKENS = {"esas fichas": "those tokens", "las fichas": "the tokens", "la ficha": "the token",
              "esa ficha": "that token"}


@_verb("on_created")
def _on_created(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Sacrifice them", "exile those tokens", "exile that token" (printed Spanish "sacrifícalas", "exilia esas
    fichas"): the tokens this effect created, acted on by a delayed trigger (603.7); bound in :func:`bind_pronouns`."""
    _by_controller(c)
    first = c.text.low_of(node).split(" ", 1)[0]
    verbs = (("sacrific", "sacrifice"), ("exil", "exile"), ("destr", "destroy"))
    action = next(a for p, a in verbs if first.startswith(p))
    ref = child(node, "created_ref")
    words = c.text.low_of(ref) if ref is not None else "them"
    words = _ES_TOKENS.get(words, words)  # one plan for both languages: the English words
    return [c.step(action, subject=_NOBODY, extra=(("created_ref", words),))]


def damage_to_it(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Aether Flash deals 2 damage to it" (120.3): to the object "it" names; never to the source itself (that is
    "itself"), so only a target or the trigger event's object binds it."""
    named = child(node, "source")
    source = text.of(named) if named is not None else "this permanent"
    if fold(source) == "it":  # "it deals 2 damage to it": two pronouns, one sentence: not read
        raise Unread(clause)
    fields = amount_fields(amount_of(node), text)
    le = (("le", "1"),) if text.lexicon.lang == "es" else ()  # "le": a player too, where the trigger is one's
    return [_it(StepSpec(clause, "damage", _NOBODY, source=source, players_too=False,
                         extra=(("no_source", "1"), *le), **fields))]  # type: ignore[arg-type]


CLAUSES.update({"damage_to_it": damage_to_it})


# ------------------------------------------------------------------------------------------ the binding
def _names_source(step: StepSpec) -> bool:
    """The step acts on the source, or its own sentence's condition names it ("if there are no depletion counters
    on this permanent, …"), or the source deals its damage."""
    if step.detail("on") == SOURCE or step.detail("self"):
        return True
    words = " ".join(str(w[1]) for w in (step.if_board, step.if_not_board) if w is not None)
    return bool(_SELF_RE.search(fold(words))) or bool(_SELF_RE.match(fold(step.source or "")))


_SELF_RE = SELF_RE  # "this permanent", "esta tierra": the source (self_words.py)


def _object_of(step: StepSpec) -> str | None:
    """The object a step names, as a candidate antecedent: ``source``, ``target`` (the step's own target),
    ``same`` (an object already named: "that creature", an "it" bound before), ``event`` (the trigger event's),
    ``other`` (an object this reader cannot follow: a token created, a card searched for), or None."""
    if step.detail("refers") or step.detail("it_bound") == "target" or step.detail("those") or step.detail("entered"):
        # the one target named before it (leads.check_references holds that there is one), or "That creature gains
        # haste …": the object named before it (statics.those_refer)
        return "same"
    if step.detail("event_object") == "permanent" or step.detail("that"):
        return "event"
    if (step.detail("target") == "object" and step.detail("targets")) or step.detail("copy_of") \
            or step.detail("copy") == "target":
        # several targets of one word (601.2c): "it" / "that creature" can't say which; "Create a token that's a copy
        # of target artifact. … Exile it at the beginning of the next end step": the one token, not the target; so
        # after "… a copy of that creature" (copies.bind_copied: the target named before, 608.2c)
        copied = step.detail("copy_of") in ("target", "source") or step.detail("copy") == "target"
        return "created" if copied and step.amount == 1 else "other"
    if (targeted := _target_kind(step)) is not None:
        return targeted
    if returned_to_battlefield(step):  # "return target creature card from your graveyard to the battlefield": the
        return "returned"  # permanent it became (400.7, grammar/entered.py)
    if (made := _made_now(step)) is not None:
        return made
    if _names_source(step):
        return SOURCE
    if step.action in _NO_OBJECT or step.action.startswith("pay") or _chooses_a_value(step):
        return None
    if step.subject.kind != "you" and not step.slots and step.creatures is None:
        return None
    return "other"


# What an inline choice said inside an instruction names (verbs_choose.inline_choices): a colour, a creature type, a
# card type or a keyword is a value, never an object a later "it" could mean (105.1, 205.3, 608.2d); "a source of your
# choice" does name an object, so it stays a candidate.
_VALUE_WORDS = frozenset({"color", "colors", "creature_type", "card_type", "keyword"})


def _chooses_a_value(step: StepSpec) -> bool:
    """"Put a +1/+1 counter on target creature you control. It gains protection from the color of your choice …": the
    colour chosen as the second instruction is carried out names no object, so "it" is still the target (608.2c)."""
    return step.action == "choose" and bool(step.detail("inline")) and step.detail("word") in _VALUE_WORDS


# what leaves the attached permanent where it is, so a later "it" is still that permanent (an exiled or destroyed
# one is a new object, 400.7: "Exile enchanted creature. Put a +1/+1 counter on it." stays refused)
_KEEPS_IT = frozenset({"gain_control", "counter", "tap", "untap"})


def _target_kind(step: StepSpec) -> str | None:
    """What the step's own target word (or attached object) makes of it as a candidate, None for no such word."""
    said = step.detail("target")
    if said == "object":
        return "target"
    if said == "attached" and step.detail("attached") and step.action in _KEEPS_IT:  # "… gain control of equipped
        return f"{ATTACHED}{step.detail('attached')}"  # creature …. If you do, untap it": attached_to's (303.4, 301.5)
    if said == "any":
        return "other"  # "any target": a player or a permanent, which "it" cannot tell
    if said == "spell":
        return "spell"  # "Counter target spell. Its controller may draw … at the beginning of …": named only
    return None


def _made_now(step: StepSpec) -> str | None:
    """The one new permanent the controller's step puts onto the battlefield: "Create a 4/4 white Angel creature
    token with flying. Exile it at …" (that token, 111.1), "Manifest the top card of your library, then put a +1/+1
    counter on it" (the face-down 2/2, 701.40a); None for anything else."""
    if step.amount != 1 or step.subject.kind != "you":
        return None
    if step.action == "manifest":
        return "manifested"
    return "created" if step.action == "create" and step.detail("token") else None


def _before(steps: Sequence[StepSpec], step: StepSpec) -> dict[str, StepSpec | None]:
    """The distinct objects named before ``step`` (and, for the source, by its own sentence's condition), each with
    the step that names it; two targets are two objects. "Bring Low deals 5 damage to it" (``no_source``) never
    names the source dealing it (that is "itself"), so the source is no candidate there."""
    if step.detail("no_source"):
        return {k: v for k, v in _before_any(steps, step).items() if k != SOURCE}
    return _before_any(steps, step)


def _before_any(steps: Sequence[StepSpec], step: StepSpec) -> dict[str, StepSpec | None]:
    found: dict[str, StepSpec | None] = {}
    for i, earlier in enumerate(steps):
        kind = None if in_delayed(earlier) else _object_of(earlier)  # acting later, it names nothing now
        if kind is None or kind == "same":
            continue
        if kind == "returned" and earlier.detail("it_bound") == "moved":  # "exile target creature, then return that
            found.clear()  # card to the battlefield": the one object exiled is now the permanent returned (400.7)
        found[f"target{i}" if kind == "target" else kind] = earlier
        if _SELF_RE.match(fold(earlier.source or "")):  # "this creature deals 2 damage to target creature": both
            found[SOURCE] = None
    words = " ".join(str(w[1]) for w in (step.if_board, step.if_not_board) if w is not None)
    if _SELF_RE.search(fold(words)):
        found[SOURCE] = None
    return found


def _as_source(step: StepSpec) -> StepSpec:
    if in_delayed(step) and step.action == "return" and not step.detail("moved"):  # the source returned to its
        raise Unread(step.text)  # owner's hand later: no delayed step of the source's reads it (603.7)
    if in_delayed(step):  # 603.7: created now, done later; the delayed trigger names its object
        return _as_delayed(step, SOURCE)
    if step.action == "gain_control" and step.detail("gainer"):  # "target opponent gains control of it" (613.1b)
        return replace(step, extra=(*(kv for kv in step.extra if kv[0] not in ("it", "gainer")), ("on", "source")))
    if step.action == SHUFFLED_IN and not in_delayed(step):  # "… its owner shuffles it into their library": the
        keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "library"))  # source's own move (ShuffleSource)
        return replace(step, action="shuffle", extra=(*keep, ("self", "shuffle"), ("it_bound", SOURCE)))
    if step.action == "return" and step.destination == "hand" and not step.detail("moved"):  # "return it to its
        keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "le"))  # owner's hand": the source, as "Return
        return replace(step, extra=(*keep, ("self", step.text)))  # Windreaver to its owner's hand" (bounce_self)
    if step.action == "combat_rule" and step.detail("rule") == "must_block_source":  # "… block it" (702.39a): the
        return replace(step, extra=tuple(kv for kv in step.extra if kv[0] != "it"))  # source, whom the target blocks
    if step.action not in _ON_SOURCE or step.detail("no_source"):
        raise Unread(step.text)
    return replace(step, extra=(*(kv for kv in step.extra if kv[0] not in ("it", "le")), ("it_bound", SOURCE)))


def _as_object(step: StepSpec, kind: str, creatures: object) -> StepSpec:
    """The step on the object a target or the trigger event names: the target's form of the same verb."""
    if in_delayed(step) and step.action not in _ON_OBJECT:  # "sacrifice it" later: the delayed trigger names its
        return _as_delayed(step, kind)  # object (603.7); a verb the plan has for a target takes its target form
    if step.action not in _ON_OBJECT or (step.action == SHUFFLED_IN and kind != "target"):
        raise Unread(step.text)  # an event object shuffled in by its owner: not read (LibraryTarget takes a target)
    keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "le", "on", "self", "no_source"))
    ref = (("refers", "1"),) if kind == "target" else (("event_object", "permanent"),)
    return replace(step, creatures=creatures, players_too=False,  # type: ignore[arg-type]
                   extra=(*keep, ("target", "object"), *ref, ("it_bound", kind)))


def _left_for_the_token(step: StepSpec, found: dict[str, StepSpec | None]) -> dict[str, StepSpec | None]:
    """"Exile target attacking creature. Create a token that's a copy of that creature. Exile it at the beginning of
    the next end step" (Nemesis Trap): a delayed "exile it" / "sacrifice it" acts on a permanent (701.13a, 701.21a),
    and the target exiled before is a card in exile, a new object no longer on the battlefield (400.7); so the one
    candidate left is the token created after it. Any other pair of candidates stays ambiguous."""
    if not in_delayed(step) or step.action not in ("exile", "sacrifice") or "created" not in found:
        return found
    exiled = [k for k, v in found.items() if k.startswith("target") and v is not None and v.action == "exile"]
    return {k: v for k, v in found.items() if k not in exiled} if len(exiled) == len(found) - 1 else found


def _as_created(step: StepSpec, created: StepSpec) -> StepSpec:
    """The one token the effect just created (111.1): a delayed trigger's "it" names the token for later (603.7),
    "… then attach this permanent to it" attaches to that token now (701.3a, engine/attach.py), and "It gains haste"
    / "It gains haste until end of turn" acts now on the permanent the creation put onto the battlefield (111.1,
    608.2c: the new object, found by identity as a returned card is, entered.py); any other verb on it is refused."""
    if step.action == "attach" and not in_delayed(step) and created.amount == 1:
        return replace(step, extra=(*(kv for kv in step.extra if kv[0] != "it"), ("it_bound", "created")))
    if not in_delayed(step):
        return as_created(step, created)
    return _as_delayed(step, "created", f"{created.detail('pt')} {created.detail('token')}".strip())


def _as_delayed(step: StepSpec, kind: str, what: str = "") -> StepSpec:
    """A delayed trigger's step (603.7): its verb stays as written ("sacrifice it"), acting later on the object
    bound here, which the delayed trigger reports (603.7c: that object, if still where it is expected)."""
    bound = (("it_bound", kind),) + ((("it_what", what),) if what else ())
    if step.detail("self") and step.action not in _ON_SOURCE:  # "destroy it" at end of combat: no step of the
        keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "self"))  # source's says it: the verb on the
        return replace(step, extra=(*keep, ("created_ref", "it"), *bound))  # delayed trigger's object (OnCreated)
    return replace(step, extra=(*(kv for kv in step.extra if kv[0] != "it"), *bound))


def bind_pronouns(steps: list[StepSpec], outside: str) -> list[StepSpec]:
    """Each "it" step bound to its one antecedent (the module's order), or :class:`Unread` naming its clause."""
    out: list[StepSpec] = []
    for step in steps:
        if step.subject.kind in ("its_controller", "its_owner", OTHERS_THAN_ITS):  # "its owner": properties.py's
            step = _its_controller(step, out, outside)
        if step.detail("found_alt") and not any(s.action in _SHOWING for s in out):  # nothing revealed before
            step = found_cards.bind_found(found_cards.as_found(step), bool(_before(out, step)), outside)
        elif step.action == "move_chosen" and not any(s.action in ("reveal_hand", "choose_from_hand") for s in out):
            # "exile that card", none chosen
            step = found_cards.bind_found(found_cards.exiled(step), bool(_before(out, step)), outside)
        elif step.detail("created_ref"):  # "sacrifice them", "exile those tokens": what the effect created
            step = _bind_created(step, out)
        elif step.detail("it") and step.action != "enters_with_counters":  # that "it": layers.it_enters_is_the_source
            step = _bind(step, out, outside)
            if step.detail("gainer"):  # "target opponent gains control of it": only the source is read so
                raise Unread(step.text)
        out.append(step)
    return out


OTHERS_THAN_ITS = "others_than_its_controller"  # "each player other than its controller", before it is bound


def _its_controller(step: StepSpec, before: list[StepSpec], outside: str) -> StepSpec:
    """"Its controller" (608.2h): the controller of the one object "its" names — a target before it, or the trigger
    event's object (that_object.bind_event_objects then reads it as "that creature's controller"). The source's
    controller is said "you" in Oracle text, so "its" meaning the source is not read here."""
    found = _before(before, step)
    if step.subject.kind == OTHERS_THAN_ITS:  # "each player other than its controller": every player but that one
        named = next(iter(found.values())) if len(found) == 1 and next(iter(found)).startswith("target") else None
        if named is None or named.creatures is None or in_delayed(step):  # one permanent targeted now, nothing else
            raise Unread(step.text)
        return replace(step, subject=Subject("others_than_object_controller", ref_filter=named.creatures))
    if in_delayed(step) and len(found) == 1 and next(iter(found)) == "spell":  # "Counter target spell. Its
        return _as_delayed(step, "target")  # controller may draw … at the beginning of …": that spell's, later
    if len(found) > 1 or not found.keys() <= {"event", "spell"} | {k for k in found if k.startswith("target")}:
        raise Unread(step.text)  # "Counter target spell. Its controller discards a card.": that spell's (405.1)
    if not found and outside.startswith(ATTACHED):  # "Whenever enchanted creature attacks, its controller …"
        return _attached_controller(step, outside)
    if found.keys() == {"spell"}:  # "Counter target creature spell. Its controller …": that spell's controller, said
        flt: TypeFilter | None = TypeFilter(noun="spell")  # as "that spell's controller" whatever its kind (405.1)
    elif found:
        named = next(iter(found.values()))
        assert named is not None
        flt = named.creatures
    else:
        flt = _event_filter(outside)
    said = step.subject.ref_filter  # "that creature's owner": the object named must be of that kind
    if flt is None or (said is not None and said.noun != flt.noun):
        raise Unread(step.text)
    owner = step.subject.kind == "its_owner"  # "Its owner gains 4 life" (108.3): the same object, its owner
    return replace(step, subject=Subject("object_owner" if owner else "object_controller", ref_filter=flt))


def _attached_controller(step: StepSpec, outside: str) -> StepSpec:
    """"Its controller" after a trigger about the enchanted or equipped permanent: that permanent's controller
    (303.4e, 301.5d: not necessarily the source's), the subject "enchanted creature's controller" reads into;
    "its owner" is not read here."""
    how, _, noun = outside.removeprefix(ATTACHED).partition(" ")
    flt = _event_filter(f"{EVENT}{noun}")
    if step.subject.kind != "its_controller" or flt is None:
        raise Unread(step.text)
    return replace(step, subject=Subject("attached_controller", ref_filter=flt, attached=how))


def _bind_moved(step: StepSpec, before: list[StepSpec]) -> StepSpec:
    """"Return that card …": the one object an exile before it in this effect moved (400.7j: the effect can find it
    in exile, a public zone); anything else — two objects, a card never exiled, a trigger's object — is refused."""
    found = _before(before, step)
    if len(found) != 1 or not next(iter(found)).startswith(("target", SOURCE)):
        raise Unread(step.text)  # "exile target creature", "exile this creature": one object, exiled
    named = next(iter(found.values()))
    if named is None or named.action != "exile" or named.detail("duration") or named.detail("from"):
        raise Unread(step.text)  # "exile … until …" is returned by its own second effect (610.3)
    if step.detail("moved_self") and not named.detail("self"):
        raise Unread(step.text)  # "Return Saltskitter …" after another object's exile: not the card moved
    if in_delayed(step):
        return _as_delayed(step, SOURCE if named.detail("self") else "target")
    return replace(step, creatures=named.creatures, extra=(*(kv for kv in step.extra if kv[0] != "it"),
                                                           ("it_bound", "moved")))


_COPIED = ("target", "source")  # token copies of a target or of the source (grammar/copies.py)


def _bind_created(step: StepSpec, before: list[StepSpec]) -> StepSpec:
    """"Sacrifice them at the beginning of the next end step": the tokens the one creation before it made (111.1),
    named by the delayed trigger (603.7), also token copies ("Create a token that's a copy of target creature. Exile
    that token at end of combat", 707.2); acting on them now, or after anything but one creation, is refused."""
    made = [s for s in before if s.action == "create" and (s.detail("token") or s.detail("copy_of") in _COPIED)
            and not in_delayed(s)]
    if not in_delayed(step) or len(made) != 1:
        raise Unread(step.text)
    token = f"{made[0].detail('pt')} {made[0].detail('token')}".strip()
    return _as_delayed(step, "created" if made[0].amount == 1 else "created_tokens", token)


def _bind_card(step: StepSpec, before: list[StepSpec], outside: str) -> StepSpec | None:
    """A card moved by zone: the one a "dies" trigger's object became (400.7e), or the one this effect exiled
    (400.7j); None for any other "it"."""
    if step.detail("found"):
        return found_cards.bind_found(step, bool(_before(before, step)), outside)
    if (card := found_cards.found_return(step, bool(_before(before, step)), outside)) is not None:
        return card
    return _bind_moved(step, before) if step.detail("moved") else None


def _bounced(step: StepSpec, outside: str) -> StepSpec:
    """"Return it to its owner's hand" after anything but a zone-change trigger: "it" names a permanent (the trigger
    event's object, a target, the source), returned from the battlefield as "return target creature to its owner's
    hand" returns one (400.7; "Whenever a land is tapped for mana, return it to its owner's hand"); a card in a
    graveyard only a "dies" trigger names (found_cards.py), and "that card" names no permanent."""
    if step.detail("found") != "hand" or step.detail("said") != "it" or outside.startswith(GRAVE):
        return step
    return replace(step, extra=tuple(kv for kv in step.extra if kv[0] not in ("found", "said")))


def _bind(step: StepSpec, before: list[StepSpec], outside: str) -> StepSpec:
    step = _bounced(step, outside)
    if (card := _bind_card(step, before, outside)) is not None:
        return card
    found = _left_for_the_token(step, _before(before, step))
    if len(found) > 1 or "other" in found:
        raise Unread(step.text)  # two objects before it, or one this reader cannot follow: ambiguous here
    if found:
        kind, named = next(iter(found.items()))
        if kind == SOURCE:
            return _as_source(step)
        assert named is not None
        if kind == "created":
            return _as_created(step, named)
        if kind == "returned":  # the card put onto the battlefield: the permanent it became (400.7)
            if not in_delayed(step):
                return as_entered(step, named)
            return _as_delayed(step, SOURCE if named.detail("source_card") else "target")  # named later (603.7)
        if kind == "manifested":  # the face-down 2/2 that entered (400.7); named later, not read (603.7)
            if in_delayed(step):
                raise Unread(step.text)
            return as_entered(step, named)
        if kind == "spell" and not in_delayed(step):  # a spell's "it" is no permanent these verbs act on
            raise Unread(step.text)
        if kind.startswith(ATTACHED):  # the permanent the source is attached to, named before (303.4, 301.5)
            return _as_attached_again(step, kind.removeprefix(ATTACHED), named.creatures)
        return _as_object(step, "event" if kind == "event" else "target", named.creatures)
    return _bind_outside(step, outside)


def _bind_outside(step: StepSpec, outside: str) -> StepSpec:
    """"It" naming nothing in the effect: what the ability names outside it (the source, the trigger's player, the
    permanent the source is attached to, the trigger event's object)."""
    if outside == SOURCE:
        return _as_source(step)
    if outside == PLAYER and step.detail("le") and not in_delayed(step):  # "le hace 2 puntos de daño": to them
        return _to_that_player(step)
    if outside.startswith(ATTACHED) and step.action in _ON_ATTACHED and not in_delayed(step):
        return _as_attached(step, outside)
    event = _event_filter(outside)
    if event is None:
        raise Unread(step.text)
    return _as_object(step, "event", event)


# The verbs the grammar reads on "enchanted creature" itself (grammar/attached.py), whose attached form "it" takes
_ON_ATTACHED = frozenset({"counter", "destroy", "exile"})


def _as_attached(step: StepSpec, outside: str) -> StepSpec:
    """"Whenever enchanted creature attacks, put a +1/+1 counter on it" (Ordeal of Thassa): "it" is the trigger's
    subject, the permanent the source is attached to (303.4, 301.5; 608.2c), the same step as "put a +1/+1 counter on
    enchanted creature" reads (grammar/attached.py): never a target, never the trigger's object found by name."""
    how, _, noun = outside.removeprefix(ATTACHED).partition(" ")
    flt = _event_filter(f"{EVENT}{noun}")
    if flt is None:
        raise Unread(step.text)
    keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "le", "on", "self", "no_source"))
    return replace(step, creatures=flt, players_too=False, extra=(*keep, ("target", "attached"), ("attached", how)))


def _as_attached_again(step: StepSpec, how: str, flt: TypeFilter | None) -> StepSpec:
    """"… have that player gain control of equipped creature until end of turn. If you do, untap it." (Assault
    Suit): "it" is the attached permanent the instruction before named (608.2c), read as "untap equipped creature"
    is; only the verbs attached.py reads on it, and never in a delayed trigger (it may be unattached by then)."""
    if step.action not in (*_ON_ATTACHED, "tap", "untap") or in_delayed(step) or flt is None:
        raise Unread(step.text)
    keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "le", "on", "self", "no_source"))
    if step.action in ("tap", "untap"):  # "untap equipped creature" (verbs_board._on_attached): no target words
        return replace(step, creatures=None, players_too=False, extra=(*keep, ("attached", how)))
    return replace(step, creatures=flt, players_too=False, extra=(*keep, ("target", "attached"), ("attached", how)))


def _to_that_player(step: StepSpec) -> StepSpec:
    """Printed Spanish's bare "le" in a trigger about one player and naming no object: that player, as "deals 2
    damage to them" reads (the clitic names the recipient, 603.2); read as the same damage step."""
    keep = tuple(kv for kv in step.extra if kv[0] not in ("it", "le", "no_source"))
    return replace(step, subject=Subject("that_player"), players_too=True, creatures=None, extra=keep)


# ------------------------------------------------------------------------------------------ outside the effect
_SELF_WORDS = (*SELF_WORDS, "it")  # the source's own words (self_words.py), and "it"
_SELVES = frozenset(fold(w) for w in _SELF_WORDS if w)  # folded once, not at each call
_EVENTS = ("attacks|blocks|becomes blocked|attacks or blocks|blocks or becomes blocked|becomes tapped|becomes untapped"
           "|becomes the target of|enters the battlefield|deals (?:combat )?damage|is dealt damage|is turned face up"
           "|ataca|ataque|bloquea|bloquee|(?:es|sea) bloquead[ao]|entra al campo de batalla|entre al campo de batalla"
           "|hace dano de combate|haga dano de combate"
           # 106.12a: "Whenever a Forest is tapped for mana", "Siempre que la tierra encantada sea girada para obtener
           # mana": the permanent tapped (mana_taps.py checks the scenario's against these words)
           "|is tapped for mana|(?:es|sea) girad[ao] para obtener mana")
_TRIGGER = re.compile(rf"^(?:when|whenever|cuando|siempre que) (?:(?:el|la) )?(?P<subject>.+?) (?P<event>{_EVENTS})\b")
_ONE_OF_A_KIND = re.compile(r"^(?:a|an|another|un|una|otra|otro) (?:[a-z\-]+ )*?(?P<noun>creature|land|artifact|"
                            r"enchantment|planeswalker|permanent|criatura|tierra|artefacto|encantamiento|permanente)\b")
# A second single object in the trigger's event, after its verb ("deals combat damage to a creature"): "it" could
# mean either one (refused); several ("blocks two or more creatures") are "them", never "it"
_OTHER_OBJECT = re.compile(r"\b(?:a|an|another|un|una|otra|otro) (?:[a-z\-]+ )*?(?P<noun>creature|permanent|artifact|"
                           r"land|planeswalker|enchantment|criatura|permanente|artefacto|tierra|encantamiento)\b")
# "Whenever one or more creatures you control attack": the creatures that attacked, named "they" after it (603.2)
_ONE_OR_MORE = re.compile(r"^whenever one or more (?P<kind>(?:[a-z\-]+ )*?creatures(?: you control)?) "
                          r"(?P<event>attack|block)$")


def outside_antecedent(kind: str, condition: str | None, intervening: str | None, cost: str | None,
                       names: Sequence[str]) -> str:
    """What "it" means outside the effect (:func:`_outside`), or ``player`` for a trigger about one player and no
    object (the Spanish "le" of "le hace 2 puntos de daño" then names that player)."""
    return _antecedent(kind, condition, intervening, cost, tuple(names))


@lru_cache(maxsize=1024)
def _antecedent(kind: str, condition: str | None, intervening: str | None, cost: str | None,
                names: tuple[str, ...]) -> str:
    """:func:`outside_antecedent`, kept per ability and names (a pure function of its strings). Why: one request
    asks it five or six times of the same ability (the loader, the cost, the source's place, the attack's moment,
    the effect's reading; session 37, gG24); bounded like the other memos of a request's text."""
    found = _outside(kind, condition, intervening, cost, names)
    if not found and kind == "triggered" and condition and _PLAYER_TRIGGER.match(fold(condition).strip(" ,")):
        return PLAYER
    return found


def _outside(kind: str, condition: str | None, intervening: str | None, cost: str | None,
             names: Sequence[str]) -> str:
    """What "it" means when the effect names nothing before it: ``source``, ``event:<kind>`` or "" (nothing).

    The trigger's subject is the source ("Whenever Silkenfist Order becomes blocked"): the source. It is one
    permanent of a kind ("Whenever a creature with flying enters the battlefield under your control"): the
    event's object (603.2). A trigger naming no object whose intervening "if" names only the source ("At the
    beginning of the end step, if there are two or more ki counters on Callow Jushi"), or an activated ability
    whose cost names the source ("{T}, Remove a depletion counter from Saprazzan Skerry"): the source."""
    selves = {fold(n) for n in names if n} | _SELVES
    if kind == "triggered" and condition and (card := found_cards.died(condition, names)):
        return card
    if kind == "triggered" and condition and (group := _ONE_OR_MORE.match(fold(condition).strip(" ,"))):
        role = "attacking" if group["event"] == "attack" else "blocking"  # 508.1k, 509.1g: still in that role
        other, kind = group["kind"].startswith("other "), group["kind"].removeprefix("other ")
        return f"{GROUP}{role} {kind}{' other than this creature' if other else ''}"  # "other": not the source
    if kind == "triggered" and condition:
        m = _TRIGGER.match(fold(condition).strip(" ,"))
        if m is not None:
            subject = m["subject"]
            second = _OTHER_OBJECT.search(fold(condition)[m.end():])
            if second is not None:  # "deals combat damage to a creature", "becomes blocked by a creature": two
                # objects, which "it" cannot tell apart; "that creature" names the one that is not the source
                return f"{OTHER}{second['noun']}" if subject in selves else ""
            if subject in selves:
                return SOURCE
            if attached := _attached_subject(subject):
                return attached
            one = _ONE_OF_A_KIND.match(subject)
            if one is None and (creature := _of_a_creature_type(subject)):  # "a Rogue you control", "another Cat"
                subject = creature
                one = _ONE_OF_A_KIND.match(subject)
            return _event_kind(subject, one, fold(condition).strip(" ,")[m.end():])
        if re.match(r"^(?:at the beginning of|al comienzo de)\b", fold(condition)) and _mentions(intervening, selves):
            return SOURCE
        if _mentions(intervening, selves - {"it"}):  # "When an opponent has 10 or less life, if Lurking Jackals is
            return SOURCE  # an enchantment, it becomes …": a trigger about no object, its "if" naming the source
        return ""
    return _named_source(kind, condition, cost, selves - {"it"})


def _named_source(kind: str, condition: str | None, cost: str | None, selves: set[str]) -> str:
    """The source for an activated ability whose cost names it ("{T}, Remove a depletion counter from Saprazzan
    Skerry") and for "As Steam Vents enters the battlefield, …" (614.12: the permanent entering is the source)."""
    if kind == "activated" and _mentions(cost, selves):
        return SOURCE
    if kind == "as_enters" and _AS_SELF_ENTERS.match(fold(condition or "")) and _mentions(condition, selves):
        return SOURCE
    return ""


# "As Steam Vents enters the battlefield" / "En cuanto … entre al campo de batalla": the source's own entering
_AS_SELF_ENTERS = re.compile(r"^(?:as|en cuanto) (?!(?:a|an|another|each|un|una|otra?) )[^,]*\b(?:enters|entre)\b")


_ATTACHED_EN = re.compile(r"^(?P<how>enchanted|equipped) (?P<noun>creature|artifact|land|permanent|planeswalker)$")
_ATTACHED_ES = re.compile(r"^(?P<noun>criatura|artefacto|tierra|permanente) (?P<how>encantad|equipad)[ao]$")


_CREATURE_TYPE = re.compile(r"^(?P<one>a|an|another) (?P<type>[a-z\-]+)(?: creature)?(?P<rest> you control)?$")


def _of_a_creature_type(subject: str) -> str:
    """"a Rogue you control", "another Cat you control", "a Wizard creature": the subject said with its noun, "a rogue
    creature you control" (a creature type names creatures, 205.3m; a kindred permanent of that type that is no
    creature is then not this trigger's object, and a scenario naming one is refused, never misread); "" when the
    word is no creature type the CR lists."""
    from .subtypes import permanent_kind, subtype_forms

    m = _CREATURE_TYPE.match(subject)
    if m is None or m["type"] in ("creature", "permanent") or not subtype_forms(m["type"]):
        return ""
    noun = "land" if permanent_kind(m["type"]) == "land" else "creature"  # "a Forest": a land (205.3i)
    return f"{m['one']} {m['type']} {noun}{m['rest'] or ''}"


def _attached_subject(subject: str) -> str:
    """``attached:<enchanted|equipped> <kind>`` for a trigger about the permanent the source is attached to
    ("enchanted creature", "la criatura encantada"); "" for any other subject."""
    if m := _ATTACHED_EN.match(subject):
        return f"{ATTACHED}{m['how']} {m['noun']}"
    if m := _ATTACHED_ES.match(subject):
        how = "enchanted" if m["how"] == "encantad" else "equipped"
        return f"{ATTACHED}{how} {_ES_KINDS[m['noun']]}"
    return ""


def _event_kind(subject: str, one: re.Match[str] | None, after: str) -> str:
    """``event:<words>``: the trigger's object as its words say ("a creature with flying enters the battlefield under
    your control": "creature with flying you control"), so the scenario's ``event_object`` is checked against all of
    them; a Spanish subject only as its bare kind ("una criatura"); anything else: ""."""
    if one is None or re.search(r" (?:or|o) (?!(?:greater|less|more|mayor|menor|mas)\b)", subject):  # "a creature or
        # an artifact": two kinds, which "it" cannot say; "with power 5 or greater" is one comparison (208.1)
        return ""
    noun = one["noun"]
    if noun in _ES_KINDS:
        return f"{EVENT}{_ES_KINDS[noun]}" if subject == one.group(0) else ""
    words = subject if subject.startswith("another ") else subject.split(" ", 1)[1]
    if after.startswith(" under your control"):
        words += " you control"
    elif after.startswith(" under"):
        return ""
    return f"{EVENT}{words}"


def _mentions(words: str | None, selves: set[str]) -> bool:
    low = fold(words or "")
    return any(re.search(rf"(?<!\w){re.escape(s)}(?!\w)", low) for s in selves if s in low)  # no pattern when absent
