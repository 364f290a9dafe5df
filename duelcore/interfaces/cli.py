"""The ``duelcore`` command line.

Commands:
    duelcore duel [DECK_A] [DECK_B]   play a whole duel between two agents and print the play-by-play
    duelcore play [DECK]              play a duel yourself at the terminal against an AI
    duelcore replay FILE.jsonl        re-run a recorded duel and fail loudly on any mismatch
    duelcore sim DECK_A DECK_B -n N   a soak: N checked duels, win rates and any broken duel
    duelcore scenario FILE...         run scenario files and report each scenario
    duelcore decks                    list the shipped decks and whether each plays now
    duelcore cards                    list the scripted cards
    duelcore card NAME|PASSCODE       show a card's data
    duelcore check DECK               validate a deck (optionally against a banlist) and say whether it plays

Every command takes ``--cdb PATH`` (before the command) to use another YGOPro ``.cdb``. Bad input
(a malformed deck, an unknown card, a broken file, a deck holding cards with no script) prints a
clear error and exits with code 1; ``check`` exits with code 3 for a legal deck that cannot be
played yet.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from duelcore import __version__
from duelcore.decks.game_formats import FORMATS
from duelcore.errors import DuelcoreError, ScenarioFailure
from duelcore.interfaces.sim import BACKENDS
from duelcore.state.flags import PRESETS

#: Events left out of the play-by-play unless --verbose (they repeat every turn).
QUIET_EVENTS = {"shuffle", "damage_step", "battle_step", "phase"}


class _Context:
    def __init__(self, cdb: str | None) -> None:
        self.cdb = cdb
        self._db = None

    @property
    def db(self):
        if self._db is None:
            from duelcore.cards.database import CardDatabase

            self._db = CardDatabase.open(self.cdb) if self.cdb else CardDatabase.default()
        return self._db


def _fail(exc: Exception) -> None:
    raise click.ClickException(str(exc))


#: ``--rules``: a rules preset alone (None: the format's preset, else modern).
_rules_option = click.option(
    "--rules", type=click.Choice(list(PRESETS)), default=None,
    help="Rules preset (default: the format's, else modern). Changes only the rules: the cards keep today's texts.")

#: ``--format``: a game format (a rules preset, card texts, a Forbidden & Limited list, a card pool).
_format_option = click.option(
    "--format", "format_name", type=click.Choice(list(FORMATS)), default=None,
    help="Game format: its rules preset, its era's card texts, its Forbidden & Limited list and card pool "
         "(goat: April 2005). Default: none (modern rules, today's texts, no list).")


class _Commands(click.Group):
    """The command group; a command whose output is closed early (``duelcore duel | head``)
    stops quietly with exit code 1 instead of a traceback (Python's documented handling of
    ``BrokenPipeError``: later writes go to the null device)."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            sys.exit(1)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="duelcore")
@click.option("--cdb", type=click.Path(dir_okay=False), default=None, help="Use this YGOPro .cdb card database instead of the shipped one.")
@click.pass_context
def main(ctx: click.Context, cdb: str | None) -> None:
    """duelcore: a Yu-Gi-Oh! OCG/TCG duel rules engine."""
    ctx.obj = _Context(cdb)


def _load_decks(ctx: _Context, specs: list[str], banlist: str | None, format_name: str | None = None) -> list[Any]:
    """Load and validate each deck (against ``banlist`` and the format's deck rules), with the
    format's period variant passcodes read as ordinary ones."""
    from duelcore.decks import load_deck, validate
    from duelcore.decks.game_formats import game_format
    from duelcore.formats.lflist import read_lflist

    bl = read_lflist(banlist) if banlist else None
    fmt = game_format(format_name) if format_name else None
    decks = []
    for spec in specs:
        deck = load_deck(spec, ctx.db)
        if fmt is not None:
            deck = fmt.deck(deck)
        validate(deck, ctx.db, bl, fmt)
        decks.append(deck)
    return decks


