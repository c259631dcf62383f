#include "board/scenariosheet.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSvgGenerator>
#include <QTextBlockFormat>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QTextDocument>
#include <QtMath>

#include "common/filepaths.h"
#include "board/boardpainter.h"
#include "board/svgtitle.h"
#include "common/boardgeometry.h"
#include "common/enginetext.h"
#include "common/fromengine.h"
#include "common/unitsymbol.h"
#include "document/boardmodel.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"

#include "tricorne/io/json_io.h"

// Every length below is in sheet units: a tenth of a point (720 to the inch), so that a
// font's pixel size is its size in points × 10 — fine enough steps to shrink text by half a
// point, the same on every device (the painter is scaled to each device's resolution).

namespace {

constexpr qreal kUnitsPerInch = 720.0;
constexpr qreal kMillimetre = kUnitsPerInch / 25.4;
constexpr qreal kMargin = 10 * kMillimetre;   // clear of every printer's unprintable edge
constexpr qreal kGap = 6 * kMillimetre;
// The text column's point sizes, tried largest first until everything fits.
constexpr qreal kLargestText = 8.5, kSmallestText = 5.5;

QFont sheetFont(qreal points, bool bold = false, bool italic = false) {
    QFont font;
    font.setPixelSize(std::max(1, qRound(points * 10)));
    font.setBold(bold);
    font.setItalic(italic);
    // Unhinted: the layout measured for the PDF is the one drawn into the PNG and the SVG.
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

/// The largest font of `points` or less (down to `smallest`) whose `text` fits in `width`.
QFont fittedFont(const QString& text, qreal width, qreal points, qreal smallest, bool bold) {
    QFont font = sheetFont(points, bold);
    while (points > smallest && QFontMetricsF(font).horizontalAdvance(text) > width) {
        points -= 0.5;
        font = sheetFont(points, bold);
    }
    return font;
}

/// One entry of the key: a sample drawn by BoardPainter around the origin, and its words.
struct KeyEntry {
    enum Kind { Unit, Leader, Objective } kind;
    QColor colour;
    UnitSymbol symbol;
    bool chief = false;
    QString label;
    int blocks = 4;  ///< a unit's: its type's full strength
};

}  // namespace

QPageSize::PageSizeId SheetOptions::localePaper() {
    return QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

ScenarioSheet::ScenarioSheet(ScenarioDocument& document, const SheetOptions& options)
    : m_document(document), m_board(document.board()), m_options(options), m_text(std::make_unique<QTextDocument>()) {
    // The panels' own summaries: the objectives' and special rules' words are the engine's
    // (describeObjective, describeSpecialRule), each side named by its army.
    ScenarioEditor editor;
    editor.setDocument(&document);
    m_setup = editor.setup();
    m_objectives = editor.objectives();
    m_rules = editor.specialRules();
    const QSizeF points = QPageSize(m_options.paper).size(QPageSize::Point);
    m_page = QSizeF(std::max(points.width(), points.height()), std::min(points.width(), points.height())) * 10;
    layOut();
}

ScenarioSheet::~ScenarioSheet() = default;

bool ScenarioSheet::knownFormat(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("pdf") || suffix == QLatin1String("png") || suffix == QLatin1String("svg");
}

void ScenarioSheet::layOut() {
    const QRectF content(kMargin, kMargin, m_page.width() - 2 * kMargin, m_page.height() - 2 * kMargin);
    m_header = QRectF(content.topLeft(), QSizeF(content.width(), 300));
    const QRectF body(content.left(), m_header.bottom() + 90, content.width(), content.bottom() - m_header.bottom() - 90);
    const qreal columnWidth = content.width() * 0.37;
    const QSizeF board = BoardGeometry::boardSize(m_board->shape());   // the system's board: a nine-row one is a shorter map
    qreal mapWidth = body.width() - columnWidth - kGap;
    qreal mapHeight = mapWidth * board.height() / board.width();
    const qreal keyRoom = 32 * kMillimetre;   // the key needs at least this much below the map
    if (mapHeight > body.height() - keyRoom) {
        mapHeight = body.height() - keyRoom;
        mapWidth = mapHeight * board.width() / board.height();
    }
    m_map = QRectF(body.topLeft(), QSizeF(mapWidth, mapHeight));
    m_key = QRectF(body.left(), m_map.bottom() + 100, body.width() - columnWidth - kGap, body.bottom() - m_map.bottom() - 100);
    m_column = QRectF(body.right() - columnWidth, body.top(), columnWidth, body.height());

    // Shrink the text until it fits its column; if even the smallest size does not, the
    // document's pages beyond the first go onto continuation pages.
    qreal points = kLargestText;
    for (;; points -= 0.5) {
        buildText(*m_text, points);
        m_text->setTextWidth(m_column.width());
        if (m_text->size().height() <= m_column.height() || points <= kSmallestText) break;
    }
    m_text->setPageSize(m_column.size());
}

void ScenarioSheet::buildText(QTextDocument& text, qreal points) const {
    text.clear();
    text.setDocumentMargin(0);
    text.setDefaultFont(sheetFont(points));
    QTextCursor cursor(&text);
    bool first = true;
    const qreal line = points * 10;
    auto block = [&](qreal above) {
        QTextBlockFormat format;
        format.setTopMargin(above);
        format.setBottomMargin(line * 0.3);
        if (first) cursor.setBlockFormat(format);
        else cursor.insertBlock(format);
        first = false;
    };
    auto run = [&](const QString& words, bool bold = false, bool italic = false, qreal scale = 1.0) {
        QTextCharFormat format;
        format.setFont(sheetFont(points * scale, bold, italic));
        cursor.insertText(words, format);
    };
    auto heading = [&](const QString& title) {
        block(first ? 0 : line * 0.6);
        run(title, true, false, 1.2);
    };
    auto paragraph = [&](const QString& words) {
        block(0);
        run(words);
    };

    const QString top = m_board->topName(), bottom = m_board->bottomName();
    heading(tr("Battle notes"));
    for (const auto& [position, name] : {std::pair{QStringLiteral("top"), top}, std::pair{QStringLiteral("bottom"), bottom}}) {
        const QVariantMap side = m_setup.value(position).toMap();
        QStringList facts;
        if (!side.value(QStringLiteral("commander")).toString().isEmpty())
            facts << tr("Commander: %1").arg(side.value(QStringLiteral("commander")).toString());
        facts << tr("Command cards: %1").arg(side.value(QStringLiteral("commandCards")).toInt());
        facts << tr("Combat cards: %1").arg(side.value(QStringLiteral("combatCards")).toInt());
        if (side.value(QStringLiteral("startingBanners")).toInt() > 0)
            facts << tr("Starting banners: %1").arg(side.value(QStringLiteral("startingBanners")).toInt());
        block(0);
        run(name, true);
        run(QStringLiteral(" — ") + facts.join(QStringLiteral(" · ")));
    }
    paragraph(tr("%1 moves first.").arg(m_setup.value(QStringLiteral("firstPlayer")).toString() == QLatin1String("top") ? top : bottom));

    heading(tr("Victory"));
    paragraph(tr("Victory banners to win: %1").arg(m_setup.value(QStringLiteral("victoryBanners")).toInt()));
    for (const QVariant& v : m_objectives) {
        const QVariantMap objective = v.toMap();
        block(0);
        run(QStringLiteral("• "));
        if (!objective.value(QStringLiteral("name")).toString().isEmpty()) run(objective.value(QStringLiteral("name")).toString() + QStringLiteral(": "), true);
        run(objective.value(QStringLiteral("summary")).toString());
    }

    if (!m_rules.isEmpty()) {
        heading(tr("Special rules"));
        for (const QVariant& v : m_rules) {
            const QVariantMap rule = v.toMap();
            const QString summary = rule.value(QStringLiteral("summary")).toString();
            const QString booklet = rule.value(QStringLiteral("text")).toString();
            block(0);
            run(QStringLiteral("• ") + summary);
            // The booklet's own wording, where the rule is typed and the engine's summary differs.
            if (!booklet.isEmpty() && booklet != summary) run(QStringLiteral(" — “%1”").arg(booklet), false, true, 0.92);
        }
    }

    const QString background = m_setup.value(QStringLiteral("background")).toString();
    if (!background.isEmpty()) {
        heading(tr("Historical background"));
        paragraph(background);
    }
    if (m_setup.value(QStringLiteral("reconstructed")).toBool()) {
        heading(tr("About this map"));
        const QString note = m_setup.value(QStringLiteral("reconstruction")).toString();
        paragraph(note.isEmpty() ? tr("The map and deployment are reconstructed.") : note);
    }
    const QString notes = m_setup.value(QStringLiteral("notes")).toString();
    if (!notes.isEmpty()) {
        heading(tr("Designer's notes"));
        paragraph(notes);
    }
}

int ScenarioSheet::pageCount() const { return std::max(1, m_text->pageCount()); }

void ScenarioSheet::paintPage(QPainter& p, int page) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintHeader(p, page > 0);
    if (page == 0) {
        paintMap(p);
        paintKey(p);
    }
    paintTextPage(p, page);
    p.restore();
}

void ScenarioSheet::paintHeader(QPainter& p, bool continued) const {
    QString title = m_setup.value(QStringLiteral("title")).toString();
    if (title.isEmpty()) title = m_document.fileName();
    if (continued) title = tr("%1 (continued)").arg(title);
    const qreal titleWidth = m_header.width() * 0.6;
    p.setPen(Qt::black);
    p.setFont(fittedFont(title, titleWidth, 18, 10, true));
    p.drawText(QRectF(m_header.left(), m_header.top(), titleWidth, 220), Qt::AlignLeft | Qt::AlignVCenter, title);

    // Right: the date and the game system; below, where the battle comes from.
    const qreal infoWidth = m_header.width() - titleWidth - kGap;
    const QRectF info(m_header.right() - infoWidth, m_header.top(), infoWidth, m_header.height());
    QStringList first;
    if (!m_setup.value(QStringLiteral("date")).toString().isEmpty()) first << m_setup.value(QStringLiteral("date")).toString();
    first << m_document.systemName();
    const QString firstLine = first.join(QStringLiteral(" · "));
    p.setFont(fittedFont(firstLine, infoWidth, 10, 5, true));
    p.drawText(QRectF(info.left(), info.top(), info.width(), 150), Qt::AlignRight | Qt::AlignVCenter, firstLine);
    const QString source = m_setup.value(QStringLiteral("source")).toString();
    if (!source.isEmpty()) {
        p.setFont(fittedFont(source, infoWidth, 8, 4.5, false));
        p.drawText(QRectF(info.left(), info.top() + 150, info.width(), 120), Qt::AlignRight | Qt::AlignVCenter, source);
    }
    p.setPen(QPen(Qt::black, 6));
    p.drawLine(QPointF(m_header.left(), m_header.bottom() + 40), QPointF(m_header.right(), m_header.bottom() + 40));
}

namespace {

/// The colours (rgb) of the top side's armies: in save ink their pieces carry the second
/// side's mark (BoardPainter::setSaveInk).
QSet<QRgb> topArmyColours(const ScenarioDocument& document) {
    QSet<QRgb> colours;
    const tricorne::Scenario* scenario = document.scenario();
    const tricorne::GameSystem* system = document.system();
    if (!scenario || !system) return colours;
    for (const std::string& id : scenario->top.armies)
        for (const tricorne::Army& army : system->armies)
            if (army.id == id) colours.insert(QColor(qs(army.color)).rgb());
    return colours;
}

}  // namespace

void ScenarioSheet::paintMap(QPainter& p) const {
    BoardPainter painter(*m_board);
    painter.setSaveInk(m_options.saveInk, topArmyColours(m_document));
    p.save();
    // A label near the table's edge may run past it (Culloden's did, into the margin): the map
    // keeps to its rectangle.
    p.setClipRect(m_map);
    p.translate(m_map.topLeft());
    const qreal k = m_map.width() / BoardGeometry::boardSize(m_board->shape()).width();
    p.scale(k, k);
    painter.paint(p);
    p.restore();
    if (m_options.saveInk) {   // the table edge is not filled in save ink: a thin frame instead
        p.setPen(QPen(Qt::black, 4));
        p.setBrush(Qt::NoBrush);
        p.drawRect(m_map);
    }
}

void ScenarioSheet::paintKey(QPainter& p) const {
    const BoardModel& board = *m_board;
    const tricorne::GameSystem* system = m_document.system();
    auto armyOf = [system](const QString& id) -> const tricorne::Army* {
        if (system)
            for (const tricorne::Army& army : system->armies)
                if (qs(army.id) == id) return &army;
        return nullptr;
    };
    auto armyName = [&](const QString& id) { return armyOf(id) ? engineText(armyOf(id)->name) : id; };
    // One entry per army and unit type on the map, then the leader, Chief and objective
    // markers where the battle has them.
    std::map<std::pair<QString, QString>, KeyEntry> units;
    std::optional<KeyEntry> chief;   // a unit that carries a Chief marker, as it is
    QColor leaderColour;
    bool objective = false;
    for (int row = 0; row < board.rowCount(); ++row) {
        auto at = [&](int role) { return board.data(board.index(row), role); };
        if (at(BoardModel::HasUnitRole).toBool()) {
            const QString army = at(BoardModel::UnitArmyRole).toString(), type = at(BoardModel::UnitTypeRole).toString();
            auto [it, added] = units.try_emplace({armyName(army), at(BoardModel::UnitTypeNameRole).toString()});
            if (added) {
                const tricorne::UnitType* unitType = armyOf(army) ? armyOf(army)->unitType(type.toStdString()) : nullptr;
                it->second = KeyEntry{KeyEntry::Unit, QColor(at(BoardModel::UnitColorRole).toString()), board.unitSymbolAt(row), false,
                                      QStringLiteral("%1 — %2").arg(at(BoardModel::UnitTypeNameRole).toString(), armyName(army)),
                                      unitType ? unitType->blocks : 4};
            }
            if (!chief && at(BoardModel::UnitChiefRole).toBool())
                chief = KeyEntry{KeyEntry::Unit, it->second.colour, it->second.symbol, true, tr("Unit with a Chief marker"), it->second.blocks};
        }
        if (at(BoardModel::HasLeaderRole).toBool() && !leaderColour.isValid()) leaderColour = QColor(at(BoardModel::LeaderColorRole).toString());
        objective = objective || at(BoardModel::HasObjectiveRole).toBool();
    }
    QList<KeyEntry> entries;
    for (const auto& [key, entry] : units) entries << entry;
    if (leaderColour.isValid()) entries << KeyEntry{KeyEntry::Leader, leaderColour, {}, false, tr("Leader")};
    if (chief) entries << *chief;
    if (objective) entries << KeyEntry{KeyEntry::Objective, {}, {}, false, tr("Objective and the banners it is worth")};

    QString heading = tr("Key");
    if (m_options.saveInk)   // the sides' marks, where colour does not tell them apart
        heading += QStringLiteral(" — ") + tr("%1: double frames, hollow badges; %2: single frames")
                                               .arg(m_board->topName(), m_board->bottomName());
    p.setPen(Qt::black);
    p.setFont(fittedFont(heading, m_key.width(), 9, 5, true));
    p.drawText(QRectF(m_key.left(), m_key.top(), m_key.width(), 130), Qt::AlignLeft | Qt::AlignVCenter, heading);
    if (entries.isEmpty()) return;

    // A grid of cells: the sample on the left of each, its words beside it, as large as the
    // room allows.
    const QRectF grid(m_key.left(), m_key.top() + 150, m_key.width(), m_key.height() - 150);
    const int columns = std::max(1, static_cast<int>(grid.width() / 1500));
    const int rows = (static_cast<int>(entries.size()) + columns - 1) / columns;
    const qreal cellWidth = grid.width() / columns, cellHeight = std::min<qreal>(300, grid.height() / rows);
    const qreal sampleWidth = cellHeight * 1.7;
    const qreal s = BoardGeometry::kHexSize;
    const qreal k = std::min(cellHeight * 0.9 / (s * 0.8), sampleWidth / (s * 1.75));
    BoardPainter painter(board);
    painter.setSaveInk(m_options.saveInk, topArmyColours(m_document));
    // One size for every label: the largest at which each fits its cell, on two lines at most.
    const QSizeF words(cellWidth - sampleWidth - 80, cellHeight);
    const int wrap = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;
    auto fits = [&](qreal points) {
        const QFontMetricsF metrics(sheetFont(points));
        return std::all_of(entries.cbegin(), entries.cend(), [&](const KeyEntry& e) {
            const QRectF needed = metrics.boundingRect(QRectF(QPointF(), words), wrap, e.label);
            return needed.width() <= words.width() && needed.height() <= std::min(words.height(), metrics.lineSpacing() * 2.05);
        });
    };
    qreal points = std::min<qreal>(7.5, cellHeight / 25);
    while (points > 4 && !fits(points)) points -= 0.25;
    for (int i = 0; i < entries.size(); ++i) {
        const KeyEntry& e = entries[i];
        const QRectF cell(grid.left() + (i / rows) * cellWidth, grid.top() + (i % rows) * cellHeight, cellWidth, cellHeight);
        p.save();
        p.translate(cell.left() + sampleWidth / 2, cell.center().y());
        p.scale(k, k);
        if (e.kind == KeyEntry::Unit) painter.paintUnit(p, e.colour, e.symbol, e.blocks, e.chief);
        else if (e.kind == KeyEntry::Leader) painter.paintLeader(p, tr("Leader"), e.colour);
        else {
            p.translate(-s * 0.3, s * 0.35);
            painter.paintObjective(p, QStringLiteral("1"), {});
        }
        p.restore();
        p.setPen(Qt::black);
        p.setFont(sheetFont(points));
        p.drawText(QRectF(QPointF(cell.left() + sampleWidth + 40, cell.top()), words), wrap, e.label);
    }
}

void ScenarioSheet::paintTextPage(QPainter& p, int textPage) const {
    if (textPage >= m_text->pageCount()) return;
    const qreal height = m_column.height();
    p.save();
    p.translate(m_column.topLeft() - QPointF(0, textPage * height));
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = QRectF(0, textPage * height, m_column.width(), height);
    context.palette.setColor(QPalette::Text, Qt::black);
    m_text->documentLayout()->draw(&p, context);
    p.restore();
}

QString ScenarioSheet::print(QPrinter& printer) const {
    // The sheet keeps its own margin clear of the unprintable edge: paint from the paper's corner.
    printer.setFullPage(true);
    printer.setPageSize(QPageSize(m_options.paper));
    printer.setPageOrientation(QPageLayout::Landscape);
    QPainter p;
    if (!p.begin(&printer)) return tr("Could not print: the printer cannot be used.");
    const qreal k = printer.resolution() / kUnitsPerInch;
    for (int page = 0; page < pageCount(); ++page) {
        if (page > 0 && !printer.newPage()) return tr("Could not print: the printer cannot be used.");
        p.save();
        p.scale(k, k);
        paintPage(p, page);
        p.restore();
    }
    if (!p.end()) return tr("Could not print: the printer cannot be used.");
    return {};
}

QByteArray ScenarioSheet::render(const QString& format, QString* error) const {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QString title = m_setup.value(QStringLiteral("title")).toString();
    const int pages = pageCount();
    QPainter p;
    if (format == QLatin1String("pdf")) {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Tricorne Studio"));
        writer.setPageSize(QPageSize(m_options.paper));
        writer.setPageOrientation(QPageLayout::Landscape);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        if (!p.begin(&writer)) return {};
        const qreal k = writer.resolution() / kUnitsPerInch;
        for (int page = 0; page < pages; ++page) {
            if (page > 0) writer.newPage();
            p.save();
            p.scale(k, k);
            paintPage(p, page);
            p.restore();
        }
        if (!p.end()) return {};
    } else if (format == QLatin1String("svg")) {   // one drawing, the pages one below the other
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setTitle(QString::fromLatin1(kSvgTitlePlaceholder));   // withSvgTitle writes the title, escaped
        generator.setResolution(static_cast<int>(kUnitsPerInch));   // the document's size in real millimetres
        generator.setSize(QSizeF(m_page.width(), m_page.height() * pages).toSize());
        generator.setViewBox(QRectF(0, 0, m_page.width(), m_page.height() * pages));
        if (!p.begin(&generator)) return {};
        for (int page = 0; page < pages; ++page) {
            p.save();
            p.translate(0, page * m_page.height());
            paintPage(p, page);
            p.restore();
        }
        if (!p.end()) return {};
        bytes = withSvgTitle(bytes, title);
    } else {
        const qreal k = kPngDpi / kUnitsPerInch;
        QImage image(qCeil(m_page.width() * k), qCeil(m_page.height() * k) * pages, QImage::Format_RGB32);
        if (image.isNull()) {
            *error = tr("the page is too large to draw");
            return {};
        }
        image.fill(Qt::white);
        const int dotsPerMeter = qRound(kPngDpi / 0.0254);
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        if (!p.begin(&image)) return {};
        for (int page = 0; page < pages; ++page) {
            p.save();
            p.scale(k, k);
            p.translate(0, page * m_page.height());
            paintPage(p, page);
            p.restore();
        }
        p.end();
        if (!image.save(&buffer, "PNG")) return {};
    }
    return bytes;
}

QString ScenarioSheet::write(const QString& path) const {
    const QString name = QFileInfo(path).fileName();
    const QString format = QFileInfo(path).suffix().toLower();
    if (!knownFormat(path))
        return tr("Cannot write the sheet “%1”: the name must end in .pdf, .png or .svg.").arg(path);
    QString why;
    const QByteArray bytes = render(format, &why);
    if (bytes.isEmpty()) return tr("Could not draw the sheet for “%1”%2.").arg(name, why.isEmpty() ? QString() : QStringLiteral(": ") + why);
    const auto failure = tricorne::writeFileAtomically(fsPath(path),
                                                       std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (failure) return tr("Could not save the sheet “%1”: %2").arg(path, QString::fromStdString(*failure));
    return {};
}
