"""Readable narration of a :class:`Resolution`, in English or Spanish (strings in data/i18n/apnap.json).

Hidden-zone choices (101.4a) are told only as a count ("chose 2 card(s)"); the names appear
only if the action itself reveals them (discard, exile), never for library placements or draws.
"""

from __future__ import annotations

from typing import Any

from bot.catalog import catalog, t
from bot.i18n import normalize_lang
from bot.i18n.plural import NounRef, count

from .narrate_es import choice_labels, chosen_types_said
from .narrate_events import event_text, join_names
from .narrate_keys import applies_to_nothing
from .narrate_props import read_from_lines
from .narrate_replace import replaced_lines
from .narrate_timing import permission_timing
from .narrate_unnamed import target_lines
from .render.nouns import objects
from .render.words import Words
from .result import ChoiceRecord, EventRecord, Resolution, SBARecord, StepResult

_DOT = " · "
_PICK_ACTIONS = frozenset({"sacrifice", "discard", "exile", "return", "choose", "put", "destroy"})


def narrate(resolution: Resolution, lang: str | None = None) -> str:
    lang = normalize_lang(lang or resolution.lang)
    lines = [t("apnap.narrate.effect", lang, text=" ".join((resolution.ability_text or resolution.effect).split())),
             t("apnap.narrate.who", lang, active=resolution.active, controller=resolution.controller)]
    lines.extend(target_lines(resolution, lang))  # an ability with no target names none (115.1)
    if resolution.forbidden is not None:  # 602.5b, 601.3: the board breaks it, so it was activated (cast) earlier
        f = resolution.forbidden
        key = ("forbidden_timing" if f.timing else "forbidden_cast" if f.casting else "forbidden_static" if f.source
               else "forbidden_activate")
        lines.append(t(f"apnap.narrate.{key}", lang, player=resolution.controller, restriction=f.restriction,
                       rule=f.rule, source=f.source or ""))
    if resolution.upkeep:
        lines.append(t("apnap.narrate.upkeep", lang, player=resolution.active))
    for cost in resolution.costs:  # paid before the effect (601.2h), each part with its events
        lines.extend(_cost_lines(cost, lang))
    for step in resolution.steps:
        lines.extend(_step_lines(step, resolution, lang))
    lines.extend(_condition_line(cond, lang) for cond in resolution.conditions)  # why a sentence was done or not
    lines.extend(_not_done_lines(resolution, lang))  # what was not done, and why (engine/not_done.py)
    if resolution.state_based_actions:  # none is left unsaid
        lines.append(_sba_line(resolution, lang))
    lines.extend(_result_lines(resolution, lang))
    if resolution.stack:  # no triggered ability is left unsaid
        lines.append(_stack_line(resolution, lang))
    # a static ability of the spell (604.1), in force on the stack; what a permanent became is said by its event
    lines.extend(_static_line(e, lang) for e in resolution.continuous_effects if e.get("change") != "becomes")
    for delayed in resolution.delayed_triggers:  # 603.7: said in the narration's language, from its own plan
        key = "apnap.narrate.delayed_object" if "object" in delayed else "apnap.narrate.delayed"
        lines.append(t(key, lang, text=delayed.get("reading") or delayed["text"], player=delayed["controller"],
                       object=delayed.get("object", ""), rule=delayed.get("rule", "603.7")))
    if resolution.extra_turns:
        lines.append(t("apnap.narrate.extra_turns", lang, items=" → ".join(resolution.extra_turns)))
    for warning in resolution.warnings:
        lines.append(t("apnap.narrate.warning", lang, text=warning))
    if resolution.citations:
        lines.append(t("apnap.narrate.rules", lang, items=", ".join(resolution.citations)))
    return "\n".join(lines)


def declared(rules: list[str], lang: str) -> str:
    """"each time attackers are declared" (508.1c), "… blockers …" (509.1b), or both."""
    which = "both" if len(set(rules)) > 1 else "blockers" if rules and rules[0] == "509.1b" else "attackers"
    return t(f"apnap.narrate.declared_{which}", lang)


