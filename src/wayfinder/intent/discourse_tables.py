"""Tables of English discourse markers: words around a request that carry no request (pure data).

Each table holds for English in general, not for one site or one sentence; the source of each is
named. ``intent/discourse.py`` sets these words aside before the goal is read. Every entry is lower
case; an entry matches whole words only.

Where an entry may stand:

* ``LEAD`` - at the start of a clause, before what is asked ("hi", "so", "can you", "I was wondering");
* ``TAIL`` - at the end of a clause, after what is asked ("please", "for me", "thanks", "you've got");
* ``ALONE`` - a whole sentence or comma-delimited piece made only of markers ("Thanks!", "hope you're
  well.", ", um,") is set aside wherever it stands: every LEAD and TAIL entry can form one;
* ``SHOP_TALK`` - anywhere but at the start of a clause ("the cheapest mouse you've got", "how many
  records are on file for Cruz");
* ``LABELS`` - before a colon ("Task: ...");
* ``COMMA_LEAD`` - only at the start and only when a comma follows: "well, ...", "right, ..." ("right
  click the icon" and "well lit rooms" are requests, not markers).

``CONTRACTIONS`` are written out before any lookup ("what's" -> "what is"), so one entry serves both.
"""

from __future__ import annotations

# Contractions written out (the possessive "'s" of a name stays: "Bob's email").
CONTRACTIONS: dict[str, str] = {
    "what's": "what is",
    "whats": "what is",
    "that's": "that is",
    "there's": "there is",
    "it's": "it is",
    "who's": "who is",
    "where's": "where is",
    "how's": "how is",
    "here's": "here is",
    "he's": "he is",
    "she's": "she is",
    "i'm": "i am",
    "i'd": "i would",
    "i've": "i have",
    "i'll": "i will",
    "you're": "you are",
    "you've": "you have",
    "you'd": "you would",
    "you'll": "you will",
    "we're": "we are",
    "we've": "we have",
    "we'd": "we would",
    "they're": "they are",
    "they've": "they have",
    "don't": "do not",
    "doesn't": "does not",
    "didn't": "did not",
    "isn't": "is not",
    "aren't": "are not",
    "wasn't": "was not",
    "weren't": "were not",
    "haven't": "have not",
    "hasn't": "has not",
    "can't": "cannot",
    "won't": "will not",
    "wouldn't": "would not",
    "couldn't": "could not",
    "shouldn't": "should not",
    "that'd": "that would",
    "it'd": "it would",
    # written without the apostrophe, as people type in a hurry (not 'its', 'id', 'wed', 'well': words)
    "im": "i am",
    "ive": "i have",
    "youve": "you have",
    "youre": "you are",
    "dont": "do not",
    "doesnt": "does not",
    "didnt": "did not",
    "isnt": "is not",
    "arent": "are not",
    "cant": "cannot",
    "thats": "that is",
    "theres": "there is",
    "whos": "who is",
    "wheres": "where is",
    "wasnt": "was not",
    "werent": "were not",
    "havent": "have not",
    "hasnt": "has not",
    "wouldnt": "would not",
    "couldnt": "could not",
    "shouldnt": "should not",
    "theyre": "they are",
    "weve": "we have",
    "youll": "you will",
    # 'id', 'wed' and 'ill' are words of their own; before a verb of wanting they can only be 'I'd', 'we'd'
    # and 'I'll' ('Id like 3 of them', 'wed love a copy', 'ill need the invoice')
    **{
        f"{short} {verb}": f"{full} {verb}"
        for short, full in (("id", "i would"), ("wed", "we would"))
        for verb in ("like", "love", "prefer", "appreciate", "want")
    },
    **{f"ill {verb}": f"i will {verb}" for verb in ("need", "want", "take", "have")},
}


