"""What most renderers share: the clause "subject + verb + what", and picks said with their counts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..grammar import MAX_AMOUNT, Subject
from ..grammar.shared_words import YOU_DISCARDED
from ..grammar.specs import QuotedAbility, TypeFilter
from ..plan import Pick, Plan, Step, plan_of
from ..plan import amounts as a
from .amounts import number, per_each, reference
from .cost_words import cost_said
from .nouns import all_of, counted, objects
from .registry import Clause
from .trigger_said import condition_said
from .words import PAST, SUBJECTS, Words
from .zones import their_zone


def act(step: Step, w: Words, lemma: str, rest: str = "", lead: str = "") -> Clause:
    """``subject verb rest``: "each player sacrifices a creature", "draw a card", "you gain 2 life"."""
    subject, person = subject_of(w, step.subject)
    lead = starting(w, step.subject) + lead
    verb = w.verb(lemma, person, step.optional)
    after_and = ""
    if w.imperative(lemma, person) and not step.optional:
        subject = ""
        after_and = f"{w.you_do(lemma)} {rest}".strip()
    if w.es and step.subject.kind in ("you_and_target", "you_and_that"):
        rest += " cada uno"  # "Tú y el oponente objetivo roban tres cartas cada uno."
    return Clause(subject, f"{verb} {rest}".strip(), lead, w.flush(), after_and=after_and)


def person_of(step: Step, w: Words) -> str:
    return subject_of(w, step.subject)[1]


def pick(w: Words, p: Pick, card: bool = False, control: str | None = None, person: str = "3") -> str:
    """One "count + kind": "a creature", "up to two basic land cards", "a card at random", "X lands"."""
    if p.top and isinstance(p.count, a.Fixed):
        return _top_pick(w, p.count.n, objects(w, p.filter, p.count.n > 1, card, control))
    said = _counted_pick(w, p, card, control, person)
    if p.up_to and not (isinstance(p.count, a.Fixed) and p.count.n >= MAX_AMOUNT):
        said = w.pick("up to ", "hasta ") + said
    if p.random:
        said += w.pick(" at random", " al azar")
    if getattr(p.filter, "greatest_ties", False):  # its own sentence after the step's (grammar/greatest_ties.py)
        w.trailing.append(w.pick(". If two or more are tied, that player chooses one",
                                 ". Si dos o más están empatadas, ese jugador elige una"))
    return said


_BASIC_TYPES = ("plains", "island", "swamp", "mountain", "forest")


def _each_basic_type(items: tuple[Pick, ...]) -> Pick | None:
    """The one pick five picks are, one of each basic land type in order and otherwise alike; else None."""
    if [tuple(s.casefold() for s in p.filter.subtypes) for p in items] != [(b,) for b in _BASIC_TYPES]:
        return None
    bare = {replace(p, filter=replace(p.filter, subtypes=frozenset())) for p in items}
    return next(iter(bare)) if len(bare) == 1 else None


_PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")  # 110.4
_ANY_PERMANENT = ((frozenset[str](), frozenset[str](), False, True),)


def _each_permanent_type(items: tuple[Pick, ...]) -> Pick | None:
    """The one pick six picks are, one of each permanent type in order and otherwise alike; else None."""
    if [p.filter.alternatives for p in items] != [((frozenset({t}), frozenset(), False, False),)
                                                  for t in _PERMANENT_TYPES]:
        return None
    bare = {replace(p, filter=replace(p.filter, alternatives=_ANY_PERMANENT, noun="permanent")) for p in items}
    return next(iter(bare)) if len(bare) == 1 else None


def of_graveyard(w: Words, items: tuple[Pick, ...], person: str) -> str:
    """" from your graveyard", or " of your graveyard" after its top cards ("the top creature card of …", 404.1)."""
    word = w.pick(" of ", " de ") if any(p.top for p in items) else w.pick(" from ", " de ")
    return word + their_zone(w, "graveyard", person)


def _top_pick(w: Words, n: int, kind: str) -> str:
    """"the top creature card", "the top two cards"; Spanish "la primera carta de criatura", "las dos primeras cartas"
    (404.1: the topmost of the kind, no choice; the zone follows, "of / de tu cementerio")."""
    if w.es:
        return f"la primera {kind}" if n == 1 else f"las {w.number(n, feminine=True)} primeras {kind}"
    return f"the top {kind}" if n == 1 else f"the top {w.number(n)} {kind}"


def _counted_pick(w: Words, p: Pick, card: bool, control: str | None, person: str) -> str:
    count = p.count
    if isinstance(count, a.Fixed):
        if p.up_to and count.n >= MAX_AMOUNT:  # "any number of cards": no limit but the zone (no "up to")
            return w.pick("any number of ", "cualquier cantidad de ") + objects(w, p.filter, True, card, control)
        if count.n >= MAX_AMOUNT:  # "all creature cards from their graveyard": every one there
            return all_of(w, p.filter, card, control)
        said = counted(w, count.n, p.filter, card, control)
        if p.up_to and count.n == 1 and not w.es:  # "up to one card", never "up to a card" (Spanish "hasta una")
            said = "one " + said.split(" ", 1)[1] if said.startswith(("a ", "an ")) else said
        return said
    if isinstance(count, (a.X, a.WhereX)):
        return f"{number(w, count, person)} {objects(w, p.filter, True, card, control)}"
    per = per_each(w, count, person)
    if per is not None:
        return f"{counted(w, 1, p.filter, card, control)} {per}"
    if isinstance(count, a.Divided):
        return reference(w, count, person)
    if count == a.ThatMany(None):  # "discards that many cards": what the instruction before gave (608.2c)
        return w.pick(f"that many {objects(w, p.filter, True, card, control)}",
                      f"esa cantidad de {objects(w, p.filter, True, card, control)}")
    return w.pick(f"a number of {objects(w, p.filter, True, card, control)} equal to {reference(w, count, person)}",
                  f"una cantidad de {objects(w, p.filter, True, card, control)} igual a {reference(w, count, person)}")


def picks(w: Words, items: tuple[Pick, ...], card: bool = False, control: str | None = None,
          person: str = "3") -> str:
    """Several picks: "an artifact, a creature, an enchantment, and a land"."""
    basic = _each_basic_type(items)
    if basic is not None:  # "a land they control of each basic land type": one pick per type (305.6)
        return pick(w, basic, card, control, person) + w.pick(" of each basic land type",
                                                              " de cada tipo de tierra básica")
    permanent = _each_permanent_type(items)
    if permanent is not None:  # "a permanent they control of each permanent type" (110.4)
        return pick(w, permanent, card, control, person) + w.pick(" of each permanent type",
                                                                  " de cada tipo de permanente")
    said = [pick(w, p, card, control, person) for p in items]
    if len(said) <= 1:
        return "".join(said)
    if w.es:
        return ", ".join(said[:-1]) + " y " + said[-1]
    if len(said) == 2:
        return f"{said[0]} and {said[1]}"
    return ", ".join(said[:-1]) + ", and " + said[-1]


def accepted_lead(w: Words, amount: a.Amount) -> tuple[a.Amount, str]:
    """Tempting offer: "For each opponent who does, …" leads the sentence; the rest counts one offer."""
    match amount:
        case a.Accepted():
            return a.Fixed(1), w.pick("for each opponent who does, ", "por cada oponente que lo haga, ")
        case a.Times(a.Accepted(), inner):
            return inner, w.pick("for each opponent who does, ", "por cada oponente que lo haga, ")
    return amount, ""


def _object_controller(w: Words, flt: TypeFilter) -> str:
    """"that land's controller"; "that spell's controller" for a spell on the stack ("Counter target spell. Its
    controller …", 405.1)."""
    from .nouns import feminine, head

    if flt.noun == "spell":
        return w.pick("that spell's controller", "el controlador de ese hechizo")
    if flt.noun == "land" and flt.subtypes:  # "Whenever a Forest is tapped for mana, its controller …": as printed,
        return w.pick("its controller", "su controlador")  # never "that Forest land's controller"
    noun = head(w, flt)
    that = "esa" if feminine(w, flt, False) else "ese"
    return w.pick(f"that {noun}'s controller", f"el controlador de {that} {noun}")


def _this_way_subject(w: Words, subject: Subject) -> tuple[str, str]:
    """The players who did (or didn't) what an earlier instruction said (608.2e); "you" said to them."""
    if subject.base == "you" and subject.negated and subject.ref_filter is None:
        # "Sacrifice Chromium unless you pay": one player, said to them ("if you didn't, you sacrifice …")
        return w.pick("if you didn't, you", "si no lo hiciste,"), "you"
    if subject.base == "you" and not subject.negated and not subject.cant \
            and not subject.all_of_step:  # "You may reveal … and put it into your hand": one player, said to them
        return w.pick("if you did, you", "si lo hiciste,"), "you"
    return who_did(w, subject), "plural" if subject.all_of_step else "3"


def subject_of(w: Words, subject: Subject, with_where: bool = True) -> tuple[str, str]:
    """(the subject's words, its person: "3", "you" or "plural"); with its "who …" ("each player with exactly
    13 life") unless ``with_where`` is False."""
    where = getattr(subject, "where", None)
    if where is not None and with_where:
        from dataclasses import replace

        text, person = subject_of(w, replace(subject, where=None))
        return f"{text} {where_words(w, where)}", person
    if subject.kind == "this_way":
        return _this_way_subject(w, subject)
    if subject.kind == "that_player" and subject.ref_action == "target_check":  # "The first player may return a
        return w.pick("the first player", "el primer jugador"), "3"  # creature card …" (Oath of Ghouls): the chooser
    if subject.kind == "the_most":  # branch g-counters: "the player who controls the most Wizards"
        return the_most(w, subject), "3"
    if subject.kind == "attached_controller" and subject.ref_filter is not None:  # "enchanted creature's controller"
        from .kind_words import attached_object

        return w.pick(f"{attached_object(w, subject.attached, subject.ref_filter)}'s controller",
                      f"el controlador de {attached_object(w, subject.attached, subject.ref_filter)}"), "3"
    if subject.kind == "object_controller" and subject.ref_filter is not None:  # "that land's controller"
        return _object_controller(w, subject.ref_filter), "3"
    en, es = SUBJECTS.get(subject.kind, (subject.kind.replace("_", " "), subject.kind.replace("_", " ")))
    text = w.pick(en, es)
    if subject.or_planeswalker:
        text = w.pick("target opponent or planeswalker", "el oponente o planeswalker objetivo") \
            if subject.kind == "target_opponent" else w.pick("target player or planeswalker",
                                                             "el jugador o planeswalker objetivo")
    chosen = getattr(subject, "chosen", None)  # "each friend", "each foe" (branch g-choices)
    if chosen:
        text = w.pick(f"each {chosen}", f"cada {chosen}")
    standing = getattr(subject, "standing", None)  # "each player who controls the most lands" (branch g-choices)
    if standing is not None:
        return the_one(w, standing) if standing.unique else f"{text} {words_standing(w, standing)}", "3"
    person = "you" if subject.kind == "you" else "plural" if subject.kind in ("you_and_target", "you_and_that") else "3"
    if w.es and subject.kind == "you":
        text = text.removesuffix("tú").strip()  # Spanish says "Ganas 2 vidas.": the verb names the player
    return text, person


def who_did(w: Words, subject: Subject) -> str:
    """"each player who discarded a creature card this way", "each opponent who can't"."""
    base = w.pick(*SUBJECTS[subject.base if subject.base in SUBJECTS else "each_player"])
    if subject.cant:
        return base + w.pick(" who can't", " que no pueda")
    if subject.all_of_step:  # "those players each discard …" ("that player" after "For each card less …")
        return w.pick("those players each", "esos jugadores")
    action = subject.ref_action or ""
    if action == "search" and subject.accepted:  # "each player who searched their library this way" (701.23)
        return base + w.pick(" who searched their library this way", " que buscó en su biblioteca de esta manera")
    if subject.negated and subject.ref_filter is None:  # "…, then each opponent who didn't draws a card"
        return base + w.pick(" who didn't", " que no lo hizo")
    if action == "damage" and not subject.negated and subject.ref_filter is None:  # the players it reached
        return base + w.pick(" dealt damage this way", " al que se le hizo daño de esta manera")
    past, bare, es_past, es_bare = PAST.get(action, (action, action, action, action))
    what = ""
    if subject.ref_filter is not None:
        what = " " + counted(w, 1, subject.ref_filter, card=action in ("discard", "draw", "exile", "mill"))
    # "… with the card you discarded": this effect's discards already (subjects.py), as printed in both languages
    this_way = getattr(subject.ref_filter, "shares_with", None) != YOU_DISCARDED
    if w.es:
        verb = f"no {es_bare}" if subject.negated else es_past
        return f"{base} que {verb}{what}" + (" de esta manera" if this_way else "")
    verb = f"didn't {bare}" if subject.negated else past
    return f"{base} who {verb}{what}" + (" this way" if this_way else "")


def the_most(w: Words, subject: Subject) -> str:
    """"the player who has the most cards in hand", "the player with the most life", "… controls the most …"."""
    if subject.ref_action == "hand":
        return w.pick("the player who has the most cards in hand", "el jugador que tiene más cartas en la mano")
    if subject.ref_action == "life":
        return w.pick("the player with the most life", "el jugador con más vidas")
    said = objects(w, subject.ref_filter, True) if subject.ref_filter is not None else w.pick("permanents",
                                                                                                 "permanentes")
    return w.pick(f"the player who controls the most {said}", f"el jugador que controla más {said}")


def starting(w: Words, subject: Subject) -> str:
    """"Starting with you, " / "Starting with you and proceeding in the chosen direction, ": said before the
    sentence, so the subject itself stays the one later clauses share."""
    if not subject.starting_with_you:
        return ""
    if getattr(subject, "left", None):
        return w.pick("starting with you and proceeding in the chosen direction, ",
                      "empezando por ti y siguiendo en la dirección elegida, ")
    return w.pick("starting with you, ", "empezando por ti, ")


def the_one(w: Words, standing: Any) -> str:
    """"the player with the most life", "the player who has the most cards in hand", "… controls the most …"."""
    if standing.measure == "life":
        return w.pick("the player with the most life", "el jugador con más vidas")
    return w.pick("the player ", "el jugador ") + words_standing(w, standing)


def words_standing(w: Words, standing: Any) -> str:
    from .amounts import standing_words

    return standing_words(w, standing)


def where_words(w: Words, where: Any) -> str:
    """"with exactly 13 life", "who controls more creatures than you": the players a subject keeps."""
    name = type(where).__name__
    if name == "Life" and where.at_least is not None and where.at_least == where.at_most:
        return w.pick(f"with exactly {where.at_least} life", f"con exactamente {where.at_least} vidas")
    if name == "Controls" and where.who == "that_player" and where.at_most == 0 and not where.at_least:
        said = counted(w, 1, where.filter)  # "who doesn't control a legendary creature or planeswalker", as printed
        return w.pick(f"who doesn't control {said}", f"que no controle {said}")
    if name == "ComparedToYou":
        more = w.pick("more", "más") if where.more else w.pick("fewer", "menos")
        said = objects(w, where.filter, True)
        return w.pick(f"who controls {more} {said} than you", f"que controla {more} {said} que tú")
    from .amounts import condition

    said = condition(w, where)  # "if that player controls …" → "who controls …"
    return w.pick("who ", "que ") + said.split(" ", 3)[-1] if said.startswith(("if that player", "si ese jugador")) \
        else said


# The whole reading (render_plan) hands itself in as the package loads: it sits above this module (it imports
# the renderers, which import this one), so importing it here would make an import circle.
_READING: list[Callable[[Plan, str], str]] = []


def use_reading(render_plan: Callable[[Plan, str], str]) -> None:
    _READING[:] = [render_plan]


def reading_of(plan: Plan, lang: str) -> str:
    """A plan inside a step (a delayed trigger's instruction, 603.7) said as the whole plan is."""
    return _READING[0](plan, lang)


def quoted(w: Words, ability: QuotedAbility) -> str:
    """A quoted ability said back from its own plan (113.10, 114.2, 111.3): an activated ability's cost or a
    triggered ability's condition (the splitter keeps them as printed words; each is said in the reading's language,
    cost_words.py, trigger_said.py), then what its effect says."""
    said = _READING[0](plan_of(ability.effect), w.lang)
    if ability.kind == "activated":
        said = f"{cost_said(ability.cost or '', ability.lang, w.lang, _READING[0])}: {said}"
    elif ability.kind == "triggered":
        condition = condition_said(ability.condition or "", ability.lang, w.lang)
        said = f"{condition}, {said[:1].lower()}{said[1:]}"
    return f'"{said}"'


# The imperative with its object pronoun as printed Spanish writes it ("sacrifícalo", "enderézala", 608.2c): the
# forms the Spanish grammar reads as "it" (spanish.lark's ``untap_it`` … ``exile_it``), its stress mark kept.
_ES_CLITIC = {"sacrifice": "sacrifíca", "untap": "enderéza", "tap": "gíra", "regenerate": "regenéra",
              "destroy": "destrúye", "exile": "exília", "remove_from_combat": "retíra"}


def act_on_it(step: Step, w: Words, lemma: str, said: str) -> Clause:
    """``act`` on the object "it" names: Spanish puts the pronoun on the imperative ("Sacrifícalo.", "Regénerala."),
    never a noun the card did not say; anything else as ``act`` with ``it_or``."""
    from ..grammar.specs import TypeFilter
    from .kind_words import it_or
    from .nouns import feminine

    clause = act(step, w, lemma, it_or(w, step, said))
    if not (w.es and getattr(step, "pronoun", False) and lemma in _ES_CLITIC and not getattr(step, "on_attached", "")
            and clause.subject == "" and not step.optional):
        return clause
    flt = getattr(step, "objects", None)
    pronoun = "la" if isinstance(flt, TypeFilter) and feminine(w, flt, False) else "lo"
    said_it = _ES_CLITIC[lemma] + pronoun
    return replace(clause, predicate=said_it, after_and=said_it)
