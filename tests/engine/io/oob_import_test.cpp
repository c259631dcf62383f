// The order-of-battle mapping: types from the system and the dictionary, blocks
// by the designer's rule, leaders from commanders; unknown words asked, never guessed.
#include "fixtures.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/oob_import.h"

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
    CHECK(leaders[0] == OobLeader{"jacobite", "Lochiel", "Right"});
    CHECK(leaders[1] == OobLeader{"government", "Wolfe", "Left"});
    CHECK(leaders[2] == OobLeader{"jacobite", "Lord George Murray", ""});
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