# Openings and closings of a conversation: Schegloff (1968) "Sequencing in conversational openings";
# Schegloff & Sacks (1973) "Opening up closings"; greetings and leave-takings as listed by Jucker (2017).
GREETINGS = (
    "hi",
    "hii",
    "hello",
    "hallo",
    "hey",
    "heya",
    "hiya",
    "howdy",
    "yo",
    "greetings",
    "hi there",
    "hello there",
    "hey there",
    "hey you",
    "good morning",
    "good afternoon",
    "good evening",
    "good day",
    "morning",
    "afternoon",
    "evening",
    "dear assistant",
    "hey assistant",
    "hi assistant",
    "hope you're well",
    "hope you are well",
    "i hope you're well",
    "i hope you are well",
    "hope you're doing well",
    "hope you are doing well",
    "hope all is well",
    "how are you",
    "how's it going",
    "heyy",
    "heyyy",
    "hellooo",
    "hey hey",
    "hi hi",
    "sup",
    "what's up",
    "evening",
    "afternoon",
    "good evening to you",
    "hello again",
    "hi again",
    "hey again",
    "welcome back",
    "dear",
    "dear assistant",
    "hey team",
    "hi team",
    "hello team",
    "hi all",
    "hello all",
    "hi everyone",
    "hello everyone",
    # a greeting with the group it calls ('Evening all', 'morning folks', 'hey guys'): Jucker &
    # Taavitsainen (2003) on address terms; any greeting of the list above with any of these
    *(
        f"{greeting} {group}"
        for greeting in (
            "hi",
            "hello",
            "hey",
            "howdy",
            "yo",
            "greetings",
            "morning",
            "afternoon",
            "evening",
            "good morning",
            "good afternoon",
            "good evening",
            "good day",
        )
        for group in ("all", "everyone", "everybody", "folks", "team", "guys", "y'all", "friends", "people")
    ),
)
# Apologies that open a request (Aijmer 1996 ch. 3; Deutschmann 2003 "Apologising in British English").
APOLOGIES = (
    "sorry",
    "so sorry",
    "sorry to bother you",
    "sorry to bother",
    "sorry to bug you",
    "sorry for the trouble",
    "sorry to ask",
    "sorry for the bother",
    "apologies for the bother",
    "apologies for bothering you",
    "sorry for asking",
    "excuse me",
    "pardon me",
    "pardon",
    "apologies",
    "my apologies",
    "forgive me",
    "i hate to bother you",
    "i hate to ask",
    "hope this is ok",
    "hope that's ok",
    "hope you can help",
    "hope you can help me",
    "i hope you can help",
    "i need some help",
    "i need help",
    "need help",
    "help needed",
    "i need a hand",
    "i need your help",
    "need your help",
    "i could use some help",
    "i could use your help",
    "can you help",
    "can you help me",
    "could you help",
    "could you help me",
    "please help",
    "please help me",
    "help please",
    "help me please",
    "help",
    "dear",
    # regional and borrowed greetings in everyday English (Jucker 2017; the Macquarie Dictionary's "g'day")
    "g'day",
    "gday",
    "g'day mate",
    "ahoy",
    "aloha",
    "hola",
    "ciao",
    "bonjour",
)
SIGN_OFFS = (
    "bye",
    "goodbye",
    "cya",
    "see ya",
    "best",
    "regards",
    "best regards",
    "kind regards",
    "have a nice day",
    "have a good day",
    "talk soon",
    # the complimentary closes of letters and emails (Quirk et al. 1985, 11.55 note on formulae;
    # the closings listed in the Chicago Manual of Style, 17th ed., 9.36 on correspondence)
    "best wishes",
    "all the best",
    "warm regards",
    "warmest regards",
    "warm wishes",
    "yours sincerely",
    "sincerely",
    "yours truly",
    "yours faithfully",
    "take care",
    "with thanks",
    # kisses closing a friendly message (Crystal 2008 "Txtng: The Gr8 Db8", ch. 3: 'x', 'xx', 'xoxo');
    # the lone 'x' is left out - it is a letter, a size and a times sign
    "xx",
    "xxx",
    "xo",
    "xoxo",
)
# Thanking routines: Aijmer (1996) "Conversational routines in English", ch. 2 (thanking).
THANKS: tuple[str, ...] = (
    "thanks",
    "thank you",
    "thank you so much",
    "thank you very much",
    "thanks a lot",
    "thanks a bunch",
    "thanks so much",
    "thanks very much",
    "many thanks",
    # thanking before the favour is done, with any thanking word ('cheers in advance', 'ta in advance')
    *(f"{word} in advance" for word in ("thanks", "thank you", "many thanks", "cheers", "ta", "thx", "ty")),
    "thx",
    "thnx",
    "tnx",
    "ty",
    "tia",
    # chat spellings of thanks ('kthx', 'thanx', 'tysm'): McCulloch (2019) "Because Internet" ch. 4 on
    # abbreviations of the phatic routines of chat
    "kthx",
    "kthxbye",
    "kthnx",
    "thanx",
    "thanks!",
    "tyvm",
    "tysm",
    "thxbye",
    "ta",
    "cheers",
    # a thanks word with its intensifier ('ta muchly', 'cheers very much', 'thanks loads'): Aijmer (1996)
    # ch. 2 lists the intensified forms as one routine
    *(
        f"{word} {degree}"
        for word in ("thanks", "thank you", "ta", "cheers")
        for degree in ("muchly", "very much", "so much", "a lot", "loads", "heaps", "a bunch", "a million")
    ),
    "much appreciated",
    "appreciate it",
    "i appreciate it",
    "i'd appreciate it",
    "i would appreciate it",
    "that would be great",
    "that'd be great",
    "would be great",
    "thanks a ton",
    "thanks heaps",
    "thanks loads",
    "thanks again",
    "thanks a million",
    "thank you kindly",
    "thank you again",
    "thanks for your help",
    "thank you for your help",
    "thanks for the help",
    "thanks for helping",
    "appreciate the help",
    "appreciate your help",
    "i appreciate your help",
    "much obliged",
    "cheers mate",
    "ta very much",
    "great thanks",
    "ok thanks",
    "okay thanks",
    "that's all",
    "that is all",
    "that's it",
    "that is it",
    "nothing else",
    "you're the best",
    "you are the best",
    "you rock",
    "you are great",
    "you're great",
    "you're awesome",
    "you are awesome",
    "you're a star",
    "you're a lifesaver",
    "you are a lifesaver",
    "hopefully that makes sense",
    "hope that makes sense",
    "hope this makes sense",
    "does that make sense",
    "if that makes sense",
    "lmk",
    "let me know",
    "let me know thanks",
    "keep me posted",
    "love it",
)
# Intensified thanks ('thanks so much in advance', 'thank you a ton for your help'): Aijmer (1996) ch. 2
# lists the intensifiers of thanking; each thanks entry that goes on after its thanking word also
# matches with one of them in between.
THANKS_INTENSIFIERS = ("so much", "very much", "a lot", "a ton", "a bunch", "a million", "heaps", "loads")
THANKS = (
    THANKS
    + tuple(
        f"{head} {more} {rest}"
        for entry in THANKS
        for head in ("thanks", "thank you")
        if entry.startswith(head + " ") and not entry.startswith(head + " you")
        for rest in (entry[len(head) + 1 :],)
        if not any(rest.startswith(i) for i in THANKS_INTENSIFIERS)
        for more in THANKS_INTENSIFIERS
    )
    + tuple(f"{head} {more}" for head in ("thanks", "thank you") for more in THANKS_INTENSIFIERS)
)


