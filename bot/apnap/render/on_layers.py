"""Readings of power and toughness in the layers (plan/steps_layers.py): "this permanent's power and toughness are
each equal to …" (604.3), "target creature has base power and toughness 1/1 until end of turn" (613.4b), "switch
target creature's power and toughness until end of turn" (613.4d), "this permanent enters the battlefield with two
+1/+1 counters on it" (614.1c).

Why apart from on_statics.py: these say what a layer sets, not a bonus; the amounts are said with the amounts'
own words (render/amounts.py), and the permanent the way the card names it.
"""

from __future__ import annotations

from typing import Any

from ..grammar.subtypes import subtype_title
from .kind_words import attached_creature, it_or
from .nouns import a_target, objects, that_object
from .registry import Clause, renders_named
from .words import Words

_WHICH = {"both": ("power and toughness are each", "la fuerza y la resistencia de {who} son cada una"),
          "power": ("power is", "la fuerza de {who} es"), "toughness": ("toughness is", "la resistencia de {who} es")}


def _target(w: Words, flt: Any) -> str:
    return a_target(w, flt)


@renders_named("DefinedPT")
def _defined_pt(step: Any, w: Words) -> Clause:
    """"this permanent's power and toughness are each equal to the number of creatures you control"."""
    from .amounts import reference

    en, es = _WHICH[step.which]
    equal = w.pick(" equal to ", " igual a ") + reference(w, step.amount)
    if w.es:
        subject, verb = es.format(who="este permanente").rsplit(" ", 1)
        return Clause(subject, verb + equal.replace(" a el ", " al "))
    subject, verb = en.split(" ", 1) if step.which != "both" else ("power and toughness", "are each")
    return Clause("this permanent's " + subject, verb + equal)


@renders_named("SetBasePT", "TargetSetBasePT")
def _set_base_pt(step: Any, w: Words) -> Clause:
    """"enchanted creature has base power and toughness 8/8", "other creatures have base power and toughness 1/1",
    "target creature has base power and toughness 1/1 until end of turn"."""
    plural = False
    if step.attached:
        who = attached_creature(w, step.attached)
    elif step.targets_object:  # "It has base power and toughness 0/1 …": the target before it (608.2c)
        who = it_or(w, step, _target(w, step.objects))
    else:
        plural = True
        who = objects(w, step.objects, True)  # "other creatures": the filter says "other" (109.3)
    have = w.pick("have" if plural else "has", "tienen" if plural else "tiene")
    said = w.pick(f"{have} base power and toughness {step.power}/{step.toughness}",
                  f"{have} fuerza y resistencia base {step.power}/{step.toughness}")
    if step.targets_object:
        said += w.pick(" until end of turn", " hasta el final del turno")
    return Clause(who, said)


@renders_named("SwitchPT", "TargetSwitchPT")
def _switch_pt(step: Any, w: Words) -> Clause:
    """"switch target creature's power and toughness until end of turn" (an instruction to the controller)."""
    if w.es:
        whose = _target(w, step.objects) if step.targets_object else "este permanente"
        return Clause("", f"intercambia la fuerza y la resistencia de {whose} hasta el final del turno")
    whose = _target(w, step.objects) + "'s" if step.targets_object else "this permanent's"
    return Clause("", f"switch {whose} power and toughness until end of turn")


@renders_named("EntersWithCounters")
def _enters_with_counters(step: Any, w: Words) -> Clause:
    """"this permanent enters the battlefield with two +1/+1 counters on it", "… with X …", "… with a +1/+1 counter
    on it for each creature card in your graveyard"."""
    from ..grammar.spanish_terms import counter_es
    from ..plan import amounts as a
    from .amounts import is_number, per_each, reference
    from .on_board import counters_said

    per = per_each(w, step.amount, "2")
    amount = a.Fixed(1) if per is not None else step.amount
    if per is None and not is_number(amount):  # "with a number of +1/+1 counters on it equal to …" (608.2h)
        es = f"entra al campo de batalla con un número de contadores {counter_es(step.kind)} sobre él igual a "
        said = w.pick(f"enters the battlefield with a number of {step.kind} counters on it equal to ", es)
        return Clause(w.pick("this permanent", "este permanente"), said + reference(w, amount, "2"))
    tapped = w.pick("tapped ", "girado ") if getattr(step, "tapped", False) else ""  # "… tapped with …" (614.12)
    counters = counters_said(w, amount, step.kind)
    if getattr(step, "additional", False):  # "an additional +1/+1 counter", "un contador +1/+1 adicional" (614.1c)
        from .counter_amounts import additional

        counters = additional(w, counters, amount)
    said = w.pick(f"enters the battlefield {tapped}with ", f"entra al campo de batalla {tapped}con ") + counters
    said += w.pick(" on it", "") + (" " + per if per is not None else "")
    return Clause(w.pick("this permanent", "este permanente"), said)


