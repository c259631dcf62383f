#include "tricorne/io/oob_import.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <unordered_map>
#include <unordered_set>

namespace tricorne {

namespace {

struct ColumnWords {
    OobColumn column;
    std::vector<const char*> words;  ///< the canonical word first, then synonyms (as oobWordKey reads them)
};

// Headers as history books and spreadsheets write them. "Commander" is the man leading a
// row; "brigade" the formation the row belongs to.
const std::array<ColumnWords, 8> kColumns{{
    {OobColumn::Army, {"army", "side", "nation", "force", "belligerent"}},
    {OobColumn::Type, {"type", "arm", "unit type", "troop type", "troops", "kind", "branch"}},
    {OobColumn::Name, {"name", "unit", "unit name", "regiment", "formation", "battalion"}},
    {OobColumn::Blocks, {"blocks", "block"}},
    {OobColumn::Strength, {"strength", "men", "guns", "number", "size", "effectives", "numbers"}},
    {OobColumn::Brigade, {"brigade", "division", "wing", "command", "line"}},
    {OobColumn::Commander, {"commander", "leader", "general", "commanded by", "officer", "colonel"}},
    {OobColumn::Chief, {"chief", "chief marker", "clan chief", "chief officer"}},
}};

// A row of this type word names a leader, not a unit.
bool isLeaderWord(const std::string& word) {
    const auto key = oobWordKey(word);
    return key == "leader" || key == "general" || key == "commander";
}

std::optional<int> wholeNumber(const std::string& text) {
    std::string digits;
    for (char c : text)
        if (c != ',' && c != ' ' && c != '_' && c != '\'') digits += c;  // "1,200" men
    int value = 0;
    const auto* end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(digits.data(), end, value);
    if (digits.empty() || ec != std::errc{} || ptr != end || value < 0) return std::nullopt;
    return value;
}

std::optional<bool> yesNo(const std::string& text) {
    const auto key = oobWordKey(text);
    if (key.empty() || key == "no" || key == "n" || key == "false" || key == "0" || key == "-") return false;
    if (key == "yes" || key == "y" || key == "true" || key == "1" || key == "x" || key == "chief") return true;
    return std::nullopt;
}

/// The words of a table looked up once each: the system's armies and types and the
/// dictionary's words are keyed (oobWordKey) up front and every answer is kept, so a row costs
/// the length of its cells, not the size of the dictionary (a designer's dictionary may be
/// large, and so may a table of distinct words).
class WordLookup {
public:
    WordLookup(const GameSystem& system, const OobDictionary& dictionary) : m_system(system) {
        for (const auto& entry : dictionary.armies) m_dictionaryArmies.emplace(oobWordKey(entry.word), entry.army);
        for (const auto& entry : dictionary.types) m_dictionaryTypes[oobWordKey(entry.word)].push_back(&entry);
    }

    /// The army a side word means: an army's id or name, the dictionary's word, or a faction's
    /// id or name when the faction has only one army ("Americans" → continental).
    const Army* army(const std::string& word) {
        auto key = oobWordKey(word);
        if (const auto known = m_armies.find(key); known != m_armies.end()) return known->second;
        const Army* found = nullptr;
        for (const auto& army : m_system.armies)
            if (!found && (oobWordKey(army.id) == key || oobWordKey(army.name) == key)) found = &army;
        bool decided = found != nullptr;
        if (!decided)
            if (const auto entry = m_dictionaryArmies.find(key); entry != m_dictionaryArmies.end()) {
                found = m_system.army(entry->second);  // a dictionary naming no army of the system: no army
                decided = true;
            }
        for (const auto& faction : m_system.factions) {
            if (decided) break;
            if (oobWordKey(faction.id) != key && oobWordKey(faction.name) != key) continue;
            const Army* only = nullptr;
            int count = 0;
            for (const auto& army : m_system.armies)
                if (army.faction == faction.id) only = (++count == 1) ? &army : nullptr;
            found = only;
            decided = only != nullptr;
        }
        m_armies.emplace(std::move(key), found);
        return found;
    }

