"""argparse's own words ("usage:", "options:", its error messages) in the language of the run.

argparse looks its words up with gettext's ``gettext`` in the domain ``argparse``, for which
no catalogue is installed anywhere: ``boardgames --lang es --help`` would show our help in
Spanish between English headings.  Its msgids are listed here (so that the app's catalogue
holds them, as argparse writes them) and :func:`speak` points argparse's lookup at our
catalogues.  A msgid missing here stays English, as argparse prints it.
"""

from __future__ import annotations

import argparse

from boardgames_rules.core import i18n
from boardgames_rules.core.i18n import N_

# argparse's messages a player can meet (Python 3.11-3.13): headings, the help and version
# options, and the parse errors.  Those about a wrongly built parser are a programmer's.
WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
)


def _plural_marks() -> None:  # never called: marks argparse's one plural for the catalogue
    i18n.ngettext("expected %s argument", "expected %s arguments", 2)


def speak() -> None:
    """argparse's words from our catalogues, in the active language, from now on (argparse
    looks its ``_`` and ``ngettext`` up at each message, so a later switch is followed)."""
    if hasattr(argparse, "_") and hasattr(argparse, "ngettext"):  # as in 3.11 to 3.13
        # Its module globals, which typeshed does not declare: set through the namespace.
        vars(argparse).update(_=i18n._, ngettext=i18n.ngettext)
