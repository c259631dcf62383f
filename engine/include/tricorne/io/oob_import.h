// The order-of-battle import: a table of formations (io/oob_table.h) mapped onto
// a game system's armies and unit types, with the designer's dictionary of historians' words
// (io/oob_dictionary.h), into pieces for a scenario's unplaced tray. The CLI (`tricorne oob
// import`) and the studio's import dialog call the same functions: the mapping proposes,
// the designer answers the questions and changes what he likes, then the pieces are made.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/io/oob_dictionary.h"
#include "tricorne/io/oob_table.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// The columns a table may have, in the order `tricorne oob export` writes them.
enum class OobColumn : std::uint8_t { Invalid, Army, Type, Name, Blocks, Strength, Brigade, Commander, Chief };

/// The canonical header word of a column ("army", "type", …); "" for Invalid.
const char* oobColumnName(OobColumn column);
/// The column a header cell means: its canonical word or a synonym ("side", "arm", "men",
/// "regiment", "leader", …), any case; Invalid when it means none.
OobColumn oobColumnFromHeader(const std::string& header);
/// The canonical header, every column in order: army,type,name,blocks,strength,brigade,commander,chief.
std::vector<std::string> oobCanonicalHeader();

/// Every unit of the boxed games has four blocks at full strength (000 · Units: "Each Jacobite
/// Rising unit is composed of four blocks"; 001 likewise). A table may give fewer.
inline constexpr int kStandardBlocks = 4;

/// The most units, and the most leaders, a scenario's unplaced tray holds: the maxItems of
/// unplaced.units and unplaced.leaders in schema/scenario.schema.json (as many as the board has
/// hexes). A table past it is refused at the row that goes past, not after mapping the rest.
inline constexpr int kMaxTrayPieces = 138;

/// The longest name, brigade or commander a row may give, in characters (Unicode code points,
/// as the schema counts them): the maxLength of a tray piece's name and brigade.
inline constexpr std::size_t kMaxOobTextLength = 120;

/// How many more pieces of each kind the tray the rows go to takes (trayRoom in
/// io/oob_roster.h tells a scenario's).
struct OobRoom {
    int units = kMaxTrayPieces;
    int leaders = kMaxTrayPieces;
    bool operator==(const OobRoom&) const = default;
};

/// How blocks are proposed for a row without a blocks column: the standard, or from its
/// strength at so many men (infantry, cavalry) or guns (artillery) per block, rounded up and
/// kept within 1–4. A rule of 0 means the standard for that kind.
struct OobBlocksRule {
    int menPerBlock = 0;
    int gunsPerBlock = 0;
    bool operator==(const OobBlocksRule&) const = default;
};

/// Where a proposal came from, so a dialog can show which ones to check.
enum class OobSource : std::uint8_t { Unknown, Table, Dictionary, Standard, Strength };

/// One row of the table, mapped. `type` empty means the word is unknown: a question the
/// designer answers by setting it.
struct OobRow {
    int row = 0;        ///< the table's row (spreadsheet numbering)
    std::string army;   ///< army id
    std::string word;   ///< the type cell as written
    std::string type;   ///< the proposed unit type id; "" when unknown
    OobSource typeFrom = OobSource::Unknown;
    bool leaderOnly = false;  ///< a row naming a leader and no unit (type "leader")
    std::string name;
    int blocks = kStandardBlocks;
    OobSource blocksFrom = OobSource::Standard;
    std::optional<int> strength;
    std::string brigade, commander;
    bool chief = false;
    bool operator==(const OobRow&) const = default;
};

/// A word the import does not know: the designer must say which unit type it means.
struct OobQuestion {
    int row = 0, column = 0;
    std::string word;
    std::string army;  ///< the row's army id: the types to choose from are that army's
    bool operator==(const OobQuestion&) const = default;
};

/// A leader the import proposes: one per distinct commander per side, in the table's order. A
/// side, not an army: a British general may lead a Hessian regiment (001 · Guilford Courthouse,
/// Leslie's wing), and is one leader of the army of the first row he commands.
struct OobLeader {
    std::string army, name, brigade;  ///< brigade: the first row's the commander leads
    int row = 0;                      ///< the first row naming him (spreadsheet numbering)
    bool operator==(const OobLeader&) const = default;
};

struct OobMapping {
    std::vector<OobRow> rows;            ///< only rows without errors
    std::vector<OobQuestion> questions;  ///< unknown words, in row order
    TableProblems problems;              ///< errors: the mapping must not be used
    OobBlocksRule rule;                  ///< the rule the blocks were proposed by
};

/// Maps a parsed table. Errors (problems): oob-unknown-column, oob-duplicate-column,
/// oob-missing-column (army and type are required), oob-unknown-army, oob-bad-number (blocks
/// not 1–4, a strength not a whole number ≥ 0), oob-bad-chief (not yes/no), oob-empty-type,
/// oob-leader-name (a Leader row without a name), oob-text-too-long (a name, brigade or
/// commander longer than kMaxOobTextLength), oob-no-rows, and oob-too-many-pieces at the first
/// row whose unit or leader the tray has no room for (`room`); the rows after it are not read.
/// Every problem names a row and, but for a whole-table one, a column: a mapping without
/// problems makes a tray that passes the scenario schema. Unknown type words are questions,
/// never guessed. Time linear in the table's size. Never throws.
OobMapping mapOrderOfBattle(const Table& table, const GameSystem& system, const OobDictionary& dictionary,
                            const OobBlocksRule& rule = {}, const OobRoom& room = {});

/// Answers a question: every row with that word and army gets `type`. False when `type` is
/// not a unit type of that army (nothing changes). The question is removed.
bool answerQuestion(OobMapping& mapping, const GameSystem& system, const OobQuestion& question, const std::string& type);

/// The blocks `rule` gives a row of that kind and strength (the standard without one).
int blocksFromStrength(const OobBlocksRule& rule, UnitKind kind, std::optional<int> strength);

/// The leaders the rows propose: one per distinct commander per faction (the armies of one
/// side), first appearance first.
std::vector<OobLeader> oobLeaders(const std::vector<OobRow>& rows, const GameSystem& system);

}  // namespace tricorne