# Politeness markers and downtoners of requests: House & Kasper (1981) "Politeness markers in English and
# German"; Brown & Levinson (1987) negative politeness; Blum-Kulka, House & Kasper (1989) CCSARP coding of
# request modifiers (politeness marker, consultative device, time intensifier).
POLITENESS_LEAD = ("please", "pls", "plz", "plse", "pleease", "kindly", "pretty please")
# Conditional and temporal clauses that leave the request to the hearer's convenience ('if you can',
# 'when you have a sec', 'if it's not too much trouble'): the CCSARP "consultative device" and
# "downtoner" classes (Blum-Kulka, House & Kasper 1989, appendix) and the conditional clauses of
# politeness in Quirk et al. (1985) 15.36 ("if you don't mind"). They are made of a few parts: a
# conjunction, then either the hearer's ability or spare time, or the request's ease - so the table is
# their product rather than a list of sentences.
_CONVENIENCE_CONJUNCTIONS = ("if", "when", "whenever", "once")
_SPARE_TIME = tuple(
    f"{article}{unit}"
    for article in ("a ", "a quick ", "a spare ", "the ", "some ", "")
    for unit in ("sec", "second", "minute", "min", "moment", "mo", "chance", "time", "spare minute")
    if not (article == "" and unit not in ("time", "chance"))
)
_HEARER_FREE = (
    *(f"you {have} {spare}" for have in ("have", "have got", "got", "get", "find") for spare in _SPARE_TIME),
    "you can",
    "you could",
    "you would",
    "you will",
    "you are able",
    "you are able to",
    "you are free",
    "you are not busy",
    "you know",
    "you do not mind",
    "you please",
)
_EASY = (
    "easy",
    "possible",
    "ok",
    "okay",
    "alright",
    "all right",
    "fine",
    "convenient",
    "no trouble",
    "no bother",
)
_HARD = (
    "much trouble",
    "too much trouble",
    "much of a bother",
    "a bother",
    "a problem",
    "too hard",
    "hard",
    "difficult",
)
_REQUEST_EASY = (
    *(
        f"{subject} {be} {how}"
        for subject in ("it", "that", "this")
        for be in ("is", "would be")
        for how in _EASY
    ),
    *(
        f"{subject} {be} {how}"
        for subject in ("it", "that", "this")
        for be in ("is not", "would not be")
        for how in _HARD
    ),
    "that works",
    "that works for you",
    "possible",
    "at all possible",  # 'if at all possible': the degree adverb of a condition (Quirk et al. 1985, 8.107)
)
CONVENIENCE = tuple(
    f"{conjunction} {clause}"
    for conjunction in _CONVENIENCE_CONJUNCTIONS
    for clause in _HEARER_FREE + _REQUEST_EASY
    if not (conjunction == "once" and clause.startswith(("it", "that", "this", "possible")))
)
POLITENESS_TAIL = (
    "please",
    "pls",
    "plz",
    "plse",
    "pleease",
    "pretty please",
    "for me",
    "for me please",
    *CONVENIENCE,
    "if you would be so kind",
    "when you can",
    "whenever",
    "when convenient",
    "at your convenience",
    "whenever possible",
    "by any chance",
    # 'offhand', 'off the top of your head': the answer asked without looking it up (a hedge on the
    # request, Hyland 2005); after a question opener ('do you know offhand') or at the end
    "offhand",
    "off the top of your head",
    "please and thank you",
    "quickly",
    "real quick",
    "now please",
    "right now please",  # not 'now please' alone, which left 'right' as a word of the place before it
    "please and thanks",
)
# Query-preparatory and want-statement request openers (Searle 1975 "Indirect speech acts";
# Blum-Kulka et al. 1989 CCSARP request strategies) and hedges on the speaker's intent (Hyland 2005
# "Metadiscourse", hedges and self-mentions). What follows them is the request itself.
REQUEST_OPENERS = (
    "would you be so kind as to",
    "could you be so kind as to",
    "be so kind as to",
    "would you be kind enough to",
    "could you be kind enough to",
    "be kind enough to",
    "can you",
    "can u",
    "could you",
    "could u",
    "would you",
    "will you",
    "would you mind",
    "do you mind",
    "would you mind if you",
    "do you mind if you",
    "would you be able to",
    "could you be able to",
    "are you able to",
    "can you please",
    "could you please",
    "would you please",
    "will you please",
    "can you help me",
    "could you help me",
    "can you help me to",
    "could you help me to",
    "help me",
    "help me to",
    "is it possible to",
    "is it possible for you to",
    "i was wondering if you could",
    "i was wondering if you can",
    "i wonder if you could",
    "i'd like you to",
    "i would like you to",
    "i want you to",
    "i need you to",
    "i'd love it if you could",
    "i'm trying to",
    "i am trying to",
    "i'm looking to",
    "i am looking to",
    "i was hoping to",
    "i was hoping you could",
    "i'd like to",
    "i would like to",
    "i want to",
    "i need to",
    "i wanna",
    "i gotta",
    "we'd like to",
    "we would like to",
    "we want to",
    "we need to",
    "let's",
    "lets",
    "let me",
    "go ahead and",
    "feel free to",
    "try to",
    "please try to",
    "make sure to",
    "be sure to",
    "remember to",
    "you can",
    "you could",
    "you should",
    "you need to",
    "you must",
    "your task is to",
    "your job is to",
    "the task is to",
    "would you mind helping me",
    "could you help me out",
    "can you help me out",
    "help me out",
    "help me out here",
    "can i get you to",
    "could i get you to",
    "i'd need you to",
    "i would need you to",
    "could you do me a favor and",
    "could you do me a favour and",
    "can you do me a favor and",
    "can you do me a favour and",
    "do me a favor and",
    "do me a favour and",
    "any chance you could",
    "any chance you can",
    "is there any chance you could",
    "i'd really like to",
    "i would really like to",
    "i really need to",
    "i really want to",
    "i'd love to",
    "i would love to",
    "i'd love you to",
    "i was hoping you could help me",
    "i'm hoping to",
    "i am hoping to",
    "i'm hoping you can",
    "i am hoping you can",
    "would it be possible to",
    "would it be possible for you to",
    "i'm not sure but",
    "not sure if you can but",
    "do you think you could",
    "think you could",
    "mind if i ask you to",
    "i'd be grateful if you could",
    "i would be grateful if you could",
    "i'd appreciate it if you could",
    "i would appreciate it if you could",
    "please could you",
    "pls can you",
    "plz can you",
    # the endearment request, 'be a dear and ...' (Aijmer 1996, ch. 4: requests softened by an
    # endearment; a noun of praise for the hearer, then 'and' and the request)
    *(
        f"{article} {noun} and"
        for article, nouns in (
            (
                "be a",
                ("dear", "star", "love", "doll", "darling", "sweetheart", "pal", "gem", "champ", "sport"),
            ),
            ("be an", ("angel", "absolute star", "absolute gem")),
        )
        for noun in nouns
    ),
)
# Openers of a question the person asks (the question follows): hedged and framed questions.
QUESTION_OPENERS = (
    "i was wondering",
    "i'm wondering",
    "i am wondering",
    "i wonder",
    "just wondering",
    "wondering",
    "quick question",
    "a quick question",
    "question",
    "i have a question",
    "i've got a question",
    "one question",
    "i'm curious",
    "i am curious",
    "curious",
    *(f"{just}out of {why}" for just in ("", "just ", "purely ") for why in ("curiosity", "interest")),
    "do you know",
    *(
        f"{opener} {hedge}"
        for opener in ("do you know", "would you know", "do you happen to know")
        for hedge in ("offhand", "off the top of your head", "by any chance")
    ),
    "does anyone know",
    "do you happen to know",
    "would you happen to know",
    # asking whether the hearer knows at all ('any idea -', 'got any clue:', 'do you have any thoughts,'):
    # the knowledge pre-question of Levinson (1983) 6.4, with the nouns people ask it with
    *(
        f"{have}any {noun}{of}"
        for have in ("", "got ", "have you got ", "do you have ")
        for noun in ("idea", "ideas", "clue", "clues", "thoughts")
        for of in ("", " of")
        if not (of and noun == "thoughts")
    ),
    # wondering aloud whether the hearer knows ('wondering if you know:', 'I was wondering whether you
    # could tell me'): the hedged question of Blum-Kulka et al. (1989), speaker's wish plus the hearer's ability
    *(
        f"{wonder}{whether}{know}"
        for wonder in (
            "wondering",
            "i was wondering",
            "i'm wondering",
            "i am wondering",
            "i wonder",
            "just wondering",
        )
        for whether in (" if", " whether")
        for know in (" you know", " you happen to know", " you could tell me", " you can tell me")
    ),
    "i'd like to know",
    "i would like to know",
    "i want to know",
    "i need to know",
    "i'd love to know",
    "i'm trying to find out",
    "i am trying to find out",
    "can i ask",
    "i wanted to ask",
    "i want to ask",
    "i would like to ask",
    "i'd like to ask",
    "just wanted to ask",
    "i was going to ask",
    "i meant to ask",
    "may i ask",
    "let me ask",
    "one more thing",
    "another question",
    "just curious",
    "just a question",
    "random question",
    "simple question",
    "i think",
    "i guess",
    "i suppose",
)
# Hedging adverbs between the speaker and the verb ("I kinda want", "we really need"): Hyland (2005),
# Lakoff (1973) "Hedges"; they soften, they do not change what is asked.
HEDGE_ADVERBS = (
    "kinda",
    "kind of",
    "sorta",
    "sort of",
    "really",
    "actually",
    "basically",
    "honestly",
    "literally",
    "just",
    "also",
    "maybe",
    "perhaps",
    "probably",
    # downtoners of a request (Blum-Kulka et al. 1989: 'could you possibly ...') and the stance
    # adverbs of manner of speaking (Biber et al. 1999, 10.2.3: 'honestly', 'frankly')
    "possibly",
    "frankly",
    "truthfully",
    "seriously",
)
# Discourse markers and fillers that open a turn: Schiffrin (1987) "Discourse markers" (oh, well, so,
# now, then, you know, I mean); Fraser (1999) "What are discourse markers?"; Clark & Fox Tree (2002)
# "Using uh and um in spontaneous speaking".
FILLERS = (
    "um",
    "umm",
    "ummm",
    "uh",
    "uhh",
    "uhm",
    "er",
    "erm",
    "hmm",
    "hm",
    "hmmm",
    "mm",
    "so",
    "so yeah",
    "oh",
    "ah",
    "ok",
    "okay",
    "ok so",
    "okay so",
    "alright",
    "all right",
    "anyway",
    "anyways",
    "you know",
    "i mean",
    "sure",
    "yeah",
    "yep",
    "btw",
    "by the way",
    "fyi",
    "now",
    "so basically",
    "basically",
    "anyhow",
    "right so",
    "well then",
    "ok then",
    "okay then",
    "alrighty",
    "one sec",
    "hmm ok",
    "um ok",
    "uh ok",
    "oh and",
    "also",
    "next up",
    "in the meantime",
    "meanwhile",
    "first off",
    "first of all",
    "to start",
    # stance adverbs of the manner of speaking open a turn as markers do (Biber et al. 1999, 10.2.3)
    "honestly",
    "frankly",
    "truthfully",
    "to be honest",
    "tbh",
)
# Labels a person puts before the request itself, set aside when a colon follows ("Task: ...").
LABELS = (
    "task",
    "goal",
    "your task",
    "the task",
    "request",
    "question",
    "quick question",
    "q",
    "tell me",
    "tell me something",
    "tell me this",
    # a request to find out, with no object of its own, before the question it announces ('could you find
    # out for me: how many ...', 'check this for me: ...', 'look into something for me:'); 'check' alone
    # before a colon could name a box to tick, so it needs its 'this' or 'for me'
    *(
        f"{verb}{what}{whom}"
        for verb in (
            "find out",
            "figure out",
            "work out",
            "look into",
            "look up",
            "check",
            "tell me",
            "let me know",
        )
        for what in ("", " this", " something", " something quickly")
        for whom in ("", " for me", " for us")
        if verb != "check" or what or whom
    ),
    "answer me this",
    "can you tell me",
    "could you tell me",
    "urgent",
    "important",
    "quick one",
    "a quick one",
    "fyi",
    "ps",
    "reminder",
    "heads up",
    "help",
    "please help",
    "todo",
    "to do",
    "asap",
    "hi",
    "hello",
    "hey",
    *(
        f"{size} {noun}"  # 'quick q:', 'small question:', 'a silly question:'
        for size in (
            "quick",
            "small",
            "short",
            "simple",
            "silly",
            "dumb",
            "random",
            "one",
            "a",
            "a quick",
            "a small",
        )
        # what a person calls their own request before a colon: 'quick check:', 'small favour:', 'one thing:'
        for noun in ("question", "q", "qn", "check", "query", "request", "favour", "favor", "thing", "ask")
    ),
    # the same, said to be for the hearer ('question for you:', 'a quick one for you -')
    *(
        f"{size}{noun} for you"
        for size in ("", "a ", "one ", "one more ", "quick ", "a quick ", "small ", "a small ", "another ")
        for noun in ("question", "q", "one", "thing")
        if size or noun != "one"
    ),
    # what the person calls the request itself ('straightforward one:', 'tricky one -', 'another one:')
    *(
        f"{size} one"
        for size in (
            "easy",
            "an easy",
            "simple",
            "straightforward",
            "a straightforward",
            "tricky",
            "a tricky",
            "hard",
            "a hard",
            "short",
            "small",
            "fun",
            "odd",
            "weird",
            "another",
            "next",
            "new",
            "last",
        )
    ),
    # a presentative before the request it hands over ('here's one:', 'okay, here's another -', 'here goes:')
    *(
        f"here is {what}"
        for what in (
            "one",
            "another",
            "another one",
            "one for you",
            "a question",
            "a quick one",
            "my question",
            "the question",
            "the task",
            "the thing",
            "what i need",
        )
    ),
    "here goes",
    "here we go",
    # the person's own estimate of the request before it ('hopefully an easy one -', 'probably a silly
    # question:', 'should be a quick one -'): a pre-announcement that characterises what follows
    # (Schegloff 2007 "Sequence Organization in Interaction", ch. 4, preliminaries to preliminaries)
    *(
        f"{guess}{size} {noun}"
        for guess in ("hopefully ", "probably ", "this is ", "this should be ", "should be ", "prob ")
        for size in ("an easy", "a quick", "a simple", "a silly", "a dumb", "a daft", "a stupid", "a small")
        for noun in ("one", "question", "q")
    ),
)
# adjectives and words that also name things ('cool mist humidifier', 'plus size'): markers only before a comma
COMMA_LEAD = (
    "well",
    "right",
    "now",
    "then",
    "like",
    "see",
    "look",
    "listen",
    "basically",
    "honestly",
    "cool",
    "great",
    "awesome",
    "perfect",
    "yes",
    "plus",
    "nice",
    "sweet",
    "fine",
    "good",
)
# Words about where or from whom, said in passing around a shop or records request; a shop's search
# does not need them ("what's the cheapest mouse you've got", "how many are on file"). Never at the start
# of a clause: "do you sell toasters?" there is the question itself.
SHOP_TALK = (
    "you've got",
    "you have got",
    "you got",
    "you guys have",
    "you have",
    "you sell",
    "you carry",
    "you stock",
    "you offer",
    "do you have",
    "do you sell",
    "do you carry",
    "do you stock",
    "do you offer",
    "have you got",
    "you've got there",
    "you have there",
    "you have available",
    "on this site",
    "on the site",
    "on this website",
    "on the website",
    "on your site",
    "on your website",
    "on here",
    "in the store",
    "in the shop",
    "in your store",
    "in your shop",
    "in this store",
    "in this shop",
    "at the store",
    "from the store",
    "from your store",
    "on file",
    "on record",
    "in the system",
    "in the database",
    "right now",
    "at the moment",
    "currently",
    "these days",
    "nowadays",
)
# Openers after which the request's verb is a gerund ('would you mind adding ...', 'how about checking
# ...'): 'mind' and 'how about' take an -ing clause (Quirk et al. 1985, A Comprehensive Grammar of the
# English Language, 16.38-16.41). The gerund is read as the verb's base form; without a gerund after
# them these are not set aside here ('how about the cheapest one?' keeps its words).
GERUND_OPENERS = (
    "would you mind",
    "do you mind",
    "would you mind just",
    "mind",
    "how about",
    "what about",
    "would you consider",
    "could you try",
    "can you try",
    "try",
)
# Asking to be given a thing ('can I get two G502 mice?', 'could I have the cheapest kettle'): Searle's
# (1975) hearer-directed request asked from the speaker's side; it is a request to get the thing, not a
# question whether one may. Only before 'get' or 'have', or a verb of seeing ('can I see the Orbit kettle',
# 'could we view the cart'): to be shown the thing. The verb each stands for.
SELF_REQUESTS = ("can i", "could i", "may i", "can we", "could we", "may we")
SELF_REQUEST_VERBS = {"get": "get", "have": "get", "see": "show me", "view": "show me"}
# Deictic place adverbs that end a request ('how many are there here?', 'place my order here'): the
# site the run is on, which every request is about anyway. Not after a verb ('click here', 'start
# here': there they are a link's words) or a preposition ('directions from here').
DEICTIC_TAIL = ("here", "over here", "in here", "around here", "right here", "here please")
# Words after which a goal gives a message's text unquoted ('add a note saying works for me'): the
# message is the person's own words, never discourse to set aside.
MESSAGE_MARKERS = (
    "saying",
    "that says",
    "which says",
    "with the text",
    "with text",
    "with the message",
    "with the words",
    "with the comment",
    "with the note",
    "with the body",
)
SMILEYS = (":)", ":-)", ":d", ";)", ";-)", ":(", "xd", "<3", ":p")
# Invariant tag questions that close a request or a question and ask only for agreement ("add it to the
# cart, ok?", "it is in stock, right?"): Quirk et al. (1985) "A Comprehensive Grammar of the English
# Language" §11.8-11.9, invariant tags; Biber et al. (1999) §14.3.3. Set aside only as the goal's last
# words before a question mark, after a word that is not a function word ('on the right?' keeps it).
TAG_QUESTIONS = (
    "ok",
    "okay",
    "k",
    "alright",
    "all right",
    "right",
    "yeah",
    "yes",
    "eh",
    "got it",
    "is that ok",
    "is that okay",
    "is that alright",
    "will you",
    "would you",
    "can you",
    "could you",
    "won't you",
)