def attached_is(lang: str, step: Any) -> str:
    """"enchanted creature is white" / "la criatura encantada sea blanca" (the colour from the step's filter)."""
    from .nouns import objects as said_objects

    w = Words(lang)
    colour = said_objects(w, step.while_, False).replace(w.pick("creature", "criatura"), "").strip() \
        if step.while_ is not None else ""
    return attached_creature(w, step.attached) + w.pick(" is ", " sea ") + colour


@renders_named("AttachedBonusWhile")
def _attached_bonus_while(step: Any, w: Words) -> Clause:
    """"as long as enchanted creature is white, it gets +1/+2 and has lifelink"."""
    from .on_statics import bonus, keyword_list

    parts = [p for p in (bonus(w, step, False),) if p]
    if step.keywords:
        from ..grammar.spanish_terms import keyword_es

        parts.append(w.pick("has ", "tiene ") + keyword_list(w, [keyword_es(k) if w.es else k for k in step.keywords]))
    said = w.pick(" and ", " y ").join(parts)
    return Clause("", said, lead=w.pick("as long as ", "mientras ") + attached_is(w.lang, step) + ", "
                  + w.pick("it ", ""))


_ES_TYPES = {"artifact": "artefacto", "creature": "criatura", "enchantment": "encantamiento", "land": "tierra",
             "planeswalker": "planeswalker"}
_ES_TYPES_PLURAL = {"artifact": "artefactos", "creature": "criaturas", "enchantment": "encantamientos",
                   "land": "tierras", "planeswalker": "planeswalkers"}
_ES_COLOURS_MASC = {"white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde"}
_ES_COLOURS_FEM = {"white": "blanca", "blue": "azul", "black": "negra", "red": "roja", "green": "verde"}


def _a_type_es(kind: str) -> str:
    """"una tierra", "un artefacto": a card type with its article, in Spanish."""
    said = _ES_TYPES.get(kind, kind)
    return ("una " if said.endswith("a") else "un ") + said


def becomes_what(lang: str, types: list[str] | tuple[str, ...], subtypes: list[str] | tuple[str, ...],
                 colors: list[str] | tuple[str, ...] | None, pt: str, plural: bool = False) -> str:
    """"a 2/1 blue Faerie creature", "3/5 Treefolk Warrior creatures" / "una criatura Hada azul 2/1": what a
    permanent becomes, said from its parts (205.2, 105.1, 208.1), in English or Spanish."""
    from ..grammar.spanish_terms import spanish_subtype_name

    sub = [(spanish_subtype_name(s) if lang == "es" else None) or subtype_title(s) for s in subtypes]
    supers = [k for k in _SUPER_ORDER if k in types]
    if supers:  # "a legendary 4/4 red Dragon creature" / "una criatura Dragón roja legendaria 4/4", "a basic Plains
        rest = [k for k in types if k not in _SUPER_ORDER]  # Island land" / "una tierra básica Llanura Isla"
        return _supertyped(lang, supers, becomes_what(lang, rest, subtypes, colors, pt, plural), rest, pt, plural)
    if not types and not subtypes:  # "becomes blue", "becomes colorless" (105.3, 105.2c)
        if not colors:
            return "incoloro" if lang == "es" else "colorless"
        return (" y " if lang == "es" else " and ").join(_ES_COLOURS_MASC.get(c, c) if lang == "es" else c
                                                          for c in colors)
    if not types:  # "an Island" (205.3i), "a black Zombie" / "un Zombie negro", "black Zombies" / "Zombies negros"
        return _subtypes_only(lang, sub, colors, plural)
    if lang == "es" and "creature" not in types:  # "un artefacto", "una tierra y un artefacto", "encantamientos"
        said = [_ES_TYPES_PLURAL.get(t, t) for t in types] if plural else [_a_type_es(t) for t in types]
        return " y ".join(said) + "".join(f" {s}" for s in sub)
    if lang == "es":
        nouns = [_ES_TYPES.get(t, t) for t in types]
        head = ("criaturas" if plural else "criatura") if nouns[-1:] == ["criatura"] else " ".join(nouns)
        before = " ".join(n for n in nouns[:-1]) if nouns[-1:] == ["criatura"] else ""
        words = [head, *([f"de {before}"] if before else []), *sub]
        if colors:
            words.append(" y ".join(_ES_COLOURS_FEM.get(c, c) + ("s" if plural and c != "azul" else "")
                                    for c in colors))
        if pt:
            words.append(pt)
        return ("" if plural else "una ") + " ".join(words)
    said = [*([pt] if pt else []), *([" and ".join(colors)] if colors else []), *sub,
            *[t + ("s" if plural and i == len(types) - 1 else "") for i, t in enumerate(types)]]
    text = " ".join(said)
    return text if plural else ("an " if text[:1].lower() in "aeiou" else "a ") + text  # "an Island land"


