#include "editing/referenceeditor.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <QCoreApplication>
#include <QFileInfo>

#include "commands/changereference.h"
#include "commands/suggestedterrain.h"
#include "common/boardgeometry.h"
#include "common/enginetext.h"
#include "common/fromengine.h"
#include "tricorne/core/board.h"

using tricorne::Hex;
using tricorne::Offset;
using tricorne::ReferencePicture;

namespace {

/// A pointy-top hex's corners as the file names them, in BoardGeometry::hexCorners' order
/// (clockwise from the top).
constexpr std::array<const char*, 6> kCorners{"n", "ne", "se", "s", "sw", "nw"};

/// The file format's bounds (schema/scenario.schema.json): a point of the picture's coordinates,
/// the control points, a path's length. An edit beyond them is refused, so that every file the
/// studio saves opens again.
constexpr double kMaxCoordinate = 1e6;
constexpr std::size_t kMaxPoints = 64;
constexpr qsizetype kMaxPathLength = 4096;

bool withinFormat(reference::Vec2 p) { return std::abs(p.x) <= kMaxCoordinate && std::abs(p.y) <= kMaxCoordinate; }

/// How wide a band, in board units, around each section line is not read for a hex's colours:
/// the line (2.2 units) with its blur in a scan.
constexpr double kSectionLineBand = 8.0;

/// A suggestion whose nearest other terrain is within this much (tracing::colourDistance) of
/// the suggested one is a close call: the board marks it for the designer to look at.
constexpr double kCloseCall = 0.05;

/// The board point of a hex's centre or named corner; nullopt for an unknown corner name.
std::optional<QPointF> boardPoint(Hex hex, const std::string& corner) {
    const QPointF centre = BoardGeometry::hexCentre(tricorne::toOffset(hex));
    if (corner.empty()) return centre;
    const auto it = std::find(kCorners.begin(), kCorners.end(), corner);
    if (it == kCorners.end()) return std::nullopt;
    return centre + BoardGeometry::hexCorners(1.0).at(static_cast<int>(it - kCorners.begin()));
}

/// The hex's area terrain ("" open ground), and whether a linear tile (a road, a river) lies on it.
std::pair<std::string, bool> terrainOf(const tricorne::Scenario& scenario, const tricorne::GameSystem* system, Hex hex) {
    std::string area;
    bool linear = false;
    for (const auto& t : scenario.terrain) {
        if (t.hex != hex) continue;
        const auto* type = system ? system->terrainType(t.type) : nullptr;
        if (type && type->linear)
            linear = true;
        else if (area.empty())
            area = t.type;
    }
    return {area, linear};
}

}  // namespace

ReferenceEditor::ReferenceEditor(QObject* parent) : QObject(parent) {}

void ReferenceEditor::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    disconnect(m_referenceConnection);
    disconnect(m_changeConnection);
    m_document = document;
    if (document) {
        m_referenceConnection = connect(document, &ScenarioDocument::referenceChanged, this, &ReferenceEditor::follow);
        m_changeConnection = connect(document, &ScenarioDocument::scenarioChanged, this, [this](const ScenarioChange& change) {
            if (change.parts & ScenarioChange::System) {
                // Another scenario (or the same file again): its picture is read afresh, and
                // samples belong to the scenario they were taken on. Saving is no such change.
                m_samples.clear();
                m_loadedPath.clear();
                follow();
            } else if (change.parts & ScenarioChange::Terrain) {
                resuggest();
            }
        });
    }
    m_samples.clear();
    emit documentChanged();
    follow();
}

const ReferencePicture* ReferenceEditor::reference() const {
    if (!m_document || !m_document->scenario() || !m_document->scenario()->referencePicture) return nullptr;
    return &*m_document->scenario()->referencePicture;
}

void ReferenceEditor::follow() {
    const ReferencePicture* ref = reference();
    const QString path = ref ? qs(ref->path) : QString();
    const int page = ref ? ref->page : 0;
    if (path != m_loadedPath || page != m_loadedPage) {
        m_loadedPath = path;
        m_loadedPage = page;
        m_loaded = path.isEmpty() ? reference::LoadedPicture{} : reference::loadReferencePicture(path, page);
    }
    refit();
    emit pictureChanged();
}

