"""Playing a duel at a terminal against an AI agent (``duelcore play``).

The person sees only their own view of the duel (DESIGN §4): both fields with positions, the
Field Zones, LP, their hand, the counts of Decks, GYs and banished cards, the phase and the
chain, the opponent's face-down and hidden cards as unknown. Each Decision is a numbered list of
its legal options, in the rulebook's words; the play-by-play of both players' actions is printed
as it happens, as the person may know it (``Event.text(player)``). The board is drawn with Rich
and fits 80 columns.

Besides an option number the person may type a command (``help`` lists them): read a visible
card's text, list the GYs and banished cards, ask why a card cannot be activated now
(``Duel.why_not``), save the game, concede, quit. Invalid input is explained and asked again;
it never changes the duel.

A save and the replay written when the game ends are the duel's record (``engine.replay``): they
hold the seed, so they reveal the AI's hand and Deck order to whoever reads them. The seed is
never shown on screen. The AI answers each Decision with an agent seeded from the game's AI seed
and the number of answers so far, so a resumed game goes on exactly as it would have.

Source: DESIGN §4 (per-player views), §6 (replays); rulebook terms for every option.
"""

from __future__ import annotations

import os
import pathlib
import shlex
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from duelcore.engine.decision import DecisionKind
from duelcore.engine.enums import Location
from duelcore.engine.replay import write_log
from duelcore.errors import DuelcoreError

if TYPE_CHECKING:
    from duelcore.engine.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.engine.events import Event

#: Events left out of the play-by-play (they repeat every turn); the board shows the phase.
QUIET_EVENTS = frozenset({"shuffle", "damage_step", "battle_step"})

#: How many lines of the play-by-play a resumed game shows again.
_RESUME_LINES = 12

#: The AI agents a game may be played against.
AIS = ("greedy", "random")

#: A number that keeps the AI seeds of successive answers apart (see :func:`ai_seed_for`).
_SEED_STRIDE = 1_000_003

HELP = """\
Type the number of an option to choose it (several numbers, separated by spaces,
when a Decision asks for more than one card). Commands:
  board            show the board again
  card NAME|N      the text of a card you can see (or of the card of option N)
  gy               both players' GYs and banished cards
  extra            your Extra Deck
  why NAME         why a card in your hand or on your field cannot be activated
  log [N]          the last N lines of the play-by-play (default 15)
  save FILE        save the game; resume it with: duelcore play --resume FILE
  concede          concede the duel
  quit             leave without saving (an unfinished duel leaves no replay)
  help             this text
A save or a replay holds the duel's seed: it reveals the AI's hand and Deck
order to whoever reads it."""


#: The longest number the game reads (options and counts are small).
_MAX_DIGITS = 6
#: How much of a wrong input is repeated back.
_ECHO = 40


def small_int(text: str) -> int | None:
    """``text`` as a whole number if it is a short run of ASCII digits (``"12"``), else None
    (superscripts, other scripts' digits and numbers of thousands of digits are not numbers
    here)."""
    if text.isascii() and text.isdigit() and len(text) <= _MAX_DIGITS:
        return int(text)
    return None


def _echo(text: str) -> str:
    """A wrong input as repeated back to the person: shortened to a line."""
    return text if len(text) <= _ECHO else text[:_ECHO] + "..."


def ai_seed_for(ai_seed: int, answers: int) -> int:
    """The seed of the agent that answers the AI's Decision after ``answers`` answers in all
    (count), from the game's AI seed: the same game and answers give the same AI play, resumed
    or not."""
    return ai_seed * _SEED_STRIDE + answers


