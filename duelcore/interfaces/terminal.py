"""Playing a duel at a terminal against an AI agent (``duelcore play``).

The person sees only their own view of the duel (DESIGN §4): both fields with positions, the
Field Zones, LP, their hand, the counts of Decks, GYs and banished cards, the phase and the
chain, the opponent's face-down and hidden cards as unknown. Each Decision is a numbered list of
its legal options, in the rulebook's words; the play-by-play of both players' actions is printed
as it happens, as the person may know it (``Event.text(player)``). The board is drawn with Rich
and fits 80 columns.

Besides an option number the person may type a command (``help`` lists them): read a card's
text (a visible card with its current state on the field, or any card of the card database by
name), list the GYs and banished cards, ask why a card cannot be summoned, Set,
change position, attack or be activated now
(``Duel.why_not``), choose when to be asked about activating cards (``prompts``), save the game,
concede, quit. Invalid input is explained and asked again; it never changes the duel.

The board is drawn as the person sees the table from their seat: their own zones numbered 1-5
from their left, the opponent's facing them, so the opponent's Zone 1 is across from their Zone 5
(rulebook "The Game Mat"). The options of a zone Decision are numbered by zone.

The prompts setting (:data:`PROMPT_SETTINGS`, :func:`smart_asks`) decides which of the person's
"activate a card or effect?" Decisions are asked and which are answered Pass for them. An
automatic Pass is an ordinary answer in the duel's record, so the setting changes nothing the
opponent sees or a replay checks except through the answers given; it is not saved.

A save and the replay written when the game ends are the duel's record (``engine.replay``): they
hold the seed, so they reveal the AI's hand and Deck order to whoever reads them. The seed is
never shown on screen. The AI answers each Decision with an agent seeded from the game's AI seed
and the number of answers so far, so a resumed game goes on exactly as it would have.

Source: DESIGN §4 (per-player views), §6 (replays); rulebook terms for every option.
"""

from __future__ import annotations

import dataclasses
import os
import pathlib
import re
import shlex
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from duelcore.cards.period import period_text
from duelcore.state.decision import Action, DecisionKind
from duelcore.state.effects import EffectKind
from duelcore.state.enums import Location
from duelcore.state.record import WIN_REASONS
from duelcore.engine.replay import write_log
from duelcore.errors import DuelcoreError, UnknownCardName

if TYPE_CHECKING:
    from duelcore.state.card import Card
    from duelcore.engine.duel import Duel
    from duelcore.state.events import Event

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
when a Decision asks for more than one card). When you choose a zone, the
options are numbered by zone: type the zone's number (your zones are 1-5 from
your left). Commands:
  board            show the board again (their Zone 1 faces your Zone 5)
  card NAME|N      a card's text (of option N, or by name: a card you can see,
                   with its ATK/DEF, equips, controller and owner on the field,
                   else any card of the card database)
  gy               both players' GYs and banished cards
  extra            your Extra Deck
  why NAME         for a card in your hand or on your field: whether it can be
                   Normal Summoned, Set, Flip Summoned, change position, attack
                   or be activated now, and if not, the rule that forbids it
  prompts [always|smart|never]
                   when you are asked whether to activate a card or effect:
                   always; smart (the default): only when something happened
                   that a card could answer (a summon or an attack by the
                   opponent, an activation of the opponent's, the moment before
                   damage calculation, or a moment one of your cards needs);
                   never: the game passes for you. The game passes the same
                   way a Pass you type does; your opponent sees no difference.
  log [N]          the last N lines of the play-by-play (default 15)
  save FILE        save the game; resume it with: duelcore play --resume FILE
  concede          concede the duel
  quit             leave without saving (an unfinished duel leaves no replay)
  help             this text
