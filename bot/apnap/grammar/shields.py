"""The meaning of prevention and replacement sentences: "Prevent all combat damage that would be dealt this
turn", "Prevent the next 3 damage that would be dealt to any target this turn", "Damage can't be prevented
this turn", "It can't be regenerated", "If that creature would die this turn, exile it instead".

Why a typed :class:`~.specs.Shield` and not a sentence: such an effect changes nothing now (614.1, 615.1:
it watches for an event that would happen later), yet the result must say what it watches for, whom it
protects, for how long and by which rule; and where the event it watches for happens in the same
resolution (unpreventable damage, a creature that would die), the engine applies it. Every part of the
sentence is a field of the shield, so a part this module does not know is refused, never dropped.

Handlers register into continuous.py's clause registry (``CLAUSES``), read by sentences.py.
"""

from __future__ import annotations

from dataclasses import fields, replace

from lark import Token, Tree

from .chosen_source import chosen_source_filter
from .continuous import _clause
from .filters import parse_filter
from .phrases import Unread, Words, child, count_value, np_filter, trees
from .specs import CountRef, Shield, StepSpec, Subject, TypeFilter

_YOU = Subject("you")
# the shielded or damaging object's rule name → the Shield's word for it
_WHOM = {"sh_any_target": "any_target", "sh_target": "target", "shield_by_target": "target",
         "sh_player_or_planeswalker": "player_or_planeswalker",  # "target player or planeswalker" (115.1)
         "sh_another_target": "target", "sh_you": "you",
         "sh_that": "that", "sh_source": "source", "sh_each_creature_and_player": "each_creature_and_player",
         "sh_blocked": "blocked", "sh_kind": "kind", "sh_you_and_kind": "you_and_kind",
         "sh_source_and_you": "source_and_you",  # "to this creature and/or you" (615.1a)
         "sh_chosen": "chosen", "shield_by_chosen": "chosen",  # "a source of your choice" (609.7a, verbs_choose.py)
         "sh_players": "players",  # "to players": every player
         "sh_an_opponent": "opponent",  # "to an opponent": whichever opponent it is (614.9, 615.1a)
         "sh_divided": "divided",  # "to any number of targets, divided as you choose" (601.2d, 615.7)
         "shield_by_self": "source", "shield_by_kind": "kind"}  # "that Goblin Furrier would deal", "that creatures …"
_SOURCE_NOUNS = frozenset({"permanent", "creature", "artifact", "enchantment", "land", "permanente", "criatura",
                           "artefacto", "encantamiento", "tierra"})


# the contract's action word for each kind: prevention (615), replacement (614), a rule (701.19c)
_ACTIONS = {"prevent": "prevent", "cant_be_prevented": "prevent", "redirect": "replace", "exile_if_dies": "replace",
            "exile_if_leaves": "replace",
            "cant_be_regenerated": "rule_change"}


def _step(clause: str, shield: Shield) -> list[StepSpec]:
    if "divided" in (shield.by, shield.instead) or (shield.to == "divided" and (
            shield.kind != "prevent" or shield.next_time or shield.amount is None)):
        raise Unread(clause)  # only a prevention's shield is divided among targets (615.7, 601.2d)
    return [StepSpec(clause, _ACTIONS[shield.kind], _YOU, players_too=False, shield=shield)]


