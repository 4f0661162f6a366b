"""Rulesets: every rule option as a frozen, validated value, loaded from TOML.

- kinds.py: what values an option takes (checked, described, written out);
- options.py: the Ruleset and its option declarations, how many can play;
- combinations.py: options that cannot work together;
- loading.py: the shipped files, any TOML file, a plain mapping;
- sentences.py: the active rules in plain words (the help screen).
"""

from ..options.multi import MULTI_WORDS
from .combinations import check_combinations
from .kinds import DRAW_FACES, Kind, RulesetError, toml_text
from .loading import from_mapping, is_path, list_rulesets, load_ruleset, shipped_file
from .options import META_KEYS, Ruleset, changed_keys, help_text, kind_of, option_fields
from .sentences import EFFECT_WORDS, describe_rules, rule_sentence

__all__ = [
    "DRAW_FACES",
    "EFFECT_WORDS",
    "META_KEYS",
    "MULTI_WORDS",
    "Kind",
    "Ruleset",
    "RulesetError",
    "changed_keys",
    "check_combinations",
    "describe_rules",
    "rule_sentence",
    "shipped_file",
    "from_mapping",
    "help_text",
    "is_path",
    "kind_of",
    "list_rulesets",
    "load_ruleset",
    "option_fields",
    "toml_text",
]