A save or a replay holds the duel's seed: it reveals the AI's hand and Deck
order to whoever reads it."""

#: The prompts settings: when the person is asked a Decision that offers to activate a card or
#: effect or to pass (DecisionKind.CHAIN_OR_PASS with a Pass option). "always": every time;
#: "smart" (the default): when :func:`smart_asks` says so; "never": never (the game passes).
PROMPT_SETTINGS = ("always", "smart", "never")

#: What each prompts setting does, as the ``prompts`` command says it.
PROMPT_WORDS = {
    "always": "you are asked every time you could activate a card or effect",
    "smart": ("you are asked when something happened that a card could answer (a summon or an attack "
              "by the opponent, an activation of the opponent's, the moment before damage "
              "calculation, or a moment one of your cards needs); otherwise the game passes for you"),
    "never": "the game passes for you whenever passing is allowed",
}

#: The prompt of an optional Trigger Effect's Decision (rules.chain): its event has happened.
OPTIONAL_TRIGGER_PROMPT = "Activate a trigger effect?"
#: Response windows (rules.chain.open_window names) that follow an attack declaration or the
#: choice of a new attack target.
ATTACK_WINDOWS = frozenset({"attack_declaration", "replay"})
#: Response windows that follow a summon: it may still be negated ("summoning"), or it succeeded.
SUMMON_WINDOWS = frozenset({"summoning", "summoned"})
#: The Damage Step timings where ATK/DEF may still change for the battle: before damage
#: calculation, and during it where the rule flag ``atk_def_changes_in_damage_calculation`` opens a
#: window there (the Goat format).
DAMAGE_CALCULATION_WINDOWS = frozenset({"before_damage_calculation", "damage_calculation"})


#: The longest number the game reads (options and counts are small).
_MAX_DIGITS = 6
#: How much of a wrong input is repeated back.
_ECHO = 40
#: What the person typed as a number (ASCII digits, any length, maybe negative): a number that is
#: not an option is answered "There is no option N", never "Unknown command".
_NUMBER = re.compile(r"-?[0-9]+")


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


def pass_option(decision: Any) -> int | None:
    """The index of ``decision``'s Pass option ("Pass", "Do not activate") when it is a
    DecisionKind.CHAIN_OR_PASS Decision that offers one, else None."""
    if decision.kind is not DecisionKind.CHAIN_OR_PASS:
        return None
    return next((i for i, o in enumerate(decision.options) if o.action is Action.PASS), None)


def smart_asks(duel: "Duel", decision: Any) -> bool:
    """Whether the "smart" prompts setting asks ``decision`` (a CHAIN_OR_PASS Decision of
    ``decision.player``, "me", that offers Pass) rather than passing for the player.

    It asks when something happened that a card could answer, judged from the rules' own
    response windows (``rules.chain.open_window``: the window's name, its trigger events) and the
    chain, in this order:

    1. An optional Trigger Effect may activate (:data:`OPTIONAL_TRIGGER_PROMPT`): its event happened.
    2. A chain is open: asked when its last Chain Link is the opponent's (an activation to respond
       to); a chain whose last link is my own is passed (I chose to leave it there).
    3. No window is open (``duel.current_window`` None): asked (an unknown moment is never passed).
    4. The window follows the opponent's attack declaration or new attack target
       (:data:`ATTACK_WINDOWS`; only the turn player attacks). After my own attack declaration
       only rule 7 asks: a card that answers an attack.
    5. The window is the Damage Step before or during damage calculation
       (:data:`DAMAGE_CALCULATION_WINDOWS`), the last moments to change ATK/DEF for the battle.
    5b. The window gives me ignition-effect priority (``Window.ignition_priority``, the rule flag
       ``ignition_priority`` of the Goat format) and one of the offered effects is a monster's
       Ignition Effect: a moment the rules give me alone.
    6. The window follows a summon (:data:`SUMMON_WINDOWS`) and one of its trigger events was
       caused by the opponent.
    7. One of the effects offered needs the window's trigger events: it could not be activated in
       the same window without them (``check_activation`` with the window's events removed). A
       "When a monster is Summoned" card after my own summon (Chain Destruction), a card that
       reads the event of the Standby Phase, the End Phase or a Damage Step timing.

    Otherwise the player passes: the Draw Phase, the Standby and End Phases, the end of a Main
    Phase, the Start and End Steps of the Battle Phase and the other Damage Step timings when
    nothing above holds, and a window opened again after a chain resolved in it (its events are
    spent). The offered effects are the player's own options: nothing hidden is read.
    """
    from duelcore.rules.activation import activatable, check_activation

    me = decision.player
    if decision.prompt == OPTIONAL_TRIGGER_PROMPT:
        return True
    if duel.chain:
        return duel.chain[-1].player != me
    window = duel.current_window
    if window is None:
        return True
    if window.name in ATTACK_WINDOWS and duel.turn_player != me:
        return True
    if window.name in DAMAGE_CALCULATION_WINDOWS:
        return True
    if window.ignition_priority and duel.turn_player == me and any(
            effect.kind is EffectKind.IGNITION for effect in activatable(duel, me, window)):
        return True
    if window.name in SUMMON_WINDOWS and any(event.player == 1 - me for event in window.events):
        return True
    if window.events:
        bare = dataclasses.replace(window, events=[])
        return any(check_activation(duel, effect, me, bare) is not None for effect in activatable(duel, me, window))
    return False


#: The end of an option's text that says whose card it names: " (Main Monster Zone 3, player 1)".
_WHOSE = re.compile(r", player ([12])\)$")


def option_text(option: Any, me: int) -> str:
    """An option's text as shown to player ``me`` (0/1): a card named "(Main Monster Zone 3,
    player 1)" reads "(your Main Monster Zone 3)" or "(the opponent's Main Monster Zone 3)", as
    everything else on screen says "you" and "opponent"; other texts are shown as they are."""
    match = _WHOSE.search(option.text)
    if match is None or option.card is None:
        return option.text
    head, _, where = option.text[:match.start()].rpartition(" (")
    whose = "your" if int(match.group(1)) - 1 == me else "the opponent's"
    return f"{head} ({whose} {where})"


def zone_numbered(decision: Any) -> bool:
    """Whether ``decision``'s options are numbered by zone: a zone Decision
    (DecisionKind.SELECT_ZONE) whose options are zones of one kind ("Spell & Trap Zone 1",
    "Spell & Trap Zone 3") with distinct numbers. Mixed kinds (an Extra Monster Zone 1 beside a
    Main Monster Zone 1) are numbered 1, 2, 3 ... as other Decisions are."""
    options = decision.options
    if decision.kind is not DecisionKind.SELECT_ZONE:
        return False
    zones = [o.zone for o in options]
    kinds = {o.text.rsplit(" ", 1)[0] for o in options}
    return None not in zones and len(set(zones)) == len(zones) and len(kinds) == 1


def option_numbers(decision: Any) -> list[int]:
    """The number shown for each of ``decision``'s options, in order, and typed to choose it: the
    zone numbers when :func:`zone_numbered` (zones 1 and 3 free: 1 and 3), else 1, 2, 3 ..."""
    if zone_numbered(decision):
        return [o.zone for o in decision.options]
    return list(range(1, len(decision.options) + 1))


@dataclass
class GameSettings:
    """What a terminal game needs besides the duel (written into saves and replays).

    Attributes:
        human: the person's player (0 or 1).
        ai: the AI agent's name ("greedy" or "random").
        ai_seed: the AI's seed (int; kept off screen, like the duel's seed).
        replay: the path of the replay written when the duel ends.
        replay_chosen: True when the person named ``replay`` (``--replay``): it is written there
            even if it exists; otherwise the default name, taken at the start, is replaced by a
            fresh one at the end if another game wrote that file meanwhile. Not saved.
    """

    human: int
    ai: str
    ai_seed: int
    replay: str
    replay_chosen: bool = False

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
        resumed: the duel was rebuilt from a save (its last lines of play-by-play are shown).
        prompts: one of :data:`PROMPT_SETTINGS` (the ``prompts`` command changes it).

    Attributes:
        interrupted: True once the person left the game with Ctrl-C (KeyboardInterrupt).

    Raises:
        DuelcoreError: ``prompts`` is not one of :data:`PROMPT_SETTINGS`.

    Source: DESIGN §4; the ``duelcore play`` command.
    """

    def __init__(self, duel: "Duel", settings: GameSettings, console: Console,
                 read_line: Callable[[str], str], resumed: bool = False, prompts: str = "smart") -> None:
        if prompts not in PROMPT_SETTINGS:
            raise DuelcoreError(f"unknown prompts setting {prompts!r}: choose always, smart or never")
        self.prompts = prompts
        self.interrupted = False
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
        (return False; :attr:`interrupted` is then True if they left with Ctrl-C). The board is
        drawn before each of the person's main decisions."""
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
                auto = self._auto_pass(decision)
                if auto is not None:
                    duel.apply_action(auto)  # an ordinary Pass in the record
                    continue
                if decision.kind in main_decisions:
                    self.draw_board()
                self._ask(decision)
        except (_Quit, KeyboardInterrupt) as exc:
            self.interrupted = isinstance(exc, KeyboardInterrupt)
            self.console.print("\nYou left the duel; it is not finished and leaves no replay.")
            return False
        result = duel.result
        assert result is not None
        self.console.print(Text(f"The duel is over: {verdict(result, self.me)}.", style="bold"))
        self._write_replay()
        return True

    def _auto_pass(self, decision: Any) -> int | None:
        """The Pass option the prompts setting answers for the person, or None when they are
        asked. Nothing but a Pass is ever answered for them, and nothing is printed: what happens
        next is in the play-by-play."""
        index = pass_option(decision)
        if index is None or self.prompts == "always":
            return None
        if self.prompts == "never" or not smart_asks(self.duel, decision):
            return index
        return None

    def _ask(self, decision: Any) -> None:
        """Show ``decision``'s options and read input until an answer is given (or the person
        concedes or quits)."""
        if decision.kind is DecisionKind.CHAIN_OR_PASS:
            self._status_line()
        self._show_options(decision)
        many = decision.max_count > 1
        while True:
            if zone_numbered(decision):
                hint = "zone number"
            else:
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
        if not parts:
            return None
        shown = option_numbers(decision)
        index = {k: i for i, k in enumerate(shown)}
        choices = self._choices_text(decision)
        for part in parts:
            if _NUMBER.fullmatch(part) is None:
                self.console.print(f"Unknown command {_echo(part)!r}: type {choices} or 'help'.", markup=False)
                return None
        for part in parts:
            if small_int(part) not in index:
                self.console.print(f"There is no option {_echo(part)}: type {choices}.", markup=False)
                return None
        numbers = [index[small_int(p)] for p in parts]
        if decision.max_count == 1:
            if len(numbers) != 1:
                self.console.print("Choose one option.")
                return None
            return numbers[0]
        if len(set(numbers)) != len(numbers) or not decision.min_count <= len(numbers) <= decision.max_count:
            self.console.print(f"Choose {decision.min_count} to {decision.max_count} different options.")
            return None
        return tuple(sorted(numbers))

    @staticmethod
    def _choices_text(decision: Any) -> str:
        """The numbers that may be typed, in words: "an option number (1-5)", or for a Decision
        numbered by zone "the number of a free zone (1, 3, 4)"."""
        if zone_numbered(decision):
            return f"the number of a free zone ({', '.join(str(k) for k in option_numbers(decision))})"
        return f"an option number (1-{len(decision.options)})"

    def _show_options(self, decision: Any) -> None:
        """The Decision's prompt and its numbered options."""
        self.console.print(Text(decision.prompt, style="bold cyan"))
        if zone_numbered(decision):
            self.console.print("  (numbered by zone: type the zone's number; your zones are 1-5 from your left)",
                               markup=False, highlight=False)
        for k, option in zip(option_numbers(decision), decision.options):
            self.console.print(f"  {k:>2}. {option_text(option, self.me)}", markup=False, highlight=False)

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
        k = small_int(arg)
        if k is not None:
            numbers = option_numbers(decision)
            if k not in numbers:
                self.console.print(f"There is no option {k}: type {self._choices_text(decision)}.", markup=False)
                return False
            if decision.options[numbers.index(k)].card is None:
                self.console.print(f"Option {k} has no card to read.")
                return False
            info = decision.options[numbers.index(k)].card
            if info.get("hidden") or info.get("passcode") is None:
                self.console.print("That card is hidden from you.")
                return False
            self._print_card_text(self.duel.db.get(info["passcode"]))
            card = self._field_card(info)
            if card is not None:
                self._print_field_state(card)
            return False
        cards = self._visible_cards(arg)
        if not cards:
            # Any card of the card database by its name: a look-up that tells nothing about this duel.
            try:
                data = self.duel.db.find(arg)
            except UnknownCardName as exc:
                hint = f" Did you mean: {', '.join(exc.suggestions)}?" if exc.suggestions else ""
                self.console.print(f"No card called {_echo(arg)!r}: none you can see, none in the card database.{hint}",
                                   markup=False, highlight=False)
                return False
            self.console.print(f"You see no card called {_echo(arg)!r}; from the card database:",
                               markup=False, highlight=False)
            self._print_card_text(data)
            return False
        self._print_card_text(cards[0].data)
        for card in cards:
            if card.on_field and card.name == cards[0].name:
                self._print_field_state(card)
        return False

    def _print_card_text(self, data: Any) -> None:
        """A card's one-line summary (name, kind, printed ATK/DEF) and its text: the text of the
        duel's card-text era when it differs from today's (``cards.period.period_text``: Sangan's
        text of 2005 in a goat-format duel), which is the text the duel plays it by."""
        self.console.print(Text(data.describe(), style="bold"))
        period = period_text(data.identity, self.duel.card_texts)
        self.console.print(period or data.text, markup=False, highlight=False)
        if period is not None:
            self.console.print(f"(its text of {self.duel.card_texts}, as this duel plays it; today's text differs)",
                               markup=False, highlight=False)

    def _print_field_state(self, card: "Card") -> None:
        """What the person may know of ``card`` (a card on the field they can see) now: where it is
        and its position, its current ATK/DEF beside the printed values, its equips or what it is
        equipped to, its controller and owner. Read from the person's view of the duel."""
        view = self.duel.view(self.me)
        info = _view_entry(view, card.location.value, None if card.zone is None else card.zone + 1, card.controller)
        if info is None or info.get("hidden"):
            return
        position = info.get("position")
        self.console.print(f"On the field: {self._whose(card.controller)} {_place(info)}" + (f", {position}" if position else ""),
                           markup=False, highlight=False)
        data = card.data
        if data.is_monster and card.location.is_monster_zone:
            atk = f"ATK {info.get('atk')} (printed {_printed(data.atk)})"
            stats = atk if data.is_link else f"{atk}, DEF {info.get('def')} (printed {_printed(data.defense)})"
            self.console.print(f"  {stats}", markup=False, highlight=False)
            equips = [(side, entry) for side in (0, 1) for entry in view["players"][side]["spell_trap_zones"]
                      if entry is not None and _equips(entry, info)]
            if equips:
                names = "; ".join(f"{_name(e)} ({self._whose(side)} {_place(e)})" for side, e in equips)
                self.console.print(f"  equipped with: {names}", markup=False, highlight=False)
        host = info.get("equipped_to")
        if host is not None:
            target = _view_entry(view, host["location"], host["zone"], host["controller"])
            self.console.print(f"  equipped to: {_name(target)} ({self._whose(host['controller'])} {_place(host)})",
                               markup=False, highlight=False)
        owner = "you" if card.owner == self.me else "the opponent"
        controller = "you" if card.controller == self.me else "the opponent"
        self.console.print(f"  controller: {controller}; owner: {owner}", markup=False, highlight=False)

    def _whose(self, player: int) -> str:
        """"your" or "the opponent's", for a zone of ``player`` (0/1)."""
        return "your" if player == self.me else "the opponent's"

    def _field_card(self, info: dict[str, Any]) -> "Card | None":
        """The card on the field that ``info`` (a card_info dict the person was shown) describes,
        or None when it is not on the field."""
        location, zone, controller = info.get("location"), info.get("zone"), info.get("controller")
        if controller not in (0, 1):
            return None
        if location == Location.FIELD_ZONE.value:
            return self.duel.players[controller].field_zone
        field = {Location.MAIN_MONSTER_ZONE.value, Location.SPELL_TRAP_ZONE.value, Location.EXTRA_MONSTER_ZONE.value}
        if location not in field or zone is None:
            return None
        return self.duel.zones(controller, Location(location))[zone - 1]

    def _cmd_prompts(self, arg: str, decision: Any) -> bool:
        choice = arg.lower()
        if not choice:
            self.console.print(f"Prompts: {self.prompts}: {PROMPT_WORDS[self.prompts]}.", markup=False, highlight=False)
            self.console.print("Change it with: prompts always|smart|never", markup=False, highlight=False)
            return False
        if choice not in PROMPT_SETTINGS:
            self.console.print(f"Unknown prompts setting {_echo(arg)!r}: type prompts always, prompts smart or prompts never.",
                               markup=False, highlight=False)
            return False
        self.prompts = choice
        self.console.print(f"Prompts: {choice}: {PROMPT_WORDS[choice]}. (From the next Decision on; answer this one.)",
                           markup=False, highlight=False)
        return False

    def _cmd_why(self, arg: str, decision: Any) -> bool:
        """``why NAME``: for each copy of the card in the person's hand or on their field, whether
        each thing they could do with it can be done now, and if not, every reason
        (``Duel.why_not``, from the same checks that build the options). A monster in the hand:
        Normal Summon, Set, and activation if it has an effect. A monster on the field: Flip
        Summon (face-down), change of battle position, attack declaration (in their own Main
        Phase 1 and Battle Phase), and activation if it has an effect. Any other card: activation."""
        from duelcore.state.decision import Action
        from duelcore.state.enums import Phase

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
        found = self._visible_cards(name)
        return found[0] if found else None

    def _visible_cards(self, name: str) -> list["Card"]:
        """Every card called ``name`` (as :func:`_matches`) that the person may know now
        (``knowledge.can_see``), in the duel's card order."""
        from duelcore.state.knowledge import can_see

        return _matches([c for c in self.duel.cards if can_see(c, self.me)], name)

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
        """Draw the board from the person's view, as they see the table from their seat: the
        opponent's side above, mirrored (their Zone 5 on the left, so their Zone 1 faces the
        person's Zone 5), the person's side below with Zones 1-5 from their left. An Equip Card
        shows the zone of the monster it is equipped to. 80 columns."""
        view = self.duel.view(self.me)
        me, them = view["players"][self.me], view["players"][1 - self.me]
        turn_of = "your" if view["turn_player"] == self.me else "the opponent's"
        phase = view["phase"] or "-"
        step = f", {view['battle_step']}" if view.get("battle_step") else ""
        self.console.rule(f"Turn {view['turn']}, {turn_of} turn, {phase}{step}")
        self.console.print(_side_line(f"Opponent (P{2 - self.me})", them), markup=False, highlight=False)
        # 80 columns: a 9-column label and five 13-column zones, one space between columns.
        table = Table(show_header=True, header_style="bold", box=None, pad_edge=False, expand=False,
                      padding=(0, 1, 0, 0))
        table.add_column("", width=_LABEL_WIDTH, overflow="fold")
        theirs = list(range(4, -1, -1))  # their zones 5..1, left to right
        for z in theirs:
            table.add_column(f"Zone {z + 1}", width=_CELL_WIDTH, overflow="ellipsis")
        table.add_row("Their S/T", *(self._spell_trap_cell(them["spell_trap_zones"][z]) for z in theirs))
        table.add_row("Their\nMonsters", *(_monster(them["main_monster_zones"][z]) for z in theirs))
        table.add_row("", *("" for _ in theirs))
        table.add_row("Your\nMonsters", *(_monster(me["main_monster_zones"][z]) for z in range(5)))
        table.add_row("Your S/T", *(self._spell_trap_cell(me["spell_trap_zones"][z]) for z in range(5)))
        table.add_row("", *(Text(f"Zone {z + 1}", style="bold") for z in range(5)))
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

    def _spell_trap_cell(self, card: dict[str, Any] | None) -> str:
        """A Spell & Trap Zone cell of the board: the card, and for an Equip Card the monster's
        zone ("equipped to your Zone 3")."""
        text = _spell_trap(card)
        host = None if card is None else card.get("equipped_to")
        if host is None:
            return text
        whose = "your" if host["controller"] == self.me else "their"
        if host["location"] == Location.MAIN_MONSTER_ZONE.value:
            return f"{text}\nequipped to {whose} Zone {host['zone']}"
        return f"{text}\nequipped to {_place(host)}"

    def _write_replay(self) -> None:
        """Write the finished duel's replay to the settings' path, or, if that cannot be written
        now, to a fresh name in the current folder."""
        first = self.settings.replay
        if not self.settings.replay_chosen and os.path.exists(first):
            first = new_replay_path()  # another game took this name while this one was played
        for path in (first, new_replay_path()):
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
           "concede": f"{loser} conceded",
           **WIN_REASONS}.get(result.reason, result.reason)
    return f"you {'win' if won else 'lose'} on turn {result.turn}: {why}"