def _condition_line(cond: dict[str, Any], lang: str) -> str:
    """A board condition as it was reached (608.2c): whether it held, and so whether its sentence was done."""
    if cond.get("checked_at"):  # a static restriction's "unless" (611.3a): now, and at each declaration
        key = "apnap.narrate.restriction_lifted" if cond["holds"] else "apnap.narrate.restriction_applies"
        if cond["holds"] == cond["done"]:  # "As long as …, … can't block" (static_combat.py): applies while it holds
            key = "apnap.narrate.restriction_while" if cond["holds"] else "apnap.narrate.restriction_while_lifted"
        return t(key, lang, condition=cond["condition"], text=cond["said"],
                 moment=declared(cond["checked_at"], lang), rules=", ".join(cond["checked_at"]))
    if cond.get("enters"):  # "If it was kicked, it enters with …": a replacement applied as it enters (614.1c, 614.12)
        return t("apnap.narrate.enters_condition_held" if cond["holds"] else "apnap.narrate.enters_condition_failed",
                 lang, condition=cond["condition"], text=cond["said"])
    if cond.get("static"):  # a static ability's condition (611.3a): in force while it holds, checked continuously
        return t("apnap.narrate.static_condition_held" if cond["holds"] else "apnap.narrate.static_condition_failed",
                 lang, condition=cond["condition"], text=cond["said"])
    done = t("apnap.narrate.condition_done" if cond["done"] else "apnap.narrate.condition_not_done", lang)
    if "could" in cond:  # "If you can't, …": whether the instruction before acted on anything (engine/branches.py)
        return t("apnap.narrate.branch_could" if cond["could"] else "apnap.narrate.branch_could_not", lang,
                 player=cond["player"], instruction=cond["instruction"], text=cond["said"], done=done)
    if "anyone" in cond:  # "If a player does, …" / "If no one does, …" (engine/act_any_player_may.py)
        return t("apnap.narrate.branch_anyone" if cond["anyone"] else "apnap.narrate.branch_no_one", lang,
                 player=cond["anyone"], instruction=cond["instruction"], text=cond["said"], done=done)
    if "otherwise_of" in cond:  # "Otherwise, …": the condition before, checked again
        return t("apnap.narrate.branch_otherwise", lang, condition=cond["otherwise_of"], text=cond["said"],
                 done=done, held=t("apnap.narrate.branch_false" if cond["done"] else "apnap.narrate.branch_true", lang))
    return t("apnap.narrate.condition_held" if cond["holds"] else "apnap.narrate.condition_failed", lang,
             condition=cond["condition"], text=cond["said"], done=done)


def _not_done_lines(resolution: Resolution, lang: str) -> list[str]:
    """Each instruction that was not done, and why (608.2c, 603.4, 118.12, 118.12a): "“draw a card” did not happen
    because …". One a board condition's line already said (``conditions``: "… so “…” is not done") is not said twice,
    nor a false intervening "if" (603.4), whose warning says the whole ability back."""
    said = {part for c in resolution.conditions if not c.get("done", True) for part in c["text"].split("; ")}
    lines = []
    for entry in resolution.not_done:
        if entry["text"] in said or entry["why"] == "intervening_if":  # the warning says the whole ability (603.4)
            continue
        key = f"apnap.narrate.not_done_{entry['why']}"
        if entry["why"] == "condition_false" and not entry.get("condition"):
            key += "_unsaid"  # a condition with no words of its own (its check is in ``conditions``)
        lines.append(t(key, lang, instruction=entry["instruction"], condition=entry.get("condition", ""),
                       players=join_names(list(entry.get("players", ())), lang), rule=entry["rule"]))
    return lines


def _static_line(effect: dict[str, Any], lang: str) -> str:
    """A static ability of the spell: "can't be countered" in force on the stack, or its own cost as it was cast
    (601.2f: applied, not applied, or not shown by the board)."""
    if effect.get("change") == "attached_bonus":  # a board Aura's or Equipment's (engine/board_pt.py)
        return t("apnap.narrate.attached_bonus", lang, source=effect["source"], pt=effect["pt"],
                 objects=join_names(list(effect["objects"]), lang))
    if effect.get("change") == "board_static":  # a board permanent's power and toughness static (engine/board_pt.py)
        return t(f"apnap.narrate.board_static_{effect['layer']}", lang, source=effect["source"], pt=effect["pt"],
                 objects=join_names(list(effect["objects"]), lang))
    if effect.get("change") != "spell_cost":
        return t("apnap.narrate.static_on_stack", lang, source=effect["source"])
    applies = effect.get("applies")
    verdict = "unknown" if applies is None else "applied" if applies else "not_applied"
    return t(f"apnap.narrate.spell_cost_{verdict}", lang, source=effect["source"], text=effect["text"],
             mana=effect["mana"], times=effect.get("times", 1))