bool ReferenceEditor::onBoard(Hex hex) const { return m_document && m_document->onBoard(hex); }

void ReferenceEditor::refit() {
    const ReferencePicture* ref = reference();
    // A picture without control points is laid over the battle's board (its system's size).
    const QSizeF board = BoardGeometry::boardSize(m_document ? m_document->boardShape() : tricorne::BoardShape{});
    const reference::Affine fallback = m_loaded.sourceSize.isEmpty()
        ? reference::Affine{}
        : reference::placement(m_loaded.sourceSize.width(), m_loaded.sourceSize.height(), board.width(), board.height());
    std::vector<reference::ControlPoint> points;
    if (ref)
        for (const auto& p : ref->points)
            if (const auto spot = boardPoint(p.hex, p.corner)) points.push_back({{p.x, p.y}, {spot->x(), spot->y()}});
    m_fit = reference::fitControlPoints(points, fallback);
    emit fitChanged();
    resuggest();
}

QString ReferenceEditor::fileName() const { return hasPicture() ? QFileInfo(filePath()).fileName() : QString(); }

QString ReferenceEditor::filePath() const { return hasPicture() ? qs(reference()->path) : QString(); }

int ReferenceEditor::page() const { return hasPicture() ? reference()->page : 1; }

bool ReferenceEditor::shown() const { return hasPicture() && reference()->shown; }

qreal ReferenceEditor::opacity() const { return hasPicture() ? reference()->opacity : 0.5; }

QVariantList ReferenceEditor::points() const {
    QVariantList out;
    const ReferencePicture* ref = reference();
    if (!ref) return out;
    const double hex = BoardGeometry::hexWidthUnits();
    for (std::size_t i = 0; i < ref->points.size(); ++i) {
        const auto& p = ref->points[i];
        const Offset o = tricorne::toOffset(p.hex);
        const QPointF target = boardPoint(p.hex, p.corner).value_or(QPointF());
        const reference::Vec2 onBoard = m_fit.transform.map({p.x, p.y});
        const double residual = i < m_fit.residuals.size() ? m_fit.residuals[i] / hex : 0.0;
        out << QVariantMap{{QStringLiteral("index"), static_cast<int>(i)},
                           {QStringLiteral("pictureX"), onBoard.x},
                           {QStringLiteral("pictureY"), onBoard.y},
                           {QStringLiteral("boardX"), target.x()},
                           {QStringLiteral("boardY"), target.y()},
                           {QStringLiteral("col"), o.col},
                           {QStringLiteral("row"), o.row},
                           {QStringLiteral("corner"), qs(p.corner)},
                           {QStringLiteral("residual"), residual}};
    }
    return out;
}

QString ReferenceEditor::fitKind() const {
    switch (m_fit.kind) {
    case reference::FitKind::Placement: return QStringLiteral("placed");
    case reference::FitKind::Translation: return QStringLiteral("moved");
    case reference::FitKind::Similarity: return QStringLiteral("similarity");
    case reference::FitKind::Affine: return QStringLiteral("affine");
    }
    return {};
}

QTransform ReferenceEditor::imageToBoard() const {
    const double k = m_loaded.imageScale > 0 ? 1.0 / m_loaded.imageScale : 1.0;
    const reference::Affine& t = m_fit.transform;
    // QTransform maps row vectors: x' = m11·x + m21·y + dx.
    return QTransform(t.a * k, t.d * k, t.b * k, t.e * k, t.c, t.f);
}

std::optional<reference::Affine> ReferenceEditor::boardToImage() const {
    if (!ready()) return std::nullopt;
    const auto inverse = m_fit.transform.inverted();
    if (!inverse) return std::nullopt;
    reference::Affine t = *inverse;
    const double k = m_loaded.imageScale;
    t.a *= k, t.b *= k, t.c *= k, t.d *= k, t.e *= k, t.f *= k;
    return t;
}

