// The order-of-battle mapping: types from the system and the dictionary, blocks
// by the designer's rule, leaders from commanders; unknown words asked, never guessed.
#include <functional>

#include "fixtures.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/oob_import.h"
#include "tricorne/io/oob_roster.h"
#include "tricorne/validate/export.h"

using namespace tricorne;

namespace {
const GameSystem& gameSystem(const std::string& id) {
    const auto* s = builtinSystems().find(id);
    REQUIRE(s != nullptr);
    return *s;
}

OobMapping mapText(const std::string& text, const std::string& systemId = "american-revolution", const OobBlocksRule& rule = {}) {
    const auto read = parseTable(text);
    REQUIRE(read.problems.empty());
    return mapOrderOfBattle(read.table, gameSystem(systemId), builtinOobDictionary(systemId), rule);
}

TableProblem onlyProblem(const OobMapping& m) {
    REQUIRE(m.problems.size() == 1);
    return m.problems.front();
}
}  // namespace

TEST_CASE("oob dictionary: the shipped dictionaries pass their schema and name real types", "[oob]") {
    const auto files = fixtures::filesUnder("templates/oob", ".json");
    REQUIRE(files.size() == builtinSystems().ids().size());
    for (const auto& file : files) {
        INFO(file.string());
        auto read = readJsonFile(file);
        REQUIRE(read.document.has_value());
        Diagnostics diagnostics;
        const auto dictionary = oobDictionaryFromJson(*read.document, diagnostics);
        CHECK(diagnostics.empty());
        REQUIRE(dictionary.has_value());
        CHECK(file.stem().string() == dictionary->system);
        CHECK(*dictionary == builtinOobDictionary(dictionary->system));  // the embedded copy is this file
        const auto& sys = gameSystem(dictionary->system);
        for (const auto& word : dictionary->armies) {
            INFO(word.word);
            CHECK(sys.army(word.army) != nullptr);
        }
        for (const auto& word : dictionary->types) {
            INFO(word.word);
            bool inSomeArmy = false;
            for (const auto& army : sys.armies) {
                const bool listed = word.armies.empty() || std::find(word.armies.begin(), word.armies.end(), army.id) != word.armies.end();
                if (listed && army.unitType(word.type)) inSomeArmy = true;
                if (!word.armies.empty() && listed) CHECK(army.unitType(word.type) != nullptr);
            }
            CHECK(inSomeArmy);
        }
    }
}

TEST_CASE("oob dictionary: a document of the wrong shape is refused with its pointer", "[oob]") {
    auto doc = nlohmann::json::parse(R"({"format": "tricorne-oob-dictionary", "version": 1, "system": "jacobite-rising",
                                        "types": [{"word": "Foot", "typ": "regular"}]})");
    Diagnostics diagnostics;
    CHECK_FALSE(oobDictionaryFromJson(doc, diagnostics).has_value());
    REQUIRE_FALSE(diagnostics.empty());
    CHECK(diagnostics.front().pointer == "/types/0");
}

TEST_CASE("oob dictionary: words match whatever their case, punctuation and plural", "[oob]") {
    CHECK(oobWordKey("3-pdr Guns") == oobWordKey("3 pdr gun"));
    CHECK(oobWordKey("Fraser's Highlanders") == oobWordKey("FRASERS  highlander"));
    CHECK(oobWordKey("Hesse") != oobWordKey("Hess"));
}

TEST_CASE("oob mapping: type ids, type names and the dictionary's words", "[oob]") {
    const auto m = mapText("side,arm,regiment\n"
                           "British,grenadier,1st Grenadiers\n"
                           "Continental,Regular Infantry,1st Maryland\n"
                           "Hessian,Hessian grenadiers,von Linsing\n"
                           "American,3-pdr guns,\n");
    REQUIRE(m.problems.empty());
    CHECK(m.questions.empty());
    REQUIRE(m.rows.size() == 4);
    CHECK(m.rows[0].army == "british");
    CHECK(m.rows[0].type == "grenadier");
    CHECK(m.rows[0].typeFrom == OobSource::Table);
    CHECK(m.rows[1].type == "regular");
    CHECK(m.rows[2].army == "german");
    CHECK(m.rows[2].type == "grenadier");
    CHECK(m.rows[2].typeFrom == OobSource::Dictionary);
    CHECK(m.rows[3].army == "continental");
    CHECK(m.rows[3].type == "light-artillery");
    CHECK(m.rows[3].blocks == kStandardBlocks);
}

