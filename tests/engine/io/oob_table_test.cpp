// Order-of-battle tables: any delimiter, a header row, quoted fields, a pasted
// spreadsheet range; problems named by row and column.
#include <catch2/catch.hpp>

#include "tricorne/io/oob_table.h"

using namespace tricorne;

namespace {
std::vector<std::string> cellsOf(const TableRead& read, std::size_t i) {
    REQUIRE(i < read.table.rows.size());
    return read.table.rows[i].cells;
}
}  // namespace

TEST_CASE("oob table: comma, semicolon and tab tables read alike", "[oob]") {
    const std::vector<std::string> expected{"British", "Foot", "23rd Regiment"};
    for (const char* text : {"army,type,name\nBritish,Foot,23rd Regiment\n", "army;type;name\r\nBritish;Foot;23rd Regiment\r\n",
                             "army\ttype\tname\nBritish\tFoot\t23rd Regiment"}) {
        INFO(text);
        const auto read = parseTable(text);
        CHECK(read.problems.empty());
        CHECK(read.table.header == std::vector<std::string>{"army", "type", "name"});
        CHECK(cellsOf(read, 0) == expected);
        CHECK(read.table.rows[0].row == 2);
    }
}

TEST_CASE("oob table: quoted fields hold delimiters and quotes, and a line break in one is refused at its place", "[oob]") {
    const auto read = parseTable("\xEF\xBB\xBF" "army,name,type\n"
                                 "British,\"Fraser's \"\"Highlanders\"\", 71st\",Highlanders\n"
                                 "British,\"two\nlines\" , Foot\n"
                                 "British,  padded  ,Foot\n");
    // A name is one line: the break is read (rows stay counted right) and refused where it is.
    REQUIRE(read.problems.size() == 1);
    CHECK(read.problems[0].code == "table-control");
    CHECK(read.problems[0].row == 3);
    CHECK(read.problems[0].column == 2);
    CHECK(read.table.header.front() == "army");  // the byte-order mark is not part of it
    CHECK(cellsOf(read, 0)[1] == "Fraser's \"Highlanders\", 71st");
    CHECK(cellsOf(read, 1)[1] == "two\nlines");
    CHECK(cellsOf(read, 2)[1] == "padded");
    CHECK(read.table.rows[2].row == 4);  // a line break inside a cell starts no spreadsheet row
}

TEST_CASE("oob table: a semicolon table keeps decimal commas in its cells", "[oob]") {
    const auto read = parseTable("side;arm;men\nBritish;Foot;1,200\n");
    REQUIRE(read.problems.empty());
    CHECK(read.table.delimiter == ';');
    CHECK(cellsOf(read, 0)[2] == "1,200");
}

TEST_CASE("oob table: blank lines are skipped but keep the row numbers", "[oob]") {
    const auto read = parseTable("\n\narmy,type\n\nBritish,Foot\n,\n");
    REQUIRE(read.problems.empty());
    REQUIRE(read.table.rows.size() == 1);
    CHECK(read.table.rows[0].row == 5);
}

TEST_CASE("oob table: refusals name the row and say what to do", "[oob]") {
    SECTION("empty") {
        const auto read = parseTable(" \n\n");
        REQUIRE(read.problems.size() == 1);
        CHECK(read.problems[0].code == "table-empty");
    }
    SECTION("a ragged row") {
        const auto read = parseTable("army,type,name\nBritish,Foot\nBritish,Foot,x\n");
        REQUIRE(read.problems.size() == 1);
        CHECK(read.problems[0].code == "table-ragged");
        CHECK(read.problems[0].row == 2);
        CHECK(read.problems[0].message.find("2 fields but the header has 3") != std::string::npos);
        CHECK(read.table.rows.size() == 1);
    }
    SECTION("a quote never closed") {
        const auto read = parseTable("army,type\nBritish,\"Foot\n");
        REQUIRE(read.problems.size() == 1);
        CHECK(read.problems[0].code == "table-quote");
        CHECK(read.problems[0].row == 2);
    }
    SECTION("too large") {
        const auto read = parseTable("army,type\n" + std::string(kMaxTableBytes, 'a'));
        REQUIRE(read.problems.size() == 1);
        CHECK(read.problems[0].code == "table-too-large");
        CHECK(read.problems[0].message.find("split it") != std::string::npos);
    }
    SECTION("not UTF-8") {
        const auto read = parseTable("army,type\nBritish,F\xFFoot\n");
        REQUIRE(read.problems.size() == 1);
        CHECK(read.problems[0].code == "table-encoding");
        CHECK(read.problems[0].row == 2);
    }
}