bool ReferenceEditor::push(const QString& text, std::optional<ReferencePicture> after, int gesture) {
    if (!editable()) return false;
    return pushUnlessNoOp(m_document, new ChangeReference(m_document, text, std::move(after), gesture));
}

bool ReferenceEditor::choose(const QString& path) {
    if (!editable() || path.isEmpty()) return false;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute.size() > kMaxPathLength) return false;
    ReferencePicture picture;
    picture.path = absolute.toStdString();
    return push(tr("Set reference picture"), picture);
}

bool ReferenceEditor::remove() { return hasPicture() && push(tr("Remove reference picture"), std::nullopt); }

bool ReferenceEditor::setShown(bool shown) {
    if (!hasPicture()) return false;
    ReferencePicture p = *reference();
    p.shown = shown;
    return push(shown ? tr("Show reference picture") : tr("Hide reference picture"), p);
}

bool ReferenceEditor::setOpacity(qreal opacity, int gesture) {
    if (!hasPicture() || !(opacity >= 0.0)) return false;
    ReferencePicture p = *reference();
    p.opacity = std::round(std::clamp(opacity, 0.0, 1.0) * 100.0) / 100.0;  // the slider's steps; short in the file
    return push(tr("Reference picture opacity"), p, gesture);
}

bool ReferenceEditor::setPage(int page) {
    if (!hasPicture() || page < 1 || (m_loaded.pageCount > 0 && page > m_loaded.pageCount)) return false;
    ReferencePicture p = *reference();
    if (p.page == page) return false;
    p.page = page;
    p.points.clear();  // another page is another picture: its points would be somebody else's
    return push(tr("Reference picture page"), p);
}

QVariantMap ReferenceEditor::targetNear(qreal x, qreal y) const {
    QVariantMap best;
    double bestDistance = 0;
    const QPointF click(x, y);
    for (const Hex hex : tricorne::board::allHexes()) {
        if (!onBoard(hex)) continue;  // a frame hex off the system's board is no target
        const QPointF centre = BoardGeometry::hexCentre(tricorne::toOffset(hex));
        const QPointF d0 = centre - click;
        if (std::hypot(d0.x(), d0.y()) > 2 * BoardGeometry::kHexSize) continue;
        for (int k = -1; k < 6; ++k) {
            const std::string corner = k < 0 ? std::string() : kCorners[static_cast<std::size_t>(k)];
            const QPointF p = *boardPoint(hex, corner);
            const double d = std::hypot(p.x() - x, p.y() - y);
            if (best.isEmpty() || d < bestDistance) {
                bestDistance = d;
                const Offset o = tricorne::toOffset(hex);
                best = {{QStringLiteral("col"), o.col}, {QStringLiteral("row"), o.row}, {QStringLiteral("corner"), qs(corner)},
                        {QStringLiteral("x"), p.x()}, {QStringLiteral("y"), p.y()}};
            }
        }
    }
    return best;
}

bool ReferenceEditor::addPoint(qreal pictureX, qreal pictureY, int col, int row, const QString& corner) {
    if (!hasPicture()) return false;
    const Offset o{col, row};
    if (!onBoard(tricorne::toAxial(o))) return false;
    const auto inverse = m_fit.transform.inverted();
    if (!inverse || !boardPoint(tricorne::toAxial(o), corner.toStdString())) return false;
    const reference::Vec2 picture = inverse->map({pictureX, pictureY});
    ReferencePicture p = *reference();
    if (p.points.size() >= kMaxPoints || !withinFormat(picture)) return false;
    p.points.push_back({picture.x, picture.y, tricorne::toAxial(o), corner.toStdString()});
    return push(tr("Add control point"), p);
}

bool ReferenceEditor::movePoint(int index, qreal x, qreal y) {
    if (!hasPicture() || index < 0 || at(index) >= reference()->points.size()) return false;
    const auto inverse = m_fit.transform.inverted();
    if (!inverse) return false;
    const reference::Vec2 picture = inverse->map({x, y});
    if (!withinFormat(picture)) return false;
    ReferencePicture p = *reference();
    p.points[at(index)].x = picture.x;
    p.points[at(index)].y = picture.y;
    return push(tr("Move control point"), p);
}