def _result_lines(resolution: Resolution, lang: str) -> list[str]:
    """How the game stands: goes on after state-based actions, a draw (104.4a) or who won."""
    if resolution.game_result is None:
        return [t("apnap.narrate.result_continue", lang)] if resolution.state_based_actions else []
    if resolution.game_result.get("result") == "draw":
        rule = "104.4d" if "104.4d" in resolution.citations else "104.4a"
        return [t("apnap.narrate.result_draw", lang, rule=rule)]
    winners = resolution.game_result.get("winners", [])
    return [t("apnap.narrate.result_win", lang, players=join_names(winners, lang), n=len(winners))]


# "Any player may …" answered "no" by the board (engine/act_any_player_may.py): why they could not accept
_CANNOT = {"any_player_cannot_pay_life": "apnap.answer.no_cannot_pay_life",
           "any_player_cannot": "apnap.answer.no_cannot"}


def _answer_said(c: ChoiceRecord, lang: str) -> str:
    """A yes / no or an integer answer: "yes", "no (does not pay {3})" for an "unless" cost (118.12a), tagged
    "(default)" when nobody gave it (the deterministic default), as a default pick is."""
    if c.what == "penalty":
        answer = t("apnap.narrate.takes_penalty", lang)
    elif c.what.startswith("pay_life:"):
        answer = t("apnap.answer.pay_life", lang, n=c.what.split(":")[1])
    elif c.pay and c.answer in ("yes", "no"):
        answer = t(f"apnap.answer.unless_{c.answer}", lang, mana=c.pay)
        if c.forced:  # the board shows the cost can't be paid whole (118.3): not a choice
            answer = f"{t('apnap.narrate.forced', lang)} {answer}"
    elif c.answer == "no" and c.forced and c.question in _CANNOT:  # "any player may …": can't do it whole (119.4)
        answer = t(_CANNOT[c.question], lang)
    elif c.answer == "no" and c.forced:  # a "may" with nothing of the kind to choose (101.3)
        answer = t("apnap.answer.no_nothing", lang)
    elif c.answer in ("yes", "no", "mana", "life"):
        answer = t(f"apnap.answer.{c.answer}", lang)
    else:
        answer = str(c.answer)
    return f"{answer} {t('apnap.narrate.auto', lang)}" if c.auto else answer


def _choice_item(i: int, c: ChoiceRecord, lang: str) -> str:
    if c.answer is not None:
        return f"{i}) {c.player}: {_answer_said(c, lang)}"
    if c.unknown:
        return f"{i}) {c.player}: {c.what}"
    if c.none and c.required == 0:  # "discards a card for each taxes vote" with none: an amount of 0, not an empty
        body = t("apnap.narrate.none_zero", lang, what=c.what)  # hand (judge 31b: hand sizes are public, 402.3)
    elif c.none:  # "— (no creatures with flying)": the kind as the text says it, not only its noun
        body = t("apnap.narrate.none_kind", lang, kind=objects(Words(lang), c.kind[0], True, card=c.kind[1])) \
            if c.kind else t("apnap.narrate.none", lang, noun=NounRef(c.noun, many=True))
    elif c.hidden:
        body = t("apnap.narrate.hidden_choice", lang, cards=count(len(c.labels), "card", lang))
    else:
        body = join_names(choice_labels(c, lang), lang) if c.labels else "—"
    if c.forced and not c.none:
        body = f"{t('apnap.narrate.forced', lang)} {body}"
    elif c.auto:
        body = f"{body} {t('apnap.narrate.auto', lang)}"
    return f"{i}) {c.player}: {body}"


def _cost_lines(cost: StepResult, lang: str) -> list[str]:
    """A cost part: what was paid, the controller's choice and the event ("Dave discards Duress")."""
    header = t("apnap.narrate.cost", lang, text=cost.reading or cost.text)
    if cost.citations:
        header += " " + t("apnap.narrate.step_rules", lang, items=", ".join(cost.citations))
    items = [_choice_item(i + 1, c, lang) for i, c in enumerate(cost.choices)]
    items += [event_text(e, lang) for e in cost.events if (e.names or e.amount or e.extra.get("unknown"))
              and not e.extra.get("no_event")]
    return [header, t("apnap.narrate.cost_done", lang, items=_DOT.join(items) or t("apnap.narrate.nothing", lang)),
            *replaced_lines(cost.events, lang)]