_SUPER_ORDER = ("basic", "legendary", "snow", "world")  # the supertypes as a type line prints them (205.4a)
_ES_SUPER = {"basic": ("básico", "básica"), "legendary": ("legendario", "legendaria"), "snow": ("nevado", "nevada"),
             "world": ("mundial", "mundial")}


def _supertyped(lang: str, supers: list[str], said: str, types: list[str], pt: str, plural: bool) -> str:
    """The supertypes said where each language prints them (205.4a): first in English ("a legendary 4/4 …", "a basic
    Plains Island land", "legendary …s"); in Spanish after a creature's colours, before its size ("… roja legendaria
    4/4"), and right after any other card type's noun ("una tierra básica Llanura Isla"), agreeing with it."""
    if lang == "es":
        creature = "creature" in types
        feminine = creature or _ES_TYPES.get(types[0] if types else "", "").endswith("a")
        words = " ".join(_es_plural(w) if plural else w for w in (_ES_SUPER[k][feminine] for k in supers))
        if not creature and types:  # "una tierra" / "tierras": the noun is the first word after the article
            parts = said.split(" ")
            noun = 0 if plural else 1
            return " ".join([*parts[:noun + 1], words, *parts[noun + 1:]])
        head, size = (said[: -len(pt) - 1], f" {pt}") if pt and said.endswith(f" {pt}") else (said, "")
        return f"{head} {words}{size}"
    words = " ".join(supers)
    if plural:
        return f"{words} {said}"
    return ("an " if words[:1] in "aeiou" else "a ") + words + " " + said.partition(" ")[2]  # after the article


def _subtypes_only(lang: str, sub: list[str], colors: list[str] | tuple[str, ...] | None, plural: bool) -> str:
    """Subtypes with no card type, each colour said (105.3): "a black Zombie", "blue Illusions", "un Zombie negro",
    "una Isla", "Ilusiones azules" (in Spanish the article and colours agree with the first noun: one ending in "a"
    is feminine, as "Isla", "Montaña")."""
    if lang == "es":
        feminine = sub[0].endswith("a")
        names = [_es_plural(n) if plural else n for n in sub]
        table = _ES_COLOURS_FEM if feminine else _ES_COLOURS_MASC
        tone = " y ".join(_es_plural(c) if plural else c for c in (table.get(c, c) for c in colors or ()))
        article = "" if plural else "una " if feminine else "un "
        return article + " ".join([*names, *([tone] if tone else [])])
    text = " ".join([*([" and ".join(colors)] if colors else []), *sub]) + ("s" if plural else "")
    return text if plural else ("an " if text[:1] in "aeiouAEIOU" else "a ") + text


def _es_plural(word: str) -> str:
    """"Zombie" → "Zombies", "Ilusión" → "Ilusiones", "azul" → "azules"."""
    if word[-1:] in "aeiouAEIOU":
        return word + "s"
    return word.replace("ó", "o").replace("á", "a") + "es" if word.endswith(("ón", "án")) else word + "es"


