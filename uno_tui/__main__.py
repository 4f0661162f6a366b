"""The `uno-tui` command (and `python -m uno_tui`)."""

import gc
import sys


def take_lang(argv: list[str]) -> tuple[list[str], str | None]:
    """`argv` without `--lang X` / `--lang=X` (before or after the command, up to a
    `--`), and X (None if not given). ValueError if `--lang` has no value."""
    rest: list[str] = []
    value: str | None = None
    i = 0
    while i < len(argv):
        word = argv[i]
        if word == "--":
            rest += argv[i:]
            break
        if word == "--lang":
            if i + 1 >= len(argv) or argv[i + 1] in ("", "--") or argv[i + 1].startswith("-"):
                raise ValueError("--lang")
            value = argv[i + 1]
            i += 2
            continue
        if word.startswith("--lang="):
            value = word.partition("=")[2]
            if not value:
                raise ValueError("--lang")
            i += 1
            continue
        rest.append(word)
        i += 1
    return rest, value


def _fail(message: str) -> None:
    """One line on stderr and exit code 2, as for any other bad option."""
    print(f"Error: {message}", file=sys.stderr)
    sys.exit(2)


def main() -> None:
    # Start-up builds some 150,000 objects that live as long as the program (Typer,
    # Textual, the engine, the first screen). Collecting while they are being made frees
    # nothing and costs 10-20 ms of every start, so the collector starts off. The app
    # turns it back on once it is loaded (`uno_tui.app.create_app`, which freezes what
    # was loaded first); a command that does not start the app, at once (`cli.root`).
    gc.disable()
    # The language is chosen before Typer is imported: Typer reads its own words (the
    # help's panel titles) from the global gettext domain when it is imported, and the
    # commands' help texts are translated as their modules load.
    from uno_tui import language

    try:
        sys.argv[1:], given = take_lang(sys.argv[1:])
        language.use(language.choose(given), whole_process=True)
    except language.UnknownLanguage as err:
        _fail(str(err))
    except ValueError:
        try:
            language.use(language.choose(), whole_process=True)
        except language.UnknownLanguage as err:
            _fail(str(err))
        known = ", ".join(f"{code} ({name})" for code, name in language.LANGUAGES.items())
        _fail(language._("--lang needs a language: {languages}").format(languages=known))
    from uno_tui.cli import main as run

    run(lang_given=given is not None)


if __name__ == "__main__":
    main()
