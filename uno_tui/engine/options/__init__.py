"""House-rule options: one module per option, named after it, holding all of that
option's behaviour and its declaration (an `Option`, base.py: the ruleset keys it
owns, its sentences, its conflicts, the hooks the core runs it at); registry.py
lists them, one line each. The Ruleset field of each key (its default, meaning and
kind) stays in ruleset/options.py, the one place every option is declared as data.

To add an option: its module (declaring its `Option`), its line in registry.py, its
field in ruleset/options.py, its line in rulesets/official.toml, and its tests."""