def _step_lines(step: StepResult, res: Resolution, lang: str) -> list[str]:
    lines = _step_event_lines(step, res, lang)
    lines.extend(replaced_lines(step.events, lang))  # what the board's replacement effects changed (614.1a)
    lines.extend(read_from_lines(step, lang))  # "its toughness": read from which object, at which moment (608.2h)
    for effect in step.extra.get("effects", []):  # a record that qualifies the step ("It can't be regenerated")
        record = EventRecord(effect["player"], effect["action"], labels=list(effect["objects"]),
                             amount=effect["amount"], extra={k: v for k, v in effect.items() if k not in _RECORD_KEYS})
        if applies_to_nothing(record):  # "… applies to nothing": no duration to say (narrate_keys)
            lines.append(t("apnap.narrate.rule_change_nothing", lang, items=event_text(record, lang)))
            continue
        lines.append(t("apnap.narrate.rule_change", lang, items=event_text(record, lang),
                       duration=t(f"apnap.duration.{effect.get('duration', 'static')}", lang, you=res.controller)))
    return lines


_RECORD_KEYS = frozenset({"player", "action", "objects", "amount", "hidden"})


def _vote_outcome(extra: dict[str, Any], lang: str) -> str:
    """Who the vote favours (701.38a): of two options, the one with more votes or a tie; of three or more options, or
    of objects voted for, the one with the most votes or all of those tied for most."""
    winner, leaders = extra.get("winner"), list(extra.get("leaders") or ())
    if len(extra.get("options") or ()) == 2 or not leaders:
        return t("apnap.narrate.vote_winner", lang, option=winner) if winner else t("apnap.narrate.vote_tied", lang)
    if winner:
        return t("apnap.narrate.vote_most", lang, option=winner)
    return t("apnap.narrate.vote_tied_most", lang, options=join_names(leaders, lang))


def _step_event_lines(step: StepResult, res: Resolution, lang: str) -> list[str]:
    n = step.index + 1
    header = t("apnap.narrate.step", lang, n=n, text=step.reading or step.text)  # what the resolver understood
    if step.citations:  # each step says which rules decide it, as a judge would
        header += " " + t("apnap.narrate.step_rules", lang, items=", ".join(step.citations))
    lines = [header]
    if not step.order:
        lines.append(t("apnap.narrate.nobody", lang, n=n))
        return lines
    if step.action == "vote":
        items = _DOT.join(_choice_item(i + 1, c, lang) for i, c in enumerate(step.choices))
        lines.append(t("apnap.narrate.votes", lang, n=n, player=step.order[0], items=items))
        tally = step.extra.get("tally", {})
        outcome = _vote_outcome(step.extra, lang)
        lines.append(t("apnap.narrate.tally", lang, items=", ".join(f"{o} {v}" for o, v in tally.items()),
                       outcome=outcome))
        return lines
    if step.choices:
        items = _DOT.join(_choice_item(i + 1, c, lang) for i, c in enumerate(step.choices))
        if "101.1" in step.citations:
            key = "apnap.narrate.choices_you_first"
        elif "805.6" in step.citations:
            key = "apnap.narrate.choices_team"
        else:
            key = "apnap.narrate.choices"
        lines.append(t(key, lang, n=n, items=items, player=step.order[0]))
    # players who end up doing nothing are already shown in the choices line ("— (no creatures)")
    acting = [e for e in step.events if (e.names or e.action not in _PICK_ACTIONS or e.extra.get("unknown"))
              and not e.extra.get("no_event")]  # 0 life or 0 damage is no event (119.9, 120.8): not told as one
    acting = chosen_types_said(step, acting, lang)  # "Carol elige Oso" (205.3m)
    events = [event_text(e, lang) + permission_timing(e, lang) for e in acting] or [t("apnap.narrate.nothing", lang)]
    if step.action in ("rule_change", "prevent", "replace") and step.events:  # nothing happens now: whom, how long
        lines.append(t("apnap.narrate.rule_change", lang, items=_DOT.join(events), duration=_duration(step, res, lang)))
    elif step.action == "draw" and len({e.player for e in acting}) > 1:  # one player at a time (121.2c); a single
        # drawer's draw is said as any other one event (judge 41es: "Un jugador tras otro: Dave roba 1 carta")
        lines.append(t("apnap.narrate.sequential", lang, items=_DOT.join(events)))
    elif step.simultaneous:
        lines.append(t("apnap.narrate.simultaneously", lang, items=_DOT.join(events)))
    else:
        lines.append(t("apnap.narrate.in_order", lang, items=_DOT.join(events)))
    return lines


