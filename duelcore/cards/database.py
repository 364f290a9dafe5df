"""Read-only access to a YGOPro/EDOPro card database (``.cdb``).

A ``.cdb`` is an SQLite file with the tables ``datas`` (numbers) and ``texts`` (name, card text),
described in FORMATS.md 1.1. duelcore ships its own ``duelcore/cards/data/cards.cdb`` (built by
``scripts/build_card_db.py``) which keeps that schema, stores the current English (TCG) name in
``texts.name``, and adds a ``names(id, ja_name, db_name)`` table with the Japanese name and the
source database's own English name. Any other YGOPro/EDOPro database opens too; without a ``names``
table the Japanese name is unknown and ``db_name`` equals ``name``.

The whole database is read once when opened (one join query) and kept in dictionaries, so
:meth:`CardDatabase.get` is a dictionary look-up.
"""

from __future__ import annotations

import difflib
import importlib.resources
import operator
import os
import sqlite3
import threading
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar, Iterator

from duelcore.errors import CardDatabaseError, UnknownCardName, UnknownPasscode

from .types import EXTRA_DECK_TYPES, Attribute, CardKind, LinkArrow, MonsterType, TypeBits

__all__ = ["CardData", "CardDatabase", "TrapMonsterStats", "ARTWORK_OFFSET"]

#: Two passcodes closer than this are artworks of one card when one is the other's ``alias``
#: (YGOPro ``CARD_ARTWORK_VERSIONS_OFFSET``; FORMATS.md 1.1 ``alias``).
ARTWORK_OFFSET = 20

#: ``atk``/``def`` value that stands for a printed "?" (FORMATS.md 1.1).
QUESTION_MARK = -2

#: What to do about a row that cannot be read (ends the error for using it).
BAD_ROW_ADVICE = "fix that row of the card database, or use another database (duelcore --cdb PATH)"

#: The highest ATK/DEF a row may hold: printed values go up to 5000; a larger one is a broken row.
MAX_STAT = 100_000
#: The highest Level, Rank or Pendulum Scale a row may hold (Rank 13 and Scale 13 are printed).
MAX_LEVEL = 13
#: The highest Link Rating (a Link Monster has at most 8 Link Arrows).
MAX_LINK_RATING = 8
#: Every Link Arrow bit (FORMATS.md 1.3); 0x10, the card's centre, is never one.
_ALL_ARROWS = 0x1FF & ~0x10

_SQLITE_MAGIC = b"SQLite format 3\x00"
_DATAS_COLUMNS = ("id", "ot", "alias", "setcode", "type", "atk", "def", "level", "race", "attribute")
_TEXTS_COLUMNS = ("id", "name", "desc")
_INT_FIELDS = _DATAS_COLUMNS  # every datas column that is read must hold an integer

_T = TypeBits
_B_MONSTER = int(_T.MONSTER)
_B_SPELL = int(_T.SPELL)
_B_TRAP = int(_T.TRAP)
_B_NORMAL = int(_T.NORMAL)
_B_EFFECT = int(_T.EFFECT)
_B_FUSION = int(_T.FUSION)
_B_RITUAL = int(_T.RITUAL)
_B_TRAP_MONSTER = int(_T.TRAP_MONSTER)
_B_SPIRIT = int(_T.SPIRIT)
_B_UNION = int(_T.UNION)
_B_GEMINI = int(_T.GEMINI)
_B_TUNER = int(_T.TUNER)
_B_SYNCHRO = int(_T.SYNCHRO)
_B_TOKEN = int(_T.TOKEN)
_B_QUICK_PLAY = int(_T.QUICK_PLAY)
_B_CONTINUOUS = int(_T.CONTINUOUS)
_B_EQUIP = int(_T.EQUIP)
_B_FIELD = int(_T.FIELD)
_B_COUNTER = int(_T.COUNTER)
_B_FLIP = int(_T.FLIP)
_B_TOON = int(_T.TOON)
_B_XYZ = int(_T.XYZ)
_B_PENDULUM = int(_T.PENDULUM)
_B_SPECIAL_SUMMON_ONLY = int(_T.SPECIAL_SUMMON_ONLY)
_B_LINK = int(_T.LINK)
_B_EXTRA_DECK = int(EXTRA_DECK_TYPES)