# Pre-requests: a turn that only announces that a request follows ("would you mind helping me out?",
# "could you do me a favour?", "can I ask you something?"): pre-sequences, Levinson (1983) "Pragmatics"
# 6.4, Schegloff (2007) "Sequence organization in interaction" ch. 4. They are made of a few parts, so
# the table is their product rather than a list of sentences.
_HELP_ASKS = (
    "can you",
    "could you",
    "would you",
    "will you",
    "can you please",
    "could you please",
    "would you please",
    "could you possibly",
    "would you be able to",
    "are you able to",
)
_HELP_MINDS = ("would you mind", "do you mind", "mind", "would you be so kind as", "would you be willing")
_HELP_OBJECTS = ("me", "us", "")
_HELP_PARTICLES = ("", " out", " with something", " with this", " with a question", " with a quick question")
_FAVOURS = ("do me a favour", "do me a favor", "do me a quick favour", "do me a quick favor")
_ASK_YOU = (
    "ask you something",
    "ask you this",
    "ask you one thing",
    "ask you a question",
    "ask you a quick question",
    "ask something",
    "ask a question",
)


def _help_requests() -> tuple[str, ...]:
    out: list[str] = []
    for obj in _HELP_OBJECTS:
        for particle in _HELP_PARTICLES:
            if particle == " out" and not obj:
                continue  # 'help out' on its own offers help
            rest = (f" {obj}" if obj else "") + particle
            out += [f"{ask} help{rest}" for ask in _HELP_ASKS]
            out += [f"{mind} helping{rest}" for mind in _HELP_MINDS[:3]]
            out += [f"{mind} to help{rest}" for mind in _HELP_MINDS[3:]]
    out += [f"{ask} {favour}" for ask in _HELP_ASKS for favour in _FAVOURS]
    out += [
        f"{lead} {ask}"
        for lead in ("can i", "could i", "may i", "let me", "i want to", "i wanted to")
        for ask in _ASK_YOU
    ]
    out += ["i have a question", "i have a quick question", "i have got a question", "quick question for you"]
    out += [
        f"{got} a {time}"
        for got in ("got", "have you got", "do you have")
        for time in ("sec", "second", "minute", "moment")
    ]
    return tuple(dict.fromkeys(out))


