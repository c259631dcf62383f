// The Order phase (000 · Phase 2. Order Units; 001 likewise): which pieces the played card
// lets the active side order now. Section cards through the order room below; Tactic and
// in-lieu cards by their own rule (cards.h). See game_internal.h.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "game_internal.h"
#include "tricorne/cards.h"

namespace tricorne {

namespace {

using detail::make;

unsigned sectionBit(BoardSection section) { return 1u << static_cast<unsigned>(section); }

/// The sections each hex lies in (bit per BoardSection) as each side sees them, by Position
/// and board index: Rules::inSection tabled once, since the Order phase asks it of every piece
/// at every decision.
const std::array<std::array<std::uint8_t, board::kHexCount>, 2>& sectionsByHex() {
    static const auto table = [] {
        std::array<std::array<std::uint8_t, board::kHexCount>, 2> t{};
        for (Position side : {Position::Bottom, Position::Top})
            for (Hex h : board::allHexes())
                for (BoardSection sec : {BoardSection::Left, BoardSection::Centre, BoardSection::Right})
                    if (Rules::inSection(h, sec, side))
                        t[static_cast<std::size_t>(side)][static_cast<std::size_t>(board::indexOf(h))] |= static_cast<std::uint8_t>(sectionBit(sec));
        return t;
    }();
    return table;
}

/// Whether pieces whose group masks are counted in `piecesWithMask` can all be given orders
/// by the card's section groups (a hex on a dotted line may use either of its sections'
/// orders). With at most three groups, Hall's theorem answers it exactly: for every set of
/// groups, the pieces that can use only those groups must not outnumber their orders.
bool ordersFit(const CommandCard& card, const std::array<int, 8>& piecesWithMask) {
    if (piecesWithMask[0] > 0) return false;  // a piece no group can order
    const unsigned groups = static_cast<unsigned>(card.order.size());
    for (unsigned set = 1; set < (1u << groups); ++set) {
        int capacity = 0, demand = 0;
        for (unsigned g = 0; g < groups; ++g)
            if (set & (1u << g)) capacity += card.order[g].count;
        for (unsigned mask = 1; mask < 8; ++mask)
            if ((mask & ~set) == 0) demand += piecesWithMask[mask];
        if (demand > capacity) return false;
    }
    return true;
}

/// The orders left on the played card this turn: whether one more piece on a hex may take an
/// order now, given the pieces ordered so far (each used one order). The pieces already
/// ordered are counted once, and the fit is worked out once per group mask (there are eight),
/// not once per piece asked about.
class OrderRoom {
public:
    OrderRoom(const Rules& rules, const GameState& s)
        : m_card(rules.system().commandCards[static_cast<std::size_t>(s.playedCard)]),
          m_sections(sectionsByHex()[static_cast<std::size_t>(s.active)]) {
        for (std::size_t g = 0; g < m_card.order.size() && g < m_groupSections.size(); ++g)
            for (BoardSection sec : m_card.order[g].sections) m_groupSections[g] |= sectionBit(sec);
        for (const auto& u : s.units)
            if (u.ordered && u.alive()) ++m_ordered[groupMask(u.hex)];
        for (const auto& l : s.leaders)
            if (l.ordered && l.onBoard()) ++m_ordered[groupMask(l.hex)];
        m_fits.fill(-1);
        int capacity = 0, ordered = 0;
        for (std::size_t g = 0; g < m_card.order.size(); ++g) capacity += m_card.order[g].count;
        for (int n : m_ordered) ordered += n;
        m_full = ordered >= capacity;
    }

    /// Every order of the card is used: no piece may take one (Hall's check over all groups).
    bool full() const { return m_full; }

    /// Precondition: h on the board (the piece's own hex).
    bool mayOrder(Hex h) const {
        const unsigned mask = groupMask(h);
        if (m_fits[mask] < 0) {
            auto masks = m_ordered;
            ++masks[mask];
            m_fits[mask] = ordersFit(m_card, masks) ? 1 : 0;
        }
        return m_fits[mask] == 1;
    }

private:
    /// Which of the card's groups (bit per group) may order a piece on h.
    unsigned groupMask(Hex h) const {
        const unsigned sections = m_sections[static_cast<std::size_t>(board::indexOf(h))];
        unsigned mask = 0;
        for (std::size_t g = 0; g < m_groupSections.size(); ++g)
            if (sections & m_groupSections[g]) mask |= 1u << g;
        return mask;
    }