_MONSTER_SUB_KINDS = (
    (_B_TOKEN, "Token"),
    (_B_LINK, "Link"),
    (_B_XYZ, "Xyz"),
    (_B_SYNCHRO, "Synchro"),
    (_B_FUSION, "Fusion"),
    (_B_RITUAL, "Ritual"),
    (_B_EFFECT, "Effect"),
    (_B_NORMAL, "Normal"),
)
_SPELL_SUB_KINDS = (
    (_B_RITUAL, "Ritual"),
    (_B_QUICK_PLAY, "Quick-Play"),
    (_B_CONTINUOUS, "Continuous"),
    (_B_EQUIP, "Equip"),
    (_B_FIELD, "Field"),
)
_TRAP_SUB_KINDS = (
    (_B_CONTINUOUS, "Continuous"),
    (_B_COUNTER, "Counter"),
)
_MONSTER_ABILITIES = (
    (_B_PENDULUM, "Pendulum"),
    (_B_TUNER, "Tuner"),
    (_B_FLIP, "Flip"),
    (_B_TOON, "Toon"),
    (_B_SPIRIT, "Spirit"),
    (_B_UNION, "Union"),
    (_B_GEMINI, "Gemini"),
)


def _stat(value: int | None) -> str:
    return "?" if value is None else str(value)


@dataclass(frozen=True, slots=True)
class TrapMonsterStats:
    """What a Trap Card that Special Summons itself as a monster becomes (e.g. Embodiment of Apophis).

    The database stores these on the Trap's row (FORMATS.md 1.1, "Trap monsters"). ``atk``/``defense``
    are None for a printed "?".
    """

    monster_type: MonsterType
    attribute: Attribute
    level: int
    atk: int | None
    defense: int | None


def _sub_kind_of(bits: int) -> str:
    """The sub-type a card with these type bits has (see :attr:`CardData.sub_kind`)."""
    if bits & _B_MONSTER:
        table, default = _MONSTER_SUB_KINDS, "Effect"
    elif bits & _B_SPELL:
        table, default = _SPELL_SUB_KINDS, "Normal"
    else:
        table, default = _TRAP_SUB_KINDS, "Normal"
    for bit, label in table:
        if bits & bit:
            return label
    return default


