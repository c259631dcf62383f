// The cards' part of the end of a turn and the card-linked battle rules: Rally's blocks (000 ·
// ADDITIONAL COMMAND CARD NOTES; 001 Continental Rally), the Combat card default action (000 ·
// Combat card Default Action), the special rules that name a side (ruleFor) and the first
// player by card reveal (001 Freeman's Farm). The end of turn's steps that call them are
// end_of_turn.cpp. See include/tricorne/play/cards.h and cards_internal.h.
#include <algorithm>
#include <array>
#include <limits>
#include <optional>

#include "play/cards_internal.h"
#include "play/game_internal.h"
#include "tricorne/play/cards.h"
#include "tricorne/rules/movement.h"

namespace tricorne {

namespace detail {

void rallyBlocks(const Rules& rules, GameState& s, Position side, int dice) {
    for (int i = 0; i < dice; ++i) {
        const Face f = s.roll();
        const std::optional<UnitKind> kind = f == Face::Infantry  ? std::optional(UnitKind::Infantry)
                                             : f == Face::Cavalry ? std::optional(UnitKind::Cavalry)
                                             : f == Face::Artillery ? std::optional(UnitKind::Artillery)
                                                                    : std::nullopt;
        if (!kind) continue;
        int best = -1;
        for (int u = 0; u < rules.unitCount(); ++u) {
            const UnitState& unit = s.unit(u);
            const int full = rules.unitType(u).blocks;  // the type's full strength, not the starting count
            if (rules.unitSide(u) != side || !unit.alive() || unit.blocks >= full || rules.unitType(u).kind != *kind) continue;
            if (best < 0 || unit.blocks < s.unit(best).blocks) best = u;
        }
        if (best >= 0) ++s.unit(best).blocks;
    }
}

}  // namespace detail

namespace cards {

namespace {

using detail::make;

/// The board as the active side's leaders see it when they reposition: per hex (by dense
/// index), whether a leader may never enter it (enemy pieces, terrain impassable to leaders),
/// whether he must stop there, and whether he may pass but not end there (a friendly leader, or
/// a friendly unit with a Chief marker: 000 · CLAN CHIEF & CHIEF OFFICER MARKERS, "A leader may
/// not attach to a unit that has a Chief marker"). Worked out once per question and shared by
/// every leader of the side.
class RepositionBoard {
public:
    enum Cell : std::uint8_t { Barred = Rules::LeaderBarred, StopsOnEnter = Rules::LeaderStops, MayNotEnd = 4 };

    RepositionBoard(const Rules& rules, const GameState& s) : m_cells(rules.leaderTerrain()) {
        const Position side = s.active;
        for (int u = 0; u < rules.unitCount(); ++u) {
            const UnitState& unit = s.unit(u);
            if (!unit.alive()) continue;
            if (rules.unitSide(u) != side) m_cells[board::slot(unit.hex)] |= Barred;
            else if (unit.chief) m_cells[board::slot(unit.hex)] |= MayNotEnd;
        }
        for (int l = 0; l < rules.leaderCount(); ++l)
            if (const LeaderState& leader = s.leader(l); leader.onBoard())
                m_cells[board::slot(leader.hex)] |= rules.leaderSide(l) == side ? MayNotEnd : Barred;
    }

