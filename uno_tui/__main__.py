"""The `uno-tui` command (and `python -m uno_tui`)."""

import gc


def main() -> None:
    # Start-up builds some 150,000 objects that live as long as the program (Typer,
    # Textual, the engine, the first screen). Collecting while they are being made frees
    # nothing and costs 10-20 ms of every start, so the collector starts off. The app
    # turns it back on once it is loaded (`uno_tui.app.create_app`, which freezes what
    # was loaded first); a command that does not start the app, at once (`cli.root`).
    gc.disable()
    from uno_tui.cli import main as run

    run()


if __name__ == "__main__":
    main()