_CHOICE_EN = {"color": "color", "colors": "color or colors", "creature_type": "creature type",
              "basic_land_type": "basic land type"}
_CHOICE_ES = {"color": "color", "colors": "color o colores", "creature_type": "tipo de criatura",
              "basic_land_type": "tipo de tierra básica"}
_EVERY_EN = {"creature_type": "every creature type", "basic_land_type": "every basic land type",
             "colors": "all colors"}
_EVERY_ES = {"creature_type": "de todos los tipos de criatura",
             "basic_land_type": "de todos los tipos de tierra básica", "colors": "de todos los colores"}
_ADDITION_ES = {"types": "tipos", "creature types": "tipos de criatura", "land types": "tipos de tierra",
                "colors and types": "colores y tipos"}


def _becomes_subject(step: Any, w: Words) -> tuple[str, bool]:
    """Who becomes it, and whether the text says it of several."""
    from .nouns import counted_target
    from .on_board import target_said

    if type(step).__name__ == "BecomesSource":
        return it_or(w, step, w.pick("this permanent", "este permanente")), False
    if type(step).__name__ == "BecomesAll":  # "todos los permanentes", "todas las tierras": the noun's gender
        from .nouns import feminine

        every = "todas las " if step.objects is None or feminine(w, step.objects, False) else "todos los "
        return w.pick("all ", every) + objects(w, step.objects, True), True
    if step.on_attached and step.objects is not None and len(step.objects.subtypes) == 1:  # "Enchanted Island"
        from ..grammar.spanish_terms import spanish_subtype_name

        sub = next(iter(step.objects.subtypes))
        es = spanish_subtype_name(sub) or subtype_title(sub)
        participle = "encantada" if step.on_attached == "enchanted" else "equipada"
        return w.pick(f"{step.on_attached} {subtype_title(sub)}", f"la {es} {participle}"), False
    if step.on_entered and not step.pronoun:  # "that creature": the permanent the instruction before returned (400.7)
        return that_object(w, step.objects), False
    if step.refers and not step.pronoun:  # "That creature becomes …", "that land becomes …": the one target (608.2c)
        land = step.objects is not None and step.objects.noun == "land"
        return that_object(w, step.objects) if land else w.pick("that creature", "esa criatura"), False
    if step.on_attached or step.refers or step.pronoun:
        return it_or(w, step, w.pick("that permanent", "ese permanente")), False
    if step.count is not None:
        return counted_target(w, step.objects, step.count) + (w.pick(" each", "") if step.each else ""), True
    return target_said(w, step.objects, step.of_that_player), False


def _colours_only(change: Any) -> bool:
    return change.colors is not None and not (change.types or change.subtypes or change.pt or change.choice)


def _colours_agreeing(who: str, colors: tuple[str, ...], plural: bool) -> str:
    """"azul", "negra", "blancas y negras": Spanish colours agreeing with the subject ("la criatura objetivo":
    feminine; "este permanente": masculine); no colour at all is "incoloro"."""
    feminine = who.startswith(("la ", "las ", "esa ", "esas ", "todas ")) or "criatura" in who
    if not colors:
        return "incolora" if feminine and not plural else "incoloras" if feminine else "incoloros" if plural \
            else "incoloro"
    said = [(_ES_COLOURS_FEM if feminine else _ES_COLOURS_MASC)[c] for c in colors]
    return " y ".join(_es_plural(c) if plural else c for c in said)


def _is_said(step: Any) -> bool:
    """"It's a black Zombie in addition to its other colors and types", "that creature is …" (105.3, 205.1b): what an
    instruction before acted on, said with "is" as printed (no "becomes"), from now on (611.2a)."""
    return bool(getattr(step, "is_said", False))


def _size_said(change: Any, w: Words) -> str:
    """"… with base power and toughness 5/5", "… with power and toughness each equal to its converted mana cost"
    (613.4b, 202.3); "" when the size is said in the description ("a 2/1 … creature") or none is set."""
    if change.pt_each:
        return w.pick(" with power and toughness each equal to its converted mana cost",
                      " con una fuerza y resistencia iguales a su coste de maná convertido")
    if change.pt and change.base_said:
        return w.pick(f" with base power and toughness {change.pt[0]}/{change.pt[1]}",
                      f" con fuerza y resistencia base {change.pt[0]}/{change.pt[1]}")
    return ""