    /// The type a word means in `army`, and whether the dictionary said so: a type's id or
    /// name first, then the first dictionary entry for the word that lists the army or none.
    std::pair<std::string, OobSource> type(const Army& army, const std::string& word) {
        const auto key = oobWordKey(word);
        auto memo = army.id + '\n' + key;  // an id holds no line break
        if (const auto known = m_types.find(memo); known != m_types.end()) return known->second;
        std::pair<std::string, OobSource> found{"", OobSource::Unknown};
        for (const auto& type : army.unitTypes)
            if (oobWordKey(type.id) == key || oobWordKey(type.name) == key) {
                found = {type.id, OobSource::Table};
                break;
            }
        if (found.second == OobSource::Unknown)
            if (const auto entries = m_dictionaryTypes.find(key); entries != m_dictionaryTypes.end())
                for (const OobTypeWord* entry : entries->second) {
                    const bool forArmy = entry->armies.empty() ||
                                         std::find(entry->armies.begin(), entry->armies.end(), army.id) != entry->armies.end();
                    if (!forArmy) continue;
                    if (army.unitType(entry->type)) found = {entry->type, OobSource::Dictionary};
                    break;  // the first entry for the army decides, as dictionaryType reads it
                }
        m_types.emplace(std::move(memo), found);
        return found;
    }

private:
    const GameSystem& m_system;
    std::unordered_map<std::string, std::string> m_dictionaryArmies;  ///< the first entry of each key
    std::unordered_map<std::string, std::vector<const OobTypeWord*>> m_dictionaryTypes;
    std::unordered_map<std::string, const Army*> m_armies;
    std::unordered_map<std::string, std::pair<std::string, OobSource>> m_types;
};

/// The number of characters (Unicode code points) of UTF-8 text: what the schema's maxLength
/// counts. The table reader has refused text that is not UTF-8.
std::size_t characters(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

/// "1st", "2nd", "3rd", "139th": the ordinal a refusal counts pieces with.
std::string ordinal(int n) {
    const int lastTwo = n % 100, last = n % 10;
    const char* suffix = (lastTwo >= 11 && lastTwo <= 13) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

/// Proposes a row's blocks from its strength when the table does not give them.
void proposeBlocks(OobRow& row, const Army& army, const OobBlocksRule& rule) {
    if (row.blocksFrom == OobSource::Table) return;
    const UnitType* type = army.unitType(row.type);
    const int per = !type ? 0 : type->kind == UnitKind::Artillery ? rule.gunsPerBlock : rule.menPerBlock;
    const bool fromStrength = per > 0 && row.strength.has_value();
    row.blocks = fromStrength ? blocksFromStrength(rule, type->kind, row.strength) : kStandardBlocks;
    row.blocksFrom = fromStrength ? OobSource::Strength : OobSource::Standard;
}

/// Why the `n`th unit or leader of a table does not fit a tray with room for `room` more.
std::string tooMany(const char* piece, int n, int room) {
    const std::string pieces = std::string(piece) + "s";
    if (room >= kMaxTrayPieces)
        return "this row gives the table's " + ordinal(n) + " " + piece + ", and a scenario holds at most " +
               std::to_string(kMaxTrayPieces) + " " + pieces + " (as many as the board has hexes); remove rows, or split the table and import the parts into different scenarios";
    return "this row gives the table's " + ordinal(n) + " " + piece + ", and the map's Unplaced tray has room for " + std::to_string(std::max(room, 0)) +
           " more (it holds at most " + std::to_string(kMaxTrayPieces) + " " + pieces + "); place or delete pieces of the tray first, or remove rows";
}

std::string armyNames(const GameSystem& system) {
    std::string names;
    for (const auto& army : system.armies) names += (names.empty() ? "" : ", ") + army.name + " (" + army.id + ")";
    return names;
}

}  // namespace

const char* oobColumnName(OobColumn column) {
    for (const auto& c : kColumns)
        if (c.column == column) return c.words.front();
    return "";
}

OobColumn oobColumnFromHeader(const std::string& header) {
    const auto key = oobWordKey(header);
    for (const auto& c : kColumns)
        for (const char* word : c.words)
            if (oobWordKey(word) == key) return c.column;
    return OobColumn::Invalid;
}

std::vector<std::string> oobCanonicalHeader() {
    std::vector<std::string> header;
    for (const auto& c : kColumns) header.emplace_back(c.words.front());
    return header;
}

int blocksFromStrength(const OobBlocksRule& rule, UnitKind kind, std::optional<int> strength) {
    const int per = kind == UnitKind::Artillery ? rule.gunsPerBlock : rule.menPerBlock;
    if (per <= 0 || !strength) return kStandardBlocks;
    // Rounded up in 64 bits: a strength near INT_MAX plus per - 1 would overflow an int.
    const long long blocks = (static_cast<long long>(*strength) + per - 1) / per;
    return static_cast<int>(std::clamp<long long>(blocks, 1, kStandardBlocks));
}

OobMapping mapOrderOfBattle(const Table& table, const GameSystem& system, const OobDictionary& dictionary, const OobBlocksRule& rule,
                            const OobRoom& room) {
    OobMapping mapping;
    mapping.rule = rule;
    auto problem = [&](std::string code, int row, int column, std::string message) {
        mapping.problems.push_back({Severity::Error, std::move(code), row, column, std::move(message)});
    };
    // Which table column holds each of ours (index + 1; 0 when absent).
    std::array<int, kColumns.size() + 1> at{};
    std::string known;
    for (const auto& c : kColumns) known += (known.empty() ? "" : ", ") + std::string(c.words.front());
    for (std::size_t i = 0; i < table.header.size(); ++i) {
        const int column = static_cast<int>(i) + 1;
        const auto which = oobColumnFromHeader(table.header[i]);
        if (which == OobColumn::Invalid) {
            problem("oob-unknown-column", table.headerRow, column, "the column " + quoteCell(table.header[i]) +
                                                         " is not one the import reads; rename it to one of " + known + " or remove it");
        } else if (at[static_cast<std::size_t>(which)] != 0) {
            problem("oob-duplicate-column", table.headerRow, column, "the column " + quoteCell(table.header[i]) + " means " +
                                                           oobColumnName(which) + " as column " +
                                                           std::to_string(at[static_cast<std::size_t>(which)]) + " does; keep one of them");
        } else {
            at[static_cast<std::size_t>(which)] = column;
        }
    }
    for (auto required : {OobColumn::Army, OobColumn::Type})
        if (at[static_cast<std::size_t>(required)] == 0)
            problem("oob-missing-column", table.headerRow, 0, std::string("the table has no ") + oobColumnName(required) +
                                                    " column; add one (its header may also read " +
                                                    (required == OobColumn::Army ? "side" : "arm") + ")");
    if (hasErrors(mapping.problems)) return mapping;
    if (table.rows.empty()) {
        problem("oob-no-rows", 0, 0, "the table has a header but no rows; add one row per unit");
        return mapping;
    }

    auto cell = [&](const TableRow& r, OobColumn c) -> const std::string& {
        static const std::string none;
        const int column = at[static_cast<std::size_t>(c)];
        return column == 0 ? none : r.cells[static_cast<std::size_t>(column - 1)];
    };
    auto columnOf = [&](OobColumn c) { return at[static_cast<std::size_t>(c)]; };
    // A cell longer than the format keeps would pass the mapping and fail the scenario's
    // schema, which names a place in the generated scenario; refused here, it names the cell.
    auto tooLong = [&](const TableRow& r, OobColumn c, const char* what) {
        const auto& text = cell(r, c);
        if (text.size() <= kMaxOobTextLength || characters(text) <= kMaxOobTextLength) return false;
        problem("oob-text-too-long", r.row, columnOf(c),
                std::string("the ") + what + " is " + std::to_string(characters(text)) + " characters long; a scenario keeps at most " +
                    std::to_string(kMaxOobTextLength) + ", so shorten it");
        return true;
    };
    // The checks below look up what they need, never scan what came before, so a table costs
    // time in proportion to its size.
    WordLookup words(system, dictionary);
    std::unordered_set<std::string> asked;  // army + key of each question's word
    const auto leaderKey = [&](const std::string& army, const std::string& name) {
        const Army* a = system.army(army);
        return (a ? a->faction : army) + '\n' + name;
    };
    std::unordered_set<std::string> leaders;  // faction + name, as oobLeaders tells them apart
    int units = 0;

    for (const auto& r : table.rows) {
        OobRow row;
        row.row = r.row;
        bool bad = false;
        const auto& armyWord = cell(r, OobColumn::Army);
        const Army* army = words.army(armyWord);
        if (!army) {
            problem("oob-unknown-army", r.row, columnOf(OobColumn::Army),
                    (armyWord.empty() ? std::string("the army is empty") : "the army " + quoteCell(armyWord) + " is not one of " + system.name) +
                        "; write one of " + armyNames(system) + ", or add the word to the dictionary's armies");
            continue;
        }
        row.army = army->id;
        row.word = cell(r, OobColumn::Type);
        row.name = cell(r, OobColumn::Name);
        row.brigade = cell(r, OobColumn::Brigade);
        row.commander = cell(r, OobColumn::Commander);
        if (const auto& chief = cell(r, OobColumn::Chief); auto value = yesNo(chief)) {
            row.chief = *value;
        } else {
            problem("oob-bad-chief", r.row, columnOf(OobColumn::Chief),
                    "the chief cell " + quoteCell(chief) + " is not yes or no; write yes for a unit with its Chief marker, or leave it empty");
            bad = true;
        }
        if (const auto& strength = cell(r, OobColumn::Strength); !strength.empty()) {
            row.strength = wholeNumber(strength);
            if (!row.strength) {
                problem("oob-bad-number", r.row, columnOf(OobColumn::Strength),
                        "the strength " + quoteCell(strength) + " is not a whole number of men or guns; write one (1200) or leave it empty");
                bad = true;
            }
        }
        row.leaderOnly = isLeaderWord(row.word);
        if (row.leaderOnly) {
            if (row.commander.empty()) row.commander = row.name;
            if (row.commander.empty()) {
                problem("oob-leader-name", r.row, columnOf(OobColumn::Type),
                        "a leader row needs the leader's name; write it in the commander or name column");
                bad = true;
            }
            row.typeFrom = OobSource::Table;
        } else if (row.word.empty()) {
            problem("oob-empty-type", r.row, columnOf(OobColumn::Type),
                    "the type is empty; write the unit's arm as the book gives it (Foot, Dragoons, 3-pdr guns …), or Leader for a leader");
            bad = true;
        } else {
            std::tie(row.type, row.typeFrom) = words.type(*army, row.word);
        }
        if (const auto& blocks = cell(r, OobColumn::Blocks); !blocks.empty() && !row.leaderOnly) {
            const auto value = wholeNumber(blocks);
            if (!value || *value < 1 || *value > kStandardBlocks) {
                problem("oob-bad-number", r.row, columnOf(OobColumn::Blocks),
                        "the blocks " + quoteCell(blocks) + " is not a number from 1 to 4; write one or leave it empty for the standard 4");
                bad = true;
            } else {
                row.blocks = *value;
                row.blocksFrom = OobSource::Table;
            }
        } else {
            proposeBlocks(row, *army, rule);
        }
        for (auto [column, what] : {std::pair{OobColumn::Name, "name"}, std::pair{OobColumn::Brigade, "brigade"},
                                    std::pair{OobColumn::Commander, "commander"}})
            bad = tooLong(r, column, what) || bad;
        if (bad) continue;
        // The tray's room: this row's unit, or its commander when he is new, may be one too many.
        // The first row past it is refused and the rest not read: they cannot be imported, and
        // a table a thousand times too long should not cost a thousand times the time.
        if (!row.leaderOnly && ++units > room.units) {
            problem("oob-too-many-pieces", r.row, columnOf(OobColumn::Type), tooMany("unit", units, room.units));
            return mapping;
        }
        if (!row.commander.empty() && leaders.insert(leaderKey(row.army, row.commander)).second &&
            static_cast<int>(leaders.size()) > room.leaders) {
            const int column = columnOf(OobColumn::Commander) != 0 && !cell(r, OobColumn::Commander).empty() ? columnOf(OobColumn::Commander)
                                                                                                             : columnOf(OobColumn::Name);
            problem("oob-too-many-pieces", r.row, column, tooMany("leader", static_cast<int>(leaders.size()), room.leaders));
            return mapping;
        }
        if (!row.leaderOnly && row.type.empty() && asked.insert(row.army + '\n' + oobWordKey(row.word)).second)
            mapping.questions.push_back({r.row, columnOf(OobColumn::Type), row.word, row.army});
        mapping.rows.push_back(std::move(row));
    }
    return mapping;
}

bool answerQuestion(OobMapping& mapping, const GameSystem& system, const OobQuestion& question, const std::string& type) {
    const Army* army = system.army(question.army);
    if (!army || !army->unitType(type)) return false;
    const auto key = oobWordKey(question.word);
    for (auto& row : mapping.rows) {
        if (row.leaderOnly || row.army != question.army || oobWordKey(row.word) != key) continue;
        row.type = type;
        row.typeFrom = OobSource::Dictionary;
        proposeBlocks(row, *army, mapping.rule);
    }
    std::erase(mapping.questions, question);
    return true;
}

std::vector<OobLeader> oobLeaders(const std::vector<OobRow>& rows, const GameSystem& system) {
    std::vector<OobLeader> leaders;
    std::unordered_set<std::string> known;  // faction + name: one look-up a row, not a scan of the leaders so far
    for (const auto& row : rows) {
        if (row.commander.empty()) continue;
        const Army* army = system.army(row.army);
        if (known.insert((army ? army->faction : row.army) + '\n' + row.commander).second)
            leaders.push_back({row.army, row.commander, row.brigade, row.row});
    }
    return leaders;
}

}  // namespace tricorne
