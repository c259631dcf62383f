#include "tricorne/io/oob_table.h"

#include <algorithm>
#include <array>

#include "tricorne/core/control_chars.h"
#include "tricorne/io/json_io.h"

namespace tricorne {

namespace {

std::string trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t");
    return std::string(s.substr(first, last - first + 1));
}

/// The delimiter the header line uses most often outside quotes; ties go to tab, then
/// semicolon (a pasted range is tab-separated, and European spreadsheets write semicolons
/// because their decimal mark is a comma).
char guessDelimiter(std::string_view text) {
    constexpr std::array<char, 3> candidates{'\t', ';', ','};
    std::array<int, 3> counts{};
    bool quoted = false;
    for (char c : text) {
        if (c == '"') quoted = !quoted;
        if (!quoted && (c == '\n' || c == '\r')) break;
        if (quoted) continue;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            if (c == candidates[i]) ++counts[i];
    }
    std::size_t best = 2;  // a one-column table: comma, which then never occurs
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (counts[i] > counts[best] || (counts[i] == counts[best] && counts[i] > 0 && i < best)) best = i;
    return candidates[best];
}

/// Splits RFC 4180 records: a quoted field may hold delimiters, newlines and "" for a quote.
/// Each record carries the spreadsheet row it starts on. Sets `openQuoteRow` when the text
/// ends inside a quoted field.
struct Record {
    int row = 0;
    std::vector<std::string> fields;
    bool blank = true;  ///< only empty fields and nothing quoted
};

std::vector<Record> splitRecords(std::string_view text, char delimiter, int& openQuoteRow) {
    std::vector<Record> records;
    Record current{1, {}, true};
    std::string field;
    bool quoted = false, fieldWasQuoted = false;
    int row = 1;
    auto endField = [&] {
        if (fieldWasQuoted || !trimmed(field).empty()) current.blank = false;
        current.fields.push_back(fieldWasQuoted ? field : trimmed(field));
        field.clear();
        fieldWasQuoted = false;
    };
    auto endRecord = [&] {
        endField();
        records.push_back(std::move(current));
        current = Record{row, {}, true};
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;  // a line break in a quoted cell stays in its spreadsheet row
            }
            continue;
        }
        // Only spaces before it: the quote opens a quoted field. Looking for the first other
        // character, not trimming a copy, keeps a cell of many quotes linear.
        if (c == '"' && field.find_first_not_of(" \t") == std::string::npos) {
            quoted = fieldWasQuoted = true;
            field.clear();
        } else if (c == delimiter) {
            endField();
        } else if (c == '\r' || c == '\n') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            ++row;
            endRecord();
        } else if (!(fieldWasQuoted && (c == ' ' || c == '\t'))) {
            field += c;  // spaces after a closing quote are padding; other text is kept
        }
    }
    if (quoted) openQuoteRow = current.row;
    if (!field.empty() || fieldWasQuoted || !current.fields.empty()) endRecord();
    return records;
}

/// The apostrophe a spreadsheet reads as "this cell is text" and does not show.
constexpr char kTextMark = '\'';

/// True when a spreadsheet would take a cell starting so as a formula (or, for tab and CR,
/// could be led to): = + - @ and the two controls OWASP names.
bool startsLikeFormula(std::string_view cell) {
    return !cell.empty() && std::string_view("=+-@\t\r").find(cell.front()) != std::string_view::npos;
}

}  // namespace

bool hasErrors(const TableProblems& problems) {
    return std::any_of(problems.begin(), problems.end(), [](const TableProblem& p) { return p.severity == Severity::Error; });
}

std::string quoteCell(std::string_view cell) {
    constexpr std::size_t kShown = 40;
    std::size_t count = 0, end = 0;
    for (; end < cell.size(); ++end)
        if ((static_cast<unsigned char>(cell[end]) & 0xC0) != 0x80 && count++ == kShown) break;  // a character starts here
    return end == cell.size() ? quoteText(cell) : quoteText(cell.substr(0, end)) + "…";
}

std::string tablePlace(int row, int column) {
    if (row <= 0) return {};
    std::string place = "row " + std::to_string(row);
    if (column > 0) place += ", column " + std::to_string(column);
    return place + ": ";
}