bool ReferenceEditor::removePoint(int index) {
    if (!hasPicture() || index < 0 || at(index) >= reference()->points.size()) return false;
    ReferencePicture p = *reference();
    p.points.erase(p.points.begin() + index);
    return push(tr("Remove control point"), p);
}

int ReferenceEditor::pointNear(qreal x, qreal y, qreal radius) const {
    const ReferencePicture* ref = reference();
    if (!ref) return -1;
    int best = -1;
    double bestDistance = radius;
    for (std::size_t i = 0; i < ref->points.size(); ++i) {
        const reference::Vec2 onBoard = m_fit.transform.map({ref->points[i].x, ref->points[i].y});
        const double d = std::hypot(onBoard.x - x, onBoard.y - y);
        if (d <= bestDistance) best = static_cast<int>(i), bestDistance = d;
    }
    return best;
}

tracing::HexColours ReferenceEditor::coloursOf(Hex hex) const {
    const auto toImage = boardToImage();
    if (!toImage) return {};
    // The board's dotted section lines, through the centres of the system's even-row columns
    // (4 and 8 on Tricorne's), are the grid's, not the terrain's: a plain hex they cross must
    // not read as one with symbols.
    const auto lines = m_document ? m_document->boardShape().dottedLines : tricorne::BoardShape{}.dottedLines;
    const std::vector<double> sectionLines{BoardGeometry::sectionLineX(lines[0]), BoardGeometry::sectionLineX(lines[1])};
    return tracing::coloursUnder(m_loaded.image, *toImage, BoardGeometry::hexCentre(tricorne::toOffset(hex)), BoardGeometry::kHexSize,
                                 sectionLines, kSectionLineBand);
}

QColor ReferenceEditor::colourAt(int col, int row) const {
    if (!shown() || !onBoard(tricorne::toAxial(Offset{col, row}))) return Qt::transparent;
    const tracing::HexColours c = coloursOf(tricorne::toAxial(Offset{col, row}));
    if (c.pixels == 0) return Qt::transparent;
    return QColor(static_cast<int>(std::lround(c.red)), static_cast<int>(std::lround(c.green)), static_cast<int>(std::lround(c.blue)));
}

QString ReferenceEditor::terrainName(const std::string& id) const {
    if (id.empty()) return tr("Open ground");
    const auto* system = m_document ? m_document->system() : nullptr;
    const auto* type = system ? system->terrainType(id) : nullptr;
    return type ? engineText(type->name) : qs(id);
}

QVariantList ReferenceEditor::sampleTypes() const {
    QVariantList out{QVariantMap{{QStringLiteral("id"), QString()}, {QStringLiteral("name"), terrainName({})}}};
    const auto* system = m_document ? m_document->system() : nullptr;
    if (!system) return out;
    for (const auto& t : system->terrain)
        if (!t.linear) out << QVariantMap{{QStringLiteral("id"), qs(t.id)}, {QStringLiteral("name"), engineText(t.name)}};
    return out;
}

QVariantList ReferenceEditor::samples() const {
    QVariantList out;
    for (std::size_t i = 0; i < m_samples.size(); ++i) {
        const Offset o = tricorne::toOffset(m_samples[i].hex);
        const tracing::HexColours c = coloursOf(m_samples[i].hex);
        const QColor colour = c.pixels > 0 ? QColor(static_cast<int>(c.red), static_cast<int>(c.green), static_cast<int>(c.blue)) : QColor();
        out << QVariantMap{{QStringLiteral("index"), static_cast<int>(i)}, {QStringLiteral("col"), o.col},
                           {QStringLiteral("row"), o.row},          {QStringLiteral("terrain"), qs(m_samples[i].terrain)},
                           {QStringLiteral("name"), terrainName(m_samples[i].terrain)}, {QStringLiteral("colour"), colour}};
    }
    return out;
}