PRE_REQUESTS = _help_requests()
# Comment clauses and asides on why one asks ("(asking for a friend)", "just curious", "out of
# curiosity", "no pressure"): Quirk et al. (1985) 15.53-15.56 on comment clauses; they say how the
# speaker stands to the request, not what is asked ("just curious" and its kin open questions above).
_NOT_PRESSING = ("rush", "hurry", "pressure", "worries", "stress", "big deal", "biggie", "problem")
ASIDES = (
    "asking for a friend",
    "just asking",
    "purely out of curiosity",
    "just out of curiosity",
    "just checking",
    "for my own curiosity",
    "for reference",
    "for the record",
    "if you happen to know",
    "in case you know",
    # reassurances: the request is not pressing ('no rush', 'no big deal', 'not urgent')
    *(f"{no} {what}" for no in ("no", "it's no", "it is no") for what in _NOT_PRESSING),
    *(f"{be}not {what}" for be in ("", "it's ", "it is ") for what in ("urgent", "a big deal", "a rush")),
)

# How precise the answer should be, said after the question ('how many exactly?', 'how many in total?',
# 'how much roughly?'): emphasizers and approximators (Quirk et al. 1985, 8.104-8.110) that ask no other
# thing; at a clause's end only ('is it exactly 5?' keeps its word).
PRECISION_TAIL = (
    "exactly",
    "precisely",
    "in total",
    "altogether",
    "in all",
    "all told",
    "roughly",
    "approximately",
    "more or less",
)