    const CommandCard& m_card;
    const std::array<std::uint8_t, board::kHexCount>& m_sections;  ///< the active side's view
    std::array<unsigned, 3> m_groupSections{};  ///< by group: its sections' bits (at most three groups)
    std::array<int, 8> m_ordered{};
    mutable std::array<std::int8_t, 8> m_fits{};  ///< by mask: 1 fits, 0 not, -1 not asked yet
    bool m_full = false;
};

/// Whether a unit of the active side may still be ordered.
inline bool mayOrderUnit(const Rules& rules, const GameState& s, const OrderRoom& room, int u) {
    const UnitState& unit = s.units[static_cast<std::size_t>(u)];
    return unit.alive() && !unit.ordered && rules.unitSide(u) == s.active && room.mayOrder(unit.hex);
}

/// Whether a leader of the active side may still be ordered (alone or to detach).
inline bool mayOrderLeader(const Rules& rules, const GameState& s, const OrderRoom& room, int l) {
    const LeaderState& leader = s.leaders[static_cast<std::size_t>(l)];
    return leader.onBoard() && !leader.ordered && rules.leaderSide(l) == s.active && room.mayOrder(leader.hex);
}

/// 000 · Phase 2: a lone leader takes an order; an attached one may be ordered to detach
/// (Section cards), which costs an order of its own.
Action leaderOrder(const GameState& s, int l) {
    return make(s.isLoneLeader(l) ? ActionKind::Order : ActionKind::Detach, PieceRef::leader(l));
}

/// Calls visit(action) for each order the active side may give now, in the list's order
/// (units, then leaders), until visit returns false.
template <typename Visit>
void forEachOrder(const Rules& rules, const GameState& s, Visit&& visit) {
    if (!cards::sectionTurn(rules, s)) {  // Tactic cards order by their own rule (cards.h)
        const int ordered = cards::orderedSoFar(s);
        for (int u = 0; u < rules.unitCount(); ++u)
            if (auto a = cards::tacticOrder(rules, s, PieceRef::unit(u), ordered))
                if (!visit(*a)) return;
        for (int l = 0; l < rules.leaderCount(); ++l)
            if (auto a = cards::tacticOrder(rules, s, PieceRef::leader(l), ordered))
                if (!visit(*a)) return;
        return;
    }
    const OrderRoom room(rules, s);
    if (room.full()) return;
    for (int u = 0; u < rules.unitCount(); ++u)
        if (mayOrderUnit(rules, s, room, u))
            if (!visit(make(ActionKind::Order, PieceRef::unit(u)))) return;
    for (int l = 0; l < rules.leaderCount(); ++l)
        if (mayOrderLeader(rules, s, room, l))
            if (!visit(leaderOrder(s, l))) return;
}

}  // namespace

namespace detail {

/// The order action for a piece of the active side that may still be ordered, if any.
std::optional<Action> orderFor(const Rules& rules, const GameState& s, PieceRef p) {
    if (!cards::sectionTurn(rules, s)) return cards::tacticOrder(rules, s, p);  // their own rule (cards.h)
    const OrderRoom room(rules, s);
    if (p.isUnit()) {
        if (mayOrderUnit(rules, s, room, p.index)) return make(ActionKind::Order, p);
        return std::nullopt;
    }
    if (!mayOrderLeader(rules, s, room, p.index)) return std::nullopt;
    return leaderOrder(s, p.index);
}

void orderActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    forEachOrder(rules, s, [&](const Action& a) {
        out.push_back(a);
        return true;
    });
    out.push_back(make(ActionKind::EndOrders));
}

/// Whether any piece may still be ordered (stops at the first): when none may, the orders
/// end by themselves.
bool anyOrderLeft(const Rules& rules, const GameState& s) {
    bool found = false;
    forEachOrder(rules, s, [&](const Action&) {
        found = true;
        return false;
    });
    return found;
}

}  // namespace detail

}  // namespace tricorne