TEST_CASE("oob mapping: an unknown word is a question, once per word and army, and an answer fills every row", "[oob]") {
    auto m = mapText("army,type,name\nBritish,Sailors,1st Sailors\nBritish,sailor,2nd Sailors\nContinental,Sailors,x\n");
    REQUIRE(m.problems.empty());
    REQUIRE(m.questions.size() == 2);
    CHECK(m.questions[0] == OobQuestion{2, 2, "Sailors", "british"});
    CHECK(m.questions[1] == OobQuestion{4, 2, "Sailors", "continental"});
    CHECK(m.rows[0].type.empty());  // never guessed
    CHECK_FALSE(answerQuestion(m, gameSystem("american-revolution"), m.questions[0], "guard-of-honour"));
    CHECK(answerQuestion(m, gameSystem("american-revolution"), m.questions[0], "regular"));
    CHECK(m.rows[0].type == "regular");
    CHECK(m.rows[1].type == "regular");
    CHECK(m.rows[2].type.empty());
    CHECK(m.questions.size() == 1);
}

TEST_CASE("oob mapping: blocks from the table, the standard or the strength by the designer's rule", "[oob]") {
    const std::string table = "army,type,men,blocks\nBritish,Foot,500,\nBritish,Foot,2000,\nBritish,Foot,90,\n"
                              "British,Foot,,\nBritish,Artillery,3,\nBritish,Foot,500,2\n";
    const auto standard = mapText(table);
    REQUIRE(standard.problems.empty());
    for (int i = 0; i < 5; ++i) CHECK(standard.rows[static_cast<std::size_t>(i)].blocks == 4);
    CHECK(standard.rows[5].blocks == 2);
    CHECK(standard.rows[5].blocksFrom == OobSource::Table);

    const auto byStrength = mapText(table, "american-revolution", {200, 1});
    REQUIRE(byStrength.problems.empty());
    CHECK(byStrength.rows[0].blocks == 3);  // 500 men at 200 a block, rounded up
    CHECK(byStrength.rows[0].blocksFrom == OobSource::Strength);
    CHECK(byStrength.rows[1].blocks == 4);  // never more than the standard
    CHECK(byStrength.rows[2].blocks == 1);  // never fewer than one
    CHECK(byStrength.rows[3].blocks == 4);  // no strength: the standard
    CHECK(byStrength.rows[3].blocksFrom == OobSource::Standard);
    CHECK(byStrength.rows[4].blocks == 3);  // 3 guns at 1 a block
    CHECK(byStrength.rows[5].blocks == 2);  // the table's own blocks win
}

TEST_CASE("oob mapping: one leader per distinct commander per side, and leader rows", "[oob]") {
    const auto m = mapText("army,type,name,brigade,commander,chief\n"
                           "Jacobite,Clan,Camerons,Right,Lochiel,yes\n"
                           "Jacobite,Clan,Stewarts,Right,Lochiel,\n"
                           "Government,Foot,Barrell's,Left,Wolfe,no\n"
                           "Jacobite,Leader,Lord George Murray,,,\n",
                           "jacobite-rising");
    REQUIRE(m.problems.empty());
    CHECK(m.questions.empty());
    CHECK(m.rows[0].chief);
    CHECK_FALSE(m.rows[1].chief);
    CHECK(m.rows[3].leaderOnly);
    const auto leaders = oobLeaders(m.rows, gameSystem("jacobite-rising"));
    REQUIRE(leaders.size() == 3);
    CHECK(leaders[0] == OobLeader{"jacobite", "Lochiel", "Right", 2});  // the first row naming him
    CHECK(leaders[1] == OobLeader{"government", "Wolfe", "Left", 4});
    CHECK(leaders[2] == OobLeader{"jacobite", "Lord George Murray", "", 5});
}