def _default_decks(format_name: str | None, first: str | None, second: str | None) -> tuple[str, str]:
    """The two decks of a duel: those named, else the format's default decks
    (``GameFormat.default_decks``: Starter Deck: Yugi and Kaiba; Goat Control and Chaos Turbo under
    the goat format)."""
    from duelcore.decks.game_formats import FORMATS

    defaults = FORMATS[format_name or "modern"].default_decks
    return first or defaults[0], second or defaults[1]


@main.command()
@click.argument("deck_a", required=False)
@click.argument("deck_b", required=False)
@click.option("--seed", type=int, default=0, show_default=True, help="Random seed: the seed, rules, decks and answers determine the duel.")
@click.option("--agents", default="greedy,random", show_default=True, help="The agents of player 1 and player 2 (random, greedy).")
@_rules_option
@_format_option
@click.option("--first", type=click.IntRange(1, 2), default=1, show_default=True, help="The player who takes turn 1.")
@click.option("--banlist", type=click.Path(exists=True, dir_okay=False), default=None, help="Check both decks against this lflist.conf banlist (none by default).")
@click.option("--log", "log_path", type=click.Path(dir_okay=False, writable=True), default=None, help="Write the duel's record (replay data and events) to this .jsonl file.")
@click.option("--view", type=click.Choice(["all", "1", "2"]), default="all", show_default=True, help="Print the play-by-play as everyone (all) or as one player sees it.")
@click.option("-v", "--verbose", is_flag=True, help="Also print phases, steps and shuffles.")
@click.option("-q", "--quiet", is_flag=True, help="Print only the result.")
@click.pass_obj
def duel(
    ctx: _Context,
    deck_a: str,
    deck_b: str,
    seed: int,
    agents: str,
    rules: str | None,
    format_name: str | None,
    first: int,
    banlist: str | None,
    log_path: str | None,
    view: str,
    verbose: bool,
    quiet: bool,
) -> None:
    """Play a whole duel between two agents and print the play-by-play and the result.

    DECK_A and DECK_B are .ydk files, ydke:// links or shipped deck names (see `duelcore decks`);
    by default the real Starter Deck: Yugi against Starter Deck: Kaiba, and with `--format goat`
    Goat Control against Chaos Turbo (both Worlds 2020).
    """
    from duelcore.agents import make_agent, play
    from duelcore.engine.duel import Duel
    from duelcore.engine.replay import write_log

    try:
        names = [a.strip() for a in agents.split(",")]
        if len(names) != 2:
            raise DuelcoreError(f"--agents needs two names separated by a comma, got {agents!r}")
        players = [make_agent(names[0], seed * 2 + 1), make_agent(names[1], seed * 2 + 2)]
        deck_a, deck_b = _default_decks(format_name, deck_a, deck_b)
        decks = _load_decks(ctx, [deck_a, deck_b], banlist, format_name)
        game = Duel.new(decks, seed=seed, rules=rules, db=ctx.db, first_player=first - 1, format=format_name)
        if log_path:
            with open(log_path, "a", encoding="utf-8"):
                pass  # fail now, not after the duel, if the record cannot be written
    except DuelcoreError as exc:
        _fail(exc)
    except OSError as exc:
        _fail(DuelcoreError(f"cannot write the record to {log_path}: {exc.strerror or exc}"))
    viewer = None if view == "all" else int(view) - 1
    if not quiet:
        click.echo(f"{decks[0].name} (Player 1, {names[0]}) vs {decks[1].name} (Player 2, {names[1]}), seed {seed}")

        def show(event) -> None:
            if event.kind in QUIET_EVENTS and not verbose:
                return
            if event.kind == "draw" and not verbose and event.turn == 0:
                return
            text = event.text_all_seeing() if viewer is None else event.text(viewer)
            click.echo(text if event.kind in ("turn", "duel_end") else "  " + text)

        for event in game.events:
            show(event)
        game.subscribe(show)
    result = play(game, players)
    if quiet:
        click.echo(result.text())
    else:
        lp = " / ".join(f"Player {p.index + 1}: {p.lp} LP" for p in game.players)
        click.echo(f"Final LP: {lp}")
    if log_path:
        write_log(game, log_path, {"agents": names})
        click.echo(f"Record written to {log_path} (verify it with: duelcore replay {log_path})")


