// An order-of-battle table as a designer brings it from a history book or a spreadsheet:
// delimited text with a header row (comma, semicolon or tab; a spreadsheet range pasted is
// tab-separated), fields optionally in double quotes as RFC 4180 writes them.
//
// Problems are told by row and column as a spreadsheet numbers them (the header is row 1),
// because that is where the designer will go to fix them.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/core/diagnostic.h"

namespace tricorne {

/// One finding about a table: a stable code, where (row and column, 1-based, 0 when the
/// finding is about a whole row or the whole table) and a message that says what to do.
struct TableProblem {
    Severity severity = Severity::Error;
    std::string code;
    int row = 0;
    int column = 0;
    std::string message;
    bool operator==(const TableProblem&) const = default;
};
using TableProblems = std::vector<TableProblem>;

/// True when any problem is an error.
bool hasErrors(const TableProblems& problems);

/// "row R, column C: " (or "row R: ", or "") as messages and the CLI print a place.
std::string tablePlace(int row, int column);

/// A cell as a message quotes it (quoteText): whole when short, else its first 40 characters
/// and an ellipsis, so that a cell of a megabyte does not make a message of one.
std::string quoteCell(std::string_view cell);

struct TableRow {
    int row = 0;  ///< the spreadsheet's row number (blank lines are counted, not kept)
    std::vector<std::string> cells;  ///< as many as the header has, trimmed of spaces
};

struct Table {
    char delimiter = ',';
    std::vector<std::string> header;  ///< trimmed
    int headerRow = 1;                ///< the header's row (blank lines before it are counted)
    std::vector<TableRow> rows;
};

/// The largest table read (an order of battle is a few kilobytes).
inline constexpr std::size_t kMaxTableBytes = 1u << 20;

struct TableRead {
    Table table;
    TableProblems problems;  ///< errors mean `table` must not be used
};

/// Parses delimited text. The delimiter is the one of tab, semicolon and comma that the header
/// row (outside quotes) holds most often; a byte-order mark and CR line ends are accepted.
/// Errors: table-empty (no header), table-encoding (not UTF-8), table-too-large, table-quote
/// (a quote left open), table-ragged (a row with more or fewer fields than the header).
/// Never throws.
TableRead parseTable(std::string_view text);

/// Writes a table with `delimiter`, quoting the fields that need it, one record per line.
std::string writeTable(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                       char delimiter = ',');

}  // namespace tricorne