TEST_CASE("oob mapping: refusals name the row and column and say what to do", "[oob]") {
    SECTION("an unknown column") {
        const auto p = onlyProblem(mapText("army,type,colour\nBritish,Foot,red\n"));
        CHECK(p.code == "oob-unknown-column");
        CHECK(p.row == 1);
        CHECK(p.column == 3);
        CHECK(p.message.find("rename it to one of army, type, name") != std::string::npos);
    }
    SECTION("a missing required column") {
        const auto p = onlyProblem(mapText("army,name\nBritish,x\n"));
        CHECK(p.code == "oob-missing-column");
        CHECK(p.message.find("no type column") != std::string::npos);
    }
    SECTION("two columns meaning one") {
        const auto p = onlyProblem(mapText("army,side,type\nBritish,British,Foot\n"));
        CHECK(p.code == "oob-duplicate-column");
        CHECK(p.column == 2);
    }
    SECTION("a bad number") {
        const auto p = onlyProblem(mapText("army,type,men\nBritish,Foot,\nBritish,Foot,many\n"));
        CHECK(p.code == "oob-bad-number");
        CHECK(p.row == 3);
        CHECK(p.column == 3);
    }
    SECTION("blocks out of range") {
        const auto p = onlyProblem(mapText("army,type,blocks\nBritish,Foot,5\n"));
        CHECK(p.code == "oob-bad-number");
        CHECK(p.message.find("from 1 to 4") != std::string::npos);
    }
    SECTION("an unknown army") {
        const auto p = onlyProblem(mapText("type,army\nFoot,French\n"));
        CHECK(p.code == "oob-unknown-army");
        CHECK(p.row == 2);
        CHECK(p.column == 2);
        CHECK(p.message.find("Continental (continental)") != std::string::npos);
    }
    SECTION("a chief cell that is not yes or no") {
        const auto p = onlyProblem(mapText("army,type,chief\nBritish,Foot,perhaps\n"));
        CHECK(p.code == "oob-bad-chief");
    }
    SECTION("an empty type") {
        const auto p = onlyProblem(mapText("army,type,name\nBritish,,23rd\n"));
        CHECK(p.code == "oob-empty-type");
        CHECK(p.column == 2);
    }
    SECTION("a header and no rows") {
        CHECK(onlyProblem(mapText("army,type\n")).code == "oob-no-rows");
    }
}

TEST_CASE("oob mapping: a British general leading Hessians is one leader, of his first row's army", "[oob]") {
    const auto m = mapText("army,type,name,commander\n"
                           "British,Highlanders,71st,Alexander Leslie\n"
                           "German,Musketeers,von Bose,Alexander Leslie\n"
                           "Continental,Militia,North Carolina,Alexander Leslie\n");
    REQUIRE(m.problems.empty());
    const auto leaders = oobLeaders(m.rows, gameSystem("american-revolution"));
    REQUIRE(leaders.size() == 2);  // two sides: a namesake on the other side is another man
    CHECK(leaders[0].army == "british");
    CHECK(leaders[1].army == "continental");
}

TEST_CASE("oob mapping: the designer's own words beat the shipped ones", "[oob]") {
    OobDictionary mine{"american-revolution", {}, {}};
    addAnswer(mine, "Foot", "light", "british");
    const auto merged = mergedDictionary(mine, builtinOobDictionary("american-revolution"));
    CHECK(dictionaryType(merged, "foot", "british") == "light");
    CHECK(dictionaryType(builtinOobDictionary("american-revolution"), "foot", "british") == "regular");
    addAnswer(mine, "FOOT", "guard", "british");  // a second answer replaces the first
    CHECK(mine.types.size() == 1);
    CHECK(mine.types.front().type == "guard");
}

TEST_CASE("oob mapping: a strength as large as an int still rounds up to whole blocks", "[oob]") {
    const OobBlocksRule rule{2, 2};
    CHECK(blocksFromStrength(rule, UnitKind::Infantry, 2147483647) == kStandardBlocks);
    CHECK(blocksFromStrength(rule, UnitKind::Artillery, 2147483647) == kStandardBlocks);
    CHECK(blocksFromStrength(rule, UnitKind::Infantry, 3) == 2);
}

namespace {
/// A header and `n` rows made by `row(i)`.
std::string rowsOf(const std::string& header, int n, const std::function<std::string(int)>& row) {
    std::string text = header + "\n";
    for (int i = 0; i < n; ++i) text += row(i) + "\n";
    return text;
}

/// 120 or 121 characters of two bytes each: the schema counts characters, not bytes.
std::string accented(int characters) {
    std::string text;
    for (int i = 0; i < characters; ++i) text += "\xC3\xA9";
    return text;
}
}  // namespace