def _whom(node: Tree[Token], text: Words) -> tuple[str, TypeFilter | None]:
    """Who is shielded or whose damage it is: a word of :data:`_WHOM`, ``enchanted`` / ``equipped`` (the
    permanent the source is attached to, 303.4, 301.5), and the kind a target must be."""
    if node.data == "sh_attached":
        return trees(node)[0].data, None
    if node.data in ("sh_chosen", "shield_by_chosen"):  # "a red source of your choice": the kind it must be
        return "chosen", chosen_source_filter(node, text)
    if node.data in ("sh_source", "shield_by_self", "sh_source_and_you"):
        ref = child(node, "self_ref")
        if ref is None or text.low_of(ref).split()[-1] not in _SOURCE_NOUNS:
            raise Unread(text.of(node))
    flt = None
    if node.data == "shield_by_kind" and len([t for t in trees(node) if t.data == "np"]) == 2:
        return "kind", _either_colour(node, text)
    np = child(node, "np") or child(node, "target_np")
    if np is not None and np.data == "target_np":  # "a la criatura objetivo (que controlas)": the noun and its tail
        flt = target_kind(np, text)
        if any(isinstance(c, Token) and c.type == "OTRA_OBJETIVO" for c in np.children):  # "otra criatura objetivo"
            flt = replace(flt, not_source=True)
    elif np is not None:
        from .chosen_source import sources_filter  # "by sources of the chosen color", "by red sources" (609.7b)

        kind = node.data in ("sh_kind", "shield_by_kind")
        flt = (sources_filter(text.low_of(np)) if kind else None) or np_filter(np, text)
        if node.data == "sh_another_target":  # "another target creature": never the source itself (115.3)
            flt = replace(flt, not_source=True)
    return _WHOM[node.data], flt


def _either_colour(node: Tree[Token], text: Words) -> TypeFilter:
    """"blue creatures and black creatures", "black sources and red sources": every object of either kind — read
    when the two differ only in colour (one kind of any of those colours, 105.2); anything else is refused."""
    first, second = (np_filter(t, text) for t in trees(node) if t.data == "np")
    if not first.colors or not second.colors or replace(first, colors=second.colors) != second:
        raise Unread(text.of(node))
    return replace(first, colors=first.colors | second.colors)


def target_kind(target: Tree[Token], text: Words) -> TypeFilter:
    """Printed Spanish's target ("la criatura objetivo que controlas"): its words and the tail after "objetivo",
    read as one kind; whose it must be when that names a player ("que controla ese jugador") is not read here."""
    words = " ".join(text.low_of(w) for w in trees(target) if w.data == "np_word")
    tail = child(target, "target_tail")
    said = text.low_of(tail) if tail is not None else ""
    flt = parse_filter(f"{words} {said}".strip(), text.lexicon) if "ese jugador" not in said else None
    if flt is None:
        raise Unread(text.of(target))
    return flt


def _prevented(node: Tree[Token], text: Words) -> tuple[int | None, bool, bool]:
    """"all damage" (None), "all combat damage", "the next 3 damage" (615.7: a shield of that many), "the next X
    damage" (the last: X, the scenario's ``x``, 107.3); "all noncombat damage" is read by the caller."""
    prevented = trees(node)[0] if node.data == "prevented" else node
    if prevented.data in ("next_damage", "next_combat_damage"):  # "the next 1 combat damage": of combat only (510.2)
        combat = prevented.data == "next_combat_damage"
        n = count_value(trees(prevented)[0], text)
        if n is None and text.low_of(trees(prevented)[0]) == "x":
            return None, combat, True  # "where X is …" after it is refused by the sentence: no step takes it
        if n is None:
            raise Unread(text.of(prevented))
        return n, combat, False
    return None, prevented.data == "all_combat_damage", False


# "… target creature would deal", "… a source of your choice would deal", "… that this permanent would deal", "…
# that creatures would deal": whose damage, said before the verb (the older wording, 615.1a)
_WOULD_DEAL = ("shield_by_target", "shield_by_chosen", "shield_by_self", "shield_by_kind")


