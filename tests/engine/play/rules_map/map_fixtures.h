// Helpers shared by the rule map's tests (engine/RULES.md): actions by kind, a first turn
// with a chosen Command card, and the shipped battles the conformance tests walk.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "play/game_fixtures.h"

namespace map_fixtures {

/// The sides of the 000 base battle (the 001 base puts the Continentals at the bottom).
inline constexpr tricorne::Position kJacobite = tricorne::Position::Bottom;
inline constexpr tricorne::Position kGovernment = tricorne::Position::Top;

inline tricorne::Action pieceAction(tricorne::ActionKind kind, tricorne::PieceRef p) {
    tricorne::Action a;
    a.kind = kind;
    a.piece = p;
    return a;
}

/// How many of the legal actions now are of `kind`.
inline int countOf(const tricorne::Rules& r, const tricorne::GameState& s, tricorne::ActionKind kind) {
    const auto legal = tricorne::legalActions(r, s);
    return static_cast<int>(std::count_if(legal.begin(), legal.end(), [kind](const tricorne::Action& a) { return a.kind == kind; }));
}

inline bool anyOfKind(const tricorne::Rules& r, const tricorne::GameState& s, tricorne::ActionKind kind) { return countOf(r, s, kind) > 0; }

/// The first player (bottom) holding only `cardId`, and that card played. Neither side holds
/// Combat cards, so the end of turn brings no default-action choice.
inline tricorne::GameState afterPlaying(fixtures::Battle& b, const std::string& cardId) {
    const auto& r = b.rules();
    auto s = tricorne::startGame(r, 5);
    REQUIRE(s.active == tricorne::Position::Bottom);
    const auto& cards = r.system().commandCards;
    const auto it = std::find_if(cards.begin(), cards.end(), [&](const tricorne::CommandCard& c) { return c.id == cardId; });
    REQUIRE(it != cards.end());
    s.cards.hands[s.active] = {static_cast<std::uint8_t>(it - cards.begin())};
    for (auto& hand : s.cards.combatHands) hand.clear();
    REQUIRE(tricorne::apply(r, s, fixtures::choice(tricorne::ActionKind::PlayCard)) == tricorne::ActionError::None);
    return s;
}

/// Every shipped battle and scenario template.
inline std::vector<std::filesystem::path> shippedBattles() {
    auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    for (const auto& path : fixtures::filesUnder("templates/scenarios", ".tricorne.json")) files.push_back(path);
    REQUIRE_FALSE(files.empty());
    return files;
}

}  // namespace map_fixtures