@dataclass(frozen=True, slots=True)
class CardData:
    """The printed data of one card, one row of a card database (FORMATS.md 1.1-1.3).

    Fields:
        passcode: the row's ``id`` (the 8-digit number printed on the card, leading zeros dropped).
        name: the current English (TCG) name.
        japanese_name: the official Japanese name, None when the database does not know it.
        db_name: the source database's own English name (equal to ``name`` when identical).
        type_bits: the card-type bit set.
        monster_type: the monster's Type; None for Spells and Traps (Trap monsters included).
        attribute: the monster's Attribute; None for Spells and Traps.
        level: Level, Rank or Link rating (low byte of ``level``); 0 for Spells and Traps.
        atk: printed ATK, None for "?" and for Spells/Traps.
        defense: printed DEF, None for "?", for Link Monsters and for Spells/Traps.
        link_arrows: the Link Arrows; ``LinkArrow(0)`` unless a Link Monster.
        pendulum_scales: (left, right) Pendulum Scales of a Pendulum Monster, else None.
        setcodes: the non-zero 16-bit archetype codes, in storage order (lowest 16 bits first). An
            alternate artwork stored without setcode takes its original's, as it is the same card.
        alias: the raw ``alias`` column (0, or another passcode).
        ot: the raw legality-scope bits (1 OCG, 2 TCG, ...).
        text: the card text, line breaks normalised to ``"\\n"``.
        alias_same_name: True when ``alias`` names a row of the same database with the same English
            name, i.e. an alternate artwork printed with its own passcode (Dark Magician 36996508 ->
            46986414) even though the two passcodes are more than ``ARTWORK_OFFSET`` apart.
        trap_monster: for a Trap Card stored with monster stats, what it becomes when Special
            Summoned as a monster; else None.
    """

    passcode: int
    name: str
    japanese_name: str | None
    db_name: str
    type_bits: TypeBits
    monster_type: MonsterType | None
    attribute: Attribute | None
    level: int
    atk: int | None
    defense: int | None
    link_arrows: LinkArrow
    pendulum_scales: tuple[int, int] | None
    setcodes: tuple[int, ...]
    alias: int
    ot: int
    text: str
    alias_same_name: bool = False
    trap_monster: TrapMonsterStats | None = None
    _bits: int = field(init=False, repr=False, compare=False)
    _sub_kind: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # The type bits as a plain int: rules code tests them constantly, and IntFlag
        # arithmetic builds a new enum member on every test; the sub-type, read as often, once.
        bits = int(self.type_bits)
        object.__setattr__(self, "_bits", bits)
        object.__setattr__(self, "_sub_kind", _sub_kind_of(bits))

    # ----- kind -------------------------------------------------------------------------------
    @property
    def kind(self) -> CardKind:
        """Monster, Spell or Trap Card (from the MONSTER/SPELL/TRAP type bit)."""
        bits = self._bits
        if bits & _B_MONSTER:
            return CardKind.MONSTER
        if bits & _B_SPELL:
            return CardKind.SPELL
        return CardKind.TRAP

    @property
    def sub_kind(self) -> str:
        """The card's sub-type as the rulebook names it.

        Monsters: "Normal", "Effect", "Fusion", "Ritual", "Synchro", "Xyz", "Link" or "Token".
        Spells: "Normal", "Quick-Play", "Continuous", "Equip", "Field" or "Ritual".
        Traps: "Normal", "Continuous" or "Counter".
        """
        return self._sub_kind

    @property
    def is_monster(self) -> bool:
        """True for a Monster Card (Tokens included)."""
        return bool(self._bits & _B_MONSTER)

    @property
    def is_spell(self) -> bool:
        """True for a Spell Card."""
        return bool(self._bits & _B_SPELL)

    @property
    def is_trap(self) -> bool:
        """True for a Trap Card (Trap monsters included)."""
        return bool(self._bits & _B_TRAP)

    @property
    def is_normal_monster(self) -> bool:
        """True for a Normal Monster (no effect); Tokens are not Normal Monsters."""
        bits = self._bits
        return bool(bits & _B_MONSTER and bits & _B_NORMAL and not bits & _B_TOKEN)

    @property
    def is_effect_monster(self) -> bool:
        """True for a monster with the Effect bit."""
        bits = self._bits
        return bool(bits & _B_MONSTER and bits & _B_EFFECT)

    @property
    def is_token(self) -> bool:
        """True for a Token row."""
        return bool(self._bits & _B_TOKEN)

    @property
    def is_extra_deck(self) -> bool:
        """True for a Fusion, Synchro, Xyz or Link Monster (a card of the Extra Deck)."""
        return bool(self._bits & _B_MONSTER and self._bits & _B_EXTRA_DECK)

    @property
    def is_fusion(self) -> bool:
        """True for a Fusion Monster."""
        return bool(self._bits & _B_MONSTER and self._bits & _B_FUSION)

    @property
    def is_ritual(self) -> bool:
        """True for a Ritual Monster or a Ritual Spell."""
        return bool(self._bits & _B_RITUAL)

    @property
    def is_synchro(self) -> bool:
        """True for a Synchro Monster."""
        return bool(self._bits & _B_MONSTER and self._bits & _B_SYNCHRO)

    @property
    def is_xyz(self) -> bool:
        """True for an Xyz Monster."""
        return bool(self._bits & _B_MONSTER and self._bits & _B_XYZ)

    @property
    def is_link(self) -> bool:
        """True for a Link Monster."""
        return bool(self._bits & _B_MONSTER and self._bits & _B_LINK)

    @property
    def is_pendulum(self) -> bool:
        """True for a Pendulum Monster."""
        return bool(self._bits & _B_MONSTER and self._bits & _B_PENDULUM)

    @property
    def is_flip(self) -> bool:
        """True for a Flip monster (has a FLIP effect)."""
        return bool(self._bits & _B_MONSTER and self._bits & _B_FLIP)

    @property
    def is_special_summon_only(self) -> bool:
        """True for a monster that cannot be Normal Summoned or Set (the database's "Special Summon only" bit)."""
        return bool(self._bits & _B_SPECIAL_SUMMON_ONLY)

    @property
    def is_field_spell(self) -> bool:
        """True for a Field Spell."""
        return bool(self._bits & _B_SPELL and self._bits & _B_FIELD)

    # ----- identity ---------------------------------------------------------------------------
    @property
    def is_alternate_artwork(self) -> bool:
        """True when this row is another artwork of the card ``alias`` (the same card in every rule).

        That is: ``alias != 0`` and either ``|alias - passcode| < ARTWORK_OFFSET`` (YGOPro's rule,
        FORMATS.md 1.1) or the ``alias`` row has the same English name (``alias_same_name``; e.g. Dark
        Magician 36996508 and Polymerization 27847700, printed passcodes of the same cards).
        """
        return self.alias != 0 and (abs(self.alias - self.passcode) < ARTWORK_OFFSET or self.alias_same_name)

    @property
    def identity(self) -> int:
        """The passcode that stands for this card in every rule (3-copy count, banlists, scripts).

        ``alias`` for an alternate artwork, else ``passcode``.
        """
        return self.alias if self.is_alternate_artwork else self.passcode

    @property
    def rule_code(self) -> int | None:
        """The passcode whose name this card is also treated as having, or None.

        Set for a non-Token row whose ``alias`` is not an artwork link, e.g. A Legendary Ocean 295517
        ("This card's name is always treated as 'Umi'") -> 22702055. YGOPro calls it ``rule_code``
        (FORMATS.md 1.1 ``alias``). Such a card is still a different card for the 3-copy count.
        """
        if self.alias == 0 or self.is_alternate_artwork or self._bits & _B_TOKEN:
            return None
        return self.alias

    # ----- numbers ----------------------------------------------------------------------------
    @property
    def rank(self) -> int | None:
        """The Rank of an Xyz Monster, else None."""
        return self.level if self.is_xyz else None

    @property
    def link_rating(self) -> int | None:
        """The Link Rating of a Link Monster, else None."""
        return self.level if self.is_link else None

    @property
    def atk_value(self) -> int:
        """ATK as a number for calculations: a "?" (and a Spell/Trap) counts as 0."""
        return self.atk or 0

    @property
    def def_value(self) -> int:
        """DEF as a number for calculations: "?", Link Monsters and Spells/Traps count as 0."""
        return self.defense or 0

    def matches_setcode(self, code: int) -> bool:
        """True when the card belongs to archetype ``code`` (a 16-bit setcode).

        YGOPro ``check_setcode`` (FORMATS.md 1.1 ``setcode``): one of the card's codes ``c`` has
        ``c & 0x0fff == code & 0x0fff`` and ``c & code & 0xf000 == code & 0xf000`` (so the base
        archetype 0x0a2 matches the sub-archetype 0x10a2, not the reverse).
        """
        low = code & 0x0FFF
        high = code & 0xF000
        for own in self.setcodes:
            if own & 0x0FFF == low and own & high == high:
                return True
        return False

    def describe(self) -> str:
        """A one-line summary, e.g. ``"Dark Magician [Monster/Normal] DARK Spellcaster Lv7 2500/2100"``.

        Xyz Monsters show ``Rank4``, Link Monsters ``Link-1 1000`` and their arrows, Pendulum Monsters
        their scales; Spells/Traps just ``"Name [Spell/Field]"``.
        """
        head = f"{self.name} [{self.kind.value}/{self.sub_kind}"
        if self.is_monster:
            extra = [label for bit, label in _MONSTER_ABILITIES if self.type_bits & bit]
            head += "".join("/" + label for label in extra) + "]"
            parts = [head]
            if self.attribute is not None:
                parts.append(self.attribute.label)
            if self.monster_type is not None:
                parts.append(self.monster_type.label)
            if self.is_link:
                parts.append(f"Link-{self.level} {_stat(self.atk)} [{self.link_arrows.label}]")
            else:
                level = f"Rank{self.level}" if self.is_xyz else f"Lv{self.level}"
                parts.append(f"{level} {_stat(self.atk)}/{_stat(self.defense)}")
            if self.pendulum_scales is not None:
                parts.append(f"Scales {self.pendulum_scales[0]}/{self.pendulum_scales[1]}")
            text = " ".join(parts)
        else:
            text = head + "]"
            tm = self.trap_monster
            if tm is not None:
                text += (
                    f" (Trap Monster: {tm.attribute.label} {tm.monster_type.label} "
                    f"Lv{tm.level} {_stat(tm.atk)}/{_stat(tm.defense)})"
                )
        if self.is_alternate_artwork:
            text += f" (artwork {self.passcode} of {self.alias})"
        return text