# Terms of address standing apart ('Evening, friend.', 'thanks, mate', 'ok folks, ...'): vocatives
# (Quirk et al. 1985, 10.52-10.53; Leech 1999 "The distribution and function of vocatives"); a name
# or a title after a greeting is read by ``discourse_edges.is_vocative``, these alone as a piece.
ADDRESS_TERMS = (
    "friend",
    "my friend",
    "mate",
    "buddy",
    "pal",
    "folks",
    "guys",
    "you guys",
    "everyone",
    "everybody",
    "sir",
    "madam",
    "boss",
    "dude",
    "bro",
    "my dear",
)

# The speaker's own guess or memory said as a sentence of its own ('I think it's fairly old.', 'I'm
# pretty sure it was in stock last week.'): epistemic stance markers (Biber et al. 1999, 12.2.3 on
# stance adverbials and complement clauses of 'think', 'believe', 'guess'; Kaltenboeck et al. 2011 on
# comment clauses). Said apart from the request they carry no request; ``discourse_edges.guesses``
# sets such a sentence aside only when another sentence of the goal asks something.
STANCE_OPENERS = (
    "i think",
    "i believe",
    "i guess",
    "i suppose",
    "i reckon",
    "i suspect",
    "i assume",
    "i imagine",
    "i feel like",
    "i have a feeling",
    "i seem to remember",
    "i seem to recall",
    "i remember",
    "i am pretty sure",
    "i am fairly sure",
    "i am quite sure",
    "i am not sure but",
    "if i remember right",
    "if i remember correctly",
    "if i recall correctly",
    "iirc",
    "afaik",
    "as far as i know",
    "my guess is",
    "i would guess",
    "probably",
    "presumably",
)