@dataclass
class GameSettings:
    """What a terminal game needs besides the duel (written into saves and replays).

    Attributes:
        human: the person's player (0 or 1).
        ai: the AI agent's name ("greedy" or "random").
        ai_seed: the AI's seed (int; kept off screen, like the duel's seed).
        replay: the path of the replay written when the duel ends.
    """

    human: int
    ai: str
    ai_seed: int
    replay: str

    def header(self) -> dict[str, Any]:
        """The keys a save or replay adds to the record's header."""
        return {"play": {"human": self.human, "ai": self.ai, "ai_seed": self.ai_seed, "replay": self.replay}}

    @classmethod
    def from_header(cls, header: dict[str, Any]) -> "GameSettings":
        """Read the settings back from a save's header.

        Raises:
            DuelcoreError: the file is a replay of another kind (no "play" settings) or they are malformed.
        """
        play = header.get("play")
        try:
            human, ai, ai_seed, replay = play["human"], play["ai"], play["ai_seed"], play["replay"]
            whole = all(isinstance(v, int) and not isinstance(v, bool) for v in (human, ai_seed))
            if not whole or human not in (0, 1) or ai not in AIS or not isinstance(replay, str):
                raise TypeError
        except (TypeError, KeyError):
            raise DuelcoreError("not a saved game of `duelcore play` (its header has no valid play settings)") from None
        return cls(human, ai, ai_seed, replay)


class _Quit(Exception):
    """The person left the game without finishing it."""


