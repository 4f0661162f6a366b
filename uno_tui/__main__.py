"""`python -m uno_tui` does what the `uno-tui` command does."""

from uno_tui.cli import main

if __name__ == "__main__":
    main()