# 'by default', 'unless told otherwise', 'out of the box': the setting asked is the one nobody changed -
# what documentation states as the value anyway ('--timeout seconds (600 by default)'). The frame keeps
# no field for it and a page names the default beside the value, so it is set aside at a clause's edge
# or standing apart ('by default, how many seconds ...', '... wait between pages unless told otherwise?');
# inside a clause ('what port does it use by default over http') it stays. A restrictive condition
# adjunct (Quirk et al. 1985, 15.34 on 'unless' clauses; 8.89 on 'by default'-type manner adjuncts).
DEFAULT_ADVERBS = ("by default", "as default", "as a default", "out of the box", "as standard")
DEFAULT_CONDITIONS = (
    "unless told otherwise",
    "unless you tell it otherwise",
    "unless i tell it otherwise",
    "unless configured otherwise",
    "unless set otherwise",
    "unless it is told otherwise",
    "unless someone changes it",
    "if nothing is configured",
    "if nothing else is set",
    "if not configured",
    "if you do not change it",
    "if i do not change it",
    "if i do not set it",
    "without any settings",
)
# the adverbs stand apart ('by default, how many ...'); at a clause's end they stay, where 'what is X set
# to by default' asks the default value (``question_verbs.restate_question``)
DEFAULT_SETTING = DEFAULT_ADVERBS + DEFAULT_CONDITIONS