def _name_key(name: str) -> str:
    """Normalise a card name for look-up: NFKC, drop format characters, collapse spaces, casefold."""
    text = unicodedata.normalize("NFKC", name)
    if not text.isascii():
        text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return " ".join(text.split()).casefold()


class _BadRow(Exception):
    """A row whose columns cannot be read (internal; turned into CardDatabaseError)."""


def _unpack_setcodes(value: int) -> tuple[int, ...]:
    value &= 0xFFFF_FFFF_FFFF_FFFF
    codes = []
    while value:
        code = value & 0xFFFF
        if code:
            codes.append(code)
        value >>= 16
    return tuple(codes)


def _make_card(row: tuple, ja_name: str | None, db_name: str | None, alias_same_name: bool) -> CardData:
    """Build a CardData from ``(id, ot, alias, setcode, type, atk, def, level, race, attribute, name, desc)``."""
    code, ot, alias, setcode, type_, atk, def_, level, race, attribute, name, desc = row
    bits = TypeBits(type_)
    monster_type = attr = None
    lvl = 0
    card_atk = card_def = None
    arrows = LinkArrow(0)
    scales = None
    trap_monster = None
    if type_ & 0x1:
        monster_type = MonsterType(race) if race else None
        attr = Attribute(attribute) if attribute else None
        lvl = level & 0xFF
        card_atk = None if atk == QUESTION_MARK else atk
        if type_ & 0x4000000:
            arrows = LinkArrow(def_)
        else:
            card_def = None if def_ == QUESTION_MARK else def_
        if type_ & 0x1000000:
            scales = ((level >> 24) & 0xFF, (level >> 16) & 0xFF)
    elif type_ & 0x4 and race and attribute:
        trap_monster = TrapMonsterStats(
            MonsterType(race),
            Attribute(attribute),
            level & 0xFF,
            None if atk == QUESTION_MARK else atk,
            None if def_ == QUESTION_MARK else def_,
        )
    if desc is None:
        desc = ""
    elif "\r" in desc:
        desc = desc.replace("\r\n", "\n").replace("\r", "\n")
    return CardData(
        passcode=code,
        name=name,
        japanese_name=ja_name or None,
        db_name=db_name or name,
        type_bits=bits,
        monster_type=monster_type,
        attribute=attr,
        level=lvl,
        atk=card_atk,
        defense=card_def,
        link_arrows=arrows,
        pendulum_scales=scales,
        setcodes=_unpack_setcodes(setcode) if setcode else (),
        alias=alias,
        ot=ot,
        text=desc,
        alias_same_name=alias_same_name,
        trap_monster=trap_monster,
    )


