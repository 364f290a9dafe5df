"""Shared procedures for card scripts, one module per mechanic: the building blocks scripts are
written with.

A script reads like its card's text and calls these instead of repeating the mechanics. It imports
each piece from the module of its mechanic (``from duelcore.cards.procedures.equip import
equip_spell``); this package re-exports nothing.

- :mod:`.activation`: activating a Spell or Trap Card, an activation with no effect of its own, a
  "send to the GY" cost (every Spell and Trap; Toon World, Royal Decree; Symbols of Duty).
- :mod:`.banish`: banishing cards as a cost or by an effect; a monster's own Special Summon from the
  hand by banishing monsters from the GY; "banish that target, this card cannot attack this turn";
  banishing the two monsters of a battle (Soul Release, Amaterasu, Immortal Phoenix Gearfried,
  Spiritual Beast Pettlephin, Black Luster Soldier - Envoy of the Beginning, Chaos Sorcerer, D.D.
  Warrior Lady, D.D. Assailant).
- :mod:`.battle`: the attacking monster, monsters that destroyed a monster by battle, "this card
  cannot attack the turn you activate this effect", battle damage this card inflicted (Sakuretsu
  Armor, Enchanted Javelin, Horus the Black Flame Dragon LV6, Chaos Sorcerer, Airknight Parshath,
  Spirit Reaper).
- :mod:`.counters`: Spell Counters and Magic Reflector's counter (Breaker the Magical Warrior,
  Magic Reflector).
- :mod:`.destruction`: "destroy that target", a Spell/Trap that may be Set, the monsters a
  summon-response Trap answers (Man-Eater Bug, Mystical Space Typhoon, De-Spell, Armed Ninja,
  Trap Master, Bottomless Trap Hole).
- :mod:`.discard`: discarding as a cost, by an effect, at random (Magic Jammer, Card Destruction,
  Graceful Charity, Robbin' Goblin, White Magical Hat).
- :mod:`.equip`: Equip Spells, Equip Cards and monsters held as Equip Cards (Axe of Despair, Book of
  Secret Arts, Premature Burial, Relinquished, Maha Vailo, Immortal Phoenix Gearfried).
- :mod:`.field_spells`: Field Spells and their ATK/DEF changes, "Umi is on the field", Pandemonium
  and the "Archfiend" monsters (Mountain, Sogen, Umi, Umiiruka, Yami, Pandemonium, Torpedo Fish).
- :mod:`.filters`: the small predicates and candidate lists, and :data:`~.filters.MONSTER_ZONES`
  (every script that chooses or counts cards).
- :mod:`.flip`: FLIP effects (Man-Eater Bug, Hane-Hane, Magician of Faith, Big Eye, Penguin
  Soldier, Trap Master...).
- :mod:`.ghostricks`: the "Ghostrick" archetype (Ghostrick Specter, Ghostrick Witch).
- :mod:`.immunity`: "unaffected by Spell effects" (Horus the Black Flame Dragon LV6).
- :mod:`.life_points`: LP costs, maintenance costs, effect damage (Premature Burial, Toon World,
  Imperial Order, Skull Archfiend of Lightning, Ookazi, Black Pendant).
- :mod:`.lingering`: the flags a resolved effect applies to a card, "until the end of this turn"
  (Silent Doom, Half Shut, Forbidden Chalice, Worm Yagan, Defenders Intersect).
- :mod:`.negation`: answering a Chain Link, negating the activation or the effect, Counter Traps
  (Magic Jammer, Solemn Judgment, Seven Tools of the Bandit, Magic Drain, Gryphon Wing, Dark
  Paladin, Horus LV8).
- :mod:`.positions`: battle positions and turning monsters face-down (Book of Moon, Book of
  Eclipse, Stealth Bird, Mid Shield Gardna, Defenders Intersect).
- :mod:`.ritual`: Ritual Spells (Black Illusion Ritual, Black Luster Ritual).
- :mod:`.search`: searching the Deck, adding to the hand, revealing (Sangan, Witch of the Black
  Forest, Sonic Bird, Big Eye, The Inexperienced Spy).
- :mod:`.spirits`: Spirit monsters: "Cannot be Special Summoned" and the return to the hand in the
  End Phase (Tsukuyomi, Asura Priest).
- :mod:`.stats`: "it gains N ATK/DEF until the end of this turn", "with N or more ATK" (Rush
  Recklessly, Reinforcements, Castle Walls, The Reliable Guardian, Trap Hole).
- :mod:`.summon_response`: the Traps that answer a Summon or an event naming one monster (Trap
  Hole, Bottomless Trap Hole, Eatgaboon, House of Adhesive Tape, Chain Destruction, Sakuretsu
  Armor).
- :mod:`.summoning`: Special Summons by effects, how a monster was Summoned, summon locks, LV
  monsters (Monster Reborn, Call of the Haunted, Kurivolt, Polymerization, Scapegoat, Horus LV6).
- :mod:`.targeting`: "Target N cards", the targets at resolution, which Chain Link targets a
  face-down monster (every targeting script; Big Shield Gardna, Amaterasu, Deus X-Krawler).
- :mod:`.toons`: Toon monsters and Toon World (Blue-Eyes Toon Dragon, Manga Ryu-Ran, Toon Mermaid,
  Toon Summoned Skull, Toon World).
- :mod:`.triggers`: trigger-event conditions: flipped, Summoned this way, sent from the field to the
  GY, the events a window answers (FLIP monsters, Sangan, Breaker the Magical Warrior, Mirror
  Force).
- :mod:`.tributes`: "Tribute 1 <kind of> monster" as a cost (Axe of Despair, Crush Card Virus,
  Icarus Attack, Jigen Bakudan, Worm King); the rule itself is ``duelcore.rules.tributes``.

Source: DESIGN §7 ("reuse shared procedures, not copies").
"""