    std::uint8_t operator[](int index) const { return m_cells[static_cast<std::size_t>(index)]; }

private:
    std::array<std::uint8_t, board::kHexCount> m_cells;
};

/// Hexes a leader of the active side may reposition to, up to 3 hexes (000 · Combat card
/// Default Action: "Terrain restrictions still apply"): not into enemies or impassable
/// terrain, not across a hex side he may not cross (walls), no further after terrain or a hex
/// side that stops movement (field works), ending where no other leader stands.
/// Calls visit(index) with each one's dense index, breadth-first (nearer hexes first, a fixed
/// order) until it returns false. Asked for every leader at most ends of turn: no allocation.
template <typename Visit>
void forEachRepositionHex(const Rules& rules, const RepositionBoard& cells, Hex from, Visit&& visit) {
    enum Reach : std::uint8_t { Unseen, Stops, GoesOn };  // a hex reached where he must stop may later be reached where he may not
    const int start = board::indexOf(from);
    std::array<Reach, board::kHexCount> reach{};
    reach[static_cast<std::size_t>(start)] = GoesOn;
    std::array<std::int16_t, board::kHexCount> ring;  // hexes to go on from, ring after ring (written before read)
    std::size_t ringBegin = 0, ringEnd = 0;
    ring[ringEnd++] = static_cast<std::int16_t>(start);
    for (int step = 0; step < 3; ++step) {
        const std::size_t nextBegin = ringEnd;
        for (std::size_t i = ringBegin; i < nextBegin; ++i) {
            const int at = ring[i];
            if (at != start && (cells[at] & RepositionBoard::StopsOnEnter)) continue;
            const bool anyEdge = rules.anyEdgeFeatureAt(at);  // most hexes: no side to ask about
            for (Side d : kAllSides) {
                const int h = board::neighbourIndex(at, d);
                if (h < 0) continue;
                Reach& r = reach[static_cast<std::size_t>(h)];
                if (r == GoesOn) continue;
                const SideCrossing cross = anyEdge ? leaderCrossing(rules, board::hexAt(at), d, at == start) : SideCrossing{};
                if (!cross.allowed) continue;
                const std::uint8_t cell = cells[h];
                if (cell & RepositionBoard::Barred) {
                    r = GoesOn;  // never his, whatever the way in
                    continue;
                }
                const bool first = r == Unseen;
                if (cross.stop) {
                    if (first) r = Stops;
                } else {
                    r = GoesOn;
                    ring[ringEnd++] = static_cast<std::int16_t>(h);
                }
                if (first && !(cell & RepositionBoard::MayNotEnd) && !visit(h)) return;
            }
        }
        ringBegin = nextBegin;
    }
}

/// Leaders of the active side who may still reposition this turn.
bool mayReposition(const Rules& rules, const GameState& s, int l) {
    const LeaderState& leader = s.leader(l);
    // "A leader may only reposition one time when using a Combat card's default action."
    return rules.leaderSide(l) == s.active && leader.onBoard() && !leader.combatCard;
}

}  // namespace

bool anyDefaultAction(const Rules& rules, const GameState& s) {
    if (s.cards.combatHands[s.active].empty()) return false;
    std::optional<RepositionBoard> cells;  // built for the first leader who may go
    for (int l : rules.leadersOf(s.active))
        if (mayReposition(rules, s, l)) {
            if (!cells) cells.emplace(rules, s);
            bool any = false;
            forEachRepositionHex(rules, *cells, s.leader(l).hex, [&](int) { return !(any = true); });
            if (any) return true;
        }
    return false;
}

void defaultActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    const auto& hand = s.cards.combatHands[s.active];
    if (hand.empty()) return;
    const RepositionBoard cells(rules, s);
    for (int l : rules.leadersOf(s.active)) {
        if (!mayReposition(rules, s, l)) continue;
        std::array<std::int16_t, board::kHexCount> hexes;  // found once per leader, whatever the card (the first n written)
        std::size_t n = 0;
        forEachRepositionHex(rules, cells, s.leader(l).hex, [&](int h) {
            hexes[n++] = static_cast<std::int16_t>(h);
            return true;
        });
        for (std::size_t slot = 0; slot < hand.size(); ++slot) {
            if (!detail::firstOfItsKind(hand, slot)) continue;
            // Hundreds of these every end of turn: room made once, each written once.
            out.reserve(out.size() + n);
            Action a = make(ActionKind::RepositionLeader, PieceRef::leader(l), {}, static_cast<int>(slot));
            for (std::size_t i = 0; i < n; ++i) {
                a.hex = board::hexAt(hexes[i]);
                out.push_back(a);
            }
        }
    }
}

void repositionLeader(GameState& s, const Action& a) {
    const Position p = s.active;
    auto& hand = s.cards.combatHands[p];
    s.cards.combatDiscard[p].push_back(hand[static_cast<std::size_t>(a.index)]);
    hand.erase(hand.begin() + a.index);
    s.leader(a.piece.index).combatCard = true;
    s.moveLeader(a.piece.index, a.hex);
}

const SpecialRule* ruleFor(const Rules& rules, SpecialRuleKind kind, Position side) {
    for (const SpecialRule& r : rules.scenario().specialRules)
        if (r.kind == kind && std::count(r.sides.begin(), r.sides.end(), side)) return &r;
    return nullptr;
}

}  // namespace cards

namespace detail {

// --- first player by card reveal (001 Freeman's Farm) ----------------------------------------

bool revealsFirstPlayer(const Rules& rules) {
    const auto& list = rules.scenario().specialRules;
    return std::any_of(list.begin(), list.end(), [](const SpecialRule& r) { return r.kind == SpecialRuleKind::FirstPlayerCardReveal; });
}

Position revealSide(const GameState& s) {
    return s.cards.revealed[Position::Bottom] < 0 ? Position::Bottom : Position::Top;
}

void revealActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    (void)rules;
    const auto& hand = s.cards.hands[revealSide(s)];
    for (std::size_t i = 0; i < hand.size(); ++i) out.push_back(make(ActionKind::RevealCard, {}, {}, static_cast<int>(i)));
}

void applyReveal(const Rules& rules, GameState& s, const Action& a) {
    const Position side = revealSide(s);
    s.cards.revealed[side] = a.index;
    if (side == Position::Bottom) return;
    // 001 Freeman's Farm: "The player's section card, that orders the fewest number of units and
    // leaders, will move first ... Tactic Cards do not count as fewest."
    const auto orders = [&](Position p) {
        const auto& hand = s.cards.hands[p];
        const CommandCard& c = rules.system().commandCards[hand[static_cast<std::size_t>(s.cards.revealed[p])]];
        if (c.orderRule != OrderRule::Sections) return std::numeric_limits<int>::max();
        int n = 0;
        for (const SectionOrder& g : c.order) n += g.count;
        return n;
    };
    const int top = orders(Position::Top), bottom = orders(Position::Bottom);
    Position first = top < bottom ? Position::Top : Position::Bottom;
    if (top == bottom) {
        first = rules.scenario().firstPlayer;
        for (const SpecialRule& r : rules.scenario().specialRules)
            if (r.kind == SpecialRuleKind::FirstPlayerCardReveal && r.tieGoesTo) first = *r.tieGoesTo;
    }
    s.active = first;
    beginTurn(rules, s);
}

}  // namespace detail

}  // namespace tricorne