def _check_row(row: tuple) -> None:
    """Raise _BadRow naming the first column that cannot be read: a datas column that is not an
    integer, a name that is not text, or a number the card uses that is out of range (see
    :func:`_check_numbers`)."""
    for column, value in zip(_INT_FIELDS, row):
        if type(value) is not int:
            raise _BadRow(f"column datas.{column} is {value!r}, not an integer")
    _check_numbers(row)
    if not isinstance(row[10], str) or not row[10].strip():
        raise _BadRow(f"column texts.name is {row[10]!r}, not a card name")
    if row[11] is not None and not isinstance(row[11], str):
        raise _BadRow(f"column texts.desc is {row[11]!r}, not text")
    if len(row) > 12:
        for column, value in zip(("names.ja_name", "names.db_name"), row[12:]):
            if value is not None and not isinstance(value, str):
                raise _BadRow(f"column {column} is {value!r}, not text")


def _check_numbers(row: tuple) -> None:
    """Raise _BadRow naming the first column of ``row`` (all integers) whose number the card uses
    but no card can have: a monster's (or Trap monster's) ATK or DEF that is negative other than
    -2 ("?") or above MAX_STAT; a Level or Rank outside 0..MAX_LEVEL, a Link Rating outside
    1..MAX_LINK_RATING, a Pendulum Scale above MAX_LEVEL; a Link Monster's Link Arrows that are
    not a set of arrow bits. Columns the card does not use (a Spell's ATK) are not checked.
    Source: FORMATS.md 1.1 and 1.3 (what each column holds)."""
    _, _, _, _, type_, atk, def_, level, race, attribute = row[:10]
    if type_ & _B_MONSTER:
        link, pendulum = type_ & _B_LINK, type_ & _B_PENDULUM
    elif type_ & _B_TRAP and race and attribute:
        link = pendulum = 0
    else:
        return
    stats = (("atk", atk, "an ATK"),) if link else (("atk", atk, "an ATK"), ("def", def_, "a DEF"))
    for column, value, what in stats:
        if value != QUESTION_MARK and not 0 <= value <= MAX_STAT:
            raise _BadRow(f"column datas.{column} is {value}, not {what} (0 to {MAX_STAT:,}, or {QUESTION_MARK} for \"?\")")
    if link and (def_ <= 0 or def_ & ~_ALL_ARROWS):
        raise _BadRow(f"column datas.def is {def_}, not a Link Monster's Link Arrows (a set of the bits of {_ALL_ARROWS:#x})")
    if link:
        if not 1 <= level <= MAX_LINK_RATING:
            raise _BadRow(f"column datas.level is {level}, not a Link Rating (1 to {MAX_LINK_RATING})")
        return
    what = "a Rank" if type_ & _B_XYZ and type_ & _B_MONSTER else "a Level"
    if not pendulum:
        if not 0 <= level <= MAX_LEVEL:
            raise _BadRow(f"column datas.level is {level}, not {what} (0 to {MAX_LEVEL})")
        return
    if not 0 <= level < 1 << 32 or level & 0xFF00:
        raise _BadRow(f"column datas.level is {level}, not a Pendulum Monster's Level and Pendulum Scales "
                      "(bytes, lowest first: Level, 0, right Scale, left Scale)")
    for part, value in ((what, level & 0xFF), ("a right Pendulum Scale", (level >> 16) & 0xFF),
                        ("a left Pendulum Scale", (level >> 24) & 0xFF)):
        if value > MAX_LEVEL:
            raise _BadRow(f"column datas.level is {level:#x}, holding {value}, not {part} (0 to {MAX_LEVEL})")


