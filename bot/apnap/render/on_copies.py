"""Copies of permanents said back (707.2): "Create a token that's a copy of target creature you control", "Create
two tokens that are copies of this creature"; Spanish as printed cards say it ("Crea una ficha que es una copia de
la criatura objetivo que controlas", "Crea dos fichas que son copias de esta criatura")."""

from __future__ import annotations

from ..grammar.choice_words import COLORS_ES
from ..grammar.spanish_terms import keyword_es, spanish_subtype_name
from ..plan import amounts as a
from ..plan.copies import (
    BecomeCopyOfTarget,
    CopyExceptions,
    EnterAsCopy,
    TargetBecomesCopy,
    TokenCopyOfSource,
    TokenCopyOfTarget,
)
from .amounts import number
from .common import act
from .kind_words import it_or
from .nouns import a_target, counted_target, feminine, objects, that_object
from .on_statics import keyword_list
from .registry import Clause, renders
from .words import Words, self_reference


def tokens_that_copy(w: Words, amount: a.Amount) -> str:
    """"a token that's a copy of" / "two tokens that are copies of" (and the Spanish), before what is copied."""
    if amount == a.Fixed(1):
        return w.pick("a token that's a copy of ", "una ficha que es una copia de ")
    head = w.number(amount.n, feminine=True) if isinstance(amount, a.Fixed) else number(w, amount)
    return w.pick(f"{head} tokens that are copies of ", f"{head} fichas que son copias de ")


_A_TYPE = {"artifact": ("an artifact", "un artefacto"), "creature": ("a creature", "una criatura"),
           "enchantment": ("an enchantment", "un encantamiento"), "land": ("a land", "una tierra")}


def exceptions(w: Words, said: CopyExceptions, plural: bool) -> str:
    """", except it has haste", ", except they're not legendary", ", except it's an artifact in addition to its
    other types" (707.9a-b), and printed Spanish's ", excepto que …"; "" with none."""
    parts: list[str] = []
    if said.keywords:
        words = keyword_list(w, [keyword_es(k) if w.es else k for k in sorted(said.keywords)])
        parts.append(w.pick(f"{'they have' if plural else 'it has'} {words}",
                            f"{'tienen' if plural else 'tiene'} {words}"))
    for kind in sorted(said.types):
        en, es = _A_TYPE[kind]
        parts.append(w.pick(f"{'they' if plural else 'it'}'re {en} in addition to {'their' if plural else 'its'} "
                            "other types" if plural else f"it's {en} in addition to its other types",
                            f"{'son' if plural else 'es'} {es} además de sus otros tipos"))
    if said.not_legendary:
        parts.append(w.pick("they're not legendary" if plural else "it isn't legendary",
                            "no son legendarias" if plural else "no es legendaria"))
    if said.creature_types:  # "except it's a 4/4 black Zombie" / "excepto que es un Zombie negro 4/4" (707.9b)
        parts.append(_kind(w, said))
    elif said.pt is not None:  # "except it's 7/7" (707.9b)
        size = f"{said.pt[0]}/{said.pt[1]}"
        parts.append(w.pick(f"they're {size}" if plural else f"it's {size}", f"son {size}" if plural else f"es {size}"))
    if not parts:
        return ""
    joined = w.pick(" and ", " y ").join(parts) if len(parts) < 3 else ", ".join(parts[:-1]) + w.pick(", and ", " y ") \
        + parts[-1]  # "it has haste, it isn't legendary, and it's 7/7" (707.9b: several, as Oracle joins them)
    return w.pick(", except ", ", excepto que ") + joined


def _kind(w: Words, said: CopyExceptions) -> str:
    """The size, colour and creature types a copy is set to, as cards print them: English "it's a 4/4 black Zombie",
    Spanish "es un Zombie negro 4/4" (the colour agreeing with the first type's noun)."""
    size = f"{said.pt[0]}/{said.pt[1]}" if said.pt is not None else ""
    if not w.es:
        return "it's a " + " ".join(x for x in (size, said.color or "", *said.creature_types) if x)
    names = [spanish_subtype_name(t) or t for t in said.creature_types]
    color = COLORS_ES.get(said.color or "", "")
    if color and names[0].endswith("a") and color.endswith("o"):
        color = color[:-1] + "a"  # "una Bestia negra"
    article = "una" if names[0].endswith("a") else "un"
    return " ".join(x for x in ("es", article, *names, color, size) if x)