@_clause("prevent_damage")
def prevent_damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """615.1a: "Prevent …" — which damage (all, combat, the next N), to whom, by what, and for how long."""
    prevented = next(t for t in node.iter_subtrees() if t.data in ("all_damage", "all_combat_damage", "next_damage",
                                                                   "next_combat_damage",
                                                                   "all_noncombat_damage"))
    amount, combat, amount_x = _prevented(prevented, text)
    fields: dict[str, object] = {}
    for part in (t for t in trees(node) if t.data in ("shield_part", "shield_turn", "shield_to", "shield_by",
                                                     "shield_to_and_by", *_WOULD_DEAL)):
        part = trees(part)[0] if part.data == "shield_part" and trees(part) else part
        key = {"shield_turn": "duration", "shield_to": "to", "shield_by": "by",
               **dict.fromkeys(_WOULD_DEAL, "by")}.get(part.data, "both")
        if key in fields or (key == "both" and ("to" in fields or "by" in fields)):
            raise Unread(text.of(part))  # the same part twice: not a sentence this reads
        if key == "duration":
            fields["duration"] = "this_turn"
            continue
        whom, flt = _whom(part if part.data in _WOULD_DEAL else trees(part)[0], text)
        if whom in ("kind", "you_and_kind") and key == "both":  # "to and dealt by creatures": not read here
            raise Unread(text.of(part))
        if key in ("to", "both"):
            fields["to"], fields["to_objects"] = whom, flt
        if key in ("by", "both"):
            fields["by"], fields["by_objects"] = whom, flt
    if (amount is not None or amount_x) and fields.get("to") in (None, "") and not fields.get("by"):
        raise Unread(clause)  # 615.7: a shield of N protects someone
    noncombat = prevented.data == "all_noncombat_damage"
    return _step(clause, Shield("prevent", amount=amount, amount_x=amount_x, combat=combat, noncombat=noncombat,
                                **fields))  # type: ignore[arg-type]


def define_shield_x(steps: list[StepSpec], ref: CountRef) -> list[StepSpec] | None:
    """"Prevent the next X damage that would be dealt to target creature this turn, where X is your devotion to white"
    (107.3: X defined by the text after its use, nobody chooses it): the shield of X reads that amount, one amount
    expression of the plan (``amount_ref``), so the scenario's ``x`` never answers it. None when no shield says X."""
    said = [s for s in steps if s.shield is not None and s.shield.amount_x and s.amount_ref is None]
    if not said:
        return None
    return [replace(s, amount_ref=ref) if any(s is x for x in said) else s for s in steps]


def shields_on_the_source(steps: list[StepSpec], antecedent: str) -> list[StepSpec]:
    """"Whenever Ignoble Soldier becomes blocked, prevent all combat damage that would be dealt by it this turn": a
    prevention's "it" with nothing named before it in the effect is what the ability names outside it (608.2c,
    antecedents.py), here the source itself; any other outside antecedent stays "that", which the engine refuses
    with no earlier object (never guessed)."""
    if antecedent != "source" or not steps or steps[0].shield is None:
        return steps
    shield = steps[0].shield
    if "that" not in (shield.to, shield.by) or shield.this_way:
        return steps
    moved = replace(shield, to="source" if shield.to == "that" else shield.to,
                    by="source" if shield.by == "that" else shield.by)
    return [replace(steps[0], shield=moved), *steps[1:]]