class CardDatabase:
    """A card database loaded into memory (FORMATS.md 1.1 schema).

    Open one with :meth:`default` (duelcore's shipped database) or :meth:`open` (any YGOPro/EDOPro
    ``.cdb``). All rows are read at open; the object is then read-only and safe to share.

    Attributes:
        path: the file the cards were read from (pathlib.Path).
        bad_rows: ``{passcode: reason}`` for rows that could not be read (a non-integer column, a
            missing name, a number out of range such as an ATK of 10**17 ...). They are left out of
            ``len``/iteration/``in``; :meth:`get` on one (or :meth:`find` on its name) raises
            CardDatabaseError naming the file, the passcode and the column.
    """

    _default: ClassVar["CardDatabase | None"] = None
    _default_lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self, path: Path, cards: dict[int, CardData], bad_rows: dict[int | str, str],
                 bad_names: dict[str, int | str] | None = None) -> None:
        """Wrap already-loaded cards; use :meth:`open` or :meth:`default` instead.

        ``bad_names`` maps the look-up key (see ``_name_key``) of each bad row's name to its
        passcode, so that :meth:`find` can say why the card cannot be used.
        """
        self.path = path
        self.bad_rows = bad_rows
        self._bad_names = bad_names or {}
        self._cards = cards
        self._by_name: dict[str, int] | None = None
        self._key_display: dict[str, str] = {}
        self._name_lock = threading.Lock()
        self._setnames: dict[str, int] | None = None

    # ----- opening ----------------------------------------------------------------------------
    @classmethod
    def default(cls) -> "CardDatabase":
        """duelcore's shipped database ``duelcore/cards/data/cards.cdb``, loaded once per process.

        Raises CardDatabaseError if the packaged file is missing or unreadable.
        """
        db = cls._default
        if db is not None:
            return db
        with cls._default_lock:
            if cls._default is None:
                resource = importlib.resources.files("duelcore.cards").joinpath("data", "cards.cdb")
                with importlib.resources.as_file(resource) as path:
                    cls._default = cls.open(path)
            return cls._default

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, strict: bool = False) -> "CardDatabase":
        """Load every card of the YGOPro/EDOPro ``.cdb`` at ``path``.

        Reads ``datas`` joined with ``texts`` (and duelcore's optional ``names`` table). Raises
        CardDatabaseError naming the path and the reason when the file is missing, is not an SQLite
        database, or lacks the ``datas``/``texts`` tables or one of their columns
        (``id ot alias setcode type atk def level race attribute`` / ``id name desc``).

        A row that cannot be read (a non-integer ``datas`` column, a missing name, or a number the
        card uses that no card can have: ATK/DEF negative other than -2 for "?" or above
        MAX_STAT, a Level, Rank, Link Rating, Pendulum Scale or Link Arrows out of range) does not
        fail the load: it is listed in ``bad_rows`` and :meth:`get` on its passcode raises
        CardDatabaseError naming the path, the passcode and the column. With ``strict=True`` the
        first such row raises that error instead.
        """
        p = Path(path)
        if not p.exists():
            raise CardDatabaseError(f"{p}: card database not found")
        if not p.is_file():
            raise CardDatabaseError(f"{p}: card database is not a file")
        try:
            with p.open("rb") as fh:
                magic = fh.read(len(_SQLITE_MAGIC))
        except OSError as exc:
            raise CardDatabaseError(f"{p}: cannot read card database ({exc.strerror or exc})") from exc
        if magic != _SQLITE_MAGIC:
            raise CardDatabaseError(f"{p}: not an SQLite database (a card database is a YGOPro .cdb file)")
        try:
            conn = sqlite3.connect(f"{p.resolve().as_uri()}?mode=ro", uri=True)
        except sqlite3.Error as exc:
            raise CardDatabaseError(f"{p}: cannot open card database ({exc})") from exc
        try:
            rows, with_names = cls._read_rows(p, conn)
        except sqlite3.Error as exc:
            raise CardDatabaseError(f"{p}: cannot read card database ({exc})") from exc
        finally:
            conn.close()
        db = cls._from_rows(p, rows, with_names)
        if strict and db.bad_rows:
            code = next(iter(db.bad_rows))
            raise db._bad_row_error(code)
        return db

    def _bad_row_error(self, code: int | str) -> CardDatabaseError:
        """The error for using the bad row ``code``: the file, the passcode, the column and what to do."""
        return CardDatabaseError(f"{self.path}: passcode {code}: {self.bad_rows[code]}; {BAD_ROW_ADVICE}")

    @staticmethod
    def _read_rows(p: Path, conn: sqlite3.Connection) -> tuple[list[tuple], bool]:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        for table, needed in (("datas", _DATAS_COLUMNS), ("texts", _TEXTS_COLUMNS)):
            if table not in tables:
                raise CardDatabaseError(f"{p}: no {table!r} table (not a YGOPro card database)")
            have = {r[1].lower() for r in conn.execute(f'PRAGMA table_info("{table}")')}
            missing = [c for c in needed if c not in have]
            if missing:
                raise CardDatabaseError(f"{p}: table {table!r} lacks column(s) {', '.join(missing)}")
        with_names = False
        if "names" in tables:
            have = {r[1].lower() for r in conn.execute('PRAGMA table_info("names")')}
            with_names = {"id", "ja_name", "db_name"} <= have
        select = ", ".join(f'd."{c}"' for c in _DATAS_COLUMNS) + ', t."name", t."desc"'
        if with_names:
            sql = (
                f'SELECT {select}, n."ja_name", n."db_name" FROM datas d INNER JOIN texts t ON d.id = t.id '
                "LEFT JOIN names n ON n.id = d.id ORDER BY d.id"
            )
        else:
            sql = f"SELECT {select} FROM datas d INNER JOIN texts t ON d.id = t.id ORDER BY d.id"
        return conn.execute(sql).fetchall(), with_names

    @classmethod
    def _from_rows(cls, p: Path, rows: list[tuple], with_names: bool) -> "CardDatabase":
        bad: dict[int | str, str] = {}
        bad_names: dict[str, int | str] = {}
        good: list[tuple] = []
        for row in rows:
            try:
                _check_row(row)
            except _BadRow as exc:
                key = row[0] if type(row[0]) is int else repr(row[0])
                bad[key] = str(exc)
                if isinstance(row[10], str) and _name_key(row[10]):
                    bad_names.setdefault(_name_key(row[10]), key)
                continue
            good.append(row)
        by_code = {row[0]: row for row in good}

        def name_keys(row: tuple) -> set[str]:
            keys = {_name_key(row[10])}
            if with_names and row[13]:
                keys.add(_name_key(row[13]))
            return keys

        cards: dict[int, CardData] = {}
        for row in good:
            code, alias = row[0], row[2]
            same = False
            original = by_code.get(alias) if alias else None
            if original is not None:
                if abs(alias - code) >= ARTWORK_OFFSET:
                    same = not name_keys(row).isdisjoint(name_keys(original))
                if (same or abs(alias - code) < ARTWORK_OFFSET) and row[3] == 0 and original[3]:
                    row = row[:3] + (original[3],) + row[4:]
            if with_names:
                card = _make_card(row[:12], row[12], row[13], same)
            else:
                card = _make_card(row, None, None, same)
            cards[code] = card
        return cls(p, cards, bad, bad_names)

    # ----- look-up ----------------------------------------------------------------------------
    def get(self, passcode: int) -> CardData:
        """The card with this passcode (an alternate artwork keeps its own passcode).

        Raises UnknownPasscode when the database has no such row, CardDatabaseError when the row
        exists but could not be read (naming the passcode and the column).
        """
        try:
            return self._cards[passcode]
        except (KeyError, TypeError):
            pass
        try:
            code = operator.index(passcode)
        except TypeError:
            raise UnknownPasscode(passcode, f"not a passcode: {type(passcode).__name__}") from None
        if code in self._cards:
            return self._cards[code]
        if code in self.bad_rows:
            raise self._bad_row_error(code)
        raise UnknownPasscode(code, str(self.path.name))

    def find(self, name: str) -> CardData:
        """The card whose English name, Japanese name or database name is ``name``.

        The match is exact after trimming and collapsing whitespace, Unicode NFKC normalisation and
        case folding. When several rows share a name the real card wins over a Token, the original
        passcode over an alternate artwork, then the lowest passcode. Raises UnknownCardName with
        close names (up to five that begin with ``name``, else up to three of difflib's) when nothing matches, CardDatabaseError (naming the file,
        passcode and column) when only a row that could not be read has that name.
        """
        index = self._name_index()
        key = _name_key(name) if isinstance(name, str) else ""
        code = index.get(key) if key else None
        if code is None and key in self._bad_names:
            raise self._bad_row_error(self._bad_names[key])
        if code is None:
            raise UnknownCardName(name, self._suggestions(key))
        return self._cards[code]

    def _suggestions(self, key: str) -> tuple[str, ...]:
        """Names close to the name key ``key``: up to five that begin with it, shortest first (the
        start of a name: "Blue-Eyes" suggests "Blue-Eyes White Dragon" among others), else up to
        three of difflib's closest (a misspelling: "Dark Magican" suggests "Dark Magician")."""
        if not key:
            return ()
        display = self._key_display
        begin = sorted((k for k in display if k.startswith(key)), key=lambda k: (len(k), k))
        close = begin[:5] or difflib.get_close_matches(key, display.keys(), n=6, cutoff=0.6)
        return tuple(dict.fromkeys(display[k] for k in close))[:5 if begin else 3]

    def lookup(self, key: str | int) -> CardData:
        """A card by passcode (an int or an all-digit string such as ``"46986414"``) or else by name.

        Raises UnknownPasscode / UnknownCardName as :meth:`get` / :meth:`find`.
        """
        if isinstance(key, bool):
            raise UnknownPasscode(key, "not a passcode: bool")
        if isinstance(key, int):
            return self.get(key)
        text = key.strip() if isinstance(key, str) else key
        if isinstance(text, str) and text.isascii() and text.isdigit():
            return self.get(int(text))
        return self.find(key)

    def _name_index(self) -> dict[str, int]:
        index = self._by_name
        if index is not None:
            return index
        with self._name_lock:
            if self._by_name is not None:
                return self._by_name
            best: dict[str, tuple] = {}
            display: dict[str, str] = {}
            for card in self._cards.values():
                rank = (bool(card.type_bits & _T.TOKEN), card.is_alternate_artwork, card.passcode)
                for source, text in ((0, card.name), (1, card.db_name), (2, card.japanese_name)):
                    if not text:
                        continue
                    key = _name_key(text)
                    if not key:
                        continue
                    candidate = (source,) + rank
                    old = best.get(key)
                    if old is None or candidate < old:
                        best[key] = candidate
                        display[key] = text.strip()
            self._key_display = display
            self._by_name = {key: value[-1] for key, value in best.items()}
            return self._by_name

    def archetype_code(self, name: str) -> int | None:
        """The 16-bit setcode of the archetype called ``name`` ("Ritual Beast Tamer" -> 0x10b5),
        or None when no archetype has that name (case-insensitive).

        Read from the ``setnames`` table (built from ``strings.conf``'s ``!setname`` lines); a
        database without one uses the shipped database's. Source: FORMATS.md 1.1 ``setcode``.
        """
        if self._setnames is None:
            table: dict[str, int] = {}
            try:
                conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
                try:
                    rows = conn.execute("SELECT code, name FROM setnames").fetchall()
                finally:
                    conn.close()
                table = {str(n).casefold(): int(c) for c, n in rows}
            except sqlite3.Error:
                default = CardDatabase.default()
                if default is not self:
                    default.archetype_code("")
                    table = dict(default._setnames or {})
            self._setnames = table
        return self._setnames.get(name.casefold())

    def __contains__(self, passcode: object) -> bool:
        """True when ``passcode`` (an int) is a readable row of the database."""
        try:
            return passcode in self._cards
        except TypeError:
            return False

    def __len__(self) -> int:
        """Number of readable rows."""
        return len(self._cards)

    def __iter__(self) -> Iterator[CardData]:
        """Every readable card in passcode order."""
        return iter(self._cards.values())

    def __repr__(self) -> str:
        return f"<CardDatabase {self.path} ({len(self._cards)} cards)>"
