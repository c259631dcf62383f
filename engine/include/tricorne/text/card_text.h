// A card's text in words, written from its data (the orders and the effect vocabulary of
// schema/README.md, "Cards"), so an edited deck reads true wherever the studio shows it.
#pragma once

#include <string>

#include "tricorne/core/translatable.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// What the card orders and does, in sentences written from its orders and effects ("Order 4
/// cavalry units anywhere. Cavalry units roll 1 more die in melee."); "" for a card that
/// neither orders nor has an effect. What the playtest shows: exactly what the engine enforces.
Text cardText(const CardText& card);
/// The same, led by when the Combat card is played ("Play on an ordered unit before it battles.").
Text cardText(const CombatCard& card);
/// cardText's English.
std::string describeCard(const CardText& card);
std::string describeCard(const CombatCard& card);

}  // namespace tricorne