@main.command()
@click.argument("deck_a")
@click.argument("deck_b")
@click.option("-n", "--duels", type=click.IntRange(1), default=100, show_default=True, help="How many duels (seeds START .. START+N-1).")
@click.option("--start", type=click.IntRange(0), default=0, show_default=True, help="The first seed (split a soak across runs by seed range).")
@click.option("--agents", default="random,random", show_default=True, help="The agents of DECK_A and DECK_B (random, greedy).")
@_rules_option
@_format_option
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="Append one JSON line per duel here; seeds already in it are skipped (resume).")
@click.option("--replays", type=click.Path(file_okay=False), default="sim-replays", show_default=True, help="Folder for the replays of broken duels.")
@click.option("--jobs", type=click.IntRange(1), default=1, show_default=True,
              help="Worker processes; with --backend ray, the CPUs of the local Ray instance.")
@click.option("--backend", type=click.Choice(BACKENDS), default="process", show_default=True,
              help="Where the duels are played: here and in --jobs worker processes, or as Ray tasks on a local "
                   "Ray instance or the cluster at --address (needs: pip install 'duelcore[ray]').")
@click.option("--address", default=None,
              help="With --backend ray: an existing Ray cluster (HOST:6379, ray://HOST:10001, or auto for the "
                   "cluster started here with `ray start --head`). Default: a local Ray instance for this run.")