QVariantList ReferenceEditor::suggestions() const {
    QVariantList out;
    for (const auto& s : m_suggestions) {
        const Offset o = tricorne::toOffset(s.hex);
        out << QVariantMap{{QStringLiteral("col"), o.col},           {QStringLiteral("row"), o.row},
                           {QStringLiteral("terrain"), qs(s.terrain)}, {QStringLiteral("name"), terrainName(s.terrain)},
                           {QStringLiteral("accepted"), s.accepted},   {QStringLiteral("closeCall"), s.closeCall}};
    }
    return out;
}

int ReferenceEditor::acceptedCount() const {
    return static_cast<int>(std::count_if(m_suggestions.begin(), m_suggestions.end(), [](const HexSuggestion& s) { return s.accepted; }));
}

bool ReferenceEditor::addSample(int col, int row, const QString& terrain) {
    const Offset o{col, row};
    if (!ready() || !onBoard(tricorne::toAxial(o))) return false;
    const std::string id = terrain.toStdString();
    const auto* system = m_document->system();
    if (!id.empty() && (!system || !system->terrainType(id) || system->terrainType(id)->linear)) return false;
    if (coloursOf(tricorne::toAxial(o)).pixels == 0) return false;  // the picture does not reach this hex
    std::erase_if(m_samples, [&](const TraceSample& s) { return s.hex == tricorne::toAxial(o); });
    m_samples.push_back({tricorne::toAxial(o), id});
    resuggest();
    return true;
}

void ReferenceEditor::removeSample(int index) {
    if (index < 0 || at(index) >= m_samples.size()) return;
    m_samples.erase(m_samples.begin() + index);
    resuggest();
}

void ReferenceEditor::clearSamples() {
    m_samples.clear();
    resuggest();
}

void ReferenceEditor::resuggest() {
    // Accepted or rejected by the designer: kept for the hexes still suggested the same terrain.
    std::vector<HexSuggestion> before = std::move(m_suggestions);
    m_suggestions.clear();
    const tricorne::Scenario* scenario = m_document ? m_document->scenario() : nullptr;
    if (scenario && ready() && !m_samples.empty()) {
        std::vector<tracing::Sample> samples;
        for (const auto& s : m_samples) samples.push_back({s.terrain, coloursOf(s.hex)});
        for (const Hex hex : tricorne::board::allHexes()) {
            if (!onBoard(hex)) continue;  // nothing is suggested off the system's board
            const auto [current, linear] = terrainOf(*scenario, m_document->system(), hex);
            if (linear) continue;  // a road or river stays; its hex is traced with the brush
            const auto suggestion = tracing::suggest(coloursOf(hex), samples);
            if (!suggestion || suggestion->terrain == current) continue;
            HexSuggestion s{hex, suggestion->terrain, true, samples.size() > 1 && suggestion->margin < kCloseCall};
            for (const auto& old : before)
                if (old.hex == hex && old.terrain == s.terrain) s.accepted = old.accepted;
            m_suggestions.push_back(s);
        }
    }
    emit tracingChanged();
}

void ReferenceEditor::toggleSuggestion(int col, int row) {
    const Hex hex = tricorne::toAxial(Offset{col, row});
    for (auto& s : m_suggestions)
        if (s.hex == hex) s.accepted = !s.accepted;
    emit tracingChanged();
}

void ReferenceEditor::acceptAll(bool accepted) {
    for (auto& s : m_suggestions) s.accepted = accepted;
    emit tracingChanged();
}

int ReferenceEditor::applySuggestions() {
    if (!editable()) return 0;
    std::vector<std::pair<Hex, std::string>> accepted;
    for (const auto& s : m_suggestions)
        if (s.accepted) accepted.emplace_back(s.hex, s.terrain);
    if (accepted.empty()) return 0;
    if (!pushUnlessNoOp(m_document, new SuggestedTerrain(m_document, accepted))) return 0;
    return static_cast<int>(accepted.size());
}