TEST_CASE("oob mapping: the tray's limits are the scenario schema's", "[oob]") {
    // scenario.schema.json: unplaced units and leaders hold at most 138 each, and a tray
    // piece's name and brigade at most 120 characters; the import refuses past these itself.
    const auto schema = readJsonFile(fixtures::sourceDir() / "schema/scenario.schema.json");
    REQUIRE(schema.document.has_value());
    const auto& tray = schema.document->at("properties").at("unplaced").at("properties");
    CHECK(tray.at("units").at("maxItems") == kMaxTrayPieces);
    CHECK(tray.at("leaders").at("maxItems") == kMaxTrayPieces);
    for (const char* kind : {"units", "leaders"})
        for (const char* field : {"name", "brigade"}) {
            INFO(kind << " " << field);
            CHECK(tray.at(kind).at("items").at("properties").at(field).at("maxLength") == kMaxOobTextLength);
        }
}

TEST_CASE("oob mapping: a table past the tray's 138 units is refused at the first row past it, and the rest is not read", "[oob]") {
    // Rows 2-139 are the 138 units the tray holds; row 140 is one too many. Row 141's unknown
    // army is never looked at: the mapping stops at the limit.
    auto text = rowsOf("army,type,name", kMaxTrayPieces + 1, [](int i) { return "British,Foot,x" + std::to_string(i); });
    const auto m = mapText(text + "Prussian,Foot,y\n");
    const auto p = onlyProblem(m);
    CHECK(p.code == "oob-too-many-pieces");
    CHECK(p.row == kMaxTrayPieces + 2);
    CHECK(p.column == 2);  // the type cell makes the row a unit
    CHECK(p.message.find("the table's 139th unit, and a scenario holds at most 138 units") != std::string::npos);
    // 138 are fine.
    CHECK(mapText(rowsOf("army,type", kMaxTrayPieces, [](int) { return "British,Foot"; })).problems.empty());
}

TEST_CASE("oob mapping: a table past the tray's 138 leaders is refused at the row naming the 139th", "[oob]") {
    // Distinct commanders of units (the slow-table shape) and leader rows count alike; the
    // units of the first table stop at 138 too, so its units are fewer than its leaders here.
    const auto m = mapText(rowsOf("army,type,name,commander", kMaxTrayPieces + 1, [](int i) {
        return i % 2 == 0 ? "British,Leader,General " + std::to_string(i) + "," : "British,Foot,x,Colonel " + std::to_string(i);
    }));
    const auto p = onlyProblem(m);
    CHECK(p.code == "oob-too-many-pieces");
    CHECK(p.row == kMaxTrayPieces + 2);
    CHECK(p.column == 3);  // a leader row with no commander cell: his name is in the name column
    CHECK(p.message.find("139th leader") != std::string::npos);
    // A commander named again is not a new leader.
    CHECK(mapText(rowsOf("army,type,commander", kMaxTrayPieces, [](int i) { return "British,Foot,C" + std::to_string(i % 3); })).problems.empty());
}

TEST_CASE("oob mapping: the room of a map's tray is what is left of its 138", "[oob]") {
    Scenario map;
    map.unplaced.units.resize(100);
    map.unplaced.leaders.resize(kMaxTrayPieces + 2);  // past full (a hand-made file): no room, not a negative one
    const auto room = trayRoom(map);
    CHECK(room == OobRoom{38, 0});
    const auto read = parseTable(rowsOf("army,type", 39, [](int) { return "British,Foot"; }));
    const auto m = mapOrderOfBattle(read.table, gameSystem("american-revolution"), builtinOobDictionary("american-revolution"), {}, room);
    const auto p = onlyProblem(m);
    CHECK(p.row == 40);
    CHECK(p.message.find("the map's Unplaced tray has room for 38 more") != std::string::npos);
    const auto leader = onlyProblem(mapOrderOfBattle(parseTable("army,type,commander\nBritish,Foot,Howe\n").table, gameSystem("american-revolution"),
                                                     builtinOobDictionary("american-revolution"), {}, room));
    CHECK(leader.row == 2);
    CHECK(leader.column == 3);
    CHECK(leader.message.find("room for 0 more") != std::string::npos);
}

