"""Shared procedures for card scripts, one module per mechanic: the building blocks scripts are
written with.

A script reads like its card's text and calls these instead of repeating the mechanics. It imports
each piece from the module of its mechanic (``from duelcore.cards.procedures.equip import
equip_spell``); this package re-exports nothing.

- :mod:`.activation`: activating a Spell or Trap Card, an activation with no effect of its own, a
  "send to the GY" cost, cards sent to the GY together (every Spell and Trap; Toon World, Royal
  Decree; Symbols of Duty; Reversal Quiz).
- :mod:`.banish`: banishing cards as a cost or by an effect, a name banished from both Decks; a
  monster's own Special Summon from the hand by banishing monsters from the GY; "banish that
  target, this card cannot attack this turn"; banishing the two monsters of a battle (Soul Release,
  Amaterasu, Immortal Phoenix Gearfried, Spiritual Beast Pettlephin, Nobleman of Crossout, Black
  Luster Soldier - Envoy of the Beginning, Chaos Sorcerer, D.D. Warrior Lady, D.D. Assailant).
- :mod:`.battle`: the attacking monster, monsters that destroyed a monster by battle, the negation
  of the monsters a monster destroys by battle, "this card cannot attack the turn you activate this
  effect", battle damage this card inflicted (Sakuretsu Armor, Enchanted Javelin, Horus the Black
  Flame Dragon LV6, Dark Balter the Terrible, Chaos Sorcerer, Airknight Parshath, Spirit Reaper).
- :mod:`.copying`: copying another card's effect, "The effect of this card becomes the same as the
  Normal Spell Card" (Serial Spell).
- :mod:`.counters`: counters a card can hold, Spell Counters placed when a Spell resolves,
  removing them as a cost, ATK per counter (Breaker the Magical Warrior, Skilled Dark Magician,
  Skilled White Magician, Royal Magical Library, Magical Marionette, Apprentice Magician, Magic
  Reflector).
- :mod:`.declarations`: a card name declared on activation, from the names the player can know
  (Archfiend's Oath).
- :mod:`.deck`: excavating the top of the Deck until a card is found (Monster Gate, Reasoning,
  Magical Merchant), or the top N cards of both Decks and dealing them out (Cyber Jar), returning
  cards to the Deck (A Feather of the Phoenix, Reload, Trap Dustshoot).
- :mod:`.destruction`: "destroy that target", a Spell/Trap that may be Set, the monsters a
  summon-response Trap answers (Man-Eater Bug, Mystical Space Typhoon, De-Spell, Armed Ninja,
  Trap Master, Bottomless Trap Hole).
- :mod:`.discard`: discarding as a cost, by an effect, whole hands, at random, of the player's own
  choice (Magic Jammer, Card Destruction, Morphing Jar, Graceful Charity, Robbin' Goblin, White
  Magical Hat, Delinquent Duo, Lightning Vortex, Raigeki Break).
- :mod:`.equip`: Equip Spells, Equip Cards and monsters held as Equip Cards (Axe of Despair, Book of
  Secret Arts, Premature Burial, Relinquished, Thousand-Eyes Restrict, Maha Vailo, Immortal Phoenix
  Gearfried).
- :mod:`.field_spells`: Field Spells and their ATK/DEF changes, "Umi is on the field", Pandemonium
  and the "Archfiend" monsters, "<Field Spell> is on the field" (Mountain, Sogen, Umi, Umiiruka,
  Yami, Pandemonium, Torpedo Fish, Gravekeeper's Assailant).
- :mod:`.filters`: the small predicates and candidate lists, and :data:`~.filters.MONSTER_ZONES`
  (every script that chooses or counts cards; Change of Heart's ``control_can_switch``).
- :mod:`.flip`: FLIP effects (Man-Eater Bug, Hane-Hane, Magician of Faith, Big Eye, Penguin
  Soldier, Trap Master...).
- :mod:`.ghostricks`: the "Ghostrick" archetype (Ghostrick Specter, Ghostrick Witch).
- :mod:`.immunity`: "unaffected by Spell effects" (Horus the Black Flame Dragon LV6).
- :mod:`.life_points`: LP costs, half the LP as a cost, maintenance costs, effect damage (Premature
  Burial, Toon World, Solemn Judgment, Return from the Different Dimension, Imperial Order, Skull
  Archfiend of Lightning, Ookazi, Black Pendant).
- :mod:`.lingering`: the flags a resolved effect applies to a card, "until the end of this turn"
  (Silent Doom, Half Shut, Forbidden Chalice, Worm Yagan, Defenders Intersect).
- :mod:`.locks`: Continuous cards that lock the field: monsters that cannot attack, monsters kept
  in Defense Position, a Normal Spell that stays for some turns (Gravity Bind, Wall of Revealing
  Light, Level Limit - Area B, Swords of Revealing Light).
- :mod:`.negation`: answering a Chain Link, negating the activation or the effect, Counter Traps
  (Magic Jammer, Solemn Judgment, Seven Tools of the Bandit, Magic Drain, Gryphon Wing, Dark
  Paladin, Horus LV8, Curse of Royal, Spell Shield Type-8); negating the effect of a Normal Spell or
  Trap Card for LP, and of a Spell or Trap Card that targets this card (Dark Balter the Terrible,
  Ryu Senshi, Fiend Skull Dragon).
- :mod:`.positions`: battle positions and turning monsters face-down, the cycle-flip monsters,
  shuffling face-down monsters (Book of Moon, Book of Eclipse, Stealth Bird, Mid Shield Gardna,
  Defenders Intersect, Des Lacooda, Swarm of Locusts, Cyber Jar).
- :mod:`.ritual`: Ritual Spells (Black Illusion Ritual, Black Luster Ritual).
- :mod:`.search`: searching the Deck, adding to the hand, revealing, calling a card type (Sangan,
  Witch of the Black Forest, Sonic Bird, Big Eye, The Inexperienced Spy, Terraforming, Reinforcement
  of the Army, Toon Table of Contents, Trap Dustshoot, Reversal Quiz).
- :mod:`.spirits`: Spirit monsters: "Cannot be Special Summoned" and the return to the hand in the
  End Phase (Tsukuyomi, Asura Priest).
- :mod:`.stats`: "it gains N ATK/DEF until the end of this turn", "with N or more ATK" (Rush
  Recklessly, Reinforcements, Castle Walls, The Reliable Guardian, Trap Hole).
- :mod:`.summon_response`: the Traps that answer a Summon or an event naming one monster (Trap
  Hole, Bottomless Trap Hole, Eatgaboon, House of Adhesive Tape, Chain Destruction, Sakuretsu
  Armor, Torrential Tribute).
- :mod:`.summoning`: Special Summons by effects, how a monster was Summoned, summon locks, LV
  monsters, each player Special Summoning at once, "When this card is Tribute Summoned", the
  return from the GY in the next Standby Phase, banished monsters Special Summoned "as many as
  possible", the Extra Deck's name in a format (Monster Reborn, Call of the Haunted, Kurivolt,
  Gravekeeper's Spy, Polymerization, Scapegoat, Horus LV4 and LV6, The Shallow Grave, Dark Mimic
  LV1 and LV3, the Monarchs, Sacred Phoenix of Nephthys, Vampire Lord, Hand of Nephthys, the
  Skilled Magicians, Dimension Fusion, Return from the Different Dimension, Metamorphosis).
- :mod:`.targeting`: "Target N cards", the targets at resolution, which Chain Link targets a
  face-down monster, "destroy this card when it is targeted" (every targeting script; Big Shield
  Gardna, Amaterasu, Deus X-Krawler, Reaper on the Nightmare).
- :mod:`.toons`: Toon monsters and Toon World (Blue-Eyes Toon Dragon, Manga Ryu-Ran, Toon Mermaid,
  Toon Summoned Skull, Toon World).
- :mod:`.triggers`: trigger-event conditions: flipped, Summoned this way, sent from the field or
  the hand to the GY, sent to the GY this turn, the events a window answers (FLIP monsters, Sangan,
  Night Assailant, Breaker the Magical Warrior, Manticore of Darkness, Mirror Force).
- :mod:`.tributes`: "Tribute 1 <kind of> monster" as a cost (Axe of Despair, Crush Card Virus,
  Icarus Attack, Jigen Bakudan, Worm King, Metamorphosis), "Tribute this card and 1 other monster"
  (Hand of Nephthys); the rule itself is ``duelcore.rules.tributes``.

Source: DESIGN §7 ("reuse shared procedures, not copies").
"""