@_clause("redirect_damage")
def redirect_damage(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """614.9: "All damage that would be dealt to target creature this turn is dealt to you instead" — a redirection:
    the same damage is dealt to another permanent or player."""
    (prevent,) = prevent_damage(Tree(node.data, [c for c in node.children if c is not node.children[-1]]), text,
                                clause)
    shield = prevent.shield
    assert shield is not None
    if not shield.to:  # damage to anyone dealt to someone else: not read here
        raise Unread(clause)
    return _step(clause, redirected_to(trees(node)[-1], shield, text))


# "… is dealt to its owner / its controller instead": the owner or controller of the one object the shield names
_OF_ITS = {"sh_its_owner": "owner", "sh_its_controller": "controller"}
_OBJECT_ROLES = frozenset({"target", "source", "enchanted", "equipped", "chosen"})


def redirected_to(node: Tree[Token], shield: Shield, text: Words) -> Shield:
    """614.9: whom the damage is dealt to instead — one permanent or player (a target, "another target creature",
    "any target", you, the source), or "its owner" / "its controller": the owner or controller of the one object the
    shield names (the damaging object when it names one, else the shielded one, 608.2c); a group, or "its" with two
    objects or none before it, is refused."""
    if node.data in _OF_ITS:
        named = [role for role in (shield.by, shield.to) if role in _OBJECT_ROLES]
        if not named or (len(named) == 2 and named[0] != named[1]):
            raise Unread(text.of(node))
        return replace(shield, kind="redirect", instead=_OF_ITS[node.data],
                       instead_of="by" if shield.by in _OBJECT_ROLES else "to")
    instead, flt = _whom(node, text)
    if instead in ("each_creature_and_player", "kind", "you_and_kind"):
        raise Unread(text.of(node))
    if instead == "any_target" and {"target", "any_target"} & {shield.to, shield.by}:
        raise Unread(text.of(node))  # two target words, one of them "any target": which is which is not read
    return replace(shield, kind="redirect", instead=instead, instead_objects=flt)


def _duration(node: Tree[Token]) -> str:
    return "this_turn" if any(t.data == "shield_turn" for t in node.iter_subtrees()) else "static"


@_clause("cant_be_prevented")
def cant_be_prevented(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """615.12: "Damage can't be prevented this turn" — prevention effects still apply, but prevent nothing."""
    shielded = next((t for t in trees(node) if t.data in _WHOM or t.data == "sh_attached"), None)
    to, flt = _whom(shielded, text) if shielded is not None else ("", None)
    if to in ("any_target", "each_creature_and_player"):
        raise Unread(text.of(shielded) if shielded is not None else clause)
    return _step(clause, Shield("cant_be_prevented", to=to, to_objects=flt, duration=_duration(node)))


@_clause("the_damage_cant_be_prevented")
def the_damage_cant_be_prevented(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """615.12: "The damage can't be prevented." — the damage this effect deals (608.2c), checked by
    :func:`this_effects_damage` to follow it."""
    return _step(clause, Shield("cant_be_prevented", duration="this_effect"))


def _own_condition(step: StepSpec) -> tuple[object, ...] | None:
    """The conditions a step is done under (608.2c: every ``if_…`` field, ``kicked_only``, ``condition``,
    ``otherwise_of``), or None."""
    said = tuple((f.name, getattr(step, f.name)) for f in fields(step)
                 if f.name.startswith("if_") or f.name in ("kicked_only", "condition", "otherwise_of"))
    return said if any(v not in (None, False, ()) for _, v in said) else None


def this_effects_damage(steps: list[StepSpec]) -> list[StepSpec]:
    """"… deals 5 damage to target creature. The damage can't be prevented." (printed Spanish "El daño no puede
    prevenirse.", the words of "Damage can't be prevented" too): after this effect's damage, the sentence is about
    that damage (615.12, 608.2c), duration ``this_effect``, one plan in both languages; "the damage" with no damage
    before it names nothing and is refused."""
    out: list[StepSpec] = []
    for step in steps:
        shield = step.shield
        if shield is not None and shield.kind == "cant_be_prevented" and not shield.to and \
                shield.duration in ("static", "this_effect"):
            dealt = any(s.action == "damage" for s in out)
            if shield.duration == "this_effect" and not dealt:
                raise Unread(step.text)
            if dealt and _own_condition(step) and _own_condition(step) != _own_condition(
                    next(s for s in reversed(out) if s.action == "damage")):
                raise Unread(step.text)  # "If X is 5 or more, … the damage can't be prevented": the damage was dealt
                # before its condition is checked; the engine would not know it then (615.12)
            if dealt:
                step = replace(step, shield=replace(shield, duration="this_effect"))
        out.append(step)
    return out


_THIS_WAY = {"destroyed this way": "destroyed", "dealt damage this way": "damaged",
             "destruida de esta manera": "destroyed", "destruidas de esta manera": "destroyed",
             "hizo dano de esta manera": "damaged", "hecho dano de esta manera": "damaged"}


def _earlier(words: str) -> str:
    """"It" / "that creature": the object the instruction before acted on ("earlier"); "they" / "no pueden": all it
    acted on ("those", several); "a creature destroyed this way", "creatures dealt damage this way": those the effect
    destroyed or dealt damage to (608.2c)."""
    found = next((v for k, v in _THIS_WAY.items() if k in words), None)
    if found is not None:
        return found
    return "those" if words.lower().startswith(("they ", "no pueden ")) else "earlier"


@_clause("cant_be_regenerated")
def cant_be_regenerated(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """701.19c: "It can't be regenerated" — regeneration shields are not applied to these permanents."""
    duration = _duration(node)
    token = next((c for c in node.children if isinstance(c, Token) and c.type == "CANT_BE_REGENERATED"), None)
    if child(node, "self_ref") is not None:  # "Knight of the Holy Nimbus can't be regenerated" / "El Caballero … no …"
        return _step(clause, Shield("cant_be_regenerated", to="source", duration=duration))
    if token is not None:
        return _step(clause, Shield("cant_be_regenerated", to="that", this_way=_earlier(str(token)),
                                    duration=duration))
    np = child(node, "np") or child(node, "target_np")
    if np is None:  # pragma: no cover - the grammar gives one of the three
        raise Unread(clause)
    return _step(clause, Shield("cant_be_regenerated", to="target", to_objects=np_filter(np, text),
                                duration=duration))


@_clause("exile_if_dies")
def exile_if_dies(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """614.1a: "If that creature would die this turn, exile it instead" — a replacement effect on the objects an
    earlier instruction dealt damage to; it applies when one of them would be put into a graveyard from the
    battlefield this turn (700.4), e.g. by the state-based actions after this effect (704.5g)."""
    token = next(c for c in node.children if isinstance(c, Token) and c.type == "IF_WOULD_DIE")
    return _step(clause, Shield("exile_if_dies", to="that", this_way=_earlier(str(token)), duration="this_turn"))


@_clause("exile_if_leaves")
def exile_if_leaves(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """614.1a: "If that creature would leave the battlefield, exile it instead of putting it anywhere else" — a
    replacement on the object an earlier instruction acted on (608.2c), with no end of its own: it lasts as long as
    that object is on the battlefield (611.2a, 400.7: once it leaves it is a new object). Dying is leaving, so the
    state-based actions after this effect exile it (704.5f, 704.5g); what follows it in the same effect is refused
    (:func:`check_nothing_after_leaves`)."""
    return _step(clause, Shield("exile_if_leaves", to="that", this_way="earlier", duration="game"))


def check_nothing_after_leaves(steps: list[StepSpec]) -> None:
    """An instruction after "… exile it instead of putting it anywhere else" in the same effect could move that
    object; the engine applies the replacement only to the state-based actions after the effect, so such an
    instruction is refused, never answered as if the object went where the instruction says."""
    for before, after in zip(steps, steps[1:], strict=False):
        if before.shield is not None and before.shield.kind == "exile_if_leaves":
            raise Unread(after.text)


@_clause("prevent_next_time")
def prevent_next_time(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """615.1a: "The next time a red source of your choice would deal damage to you this turn, prevent that damage":
    the controller chooses the source as it resolves (609.7a), and the next damage event from it (to the one named)
    is prevented, once. The source may be named instead of chosen ("The next time target creature would deal damage
    this turn", "… this permanent would deal combat damage …"): that object's next such event."""
    by, by_objects = _next_source(node, text)
    shielded = next((t for t in trees(node) if t.data.startswith("sh_")), None)
    to, to_objects = ("", None)
    if shielded is not None:
        to, to_objects = _whom(shielded, text)
        if to in ("kind", "you_and_kind", "each_creature_and_player"):
            raise Unread(text.of(shielded))
    half, all_but = _next_part(node, text)
    shield = Shield("prevent", next_time=True, to=to, to_objects=to_objects, by=by, by_objects=by_objects,
                    combat=child(node, "next_combat") is not None, duration="this_turn", half=half, all_but=all_but)
    return [StepSpec(clause, "prevent", Subject("you"), players_too=False, shield=shield)]


def _next_part(node: Tree[Token], text: Words) -> tuple[str, int | None]:
    """How much of the event's damage "the next time" prevents: all ("", None), half rounded up or down ("up" /
    "down", 107.1a), or all but N (None, N: N of it is dealt, 615.1a)."""
    part = child(node, "pn_half") or child(node, "pn_all_but")
    if part is None:
        return "", None
    if part.data == "pn_half":
        return ("up" if child(part, "round_up") is not None else "down"), None
    n = count_value(trees(part)[0], text)
    if n is None:  # "all but X of that damage": no X is read here
        raise Unread(text.of(part))
    return "", n


def _next_source(node: Tree[Token], text: Words) -> tuple[str, TypeFilter | None]:
    """Whose next damage a "the next time" shield watches for: the object the text names (a target, 115.1, or the
    source itself), else a source of the controller's choice (609.7a)."""
    named = next((t for t in trees(node) if t.data in ("shield_by_target", "shield_by_self")), None)
    if named is not None:
        return _whom(named, text)
    return "chosen", chosen_source_filter(node, text)


@_clause("redirect_next_time")
def redirect_next_time(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """614.9: "The next time a source of your choice would deal damage to you this turn, that damage is dealt to
    target creature you control instead", "The next time damage would be dealt to <this> this turn, that damage is
    dealt to any target instead": the next such damage event only, whatever its amount, is dealt to someone else."""
    chosen = any(isinstance(c, Token) and c.type == "SOURCE_OF_YOUR_CHOICE" for c in node.children)
    named = any(isinstance(c, Token) and c.type == "NEXT_TIME_BY" for c in node.children)
    shielded = [t for t in trees(node) if t.data.startswith("sh_")]
    to, to_objects = _whom(shielded[0], text) if len(shielded) == 2 else ("", None)
    if to in ("kind", "you_and_kind", "each_creature_and_player", "players"):
        raise Unread(text.of(shielded[0]))
    shield = Shield("redirect", next_time=True, to=to, to_objects=to_objects, duration="this_turn",
                    combat=child(node, "next_combat") is not None)
    if chosen or named:  # "a source of your choice" (609.7a): chosen as it resolves (verbs_choose.inline_choices);
        by, by_objects = _next_source(node, text)  # or "target creature", "this permanent": that object's damage
        shield = replace(shield, by=by, by_objects=by_objects)
    return _step(clause, redirected_to(shielded[-1], shield, text))


def check_shield_order(steps: list[StepSpec]) -> None:
    """A prevention or redirection this effect creates applies to damage the same effect deals after it (615.1,
    614.9); the engine does not apply it to that damage, so such an effect is refused, never answered wrongly; and so
    is an instruction after "… exile it instead of putting it anywhere else" (:func:`check_nothing_after_leaves`)."""
    check_nothing_after_leaves(steps)
    shielded = False
    for step in steps:
        if step.shield is not None and step.shield.kind == "replace_event" and step.shield.duration != "static":
            continue  # created for this turn: the engine applies it to the events after it (act_replace.py)
        if step.shield is not None and step.shield.kind in ("prevent", "redirect", "replace_event"):
            shielded = True
        elif shielded and step.action == "damage":
            raise Unread(step.text)


__all__ = ["cant_be_prevented", "cant_be_regenerated", "check_shield_order", "exile_if_dies", "prevent_damage",
           "prevent_next_time", "redirect_damage",
           "exile_if_leaves", "check_nothing_after_leaves", "redirect_next_time", "redirected_to",
           "the_damage_cant_be_prevented", "this_effects_damage"]