TableRead parseTable(std::string_view text) {
    TableRead read;
    auto refuse = [&](std::string code, int row, std::string message) {
        read.problems.push_back({Severity::Error, std::move(code), row, 0, std::move(message)});
        return read;
    };
    if (text.size() > kMaxTableBytes)
        // Files are read only one byte past the limit (readTextFile), so the size is not known.
        return refuse("table-too-large", 0, "the table is larger than the limit of " + std::to_string(kMaxTableBytes) +
                                                " bytes (1 MiB); split it into several tables");
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // the mark spreadsheets write
    if (const auto bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
        const int row = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n'));
        return refuse("table-encoding", row, "the table is not UTF-8 text; save it as UTF-8 (in a spreadsheet: CSV UTF-8)");
    }
    read.table.delimiter = guessDelimiter(text);
    int openQuoteRow = 0;
    auto records = splitRecords(text, read.table.delimiter, openQuoteRow);
    if (openQuoteRow > 0)
        return refuse("table-quote", openQuoteRow, "a field opened with a double quote is never closed; close it or remove the quote");
    auto header = std::find_if(records.begin(), records.end(), [](const Record& r) { return !r.blank; });
    if (header == records.end())
        return refuse("table-empty", 0, "the table is empty; give a header row (army, type, name, …) and one row per unit");
    read.table.header = std::move(header->fields);
    read.table.headerRow = header->row;
    const auto columns = read.table.header.size();
    for (auto r = header + 1; r != records.end(); ++r) {
        if (r->blank) continue;
        if (r->fields.size() != columns) {
            read.problems.push_back({Severity::Error, "table-ragged", r->row, 0,
                                     "the row has " + std::to_string(r->fields.size()) + " fields but the header has " +
                                         std::to_string(columns) + "; give every row the header's columns (empty fields are fine)"});
            continue;
        }
        read.table.rows.push_back({r->row, std::move(r->fields)});
    }
    // Cells become names and labels a terminal and the studio show: a control character in one
    // is refused where it is, and the apostrophe the writer puts before a formula-like cell is
    // taken off again so a table exported and imported back is unchanged.
    auto checkCell = [&](std::string& cell, int row, int column) {
        if (cell.size() > 1 && cell.front() == kTextMark && startsLikeFormula(std::string_view(cell).substr(1))) cell.erase(0, 1);
        if (firstControlCharacter(cell) != std::string_view::npos)
            read.problems.push_back({Severity::Error, "table-control", row, column,
                                     "the cell " + quoteCell(cell) +
                                         " holds a control character (a tab, line break or terminal code); remove it"});
    };
    const int headerRow = header->row;
    for (std::size_t c = 0; c < read.table.header.size(); ++c) checkCell(read.table.header[c], headerRow, static_cast<int>(c) + 1);
    for (auto& r : read.table.rows)
        for (std::size_t c = 0; c < r.cells.size(); ++c) checkCell(r.cells[c], r.row, static_cast<int>(c) + 1);
    return read;
}

std::string writeTable(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows, char delimiter) {
    std::string out;
    auto writeRecord = [&](const std::vector<std::string>& fields) {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (i > 0) out += delimiter;
            // A control character is written as its escape, so neither a terminal showing the
            // table nor a spreadsheet reading it is driven by it; a cell a spreadsheet would run
            // as a formula gets the apostrophe that makes it text (OWASP CSV injection).
            std::string f = escapeControls(fields[i]);
            const bool formula = startsLikeFormula(f);
            if (formula) f.insert(0, 1, kTextMark);
            const bool quote = formula || f.find_first_of(std::string{delimiter, '"', '\n', '\r'}) != std::string::npos ||
                               (!f.empty() && (f.front() == ' ' || f.back() == ' '));
            if (!quote) {
                out += f;
                continue;
            }
            out += '"';
            for (char c : f) out += c == '"' ? std::string("\"\"") : std::string(1, c);
            out += '"';
        }
        out += '\n';
    };
    writeRecord(header);
    for (const auto& r : rows) writeRecord(r);
    return out;
}

}  // namespace tricorne
