#include "tricorne/model/rules.h"

#include <algorithm>
#include <stdexcept>

namespace tricorne {

namespace {

/// Whether `h` lies in `section` of `board` as `side` sees it (Rules::inSection).
bool seenInSection(const BoardShape& board, Hex h, BoardSection section, Position side) {
    // The top player sits across the table: his left is the board's right.
    if (side == Position::Top && section != BoardSection::Centre)
        section = section == BoardSection::Left ? BoardSection::Right : BoardSection::Left;
    return board.inSection(toOffset(h), section);
}

/// Rules::sectionGroups for every Command card: the sections each hex lies in (a bit per
/// BoardSection, as each side sees the system's board), then for each Section card which of
/// its groups (at most three, the schema's limit) take them.

std::vector<BySide<std::array<std::uint8_t, board::kHexCount>>> sectionGroupTables(const GameSystem& system) {
    const auto bit = [](BoardSection section) { return 1u << static_cast<unsigned>(section); };
    BySide<std::array<unsigned, board::kHexCount>> sections{};
    for (Position side : kPositions)
        for (std::size_t i = 0; i < board::allHexes().size(); ++i)
            for (BoardSection section : {BoardSection::Left, BoardSection::Centre, BoardSection::Right})
                if (seenInSection(system.board, board::allHexes()[i], section, side)) sections[side][i] |= bit(section);
    std::vector<BySide<std::array<std::uint8_t, board::kHexCount>>> out;
    for (const CommandCard& card : system.commandCards) {
        auto& byHex = out.emplace_back();  // zero: no group orders anywhere
        if (card.orderRule != OrderRule::Sections) continue;
        for (std::size_t g = 0; g < card.order.size() && g < 3; ++g) {
            unsigned groupBits = 0;
            for (BoardSection section : card.order[g].sections) groupBits |= bit(section);
            for (Position side : kPositions)
                for (std::size_t i = 0; i < sections[side].size(); ++i)
                    if (sections[side][i] & groupBits) byHex[side][i] |= static_cast<std::uint8_t>(1u << g);
        }
    }
    return out;
}

}  // namespace

Rules::Rules(Scenario scenario, const GameSystem& system) : m_scenario(std::move(scenario)), m_system(&system) {
    for (Hex h : board::allHexes()) m_onBoard[board::slot(h)] = system.board.contains(h);
    m_terrain.fill(nullptr);
    m_tileIndex.fill(-1);
    for (std::size_t i = 0; i < m_scenario.terrain.size(); ++i) {
        const auto& t = m_scenario.terrain[i];
        if (!board::contains(t.hex)) continue;
        const auto index = board::slot(t.hex);
        m_terrain[index] = system.terrainType(t.type);
        m_tileIndex[index] = static_cast<int>(i);
    }
    for (auto& sides : m_ownSides) sides.fill(nullptr);
    for (const auto& f : m_scenario.hexsides)
        if (board::contains(f.hex))
            m_ownSides[board::slot(f.hex)][static_cast<std::size_t>(f.side)] = system.hexsideType(f.type);
    for (Hex h : board::allHexes())
        m_anyEdge[board::slot(h)] =
            std::any_of(kAllSides.begin(), kAllSides.end(), [&](Side side) { return edge(h, side).type != nullptr; });

    // Hill groups: flood fill over adjacent hill hexes.
    m_hillGroup.fill(-1);
    int groups = 0;
    for (Hex start : board::allHexes()) {
        const auto startIndex = board::slot(start);
        const TerrainType* t = m_terrain[startIndex];
        if (!t || t->lineOfSight != LineOfSight::Hill || m_hillGroup[startIndex] >= 0) continue;
        std::vector<Hex> stack{start};
        m_hillGroup[startIndex] = groups;
        while (!stack.empty()) {
            const Hex h = stack.back();
            stack.pop_back();
            for (Side s : kAllSides) {
                const Hex n = neighbour(h, s);
                if (!board::contains(n)) continue;
                const auto ni = board::slot(n);
                const TerrainType* nt = m_terrain[ni];
                if (nt && nt->lineOfSight == LineOfSight::Hill && m_hillGroup[ni] < 0) {
                    m_hillGroup[ni] = groups;
                    stack.push_back(n);
                }
            }
        }
        ++groups;
    }

    for (const auto& u : m_scenario.units) {
        const Army* army = system.army(u.army);
        const UnitType* type = army ? army->unitType(u.type) : nullptr;
        const auto side = m_scenario.sideOfArmy(u.army);
        if (!type || !side) throw std::invalid_argument("unit " + u.id + " does not validate; validate the scenario first");
        m_unitTypes.push_back(type);
        m_unitSides.push_back(*side);
        m_unitsOf[*side].push_back(static_cast<int>(m_unitSides.size() - 1));
    }
    for (const auto& l : m_scenario.leaders) {
        const auto side = m_scenario.sideOfArmy(l.army);
        if (!side) throw std::invalid_argument("leader " + l.id + " does not validate; validate the scenario first");
        m_leaderSides.push_back(*side);
        m_leadersOf[*side].push_back(static_cast<int>(m_leaderSides.size() - 1));
    }
    applySpecialRules();
    m_sectionGroups = sectionGroupTables(system);
    for (std::size_t f = 0; f < m_faceChance.size(); ++f) m_faceChance[f] = system.die.chance(static_cast<Face>(f));
    for (std::size_t i = 0; i < m_terrain.size(); ++i) {
        if (const TerrainType* t = m_terrain[i])
            m_leaderTerrain[i] = static_cast<std::uint8_t>((t->impassable.leader ? LeaderBarred : 0) | (t->stopOnEnter ? LeaderStops : 0));
        if (!m_onBoard[i]) m_leaderTerrain[i] |= LeaderBarred;  // the frame beyond the system's board
    }
}

const TerrainTile* Rules::tile(Hex h) const {
    if (!board::contains(h)) return nullptr;
    const int i = m_tileIndex[board::slot(h)];
    return i < 0 ? nullptr : &m_scenario.terrain[static_cast<std::size_t>(i)];
}

int Rules::hillGroup(Hex h) const { return board::contains(h) ? m_hillGroup[board::slot(h)] : -1; }

std::optional<int> Rules::unitIndex(const std::string& id) const {
    for (std::size_t i = 0; i < m_scenario.units.size(); ++i)
        if (m_scenario.units[i].id == id) return static_cast<int>(i);
    return std::nullopt;
}

std::optional<int> Rules::leaderIndex(const std::string& id) const {
    for (std::size_t i = 0; i < m_scenario.leaders.size(); ++i)
        if (m_scenario.leaders[i].id == id) return static_cast<int>(i);
    return std::nullopt;
}

std::array<Side, 2> Rules::retreatSides(Position side) {
    return side == Position::Bottom ? std::array<Side, 2>{Side::SW, Side::SE} : std::array<Side, 2>{Side::NW, Side::NE};
}

bool Rules::inSection(Hex h, BoardSection section, Position side) const { return seenInSection(board(), h, section, side); }

}  // namespace tricorne