@click.option("--leak-every", type=click.IntRange(0), default=10, show_default=True, help="Check views and Decisions for hidden-information leaks every this many Decisions (0: no leak checks; events are checked as emitted otherwise).")
@click.option("--no-progress", is_flag=True, help="No progress bar.")
@click.pass_obj
def sim(ctx: _Context, deck_a: str, deck_b: str, duels: int, start: int, agents: str, rules: str | None,
        format_name: str | None, out: str | None, replays: str, jobs: int, backend: str, address: str | None,
        leak_every: int, no_progress: bool) -> None:
    """Play N checked duels of DECK_A against DECK_B and print win rates (95% intervals), mean turns
    and every duel that crashed, broke an invariant, leaked hidden information or did not replay
    identically (each saved as a replay). Each deck plays each side and goes first equally often.
    The results are the same whichever --backend plays the duels."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from duelcore.interfaces.sim import read_reports, simulate, summary

    names = [a.strip() for a in agents.split(",")]
    if len(names) != 2:
        _fail(DuelcoreError(f"--agents needs two names separated by a comma, got {agents!r}"))
    if address is not None and backend != "ray":
        raise click.UsageError(f"--address {address} is only used with --backend ray: add --backend ray, "
                               f"or leave --address out")
    seeds = range(start, start + duels)
    progress = None if no_progress else Progress(TextColumn("sim"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    try:
        if progress:
            progress.start()
            task = progress.add_task("sim", total=duels)
        reports = simulate(deck_a, deck_b, seeds, (names[0], names[1]), rules, out, replays, leak_every, jobs, ctx.cdb,
                           on_report=(lambda r: progress.advance(task)) if progress else None, format=format_name,
                           backend=backend, address=address)
    except DuelcoreError as exc:
        _fail(exc)
    finally:
        if progress:
            progress.stop()
    if out:
        wanted = set(seeds)
        reports = [r for r in read_reports([out]) if r.seed in wanted]
    s = summary(reports)
    n_ok = s["duels"] - len(s["broken"])
    played_as = f"format {format_name}" + (f", rules {rules}" if rules else "") if format_name else (rules or "modern")
    click.echo(f"{s['duels']} duels ({played_as}), {deck_a} ({names[0]}) vs {deck_b} ({names[1]}), seeds {start}-{start + duels - 1}")
    for key, deck, agent in (("a", deck_a, names[0]), ("b", deck_b, names[1])):
        lo, hi = s[f"deck_{key}_ci"]
        click.echo(f"  {deck} ({agent}): {s[f'deck_{key}_wins']}/{n_ok} wins, {100 * s[f'deck_{key}_rate']:.1f}% "
                   f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")
    click.echo(f"  draws: {s['draws']}; mean turns: {s['mean_turns']:.1f}")
    p = s["problems"]
    click.echo(f"  crashes: {p['crash']}, invariant violations: {p['invariant']}, leaks: {p['leak']}, "
               f"replay mismatches: {p['replay mismatch']}")
    for seed, problem, path in s["broken"]:
        click.echo(f"  seed {seed}: {problem}" + (f" (replay: {path})" if path else ""))
    if s["broken"]:
        sys.exit(1)


@main.command()
@click.argument("deck", required=False)
@click.option("--opponent-deck", default=None,
              help="The AI's deck (name, .ydk file or ydke:// link). [default: kaiba; with --format goat, "
                   "08-chaos-turbo-worlds-2020]")
@click.option("--ai", type=click.Choice(["greedy", "random"]), default="greedy", show_default=True, help="The AI agent.")
@_rules_option
@_format_option
@click.option("--first", type=click.Choice(["you", "ai", "random"]), default="random", show_default=True, help="Who takes turn 1.")
@click.option("--resume", "resume_path", type=click.Path(exists=True, dir_okay=False), default=None,
              help="Go on with a game saved with the `save FILE` command (the other options, except --replay and "
                   "--prompts, are taken from it).")
@click.option("--replay", "replay_path", type=click.Path(dir_okay=False), default=None,
              help="Where to write the replay when the duel ends (default: duelcore-game-DATE-TIME.jsonl here).")
@click.option("--prompts", type=click.Choice(["always", "smart", "never"]), default="smart", show_default=True,
              help="When to ask whether you activate a card or effect: always; smart, only when something happened "
                   "that a card could answer (a summon by the opponent, an attack, an activation of the opponent's, "
                   "the moment before damage calculation); never, pass for you. The `prompts` command changes it "
                   "during the game.")
@click.option("--seed", type=int, default=None, hidden=True, help="Fix the duel's seed (tests).")
@click.pass_obj
def play(ctx: _Context, deck: str, opponent_deck: str, ai: str, rules: str | None, format_name: str | None, first: str,
         resume_path: str | None, replay_path: str | None, prompts: str, seed: int | None) -> None:
    """Play a duel yourself against an AI, at the terminal.

    DECK is your deck (a shipped name such as yugi, kaiba, joey or pegasus, a .ydk file or a
    ydke:// link); by default Starter Deck: Yugi against the greedy AI's Starter Deck: Kaiba, and
    with `--format goat` Goat Control against the AI's Chaos Turbo (both Worlds 2020).
    Each Decision is a numbered list of options; type `help` at any prompt for the commands (read a
    card, list the GYs, ask why a card cannot be summoned, attack or be activated, change the prompts setting, save,
    concede). The prompts setting is yours alone: a Pass the game gives for you is an ordinary
    answer, and it is not saved (give --prompts again when resuming).

    A saved game and the replay written when the duel ends hold the duel's seed: whoever reads
    them can learn the AI's hand and Deck order.

    Exits with 0 when the duel ends or you quit, 1 on an error, 130 when you leave with Ctrl-C.
    """
    import secrets

    from rich.console import Console

    from duelcore.engine.duel import Duel
    from duelcore.engine.replay import read_log, verify
    from duelcore.interfaces.terminal import GameSettings, TerminalGame, new_replay_path

    console = Console(highlight=False, markup=False)  # names and paths are printed as they are
    try:
        if resume_path:
            # The same checks as `duelcore replay`: engine version, card database, every turn's
            # state hash and every event, so a save that was edited or comes from another
            # version is refused rather than played on.
            game = verify(resume_path, ctx.db)
            saved = read_log(resume_path)
            try:
                settings = GameSettings.from_header(saved.header)
            except DuelcoreError as exc:
                raise DuelcoreError(f"{resume_path}:{saved.header_line}: {exc}; check a record of `duelcore duel "
                                    f"--log` with `duelcore replay FILE`") from None
            if game.result is not None:
                raise DuelcoreError(f"{resume_path}: that duel is already over ({game.result.text()}); "
                                    "start a new one with `duelcore play`")
            settings.replay = replay_path or settings.replay
            settings.replay_chosen = replay_path is not None
            if not replay_path and os.path.exists(settings.replay):
                settings.replay = new_replay_path()  # never overwrite another game's replay
        else:
            rng = secrets.SystemRandom()
            duel_seed = rng.randrange(2**63) if seed is None else seed
            human = {"you": 0, "ai": 1}.get(first, rng.randrange(2) if seed is None else seed % 2)
            deck, opponent_deck = _default_decks(format_name, deck, opponent_deck)
            decks = _load_decks(ctx, [deck, opponent_deck], None, format_name)
            if human == 1:
                decks.reverse()
            ai_seed = rng.randrange(2**31) if seed is None else seed
            settings = GameSettings(human, ai, ai_seed, replay_path or new_replay_path(), replay_path is not None)
            game = Duel.new(decks, seed=duel_seed, rules=rules, db=ctx.db, first_player=0, format=format_name)
        _check_writable(settings.replay)
    except DuelcoreError as exc:
        _fail(exc)
    who = "first" if settings.human == game.record.first_player else "second"
    console.print(f"You are Player {settings.human + 1} and go {who}, against the {settings.ai} AI. Type 'help' for the commands.")

    def read_line(prompt: str) -> str:
        return console.input(prompt, markup=False)

    _interrupt_on_ctrl_c()
    terminal_game = TerminalGame(game, settings, console, read_line, resumed=bool(resume_path), prompts=prompts)
    if not terminal_game.run() and terminal_game.interrupted:
        sys.exit(EXIT_INTERRUPTED)


#: `duelcore play`'s exit code when the person leaves with Ctrl-C (128 + SIGINT, the shells' convention).
EXIT_INTERRUPTED = 130


def _interrupt_on_ctrl_c() -> None:
    """Make Ctrl-C (SIGINT) raise KeyboardInterrupt in this process, so that the person can always
    leave the game with it.

    A process started in the background of a non-interactive shell (``cmd &``, as test runners,
    CI jobs and some launchers do) inherits SIGINT as ignored, and Python then leaves it ignored:
    Ctrl-C at the prompt would only echo ``^C``. The game is interactive, so it takes the signal
    back whatever it inherited.
    """
    import signal

    signal.signal(signal.SIGINT, signal.default_int_handler)


def _check_writable(path: str) -> None:
    """Raise DuelcoreError now if the file ``path`` could not be written at the end of the duel
    (its folder is missing or read-only), creating nothing."""
    folder = os.path.dirname(os.path.abspath(path)) or "."
    if os.path.isdir(path) or not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        raise DuelcoreError(f"cannot write the replay to {path}: its folder does not exist or is not writable "
                            "(choose another with --replay FILE)")


@main.command()
@click.argument("path", type=click.Path(dir_okay=False))
@click.pass_obj
def replay(ctx: _Context, path: str) -> None:
    """Re-run the recorded duel in PATH (.jsonl from `duelcore duel --log`, a game's replay or a save of
    `duelcore play`) and check every answer, every turn's state hash, the events and the result.

    A file that cannot be read, is cut short or differs from its re-run is refused with an error
    naming the file, the line, what is wrong and what to do (exit code 1)."""
    from duelcore.engine.replay import verify

    try:
        game = verify(path, ctx.db)
    except DuelcoreError as exc:
        _fail(exc)
    result = game.result.text() if game.result else "not finished"
    click.echo(f"OK: {path} replays identically ({len(game.record.answers)} answers, {len(game.record.checkpoints)} turns; {result})")


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.pass_obj
def scenario(ctx: _Context, paths: tuple[str, ...]) -> None:
    """Run scenario files (YAML) and report each scenario; exit 1 if any fails."""
    from duelcore.scenarios.runner import run_file

    failed = 0
    total = 0
    for path in paths:
        try:
            results = run_file(path, ctx.db)
        except (DuelcoreError, ScenarioFailure) as exc:
            click.echo(f"ERROR {path}: {exc}", err=True)
            failed += 1
            total += 1
            continue
        for sc, error in results:
            total += 1
            if error is None:
                click.echo(f"PASS {sc.test_id}: {sc.name}")
            else:
                failed += 1
                click.echo(f"FAIL {sc.test_id}: {sc.name}\n     {error}")
    click.echo(f"{total - failed} passed, {failed} failed")
    if failed:
        sys.exit(1)


@main.command()
@click.pass_obj
def decks(ctx: _Context) -> None:
    """List the shipped decks and whether each plays now.

    Each deck by the short name `duel`, `play` and `check` accept: the playable decks first, then
    those holding cards with effects that have no script yet (how many such cards; `duelcore check
    NAME` lists them).
    """
    from duelcore.decks import load_deck, missing_scripts, shipped_decks, validate

    rows: list[tuple[str, str, str]] = []  # (short name, "yes" or "no: why", file)
    for name, path in shipped_decks().items():
        try:
            deck = load_deck(str(path))
            validate(deck, ctx.db)
            missing = missing_scripts(deck, ctx.db)
        except DuelcoreError:  # only with --cdb: a database that lacks some of the deck's cards
            status = "no: not legal with this card database"
        else:
            status = f"no: {_cards_without_script(missing)}" if missing else "yes"
        rows.append((name, status, f"{path.parent.name}/{path.name}"))
    rows.sort(key=lambda row: row[1] != "yes")  # playable first; stable, so each keeps the shipped order
    table = [("deck", "playable now", "file")] + rows
    widths = [max(len(row[i]) for row in table) for i in range(2)]
    for name, status, file in table:
        click.echo(f"{name:{widths[0]}}  {status:{widths[1]}}  {file}")
    playable = sum(status == "yes" for _, status, _ in rows)
    click.echo(f"{playable} of {len(rows)} decks are playable now. "
               "`duelcore check DECK` lists a deck's cards that have no script.")


def _cards_without_script(missing: list[Any]) -> str:
    """How many different cards of a deck have no script, and their copies (``missing``: the
    deck's MissingScript list): ``"1 card (3 copies) has no script"``, ``"29 cards (40 copies)
    have no script"``."""
    copies = sum(card.copies for card in missing)
    many = f"{copies} copies" if copies != 1 else "1 copy"
    if len(missing) == 1:
        return f"1 card ({many}) has no script"
    return f"{len(missing)} cards ({many}) have no script"


@main.command()
@click.pass_obj
def cards(ctx: _Context) -> None:
    """List every scripted card.

    The cards with effects that duelcore plays, by name, with passcode and card type. Cards
    without effects (Normal Monsters, Fusion and Ritual Monsters without effects) need no script
    and always play.
    """
    from duelcore.cards.registry import scripted_passcodes

    known = [ctx.db.get(code) for code in scripted_passcodes() if code in ctx.db]
    known.sort(key=lambda data: data.name.casefold())
    if known:
        width = max(len(data.name) for data in known)
        for data in known:
            click.echo(f"{data.name:{width}}  {data.passcode:>8}  {data.kind.value}/{data.sub_kind}")
    click.echo(f"{len(known)} scripted cards; cards without effects need no script.")


@main.command()
@click.argument("key")
@_format_option
@click.pass_obj
def card(ctx: _Context, key: str, format_name: str | None) -> None:
    """Show a card's data and text, by English or Japanese name or by passcode.

    With --format, the text the card is played by in that format (goat: its text of April 2005,
    when it differs from today's; a period variant's passcode, such as 504700178 for Sangan (GOAT),
    names the card too), and whether it is in the format's pool and its limit there.
    """
    from duelcore.cards.period import ordinary_passcode, period_text, variant_note
    from duelcore.decks.game_formats import game_format

    try:
        fmt = game_format(format_name) if format_name else None
        if fmt is not None and fmt.variant_passcodes and key.strip().isdigit():
            key = str(ordinary_passcode(int(key)))
        data = ctx.db.lookup(key)
    except DuelcoreError as exc:
        note = variant_note(int(key)) if key.strip().isdigit() else None
        _fail(DuelcoreError(f"{exc}: {note}") if note else exc)
    click.echo(f"{data.describe()}  (passcode {data.passcode})")
    if data.japanese_name:
        click.echo(data.japanese_name)
    if fmt is None:
        click.echo(data.text)
        return
    period = period_text(data.identity, fmt.card_texts)
    if period is None:
        click.echo(data.text)
        # The shipped period texts keep only the texts that read differently; a card without one
        # is shown in today's wording (the effect is the same, the words may be newer: "GY").
        click.echo(f"[{fmt.name}: today's wording; its effect is the same in the format's era]")
    else:
        click.echo(period)
        click.echo(f"[{fmt.name}: its text of the format's era; today's text differs]")
    _echo_format_status(fmt, data)


def _echo_format_status(fmt: Any, data: Any) -> None:
    """Print whether the card ``data`` is in the format's pool and its limit on the format's list."""
    pool, banlist = fmt.card_pool(), fmt.forbidden_limited()
    if pool is not None and pool.max_copies(data.identity) == 0 and data.identity not in pool.limits:
        click.echo(f"[{fmt.name}: not in the card pool]")
        return
    limit = 3 if banlist is None else banlist.max_copies(data.identity)
    status = {0: "Forbidden", 1: "Limited", 2: "Semi-Limited"}.get(limit, "Unlimited")
    click.echo(f"[{fmt.name}: {status}" + (f" on the list {banlist.name}]" if banlist is not None else "]"))


#: `duelcore check`'s exit code for a legal deck that cannot be played yet (1 is an error or an illegal deck).
EXIT_NOT_PLAYABLE = 3


@main.command()
@click.argument("deck")
@click.option("--banlist", type=click.Path(exists=True, dir_okay=False), default=None, help="Also check against this lflist.conf banlist.")
@_format_option
@click.pass_obj
def check(ctx: _Context, deck: str, banlist: str | None, format_name: str | None) -> None:
    """Validate DECK and say whether it plays now.

    DECK is a .ydk file, a ydke:// link or a shipped deck's name. The deck-building rules are
    checked (sizes, copies, Extra Deck, and the banlist if given; with --format, the format's deck
    sizes, Forbidden & Limited list and card pool); a legal deck that holds cards with effects but
    no script yet is said not to be playable, and those cards are listed.

    \b
    Exit codes:
      0  the deck is legal and playable
      1  the deck is not legal, or cannot be read (the error says why)
      2  wrong usage of the command
      3  the deck is legal but not playable yet: cards in it have no script
    """
    from duelcore.decks import missing_scripts
    from duelcore.errors import SCRIPTED_CARDS_HINT

    try:
        (d,) = _load_decks(ctx, [deck], banlist, format_name)
        missing = missing_scripts(d, ctx.db, FORMATS[format_name].card_texts if format_name else "current")
    except DuelcoreError as exc:
        _fail(exc)
    where = f" in the {format_name} format" if format_name else ""
    extra = FORMATS[format_name].sizes.extra_name.split()[0] if format_name else "Extra"
    legal = f"{d.name}: legal{where} ({len(d.main)} Main, {len(d.extra)} {extra}, {len(d.side)} Side)"
    if not missing:
        click.echo(f"{legal} and playable")
        return
    click.echo(f"{legal} but not playable yet: {_cards_without_script(missing)}")
    for card in missing:
        click.echo("  " + card.text())
    click.echo(SCRIPTED_CARDS_HINT)
    sys.exit(EXIT_NOT_PLAYABLE)


if __name__ == "__main__":  # pragma: no cover
    main()