class TerminalGame:
    """A duel between a person at a terminal and an AI agent.

    Args:
        duel: the duel (new, or rebuilt from a save), not yet over.
        settings: the person's player, the AI and where the replay goes.
        console: where to draw (a Rich Console).
        read_line: reads one line of the person's input given a prompt; raises EOFError at the
            end of input (then the game is left as by ``quit``, as on Ctrl-C).

    Source: DESIGN §4; the ``duelcore play`` command.
    """

    def __init__(self, duel: "Duel", settings: GameSettings, console: Console,
                 read_line: Callable[[str], str], resumed: bool = False) -> None:
        self.duel = duel
        self.settings = settings
        self.me = settings.human
        self.console = console
        self.read_line = read_line
        self.lines: list[str] = []
        # What happened before the first Decision (the opening draws and turn 1 up to it), or
        # before the save for a resumed game: kept for `log`; shown, the last lines when resumed.
        for event in duel.events:
            self._on_event(event, show=False)
        shown = self.lines[-_RESUME_LINES:] if resumed else self.lines
        if resumed and shown:
            self.console.print("The duel so far (the last lines; `log N` shows more):")
        for line in shown:
            self.console.print(line, markup=False, highlight=False)
        duel.subscribe(self._on_event)

    # ------------------------------------------------------------------ the loop
    def run(self) -> bool:
        """Play until the duel ends (then write the replay and return True) or the person quits
        (return False). The board is drawn before each of the person's main decisions."""
        from duelcore.agents import make_agent

        duel = self.duel
        main_decisions = (DecisionKind.IDLE_COMMAND, DecisionKind.BATTLE_COMMAND)
        if duel.decision is not None and duel.decision.kind not in main_decisions:
            self.draw_board()
        try:
            while duel.decision is not None:
                decision = duel.decision
                if decision.player != self.me:
                    agent = make_agent(self.settings.ai, ai_seed_for(self.settings.ai_seed, len(duel.record.answers)))
                    view = duel.view(decision.player) if agent.wants_view else None
                    duel.apply_action(agent.choose(decision, view))
                    continue
                if decision.kind in main_decisions:
                    self.draw_board()
                self._ask(decision)
        except (_Quit, KeyboardInterrupt):
            self.console.print("\nYou left the duel; it is not finished and leaves no replay.")
            return False
        result = duel.result
        assert result is not None
        self.console.print(Text(f"The duel is over: {verdict(result, self.me)}.", style="bold"))
        self._write_replay()
        return True

    def _ask(self, decision: Any) -> None:
        """Show ``decision``'s options and read input until an answer is given (or the person
        concedes or quits)."""
        if decision.kind is DecisionKind.CHAIN_OR_PASS:
            self._status_line()
        self._show_options(decision)
        many = decision.max_count > 1
        while True:
            hint = f"choose {decision.min_count}-{decision.max_count} numbers" if many else "number"
            try:
                line = self.read_line(f"[{hint}, or help] > ").strip()
            except EOFError:
                raise _Quit() from None
            if not line:
                continue
            word, _, rest = line.partition(" ")
            command = getattr(self, f"_cmd_{word.lower()}", None) if word.isascii() and word.isalpha() else None
            if command is not None:
                if command(rest.strip(), decision):
                    return
                continue
            answer = self._parse_answer(line, decision)
            if answer is None:
                continue
            try:
                self.duel.apply_action(answer)
            except DuelcoreError as exc:
                self.console.print(f"Not allowed: {exc}", markup=False)
                continue
            return

    def _parse_answer(self, line: str, decision: Any) -> Any:
        """The option index (or tuple of indices) that ``line`` names, or None after explaining
        what is wrong with it."""
        parts = line.replace(",", " ").split()
        n = len(decision.options)
        if not parts:
            return None
        numbers = [small_int(p) for p in parts]
        if None in numbers:
            word = _echo(parts[numbers.index(None)])
            self.console.print(f"Unknown command {word!r}: type an option number (1-{n}) or 'help'.", markup=False)
            return None
        bad = [k for k in numbers if not 1 <= k <= n]
        if bad:
            self.console.print(f"There is no option {bad[0]}: the options are 1-{n}.")
            return None
        if decision.max_count == 1:
            if len(numbers) != 1:
                self.console.print("Choose one option.")
                return None
            return numbers[0] - 1
        if len(set(numbers)) != len(numbers) or not decision.min_count <= len(numbers) <= decision.max_count:
            self.console.print(f"Choose {decision.min_count} to {decision.max_count} different options.")
            return None
        return tuple(sorted(k - 1 for k in numbers))

    def _show_options(self, decision: Any) -> None:
        """The Decision's prompt and its numbered options."""
        self.console.print(Text(decision.prompt, style="bold cyan"))
        for i, option in enumerate(decision.options, 1):
            self.console.print(f"  {i:>2}. {option.text}", markup=False, highlight=False)

    def _status_line(self) -> None:
        """One line of where the duel stands (turn, phase, LP, the chain) for a response."""
        view = self.duel.view(self.me)
        me, them = view["players"][self.me], view["players"][1 - self.me]
        whose = "your" if view["turn_player"] == self.me else "the opponent's"
        line = f"[Turn {view['turn']}, {whose} turn, {view['phase'] or '-'} | LP you {me['lp']}, opponent {them['lp']}]"
        self.console.print(line, markup=False, highlight=False)
        if view["chain"]:
            self.console.print(self._chain_text(view), markup=False, highlight=False)

    def _chain_text(self, view: dict[str, Any]) -> str:
        links = "; ".join(f"{link['number']}: {_name(link['card'])} ({'you' if link['player'] == self.me else 'opponent'})"
                          for link in view["chain"])
        return f"Chain: {links}"

    # ------------------------------------------------------------------ commands
    def _cmd_help(self, arg: str, decision: Any) -> bool:
        self.console.print(HELP, markup=False, highlight=False)
        return False

    _cmd_h = _cmd_help

    def _cmd_board(self, arg: str, decision: Any) -> bool:
        self.draw_board()
        self._show_options(decision)
        return False

    def _cmd_extra(self, arg: str, decision: Any) -> bool:
        names = [_name(c) for c in self.duel.view(self.me)["players"][self.me]["extra_deck"]]
        self.console.print(f"Your Extra Deck ({len(names)}): {', '.join(names) or '-'}", markup=False, highlight=False)
        return False

    def _cmd_log(self, arg: str, decision: Any) -> bool:
        n = 15 if not arg else small_int(arg)
        if not n:
            self.console.print("Give how many lines to show: log N (N from 1)")
            return False
        for line in self.lines[-n:]:
            self.console.print(line, markup=False, highlight=False)
        return False

    def _cmd_gy(self, arg: str, decision: Any) -> bool:
        view = self.duel.view(self.me)
        for who, side in (("Your", view["players"][self.me]), ("Opponent's", view["players"][1 - self.me])):
            for pile, words in (("gy", "GY"), ("banished", "banished cards")):
                names = [_name(c) for c in side[pile]]
                self.console.print(f"{who} {words} ({len(names)}): {', '.join(names) or '-'}", markup=False, highlight=False)
        return False

    _cmd_banished = _cmd_gy

    def _cmd_card(self, arg: str, decision: Any) -> bool:
        if not arg:
            self.console.print("Name a card (or give an option number): card NAME|N")
            return False
        card = None
        k = small_int(arg)
        if k is not None:
            if not 1 <= k <= len(decision.options) or decision.options[k - 1].card is None:
                self.console.print(f"Option {k} has no card to read.")
                return False
            info = decision.options[k - 1].card
            if info.get("hidden") or info.get("passcode") is None:
                self.console.print("That card is hidden from you.")
                return False
            data = self.duel.db.get(info["passcode"])
        else:
            card = self._visible_card(arg)
            if card is None:
                self.console.print(f"You see no card called {_echo(arg)!r}.", markup=False)
                return False
            data = card.data
        self.console.print(Text(data.describe(), style="bold"))
        self.console.print(data.text, markup=False, highlight=False)
        return False

    def _cmd_why(self, arg: str, decision: Any) -> bool:
        """``why NAME``: for each copy of the card in the person's hand or on their field, whether
        each thing they could do with it can be done now, and if not, every reason
        (``Duel.why_not``, from the same checks that build the options). A monster in the hand:
        Normal Summon, Set, and activation if it has an effect. A monster on the field: Flip
        Summon (face-down), change of battle position, attack declaration (in their own Main
        Phase 1 and Battle Phase), and activation if it has an effect. Any other card: activation."""
        from duelcore.engine.decision import Action
        from duelcore.engine.enums import Phase

        if not arg:
            self.console.print("Name a card in your hand or on your field: why NAME")
            return False
        cards = self._own_cards(arg)
        if not cards:
            self.console.print(f"You have no card called {_echo(arg)!r} in your hand or on your field.", markup=False)
            return False
        duel = self.duel
        for card in cards:  # every copy: the one in the hand and the Set one may differ
            if card.location is Location.HAND:
                where = "in your hand"
            elif card.location is Location.FIELD_ZONE:
                where = "in your Field Zone"
            else:
                where = f"in your {card.location.value} {card.zone + 1}"
            actions: list[tuple[Action, str]] = []
            monster = card.data.is_monster
            if monster and card.location is Location.HAND:
                actions += [(Action.NORMAL_SUMMON, "be Normal Summoned"), (Action.SET_MONSTER, "be Set")]
            elif monster and card.location.is_monster_zone:
                if not card.face_up:
                    actions.append((Action.FLIP_SUMMON, "be Flip Summoned"))
                actions.append((Action.CHANGE_POSITION, "change its battle position"))
                if duel.turn_player == self.me and duel.phase in (Phase.MAIN1, Phase.BATTLE):
                    actions.append((Action.ATTACK, "declare an attack"))
            if not monster or card.effects:
                actions.append((Action.ACTIVATE, "be activated"))
            for action, what in actions:
                reasons = duel.why_not(self.me, card, action)
                if not reasons:
                    self.console.print(f"{card.name} ({where}) can {what} now: it is among the options.",
                                       markup=False, highlight=False)
                    continue
                self.console.print(f"{card.name} ({where}) cannot {what} now:", markup=False, highlight=False)
                for reason in reasons:
                    self.console.print(f"- {reason}", markup=False, highlight=False)
        return False

    def _cmd_save(self, arg: str, decision: Any) -> bool:
        if not arg:
            self.console.print("Give a file name: save FILE")
            return False
        path = os.path.expanduser(arg)
        if os.path.isfile(path):
            try:
                sure = self.read_line(f"{_echo(arg)} exists. Overwrite it? [y/N] > ").strip().lower()
            except EOFError:
                raise _Quit() from None
            if sure not in ("y", "yes"):
                self.console.print("Not saved.")
                return False
        try:
            write_log(self.duel, path, self.settings.header())
        except OSError as exc:
            self.console.print(f"Cannot save to {_echo(arg)}: {exc.strerror or exc}", markup=False)
            return False
        self.console.print(f"Saved to {arg}. Resume with: duelcore play --resume {shlex.quote(arg)}", markup=False)
        self.console.print("(The file holds the duel's seed: it reveals the AI's hand and Deck order.)")
        return False

    def _cmd_concede(self, arg: str, decision: Any) -> bool:
        try:
            sure = self.read_line("Concede the duel? [y/N] > ").strip().lower()
        except EOFError:
            raise _Quit() from None
        if sure in ("y", "yes"):
            self.duel.concede(self.me)
            return True
        return False

    def _cmd_quit(self, arg: str, decision: Any) -> bool:
        raise _Quit()

    # ------------------------------------------------------------------ finding cards
    def _own_cards(self, name: str) -> list["Card"]:
        """The cards called ``name`` (case-insensitive; else those whose name starts with it) in
        the person's hand and on their field, hand first then by zone."""
        p = self.duel.players[self.me]
        zones = [*p.main_monster_zones, *p.spell_trap_zones, p.field_zone]
        if self.duel.extra_monster_zones:
            zones += [c for c in self.duel.extra_monster_zones if c is not None and c.controller == self.me]
        return _matches([*p.hand, *(c for c in zones if c is not None)], name)

    def _visible_card(self, name: str) -> "Card | None":
        """A card called ``name`` that the person may know now (``knowledge.can_see``): their hand
        and Extra Deck, both GYs, face-up cards, their own face-down cards, revealed cards."""
        from duelcore.engine.knowledge import can_see

        found = _matches([c for c in self.duel.cards if can_see(c, self.me)], name)
        return found[0] if found else None

    # ------------------------------------------------------------------ drawing
    def _on_event(self, event: "Event", show: bool = True) -> None:
        if event.kind in QUIET_EVENTS or event.kind == "duel_end":
            return  # the end of the duel is told from the person's side (run)
        text = event.text(self.me)
        line = text if event.kind == "turn" else "  " + text
        self.lines.append(line)
        if show:
            self.console.print(line, markup=False, highlight=False, style="bold" if event.kind == "turn" else None)

    def draw_board(self) -> None:
        """Draw the board from the person's view: the opponent's side above, theirs below."""
        view = self.duel.view(self.me)
        me, them = view["players"][self.me], view["players"][1 - self.me]
        turn_of = "your" if view["turn_player"] == self.me else "the opponent's"
        phase = view["phase"] or "-"
        step = f", {view['battle_step']}" if view.get("battle_step") else ""
        self.console.rule(f"Turn {view['turn']}, {turn_of} turn, {phase}{step}")
        self.console.print(_side_line(f"Opponent (P{2 - self.me})", them), markup=False, highlight=False)
        # 80 columns: 2 + 14 + 22 + 22 + 14 and one space after each.
        table = Table(show_header=True, header_style="bold", box=None, pad_edge=False, expand=False, padding=(0, 1, 0, 0))
        table.add_column("#", width=2)
        for title, width in (("Their S/T", 14), ("Their Monster", 22), ("Your Monster", 22), ("Your S/T", 14)):
            table.add_column(title, width=width, overflow="ellipsis")
        for z in range(5):
            table.add_row(str(z + 1), _spell_trap(them["spell_trap_zones"][z]), _monster(them["main_monster_zones"][z]),
                          _monster(me["main_monster_zones"][z]), _spell_trap(me["spell_trap_zones"][z]))
        self.console.print(table)
        fields = f"Field Zones: theirs {_spell_trap(them['field_zone'])}; yours {_spell_trap(me['field_zone'])}"
        self.console.print(fields, markup=False, highlight=False)
        emz = view.get("extra_monster_zones")
        if emz is not None:
            cells = [f"{i + 1}: {_monster(c).replace(chr(10), ' ')}" + ("" if c is None else f" ({'yours' if c.get('controller') == self.me else 'theirs'})")
                     for i, c in enumerate(emz)]
            self.console.print("Extra Monster Zones: " + "; ".join(cells), markup=False, highlight=False)
        self.console.print(_side_line(f"You (P{self.me + 1})", me), markup=False, highlight=False)
        hand = ", ".join(_name(c) for c in me["hand"]) or "-"
        self.console.print(f"Your hand: {hand}", markup=False, highlight=False)
        if view["chain"]:
            self.console.print(self._chain_text(view), markup=False, highlight=False)

    def _write_replay(self) -> None:
        """Write the finished duel's replay to the settings' path, or, if that cannot be written
        now, to a fresh name in the current folder."""
        for path in (self.settings.replay, new_replay_path()):
            try:
                write_log(self.duel, path, self.settings.header())
            except OSError as exc:
                self.console.print(f"Cannot write the replay to {path}: {exc.strerror or exc}", markup=False)
                continue
            self.console.print(f"Replay written to {path} (verify it with: duelcore replay {shlex.quote(path)}).",
                               markup=False)
            return


