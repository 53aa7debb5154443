"""Renderers of keyword actions and designations: said as the card says them ("Investigate", "Monstrosity 3",
"you get {E}{E}"), English and printed Spanish, from the typed step."""

from __future__ import annotations

from ..grammar import TypeFilter
from ..plan import amounts as a
from ..plan.keyword_steps import (
    Amass,
    BecomeMonarch,
    Bolster,
    CountersOnce,
    Fight,
    GetEnergy,
    Investigate,
    Manifest,
    PayEnergy,
    Populate,
    Support,
    TransformSource,
)
from .amounts import is_that_much, number
from .common import subject_of
from .registry import Clause, renders
from .words import Words

# person → (English, Spanish) of each verb; "you" is Oracle's "you get" / "obtienes" (a statement, not an order)
_GET = {"you": ("get", "obtienes"), "plural": ("get", "obtienen"), "3": ("gets", "obtiene")}
_PAY = {"you": ("pay", "paga"), "plural": ("pay", "pagan"), "3": ("pays", "paga")}
_MANIFEST = {"you": ("manifest", "manifiesta"), "plural": ("manifest", "manifiestan"), "3": ("manifests", "manifiesta")}
_INVESTIGATE = {"you": ("investigate", "investiga"), "plural": ("investigate", "investigan"),
                "3": ("investigates", "investiga")}
_BECOME = {"you": ("become the monarch", "te conviertes en el monarca"),
           "plural": ("become the monarch", "se convierten en el monarca"),
           "3": ("becomes the monarch", "se convierte en el monarca")}
_KEYWORDS = {"monstrosity": ("Monstrosity", "Monstruosidad"), "adapt": ("Adapt", "Adapta"),
             "support": ("Support", "Apoya"), "bolster": ("Bolster", "Refuerza")}


def _energy(amount: a.Amount) -> str:
    """"{E}{E}" as printed; "that many {E}" (the amount before, or the triggering event's)."""
    if isinstance(amount, a.Fixed):
        return "{E}" * amount.n
    return "that many {E}" if is_that_much(amount) else "X {E}"


def _said(step: GetEnergy | PayEnergy | Investigate | BecomeMonarch | TransformSource | Populate | Manifest, w: Words,
          verbs: dict[str, tuple[str, str]], rest: str = "", imperative: bool = False) -> Clause:
    """``subject verb rest``; the controller's instruction has no subject when Oracle gives none
    ("Investigate.", "Pay {E}{E}"), and says "you" where Oracle does ("you get {E}{E}")."""
    subject, person = subject_of(w, step.subject)
    en, es = verbs.get(person, verbs["3"])
    verb = w.pick(en, es)
    if step.optional:
        may = w.pick("may", {"you": "puedes", "plural": "pueden"}.get(person, "puede"))
        base = verbs["you"][0] if not w.es else {"get": "obtener", "pay": "pagar", "investigate": "investigar",
                                                 "become": "convertirte en el monarca",
                                                 "transform": "transformar", "populate": "poblar",
                                                 "manifest": "manifestar"}.get(verbs["you"][0].split()[0], es)
        verb = f"{may} {base}"
    if person == "you" and not step.optional and (imperative or w.es):
        subject = ""  # "Investigate." / Spanish drops "tú": "Obtienes {E}{E}."
    after = f"{w.pick('you ' + en, es)} {rest}".strip()
    return Clause(subject, f"{verb} {rest}".strip(), "", w.flush(), after_and=after)


@renders(GetEnergy)
def _get_energy(step: GetEnergy, w: Words) -> Clause:
    return _said(step, w, _GET, _energy(step.amount))


@renders(PayEnergy)
def _pay_energy(step: PayEnergy, w: Words) -> Clause:
    return _said(step, w, _PAY, _energy(step.amount), imperative=True)


@renders(Investigate)
def _investigate(step: Investigate, w: Words) -> Clause:
    return _said(step, w, _INVESTIGATE, imperative=True)


@renders(BecomeMonarch)
def _become_monarch(step: BecomeMonarch, w: Words) -> Clause:
    return _said(step, w, _BECOME)


@renders(CountersOnce)
def _counters_once(step: CountersOnce, w: Words) -> Clause:
    """"Monstrosity 3" / "Monstruosidad 3": the keyword and its number, as printed (701.37a, 701.46a)."""
    n = str(step.amount.n) if isinstance(step.amount, a.Fixed) else "X"
    word = w.pick(*_KEYWORDS[step.keyword])
    return Clause("", f"{word} {n}", "", w.flush(), after_and=f"{word.lower()} {n}")