TEST_CASE("oob mapping: a name, brigade or commander longer than a scenario keeps is refused at its cell", "[oob]") {
    // Before, these passed the mapping and the scenario schema refused them at
    // /unplaced/units/0/name and the like: a place in a file the designer never saw.
    const std::string ok = accented(static_cast<int>(kMaxOobTextLength));
    const std::string tooLong = accented(static_cast<int>(kMaxOobTextLength) + 1);
    CHECK(mapText("army,type,name,brigade,commander\nBritish,Foot," + ok + "," + ok + "," + ok + "\n").problems.empty());
    for (int column = 3; column <= 5; ++column) {
        std::string cells[3] = {"a", "b", "c"};
        cells[column - 3] = tooLong;
        const auto p = onlyProblem(mapText("army,type,name,brigade,commander\nBritish,Foot," + cells[0] + "," + cells[1] + "," + cells[2] + "\n"));
        INFO(p.message);
        CHECK(p.code == "oob-text-too-long");
        CHECK(p.row == 2);
        CHECK(p.column == column);
        CHECK(p.message.find("is 121 characters long; a scenario keeps at most 120") != std::string::npos);
    }
    // A leader row's name is his name.
    const auto leader = onlyProblem(mapText("army,type,name\nBritish,Leader," + tooLong + "\n"));
    CHECK(leader.column == 3);
}

TEST_CASE("oob mapping: a long cell is quoted shortened in a message", "[oob]") {
    const auto p = onlyProblem(mapText("army,type\n" + std::string(5000, 'P') + ",Foot\n"));
    CHECK(p.code == "oob-unknown-army");
    CHECK(p.message.find("\"" + std::string(40, 'P') + "\"…") != std::string::npos);
    CHECK(p.message.size() < 1000);
}

TEST_CASE("oob mapping: problems of the header name the header's row, after blank lines too", "[oob]") {
    const auto p = onlyProblem(mapText("\n\narmy,type,colour\nBritish,Foot,red\n"));
    CHECK(p.code == "oob-unknown-column");
    CHECK(p.row == 3);
    CHECK(p.column == 3);
}

TEST_CASE("oob mapping: questions, leaders and types found by look-up give what the scans gave", "[oob]") {
    // The look-ups that keep a table linear answer as the scans did: one question per word and
    // army, the first dictionary entry for an army decides, a dictionary army beats a faction.
    OobDictionary mine{"american-revolution", {{"Redcoats", "british"}}, {}};
    addAnswer(mine, "Sailors", "light", "british");
    addAnswer(mine, "Sailors", "militia", "continental");
    const auto dictionary = mergedDictionary(mine, builtinOobDictionary("american-revolution"));
    const auto read = parseTable("army,type,commander\nRedcoats,sailor,Howe\nContinental,Sailors,Howe\nBritish,Pioneers,Howe\n"
                                 "British,pioneer,Clinton\nContinental,Pioneers,\n");
    const auto m = mapOrderOfBattle(read.table, gameSystem("american-revolution"), dictionary);
    REQUIRE(m.problems.empty());
    CHECK(m.rows[0].type == "light");
    CHECK(m.rows[1].type == "militia");
    REQUIRE(m.questions.size() == 2);
    CHECK(m.questions[0] == OobQuestion{4, 2, "Pioneers", "british"});
    CHECK(m.questions[1] == OobQuestion{6, 2, "Pioneers", "continental"});
    const auto leaders = oobLeaders(m.rows, gameSystem("american-revolution"));
    REQUIRE(leaders.size() == 3);  // Howe of each side, and Clinton
    CHECK(leaders[1] == OobLeader{"continental", "Howe", "", 3});
}

TEST_CASE("oob roster: 138 units of one army get fresh ids around those taken, and each piece keeps its row", "[oob]") {
    // The ids go on counting from the last one given (they restarted at 1 for every unit).
    auto blank = fixtures::load(fixtures::sourceDir() / "templates/scenarios/blank-american-revolution.tricorne.json");
    REQUIRE(blank.scenario.has_value());
    Scenario scenario = *blank.scenario;
    scenario.unplaced.units.push_back({"british-2", "british", "regular", 4, "", false, ""});
    const auto m = mapText(rowsOf("army,type,commander", kMaxTrayPieces - 1, [](int i) { return "British,Foot,C" + std::to_string(i % 2); }));
    REQUIRE(m.problems.empty());
    const auto added = addToTray(scenario, m, gameSystem("american-revolution"));
    REQUIRE(added.unitIds.size() == kMaxTrayPieces - 1);
    CHECK(added.unitIds[0] == "british-1");
    CHECK(added.unitIds[1] == "british-3");
    CHECK(added.unitIds.back() == "british-138");
    CHECK(added.unitRows.front() == 2);
    CHECK(added.unitRows.back() == kMaxTrayPieces);
    CHECK(added.leaderRows == std::vector<int>{2, 3});
    CHECK(canonicalExportText(scenario).diagnostics.empty());
}