def verdict(result: Any, me: int) -> str:
    """The end of the duel told to player ``me`` (0/1): "you win on turn 7: your opponent's LP
    reached 0", "you lose on turn 3: you conceded", "a draw on turn 40 (...)"."""
    if result.winner is None:
        return f"a draw on turn {result.turn} ({result.reason.replace('_', ' ')})"
    won = result.winner == me
    loser = "your opponent" if won else "you"
    why = {"lp": "your opponent's LP reached 0" if won else "your LP reached 0",
           "deck_out": f"{loser} had to draw from an empty Deck",
           "concede": f"{loser} conceded"}.get(result.reason, result.reason)
    return f"you {'win' if won else 'lose'} on turn {result.turn}: {why}"


def _matches(cards: list["Card"], name: str) -> list["Card"]:
    """The cards whose name is ``name`` (case-insensitive), else those whose name starts with it,
    in the order given."""
    key = name.strip().lower()
    exact = [c for c in cards if c.name.lower() == key]
    return exact or [c for c in cards if c.name.lower().startswith(key)]


def _name(card: dict[str, Any] | None) -> str:
    if card is None:
        return "-"
    if card.get("hidden") or "name" not in card:
        return "a Set card" if card.get("location") == "Spell & Trap Zone" else "a hidden card"
    return card["name"]


