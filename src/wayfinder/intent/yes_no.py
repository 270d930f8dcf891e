"""Yes/no questions (pure): "is X in stock?", "do you sell toasters?", "does Smith have a mortgage?".

The step asks about the thing (``answer_kind="yes_no"``); a state asked ("in stock", "overdue") is its
attribute, an owner named ("Smith") a name filter. "you sell", "the shop has" are not part of the thing.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wayfinder.intent.frame import Filter, Step
from wayfinder.intent.masking import Masked
from wayfinder.intent.names import NAME2, state_alternation
from wayfinder.intent.object_words import clean
from wayfinder.intent.objects import object_step as _step
from wayfinder.intent.objects import phrase_step, read_object

_YN_STATE_RE = re.compile(
    # 'has the order been shipped yet': the perfect's 'been' and a closing 'yet/already' are no part of it
    rf"^(?P<o>.+?)\s+(?:(?:been|being)\s+)?(?P<s>(?:still\s+)?(?:{state_alternation()}))(?:\s+(?:yet|already|now))?$",
    re.I,
)


_SELLER_RE = re.compile(
    r"^(?:you|we|they|y'all|(?:the|this|your)\s+(?:shop|store|site|website|web\s*site|library|catalog(?:ue)?))"
    r"\s+(?:still\s+)?(?:sells?|ha(?:ve|s)|carr(?:y|ies)|stocks?|offers?|lists?|got)\s+(?:any\s+)?",
    re.I,
)


def read_yes_no(rest: str, text: str, masked: Masked) -> Step | None:
    body = re.sub(r"^there\s+(?:any\s+|a\s+|an\s+)?", "", rest.strip(), flags=re.I)
    body = _SELLER_RE.sub("", body)  # 'do you sell toasters': are there toasters
    owner = re.match(
        rf"^(?P<who>{NAME2})\s+(?:have|has|own|owns|hold|holds)\s+(?P<o>.+)$",
        body,
        re.I,
    )
    if owner:  # 'does Smith have a mortgage': a mortgage, of Smith
        step = _step("answer", text, owner.group("o"), masked, answer_kind="yes_no")
        who = Filter("name", masked.restore(owner.group("who")))
        return replace(step, filters=(*[f for f in step.filters if f.name != "brand"], who))
    state = _YN_STATE_RE.match(body)
    if state:
        attr = " ".join(state.group("s").lower().split())
        return _step("answer", text, state.group("o"), masked, attributes=(attr,), answer_kind="yes_no")
    obj = read_object(clean(body), masked, narrow=False)  # 'pets allowed at X' is what is asked
    step = phrase_step("answer", text, obj, scope=obj.scope, answer_kind="yes_no")
    return step if step.object or step.bounds or step.superlative else None