def _duration(step: StepResult, res: Resolution, lang: str) -> str:
    """How long the rule change lasts; a static restriction with an "unless" (611.3a) applies while its
    condition is false, checked again each time attackers or blockers are declared (508.1c, 509.1b)."""
    extra = step.events[0].extra
    duration = str(extra.get("duration", "static"))
    if extra.get("unless"):
        return t("apnap.duration.static_unless", lang, condition=extra["unless"],
                 moment=declared(list(extra.get("checked_at", ())), lang))
    if extra.get("while"):  # "As long as …, … can't block" (611.3a): applies while its condition holds
        return t("apnap.duration.static_while", lang, condition=extra["while"],
                 moment=declared(list(extra.get("checked_at", ())), lang))
    own = f"apnap.duration.{duration}.{extra.get('act')}"  # "the next turn" is not "the next untap step" (614.10a)
    return t(own if own in catalog() else f"apnap.duration.{duration}", lang, you=res.controller)


def _sba_key(rules: list[str]) -> str:
    """Why it is put into the graveyard: no loyalty (704.5i), toughness 0 or less (704.5f: no damage was dealt)
    or lethal damage (704.5g)."""
    if "704.5i" in rules:
        return "apnap.narrate.sba_no_loyalty"
    if "704.5h" in rules:  # damage from a source with deathtouch (702.2b)
        return "apnap.narrate.sba_deathtouch"
    return "apnap.narrate.sba_no_toughness" if "704.5f" in rules else "apnap.narrate.sba_dies"


# each state-based action's line by its event; "dies" by why (_sba_key), "loses" (704.5a-c) otherwise
_SBA_KEYS = {"exiled_instead": "apnap.narrate.sba_exiled_instead", "indestructible": "apnap.narrate.sba_indestructible",
             "aura_to_graveyard": "apnap.narrate.sba_aura", "aura_illegal": "apnap.narrate.sba_aura_illegal",
             "unattached": "apnap.narrate.sba_unattached", "counters_annihilated": "apnap.narrate.sba_annihilated",
             "legend_rule": "apnap.narrate.sba_legend"}


def _sba_line(res: Resolution, lang: str) -> str:
    """The state-based actions of each check (704.3): all of one check at once, a later check after it."""
    line = ""
    for check in sorted({s.check for s in res.state_based_actions}):
        items = _DOT.join(_sba_item(s, lang) for s in res.state_based_actions if s.check == check)
        line += t("apnap.narrate.sba" if not line else "apnap.narrate.sba_again", lang, items=items)
    return line


def _sba_item(s: SBARecord, lang: str) -> str:
    if s.replaced_by is not None and s.event != "dies":
        return t("apnap.narrate.sba_replaced", lang, player=s.player, object=s.object, source=s.replaced_by,
                 rules=", ".join(s.rules))
    return t(_sba_key(s.rules) if s.event == "dies" else _SBA_KEYS.get(s.event, "apnap.narrate.loses"),
             lang, player=s.player, object=s.object, rules=", ".join(s.rules), amount=s.amount or 0)


def _stack_line(res: Resolution, lang: str) -> str:
    groups: list[list[Any]] = []  # consecutive identical [controller, source, count]
    for tr in res.stack:
        source = t("apnap.narrate.spell_on_stack", lang, source=tr.source) if tr.spell else t(
            "apnap.narrate.ability_on_stack", lang, source=tr.source) if tr.ability else tr.source
        if groups and groups[-1][0] == tr.controller and groups[-1][1] == source:
            groups[-1][2] += 1
        else:
            groups.append([tr.controller, source, 1])
    items = _DOT.join(f"{c}: {s}" + (f" ×{k}" if k > 1 else "") for c, s, k in groups)
    top = res.stack[-1]
    # a spell the effect cast or a copy it made (of a spell or an ability, 707.10) lies below the triggers (608.2g,
    # 603.3b): the line then says "stack", not "triggers"
    key = "apnap.narrate.stack_spells" if any(tr.spell or tr.ability for tr in res.stack) else "apnap.narrate.stack"
    line = t(key, lang, items=items, first=f"{top.source} ({top.controller})")
    choosing = list(dict.fromkeys(tr.controller for tr in res.stack if tr.order_chosen))
    if choosing:  # 603.3b: the order among one player's own triggers is that player's choice, not a rule's
        line += " " + t("apnap.narrate.own_order", lang, players=_DOT.join(choosing))
    return line