def _monster(card: dict[str, Any] | None) -> str:
    """A Monster Zone cell: name, ATK/DEF and position; a face-down monster as such."""
    if card is None:
        return "-"
    position = card.get("position", "")
    if card.get("hidden") or "name" not in card:
        return "face-down Defense"
    pos = "ATK" if "Attack" in position else ("Set" if "face-down" in position else "DEF")
    stats = "" if card.get("atk") is None else f"{card.get('atk')}/{card.get('def')} "
    return f"{card['name']}\n{stats}{pos}"


def _spell_trap(card: dict[str, Any] | None) -> str:
    """A Spell & Trap Zone or Field Zone cell: the card, or "Set card" when face-down."""
    if card is None:
        return "-"
    name = _name(card)
    if "face-down" in card.get("position", "") and name != "a Set card":
        return f"{name} (Set)"
    return "Set card" if name == "a Set card" else name


def _side_line(who: str, side: dict[str, Any]) -> str:
    """One player's LP and the counts of their hand, Deck, Extra Deck, GY and banished cards."""
    return (f"{who}: {side['lp']} LP | hand {side['hand_count']} | Deck {side['deck_count']} | "
            f"Extra {side['extra_deck_count']} | GY {len(side['gy'])} | banished {len(side['banished'])}")


def new_replay_path() -> str:
    """A fresh replay file name in the current folder: ``duelcore-game-YYYYmmdd-HHMMSS.jsonl``
    (a number is added when that file exists)."""
    import datetime

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = pathlib.Path(f"duelcore-game-{stamp}.jsonl")
    n = 2
    while path.exists():
        path = pathlib.Path(f"duelcore-game-{stamp}-{n}.jsonl")
        n += 1
    return str(path)
