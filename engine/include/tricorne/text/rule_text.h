// Plain-English one-liners for objectives and special rules: what the engine will enforce,
// for the studio's cards and the CLI's reports. Each comes as a Text too, whose English is the
// same sentence and which the studio says in its own language.
#pragma once

#include <string>

#include "tricorne/core/by_side.h"
#include "tricorne/core/translatable.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// The words the one-liners name each side by: "bottom" and "top" (the CLI's reports), or
/// the armies' names ("Jacobite", "Government") where a reader knows the battle (the studio).
using SideWords = BySide<std::string>;

/// "bottom" and "top".
const SideWords& positionWords();

/// Each side of `scenario` by its faction's name in `system` ("Jacobite", "Government"), else
/// by the scenario's faction id, else by its position word ("bottom", "top"). `system` null:
/// faction ids, else position words.
SideWords factionWords(const Scenario& scenario, const GameSystem* system);

/// E.g. "1 banner per hex occupied at the start of the side's turn; lost when left"; a side
/// (worth by side, the holder) named by `sides`: "2 (Government) / 1 (Jacobite) banners …".
std::string describeObjective(const Objective& objective, const SideWords& sides = positionWords());

/// describeObjective() as a translatable text: its English is describeObjective's sentence; the
/// side words, numbers and ids are plain values in it, never translated.
Text objectiveText(const Objective& objective, const SideWords& sides = positionWords());

/// E.g. "Opening cannonade: bottom fires first; militia join with 1 die", a side named by
/// `sides` ("Jacobite fires first"). For "text": the text.
std::string describeSpecialRule(const SpecialRule& rule, const SideWords& sides = positionWords());

/// describeSpecialRule() as a translatable text (its English is that sentence); a "text" rule
/// is the designer's words, a plain value. With the battle's `system`, the terrain and unit
/// type ids the sentence lists carry their table names as keys, so the studio names them in its
/// language; the English still shows the ids.
Text specialRuleText(const SpecialRule& rule, const SideWords& sides = positionWords(), const GameSystem* system = nullptr);

}  // namespace tricorne