_TRANSFORM = {"you": ("transform", "transforma"), "plural": ("transform", "transforman"), "3": ("transforms",
                                                                                                "transforma")}
_POPULATE = {"you": ("populate", "puebla"), "plural": ("populate", "pueblan"), "3": ("populates", "puebla")}


@renders(TransformSource)
def _transform(step: TransformSource, w: Words) -> Clause:
    return _said(step, w, _TRANSFORM, w.pick("this permanent", "este permanente"), imperative=True)


@renders(Populate)
def _populate(step: Populate, w: Words) -> Clause:
    return _said(step, w, _POPULATE, imperative=True)


@renders(Amass)
def _amass(step: Amass, w: Words) -> Clause:
    """"Amass Zombies 2" / "Amasa Zombies 2" (701.47a)."""
    n = str(step.amount.n) if isinstance(step.amount, a.Fixed) else "X"
    kind = {"Zombie": "Zombis", "Orc": "Orcos"}.get(step.subtype, step.subtype) if w.es else f"{step.subtype}s"
    said = f"{w.pick('Amass', 'Amasa')} {kind} {n}"
    return Clause("", said, "", w.flush(), after_and=said[0].lower() + said[1:])


@renders(Fight)
def _fight(step: Fight, w: Words) -> Clause:
    """"Target creature you control fights target creature you don't control" / "This creature fights [up to one]
    target creature" (701.14a)."""
    from .nouns import objects

    def target(flt: TypeFilter) -> str:
        said = objects(w, flt, False)
        if not w.es:
            return f"target {said}"
        noun = w.noun(flt.noun, False)  # "la criatura objetivo que controlas": "objetivo" right after the noun
        said = said.replace(noun, f"{noun} objetivo", 1) if noun in said else f"{said} objetivo"
        return f"{'la' if w.feminine(flt.noun) else 'el'} {said}"

    if step.pronoun:  # "It fights …": the creature named before it (608.2c), never a new target
        first = w.pick("it", "esa criatura")
    else:
        first = w.pick("this creature", "esta criatura") if step.first is None else target(step.first)
    second = target(step.second)
    if step.up_to:  # "up to one target creature" / "hasta una criatura objetivo"
        second = w.pick("up to one ", "hasta una ") + (second.split(" ", 1)[1] if w.es else second)
    said = f"{first} {w.pick('fights', 'pelea con')} {second}"
    if step.one_way:  # one creature's own power, to the other (120.3)
        said = w.pick(f"{first} deals damage equal to its power to {second}",
                      f"{first} hace una cantidad de daño igual a su fuerza a {second}")
    return Clause("", said, "", w.flush(), after_and=said)  # the sentence says it first with a capital


@renders(Support, Bolster)
def _support(step: Support | Bolster, w: Words) -> Clause:
    """"Support 2" (701.41a), "Bolster 2" (701.39a)."""
    n = str(step.amount.n) if isinstance(step.amount, a.Fixed) else number(w, step.amount)
    word = w.pick(*_KEYWORDS["support" if isinstance(step, Support) else "bolster"])
    return Clause("", f"{word} {n}", "", w.flush(), after_and=f"{word.lower()} {n}")


@renders(Manifest)
def _manifest(step: Manifest, w: Words) -> Clause:
    """"Manifest the top two cards of your library" / "Manifiesta las dos primeras cartas de tu biblioteca"; "Its
    controller manifests the top card of their library"; "… of that player's library" (whose: the step's
    ``zone_of``)."""
    from .on_players import cards, top_es

    en, es = _LIBRARY_OF.get(step.zone_of) or (("your library", "tu biblioteca") if step.subject.kind == "you"
                                               else ("their library", "su biblioteca"))
    top = w.pick(f"the top card of {en}", f"la primera carta de {es}") if step.amount == a.Fixed(1) \
        else w.pick(f"the top {cards(w, step.amount, 'you')} of {en}",
                    f"{top_es(cards(w, step.amount, 'you'))} de {es}")
    return _said(step, w, _MANIFEST, top, imperative=True)


# another player's library, as Oracle names it (the step's ``zone_of``)
_LIBRARY_OF = {"that_player": ("that player's library", "la biblioteca de ese jugador"),
               "target": ("target player's library", "la biblioteca del jugador objetivo"),
               "target_opponent": ("target opponent's library", "la biblioteca del oponente objetivo")}