def _become_verb(step: Any, w: Words, plural: bool) -> str:
    """"becomes" / "se convierte en", "is" / "es" (a static change), "se vuelve del color de tu elección" (a choice),
    "each become" / "se convierten cada uno en"."""
    static = step.duration == "static" or _is_said(step)
    if _colours_only(step.change) and static:  # "Enchanted creature gets +3/+1 and is black" / "y es negra" (105.3)
        return w.pick("are" if plural else "is", "son" if plural else "es")
    if step.change.every and not static:  # "becomes every creature type" / "pasa a ser de todos los …"
        return w.pick("become" if plural else "becomes", "pasan a ser" if plural else "pasa a ser")
    if step.change.choice or _colours_only(step.change):  # "se vuelve azul" (105.3), as printed Spanish says it
        return w.pick("become" if plural else "becomes", "se vuelven" if plural else "se vuelve")
    if static:
        return w.pick("are" if plural else "is", "son" if plural else "es")
    if getattr(step, "each", False) and plural:
        return w.pick("become", "se convierten cada uno en")  # English says "each" with its subject
    return w.pick("become" if plural else "becomes", "se convierten en" if plural else "se convierte en")


@renders_named("BecomesSource", "BecomesTarget", "BecomesAll")
def _becomes(step: Any, w: Words) -> Clause:
    """"this permanent becomes a 2/1 blue Faerie creature with flying until end of turn. it's still a land",
    "enchanted land is a 3/3 black Ooze creature", "target permanent you control becomes the color of your choice"."""
    from ..grammar.spanish_terms import keyword_es
    from .on_statics import keyword_list

    who, plural = _becomes_subject(step, w)
    change = step.change
    if change.every:  # "is every creature type" / "es de todos los tipos de criatura" (702.73a, 205.3i, 105.1)
        what = w.pick(_EVERY_EN[change.every], _EVERY_ES[change.every])
    elif change.choice:
        what = w.pick(f"the {_CHOICE_EN[change.choice]} of your choice",
                      f"del {_CHOICE_ES[change.choice]} de tu elección")
    elif w.es and _colours_only(change):
        what = _colours_agreeing(who, change.colors, plural)
    else:
        what = becomes_what(w.lang, change.types, change.subtypes, change.colors,
                            f"{change.pt[0]}/{change.pt[1]}" if change.pt and not change.base_said else "", plural)
    said = f"{_become_verb(step, w, plural)} {what}"
    if change.keywords:
        said += w.pick(" with ", " con ") + keyword_list(w, [keyword_es(k) if w.es else k for k in change.keywords])
    said += _size_said(change, w)
    if change.keep == "all" and not change.still:  # the words the text said (205.1b, 105.3)
        their, other = w.pick("their" if plural else "its", "sus"), change.in_addition or "types"
        said += w.pick(f" in addition to {their} other {other}", f" además de sus otros {_ADDITION_ES[other]}")
    if step.duration == "this_turn":
        said += w.pick(" until end of turn", " hasta el final del turno")
    if change.still and change.still_inline and plural:  # "All lands are 1/1 creatures that are still lands"
        said += w.pick(f" that are still {change.still}s", f" que siguen siendo {_ES_TYPES.get(change.still, '')}s")
    elif change.still and change.still_inline:
        said += w.pick(f" that's still a {change.still}", f" que sigue siendo {_a_type_es(change.still)}")
    elif change.still:
        still = w.pick(f"it's still a {change.still}" if not plural else f"they're still {change.still}s",
                       f"sigue siendo {_a_type_es(change.still)}" if not plural else "siguen siendo tierras")
        said += ". " + still[0].upper() + still[1:]  # its own sentence: "It's still a land." / "Sigue siendo …"
    if step.while_ is not None:  # "As long as it's your turn, Gideon Blackblade is …" (611.3a)
        from .on_statics import while_said

        return Clause(who, said, lead=w.pick("as long as ", "mientras ") + while_said(w, step) + ", ")
    if step.pronoun and _is_said(step):  # "It's a black Zombie …" / "Es un Zombie negro …" (no subject said)
        return Clause("", w.pick("it's" + said.removeprefix("is"), said), own_sentence=True)
    return Clause(who, said, own_sentence=_is_said(step))