def _of(w: Words, said: str) -> str:
    """Spanish "de el artefacto objetivo" is "del artefacto objetivo"."""
    return said.replace("copia de el ", "copia del ").replace("copias de el ", "copias del ")


@renders(TokenCopyOfTarget)
def _token_copy_of_target(step: TokenCopyOfTarget, w: Words) -> Clause:
    """A target, or the trigger event's object ("a copy of that artifact", 603.2)."""
    if step.event_object == "permanent":
        target = that_object(w, step.objects)
    elif step.count is not None:
        target = counted_target(w, step.objects, step.count)
    else:
        target = a_target(w, step.objects)
    said = tokens_that_copy(w, step.amount) + target + exceptions(w, step.exceptions, step.amount != a.Fixed(1))
    return act(step, w, "create", _of(w, said))


@renders(TokenCopyOfSource)
def _token_copy_of_source(step: TokenCopyOfSource, w: Words) -> Clause:
    source = self_reference(step.said, "es" if w.es else "en") or w.pick("this permanent", "este permanente")
    return act(step, w, "create", tokens_that_copy(w, step.amount) + source
               + exceptions(w, step.exceptions, step.amount != a.Fixed(1)))


# how long a copy effect lasts, as the card says it (611.2a); none: indefinitely
_UNTIL = {"this_turn": (" until end of turn", " hasta el final del turno"),
          "until_your_next_turn": (" until your next turn", " hasta tu próximo turno")}


@renders(BecomeCopyOfTarget)
def _become_copy(step: BecomeCopyOfTarget, w: Words) -> Clause:
    """"This artifact becomes a copy of target artifact until end of turn", "it becomes a copy of another target …";
    Spanish "… se convierte en una copia del artefacto objetivo hasta el final del turno"."""
    who = it_or(w, step, w.pick("this permanent", "este permanente"))
    target = _of(w, w.pick("a copy of ", "una copia de ") + a_target(w, step.objects))
    until = w.pick(*_UNTIL.get(step.duration, ("", "")))
    verb = w.pick("becomes", "se convierte en")
    said = f"{verb} {target}{until}{exceptions(w, step.exceptions, False)}"
    return Clause(who, said.strip(), "", w.flush())


@renders(TargetBecomesCopy)
def _target_becomes_copy(step: TargetBecomesCopy, w: Words) -> Clause:
    """"Target artifact you control becomes a copy of another target artifact or creature you control until end of
    turn"; Spanish "El artefacto objetivo que controlas se convierte en una copia de otro artefacto o criatura objetivo
    …" (two target words, 115.3: "another" the second is not the first)."""
    first = a_target(w, step.first)
    second = a_target(w, step.objects)
    if step.another:
        second = w.pick(f"another {second}", f"otra {second.split(' ', 1)[1]}" if feminine(w, step.objects, False) else
                        f"otro {second.split(' ', 1)[1]}")
    target = _of(w, w.pick("a copy of ", "una copia de ") + second)
    until = w.pick(*_UNTIL.get(step.duration, ("", "")))
    said = f"{w.pick('becomes', 'se convierte en')} {target}{until}{exceptions(w, step.exceptions, False)}"
    return Clause(first[:1].upper() + first[1:], said, "", w.flush())


@renders(EnterAsCopy)
def _enter_as_copy(step: EnterAsCopy, w: Words) -> Clause:
    """"You may have this creature enter the battlefield as a copy of any creature on the battlefield" / "Puedes
    hacer que esta criatura entre al campo de batalla como una copia de cualquier criatura en el campo de batalla"."""
    source = self_reference(step.said, "es" if w.es else "en") or w.pick("this permanent", "este permanente")
    kind = objects(w, step.objects, False)
    said = w.pick(f"You may have {source} enter the battlefield as a copy of any {kind} on the battlefield",
                  f"Puedes hacer que {source} entre al campo de batalla como una copia de cualquier {kind} en el "
                  "campo de batalla")
    return Clause("", said + exceptions(w, step.exceptions, False), "", w.flush(), own_sentence=True)