def _matches(cards: list["Card"], name: str) -> list["Card"]:
    """The cards whose name is ``name`` (case-insensitive), else those whose name starts with it,
    in the order given."""
    key = name.strip().lower()
    exact = [c for c in cards if c.name.lower() == key]
    return exact or [c for c in cards if c.name.lower().startswith(key)]


#: The board's columns: the row labels and each zone.
_LABEL_WIDTH = 9
_CELL_WIDTH = 13


def _view_entry(view: dict[str, Any], location: str, zone: int | None, controller: int) -> dict[str, Any] | None:
    """The card of ``view`` (Duel.view) in the field zone ``location`` (a Location value),
    ``zone`` (1-based; None for the Field Zone) of ``controller``, or None when the zone is empty
    or not on the field."""
    side = view["players"][controller]
    if location == Location.MAIN_MONSTER_ZONE.value:
        return side["main_monster_zones"][zone - 1]
    if location == Location.SPELL_TRAP_ZONE.value:
        return side["spell_trap_zones"][zone - 1]
    if location == Location.FIELD_ZONE.value:
        return side["field_zone"]
    if location == Location.EXTRA_MONSTER_ZONE.value and view.get("extra_monster_zones"):
        return view["extra_monster_zones"][zone - 1]
    return None


def _place(info: dict[str, Any]) -> str:
    """A field zone in words: "Main Monster Zone 2", "Field Zone"."""
    if info["location"] == Location.FIELD_ZONE.value:
        return info["location"]
    return f"{info['location']} {info['zone']}"


def _equips(entry: dict[str, Any], monster: dict[str, Any]) -> bool:
    """Whether the Spell & Trap Zone card ``entry`` (a view dict) is equipped to ``monster``."""
    host = entry.get("equipped_to")
    return host is not None and all(host[k] == monster.get(k) for k in ("location", "zone", "controller"))


def _printed(value: int | None) -> str:
    """A printed ATK or DEF: its points, or "?"."""
    return "?" if value is None else str(value)


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
