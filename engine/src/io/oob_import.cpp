#include "tricorne/io/oob_import.h"

#include <algorithm>
#include <array>
#include <charconv>

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

const Army* armyOfWord(const GameSystem& system, const OobDictionary& dictionary, const std::string& word) {
    const auto key = oobWordKey(word);
    for (const auto& army : system.armies)
        if (oobWordKey(army.id) == key || oobWordKey(army.name) == key) return &army;
    if (auto id = dictionaryArmy(dictionary, word)) return system.army(*id);
    // A faction's name means its army when it has only one ("Americans" → continental).
    for (const auto& faction : system.factions) {
        if (oobWordKey(faction.id) != key && oobWordKey(faction.name) != key) continue;
        const Army* only = nullptr;
        int count = 0;
        for (const auto& army : system.armies)
            if (army.faction == faction.id) only = (++count == 1) ? &army : nullptr;
        if (only) return only;
    }
    return nullptr;
}

/// The type a word means in `army`, and whether the dictionary said so.
std::pair<std::string, OobSource> typeOfWord(const Army& army, const OobDictionary& dictionary, const std::string& word) {
    const auto key = oobWordKey(word);
    for (const auto& type : army.unitTypes)
        if (oobWordKey(type.id) == key || oobWordKey(type.name) == key) return {type.id, OobSource::Table};
    if (auto id = dictionaryType(dictionary, word, army.id); id && army.unitType(*id)) return {*id, OobSource::Dictionary};
    return {"", OobSource::Unknown};
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

OobMapping mapOrderOfBattle(const Table& table, const GameSystem& system, const OobDictionary& dictionary, const OobBlocksRule& rule) {
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
            problem("oob-unknown-column", 1, column, "the column " + quoteText(table.header[i]) +
                                                         " is not one the import reads; rename it to one of " + known + " or remove it");
        } else if (at[static_cast<std::size_t>(which)] != 0) {
            problem("oob-duplicate-column", 1, column, "the column " + quoteText(table.header[i]) + " means " +
                                                           oobColumnName(which) + " as column " +
                                                           std::to_string(at[static_cast<std::size_t>(which)]) + " does; keep one of them");
        } else {
            at[static_cast<std::size_t>(which)] = column;
        }
    }
    for (auto required : {OobColumn::Army, OobColumn::Type})
        if (at[static_cast<std::size_t>(required)] == 0)
            problem("oob-missing-column", 1, 0, std::string("the table has no ") + oobColumnName(required) +
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

    for (const auto& r : table.rows) {
        OobRow row;
        row.row = r.row;
        bool bad = false;
        const auto& armyWord = cell(r, OobColumn::Army);
        const Army* army = armyOfWord(system, dictionary, armyWord);
        if (!army) {
            problem("oob-unknown-army", r.row, columnOf(OobColumn::Army),
                    (armyWord.empty() ? std::string("the army is empty") : "the army " + quoteText(armyWord) + " is not one of " + system.name) +
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
                    "the chief cell " + quoteText(chief) + " is not yes or no; write yes for a unit with its Chief marker, or leave it empty");
            bad = true;
        }
        if (const auto& strength = cell(r, OobColumn::Strength); !strength.empty()) {
            row.strength = wholeNumber(strength);
            if (!row.strength) {
                problem("oob-bad-number", r.row, columnOf(OobColumn::Strength),
                        "the strength " + quoteText(strength) + " is not a whole number of men or guns; write one (1200) or leave it empty");
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
            std::tie(row.type, row.typeFrom) = typeOfWord(*army, dictionary, row.word);
        }
        if (const auto& blocks = cell(r, OobColumn::Blocks); !blocks.empty() && !row.leaderOnly) {
            const auto value = wholeNumber(blocks);
            if (!value || *value < 1 || *value > kStandardBlocks) {
                problem("oob-bad-number", r.row, columnOf(OobColumn::Blocks),
                        "the blocks " + quoteText(blocks) + " is not a number from 1 to 4; write one or leave it empty for the standard 4");
                bad = true;
            } else {
                row.blocks = *value;
                row.blocksFrom = OobSource::Table;
            }
        } else {
            proposeBlocks(row, *army, rule);
        }
        if (bad) continue;
        if (!row.leaderOnly && row.type.empty()) {
            const bool asked = std::any_of(mapping.questions.begin(), mapping.questions.end(), [&](const OobQuestion& q) {
                return q.army == row.army && oobWordKey(q.word) == oobWordKey(row.word);
            });
            if (!asked) mapping.questions.push_back({r.row, columnOf(OobColumn::Type), row.word, row.army});
        }
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
    auto factionOf = [&](const std::string& army) {
        const Army* a = system.army(army);
        return a ? a->faction : army;
    };
    std::vector<OobLeader> leaders;
    for (const auto& row : rows) {
        if (row.commander.empty()) continue;
        const bool known = std::any_of(leaders.begin(), leaders.end(), [&](const OobLeader& l) {
            return factionOf(l.army) == factionOf(row.army) && l.name == row.commander;
        });
        if (!known) leaders.push_back({row.army, row.commander, row.brigade});
    }
    return leaders;
}

}  // namespace tricorne