# Laughter tokens of written chat ('lol', 'haha'): they mark stance, not content, at either end of a
# message - Tagliamonte & Denis (2008) "Linguistic ruin? LOL!"; McCulloch (2019) "Because Internet" ch. 4.
LAUGHTER = ("lol", "lmao", "rofl", "haha", "hahaha", "hehe", "heh")
# How pressing the request is ('asap', 'right away', '- it's urgent'): it says when, never what (Quirk
# et al. 1985, 8.51 on time adjuncts of immediacy); 'urgent' before a colon is a label (LABELS).
URGENCY = (
    "asap",
    "as soon as possible",
    "right away",
    "straight away",
    "urgently",
    "it's urgent",
    "it is urgent",
    "kind of urgent",
)
# The bare adjective is a tracker's value as often ('tickets with priority Urgent'): it is set aside
# only standing apart, in parentheses or after a comma or a dash ('open issue 20 (urgent)').
URGENT_APART = ("urgent", "very urgent", "super urgent")

LEAD = (
    GREETINGS
    + APOLOGIES
    + PRE_REQUESTS
    + POLITENESS_LEAD
    + REQUEST_OPENERS
    + QUESTION_OPENERS
    + FILLERS
    + THANKS
    + ASIDES
    + LAUGHTER
)
TAIL = (
    THANKS
    + SIGN_OFFS
    + POLITENESS_TAIL
    + SMILEYS
    + ASIDES
    + LAUGHTER
    + URGENCY
    + DEFAULT_CONDITIONS
    + PRECISION_TAIL
)

__all__ = [
    "ADDRESS_TERMS",
    "APOLOGIES",
    "ASIDES",
    "COMMA_LEAD",
    "DEFAULT_ADVERBS",
    "DEFAULT_CONDITIONS",
    "DEFAULT_SETTING",
    "FILLERS",
    "GREETINGS",
    "HEDGE_ADVERBS",
    "LABELS",
    "LAUGHTER",
    "LEAD",
    "POLITENESS_LEAD",
    "POLITENESS_TAIL",
    "PRECISION_TAIL",
    "PRE_REQUESTS",
    "QUESTION_OPENERS",
    "REQUEST_OPENERS",
    "SHOP_TALK",
    "SIGN_OFFS",
    "SMILEYS",
    "STANCE_OPENERS",
    "TAG_QUESTIONS",
    "TAIL",
    "THANKS",
    "URGENCY",
    "URGENT_APART",
]
