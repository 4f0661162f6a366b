"""House-rule options that change the flow of play: one module per option,
named after it, holding all of that option's behaviour (the option itself is
declared in ruleset.py)."""