TEST_CASE("oob table: what writeTable writes reads back the same", "[oob]") {
    const std::vector<std::string> header{"army", "name"};
    const std::vector<std::vector<std::string>> rows{{"British", "Fraser's \"71st\", Highlanders"}, {"Continental", "=1+1"}, {"x", " y"}};
    const auto read = parseTable(writeTable(header, rows));
    REQUIRE(read.problems.empty());
    CHECK(read.table.header == header);
    REQUIRE(read.table.rows.size() == 3);
    for (std::size_t i = 0; i < rows.size(); ++i) CHECK(read.table.rows[i].cells == rows[i]);
}

// The hostile strings: each would run as a formula in a spreadsheet, or drive a terminal.
TEST_CASE("oob table: no written cell starts a formula or holds a control character", "[oob]") {
    const std::vector<std::string> hostile{"=cmd|' /C calc'!A0", "=HYPERLINK(\"http://evil.example\",\"x\")", "+1+1", "-2+3",
                                           "@SUM(1)", "\tx", "\rx", std::string("a\0b", 3), "\x1b]0;PWNED\x07", "\xC2\x9B" "2J"};
    std::vector<std::vector<std::string>> rows;
    for (const auto& h : hostile) rows.push_back({h});
    const auto text = writeTable({"name"}, rows);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        INFO(i);
        CHECK((c >= 0x20 || c == '\n'));
        CHECK(c != 0x7F);
        if (c == 0xC2 && i + 1 < text.size()) CHECK(static_cast<unsigned char>(text[i + 1]) > 0x9F);
    }
    const auto read = parseTable(text);
    REQUIRE(read.problems.empty());
    REQUIRE(read.table.rows.size() == hostile.size());
    // Every written cell (one per line here) starts with text, a quote or the apostrophe mark,
    // never with a sign a spreadsheet would run.
    std::size_t line = text.find('\n') + 1;
    while (line < text.size()) {
        const std::string_view cell(text.data() + line, text.find('\n', line) - line);
        INFO(cell);
        const std::size_t first = cell.front() == '"' ? 1 : 0;
        CHECK(std::string_view("=+-@").find(cell[first]) == std::string_view::npos);
        line += cell.size() + 1;
    }
    // Formula-like cells come back exactly as they were.
    for (std::size_t i = 0; i < 5; ++i) CHECK(read.table.rows[i].cells[0] == hostile[i]);
}

TEST_CASE("oob table: a cell with a control character is refused at its row and column", "[oob]") {
    const auto read = parseTable("army,name\nBritish,ok\nBritish,\"bad\x1b[2J\"\n");
    REQUIRE(read.problems.size() == 1);
    CHECK(read.problems[0].code == "table-control");
    CHECK(read.problems[0].row == 3);
    CHECK(read.problems[0].column == 2);
    CHECK(read.problems[0].message.find('\x1b') == std::string::npos);
}

TEST_CASE("oob table: quotes after text in a cell are text, however many", "[oob]") {
    // A quote opens a quoted field only where the field has nothing but spaces before it; the
    // check looks at the field's first character, so 100,000 quotes cost 100,000 steps.
    const std::string quotes(100000, '"');
    const auto read = parseTable("army,type,name\nBritish,Foot,x" + quotes + "\n");
    REQUIRE(read.problems.empty());
    REQUIRE(read.table.rows.size() == 1);
    CHECK(read.table.rows[0].cells[2] == "x" + quotes);
}

TEST_CASE("oob table: the header's row is kept, blank lines before it counted", "[oob]") {
    const auto read = parseTable("\n,,\narmy,type\nBritish,Foot\n");
    REQUIRE(read.problems.empty());
    CHECK(read.table.headerRow == 3);
    CHECK(read.table.rows[0].row == 4);
}

TEST_CASE("oob table: a message quotes a long cell by its first 40 characters", "[oob]") {
    // A cell may be most of a megabyte; the refusal quoting it should stay a line.
    std::string accented;
    for (int i = 0; i < 50; ++i) accented += "\xC3\xA9";
    CHECK(quoteCell(accented) == "\"" + accented.substr(0, 80) + "\"…");  // 40 characters, not 40 bytes
    CHECK(quoteCell(accented.substr(0, 80)) == "\"" + accented.substr(0, 80) + "\"");
    const auto read = parseTable("army,name\nBritish,\"" + std::string(100000, 'x') + "\x1b\"\n");
    REQUIRE(read.problems.size() == 1);
    CHECK(read.problems[0].message.size() < 200);
}
