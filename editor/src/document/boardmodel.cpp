#include "document/boardmodel.h"

#include "document/hexsubset.h"

#include <QVariantMap>

#include "common/boardgeometry.h"
#include "common/enginetext.h"
#include "common/fromengine.h"
#include "tricorne/text/rule_text.h"

namespace {

using namespace tricorne;

/// Whether `hex` is on the system's board `shape` and in the engine's frame, whose slots the
/// model's rows are (validation refuses a board larger than the frame; the studio may still
/// open its system, and draws only the frame).
bool onShape(const BoardShape& shape, Hex hex) { return BoardGeometry::onBoard(toOffset(hex), shape); }

/// Colour for anything whose army the game system does not know.
const QString kNeutralColour = QStringLiteral("#7a7a7a");

QString armyColour(const GameSystem* system, const std::string& armyId) {
    const Army* army = system ? system->army(armyId) : nullptr;
    return army ? qs(army->color) : kNeutralColour;
}

QString armyName(const GameSystem* system, const std::string& armyId) {
    const Army* army = system ? system->army(armyId) : nullptr;
    return army ? engineText(army->name) : qs(armyId);
}

/// The Chief marker a unit of `army` carries ("Clan Chief", "Chief Officer"); "Chief"
/// when the system names none.
QString chiefMarkerName(const GameSystem* system, const Army* army) {
    const Faction* faction = system && army ? system->faction(army->faction) : nullptr;
    return faction && faction->chiefMarker ? engineText(*faction->chiefMarker) : BoardModel::tr("Chief");
}

QString sideName(const Scenario* scenario, const GameSystem* system, Position position) {
    if (!scenario) return {};
    const std::string& id = scenario->side(position).faction;
    const Faction* faction = system ? system->faction(id) : nullptr;
    return faction ? engineText(faction->name) : qs(id);
}

QVariantList unitKeyOf(const GameSystem* system) {
    QVariantList key;
    if (!system) return key;
    for (const Army& army : system->armies) {
        QVariantList types;
        for (const UnitType& type : army.unitTypes)
            types << QVariantMap{{QStringLiteral("type"), qs(type.id)},
                                 {QStringLiteral("name"), engineText(type.name)},
                                 {QStringLiteral("kind"), QString::fromLatin1(unitKindName(type.kind))},
                                 {QStringLiteral("symbol"), unitSymbol(type).toMap()}};
        key << QVariantMap{{QStringLiteral("army"), qs(army.id)},
                           {QStringLiteral("name"), engineText(army.name)},
                           {QStringLiteral("colour"), qs(army.color)},
                           {QStringLiteral("types"), types}};
    }
    return key;
}

/// The colour a side's pieces wear: its faction's first army's.
QString sideColour(const Scenario* scenario, const GameSystem* system, Position position) {
    if (!scenario || !system) return kNeutralColour;
    const std::string& faction = scenario->side(position).faction;
    for (const Army& army : system->armies)
        if (army.faction == faction) return qs(army.color);
    return kNeutralColour;
}

/// Whether an objective is worth different banners to each side (its marker shows both).
bool worthBySide(const Objective& o) { return !o.banners && (o.bannersTop || o.bannersBottom); }

/// What an objective is worth to either side, as printed on its marker: "2"; "" when it
/// differs by side (the marker shows each side's number in its colour instead).
QString bannersLabel(const Objective& o) { return o.banners ? QString::number(*o.banners) : QString(); }

/// What an objective is worth, in words for its tooltip: "Kirk: 1 banner", or by side when it
/// differs ("Pass: Government 2 banners, Jacobite 1 banner"); one worth no banners (an immediate
/// victory) in the engine's words.
QString objectiveWorth(const Objective& o, const QString& name, const QString& top, const QString& bottom) {
    auto banners = [](int n) { return n == 1 ? BoardModel::tr("1 banner") : BoardModel::tr("%1 banners").arg(n); };
    if (o.banners) return BoardModel::tr("%1: %2").arg(name, banners(*o.banners));
    if (worthBySide(o))
        return BoardModel::tr("%1: %2 %3, %4 %5").arg(name, top, banners(o.bannersTop.value_or(0)), bottom, banners(o.bannersBottom.value_or(0)));
    return BoardModel::tr("%1: %2").arg(name, engineSentence(objectiveText(o, SideWords{bottom.toStdString(), top.toStdString()})));
}

}  // namespace

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent) {
    m_cells.reserve(board::kHexCount);
    for (int i = 0; i < board::kHexCount; ++i) m_cells.push_back(emptyCell(i, BoardShape{}));
    m_pieces = new HexSubset(this, {HasUnitRole, HasLeaderRole, HasObjectiveRole}, this);
    m_issues = new HexSubset(this, {IssueRole}, this);
}

BoardModel::Cell BoardModel::emptyCell(int index, const BoardShape& shape) {
    Cell cell;
    cell.offset = board::offsetAt(index);
    cell.centre = BoardGeometry::hexCentre(cell.offset);
    // Which hexes are on the board, its sections and baselines are the game system's
    // (GameSystem::board); a hex of the frame off that board is none of them.
    cell.onBoard = shape.contains(cell.offset);
    if (!cell.onBoard) return cell;
    if (shape.inSection(cell.offset, BoardSection::Left)) cell.sections << QStringLiteral("left");
    if (shape.inSection(cell.offset, BoardSection::Centre)) cell.sections << QStringLiteral("centre");
    if (shape.inSection(cell.offset, BoardSection::Right)) cell.sections << QStringLiteral("right");
    cell.isBaseline = cell.offset.row == shape.baselineRow(Position::Top) || cell.offset.row == shape.baselineRow(Position::Bottom);
    return cell;
}

void BoardModel::setScenario(const Scenario* scenario, const GameSystem* system, const Diagnostics& diagnostics) {
    update(scenario, system, diagnostics, Hexes().set());
}

void BoardModel::update(const Scenario* scenario, const GameSystem* system, const Diagnostics& diagnostics, const Hexes& hexes) {
    // The new state of the hexes to recompute is built beside the old one, so that only the
    // rows that really differ are signalled.
    const BoardShape shape = system ? system->board : BoardShape{};
    std::vector<Cell> cells = m_cells;
    // Another board changes every hex (on the board or not, sections, baseline), not only the
    // edited ones.
    const Hexes recompute = shape == m_shape ? hexes : Hexes().set();
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (recompute.test(i)) cells[i] = emptyCell(static_cast<int>(i), shape);
    // Entries off the system's board are the validator's business (it reports them); the
    // board skips them, and the hexes not to recompute.
    auto cellAt = [&](Hex hex) -> Cell* {
        if (!onShape(shape, hex)) return nullptr;
        const auto i = static_cast<std::size_t>(board::indexOf(hex));
        return recompute.test(i) ? &cells[i] : nullptr;
    };

    if (scenario) {
        // Where a file stacks things the validator forbids (two tiles, two units in a hex), the
        // first one in document order is drawn and the hex is flagged by its diagnostic.
        for (const TerrainTile& tile : scenario->terrain) {
            Cell* cell = cellAt(tile.hex);
            if (!cell || !cell->terrain.isEmpty()) continue;
            cell->terrain = qs(tile.type);
            const TerrainType* type = system ? system->terrainType(tile.type) : nullptr;
            cell->terrainName = type ? engineText(type->name) : qs(tile.type);
            if (type && type->linear) {
                const auto variant = type->variants.find(tile.variant);
                if (variant != type->variants.end())
                    for (Side side : variant->second) cell->exits << static_cast<int>(rotated(side, tile.rotation));
            }
        }
        for (const HexsideFeature& feature : scenario->hexsides) {
            Cell* cell = cellAt(feature.hex);
            if (!cell) continue;
            const HexsideType* type = system ? system->hexsideType(feature.type) : nullptr;
            cell->hexsides << QVariantMap{{QStringLiteral("side"), static_cast<int>(feature.side)},
                                          {QStringLiteral("type"), qs(feature.type)},
                                          {QStringLiteral("name"), type ? engineText(type->name) : qs(feature.type)}};
        }
        for (const Unit& unit : scenario->units) {
            Cell* cell = cellAt(unit.hex);
            if (!cell || cell->hasUnit) continue;
            const Army* army = system ? system->army(unit.army) : nullptr;
            const UnitType* type = army ? army->unitType(unit.type) : nullptr;
            cell->hasUnit = true;
            cell->unitColor = armyColour(system, unit.army);
            cell->unitArmy = qs(unit.army);
            cell->unitArmyName = armyName(system, unit.army);
            cell->unitType = qs(unit.type);
            cell->unitTypeName = type ? engineText(type->name) : qs(unit.type);
            cell->unitKind = type ? QString::fromLatin1(unitKindName(type->kind)) : QString();
            cell->unitBlocks = unit.blocks;
            cell->unitName = qs(unit.name);
            cell->unitChief = unit.chief;
            if (unit.chief) cell->unitChiefMarker = chiefMarkerName(system, army);
            cell->unitSymbol = type ? unitSymbol(*type) : unknownUnitSymbol(qs(unit.type));
        }
        for (const Leader& leader : scenario->leaders) {
            Cell* cell = cellAt(leader.hex);
            if (!cell || cell->hasLeader) continue;
            cell->hasLeader = true;
            cell->leaderName = qs(leader.name);
            cell->leaderColor = armyColour(system, leader.army);
            cell->leaderArmyName = armyName(system, leader.army);
        }
        for (const Objective& objective : scenario->objectives) {
            for (Hex hex : objective.hexes) {
                Cell* cell = cellAt(hex);
                if (!cell) continue;
                const QString label = bannersLabel(objective);
                const QString kind = qs(std::string(kindInfo(objective.kind).title)).section(QLatin1Char(','), 0, 0).section(QLatin1Char(' '), 0, 0);
                const auto& holderArmies = objective.holder ? scenario->side(*objective.holder).armies : std::vector<std::string>{};
                if (!holderArmies.empty()) cell->objectiveHolderColor = armyColour(system, holderArmies.front());
                const QString name = qs(objective.name.empty() ? objective.id : objective.name);
                cell->objectiveWorth << objectiveWorth(objective, name, sideName(scenario, system, Position::Top),
                                                       sideName(scenario, system, Position::Bottom));
                if (cell->hasObjective) {
                    if (!label.isEmpty())
                        cell->objectiveBanners += (cell->objectiveBanners.isEmpty() ? QString() : QStringLiteral("+")) + label;
                    cell->objectiveName += QStringLiteral(", ") + name;
                    if (!cell->objectiveKind.contains(kind)) cell->objectiveKind += QStringLiteral("+") + kind;
                } else {
                    cell->objectiveBanners = label;
                    cell->objectiveName = name;
                    cell->objectiveKind = kind;
                }
                if (worthBySide(objective)) {
                    // In the tooltip's order, top side first; a second such objective on the hex adds to it.
                    const int worth[] = {objective.bannersTop.value_or(0), objective.bannersBottom.value_or(0)};
                    if (cell->objectiveSides.isEmpty()) {
                        for (const Position side : {Position::Top, Position::Bottom})
                            cell->objectiveSides << QVariantMap{{QStringLiteral("name"), sideName(scenario, system, side)},
                                                                {QStringLiteral("colour"), sideColour(scenario, system, side)},
                                                                {QStringLiteral("banners"), 0}};
                    }
                    for (int i = 0; i < 2; ++i) {
                        QVariantMap entry = cell->objectiveSides[i].toMap();
                        entry[QStringLiteral("banners")] = entry.value(QStringLiteral("banners")).toInt() + worth[i];
                        cell->objectiveSides[i] = entry;
                    }
                }
                cell->hasObjective = true;
            }
        }
    }
    std::vector<QString> issues(cells.size());
    for (const Diagnostic& d : diagnostics) {
        if (!d.hex || !onShape(shape, toAxial(*d.hex))) continue;
        QString& issue = issues[static_cast<std::size_t>(board::indexOf(*d.hex))];
        if (d.severity == Severity::Error)
            issue = QStringLiteral("error");
        else if (issue.isEmpty())
            issue = QStringLiteral("warning");
    }
    for (std::size_t i = 0; i < cells.size(); ++i) cells[i].issue = std::move(issues[i]);

    // One signal per run of neighbouring rows that changed the same roles (a whole new
    // scenario: a few runs; a brush stroke: one row).
    std::vector<QList<int>> roles(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) roles[i] = changedRoles(m_cells[i], cells[i]);
    m_cells = std::move(cells);
    const bool otherShape = !(shape == m_shape);
    m_shape = shape;
    for (std::size_t first = 0; first < roles.size();) {
        std::size_t last = first;
        while (last + 1 < roles.size() && roles[last + 1] == roles[first]) ++last;
        if (!roles[first].isEmpty()) emit dataChanged(index(static_cast<int>(first)), index(static_cast<int>(last)), roles[first]);
        first = last + 1;
    }
    if (otherShape) emit shapeChanged();
    ++m_revision;
    emit revisionChanged();
    updateKeyAndSides(scenario, system);
    updateLabels(scenario);
}

bool BoardModel::onBoard(tricorne::Hex hex) const { return onShape(m_shape, hex); }

bool BoardModel::onBoard(int col, int row) const { return BoardGeometry::onBoard({col, row}, m_shape); }

qreal BoardModel::boardWidth() const { return BoardGeometry::boardSize(m_shape).width(); }

qreal BoardModel::boardHeight() const { return BoardGeometry::boardSize(m_shape).height(); }

QPoint BoardModel::hexAt(qreal x, qreal y) const {
    const auto offset = BoardGeometry::offsetAt({x, y}, m_shape);
    return offset ? QPoint(offset->col, offset->row) : QPoint(-1, -1);
}

QRectF BoardModel::fittedBoard(qreal width, qreal height) const { return BoardGeometry::fitBoard({0.0, 0.0, width, height}, m_shape); }

void BoardModel::updateLabels(const Scenario* scenario) {
    QVariantList labels;
    if (scenario) {
        // Off-board labels are the validator's business (label-off-board), as for pieces.
        for (const MapLabel& label : scenario->labels) {
            if (!onShape(m_shape, label.hex)) continue;
            const Offset o = toOffset(label.hex);
            labels << QVariantMap{{QStringLiteral("text"), qs(label.text)},
                                  {QStringLiteral("col"), o.col},
                                  {QStringLiteral("row"), o.row},
                                  {QStringLiteral("centre"), BoardGeometry::hexCentre(o)},
                                  {QStringLiteral("rotation"), label.rotation}};
        }
    }
    if (labels == m_labels) return;
    m_labels = std::move(labels);
    emit labelsChanged();
}

void BoardModel::updateKeyAndSides(const Scenario* scenario, const GameSystem* system) {
    if (system != m_system) {
        m_system = system;
        m_unitKey = unitKeyOf(system);
        emit unitKeyChanged();
    }
    const QString top = sideName(scenario, system, Position::Top);
    const QString bottom = sideName(scenario, system, Position::Bottom);
    if (top != m_topName || bottom != m_bottomName) {
        m_topName = top;
        m_bottomName = bottom;
        emit sideNamesChanged();
    }
}

QList<int> BoardModel::changedRoles(const Cell& was, const Cell& is) {
    // Position belongs to the hex and never changes; sections and baseline only with the
    // game system's board.
    QList<int> roles;
    auto check = [&roles](bool differs, int role) {
        if (differs) roles.append(role);
    };
    check(was.onBoard != is.onBoard, OnBoardRole);
    check(was.sections != is.sections, SectionsRole);
    check(was.isBaseline != is.isBaseline, IsBaselineRole);
    check(was.terrain != is.terrain, TerrainRole);
    check(was.terrainName != is.terrainName, TerrainNameRole);
    check(was.exits != is.exits, ExitsRole);
    check(was.hexsides != is.hexsides, HexsidesRole);
    check(was.hasUnit != is.hasUnit, HasUnitRole);
    check(was.unitColor != is.unitColor, UnitColorRole);
    check(was.unitArmy != is.unitArmy, UnitArmyRole);
    check(was.unitType != is.unitType, UnitTypeRole);
    check(was.unitTypeName != is.unitTypeName, UnitTypeNameRole);
    check(was.unitKind != is.unitKind, UnitKindRole);
    check(was.unitBlocks != is.unitBlocks, UnitBlocksRole);
    check(was.unitName != is.unitName, UnitNameRole);
    check(was.unitChief != is.unitChief, UnitChiefRole);
    check(was.unitSymbol != is.unitSymbol, UnitSymbolRole);
    check(was.hasLeader != is.hasLeader, HasLeaderRole);
    check(was.leaderName != is.leaderName, LeaderNameRole);
    check(was.leaderColor != is.leaderColor, LeaderColorRole);
    check(was.hasObjective != is.hasObjective, HasObjectiveRole);
    check(was.objectiveBanners != is.objectiveBanners, ObjectiveBannersRole);
    check(was.objectiveSides != is.objectiveSides, ObjectiveSidesRole);
    check(was.objectiveName != is.objectiveName, ObjectiveNameRole);
    check(was.objectiveKind != is.objectiveKind, ObjectiveKindRole);
    check(was.objectiveHolderColor != is.objectiveHolderColor, ObjectiveHolderColorRole);
    check(was.issue != is.issue, IssueRole);
    // The army's and Chief marker's names have no role of their own: describeHex and pieceTip
    // read them, and nothing binds to them (pieceTip's bindings follow `revision`).
    return roles;
}

QString BoardModel::describeHex(int col, int row) const {
    const Offset offset{col, row};
    if (!onShape(m_shape, toAxial(offset))) return {};
    const Cell& cell = m_cells[static_cast<std::size_t>(board::indexOf(offset))];
    QStringList parts;
    parts << QStringLiteral("%1,%2").arg(col).arg(row);
    parts << (cell.terrainName.isEmpty() ? tr("Open ground") : cell.terrainName);
    if (cell.hasUnit) {
        QStringList details{cell.unitTypeName, cell.unitArmyName,
                            cell.unitBlocks == 1 ? tr("1 block") : tr("%1 blocks").arg(cell.unitBlocks)};
        if (cell.unitChief) details << tr("Chief marker");
        parts << (cell.unitName.isEmpty() ? cell.unitTypeName : cell.unitName) + QStringLiteral(" (") +
                     details.join(QStringLiteral(", ")) + QLatin1Char(')');
    }
    if (cell.hasLeader) parts << tr("Leader %1").arg(cell.leaderName);
    for (const QVariant& v : cell.hexsides) {
        const QVariantMap feature = v.toMap();
        const auto side = static_cast<Side>(feature.value(QStringLiteral("side")).toInt());
        parts << tr("%1 on %2 side").arg(feature.value(QStringLiteral("name")).toString(), engineText(sideName(side)));
    }
    // Each objective's worth in words, by side where it differs, as its tooltip says it.
    for (const QString& worth : cell.objectiveWorth) parts << tr("Objective %1").arg(worth);
    QStringList sections;  // the engine's names ("left"), which the role keeps for QML
    for (const QString& section : cell.sections) sections << engineText(section.toStdString());
    parts << tr("section %1").arg(sections.join(QStringLiteral(" + ")));
    return parts.join(QStringLiteral("  ·  "));
}

QString BoardModel::pieceTip(int col, int row) const {
    const Offset offset{col, row};
    if (!onShape(m_shape, toAxial(offset))) return {};
    const Cell& cell = m_cells[static_cast<std::size_t>(board::indexOf(offset))];
    QStringList lines;
    if (cell.hasUnit) {
        lines << tr("%1 — %2").arg(cell.unitTypeName, cell.unitArmyName);
        if (!cell.unitName.isEmpty()) lines << cell.unitName;
        lines << (cell.unitBlocks == 1 ? tr("1 block") : tr("%1 blocks").arg(cell.unitBlocks));
        if (cell.unitChief) lines << tr("%1 marker").arg(cell.unitChiefMarker);
        if (cell.hasLeader) lines << tr("Leader attached: %1").arg(cell.leaderName);
    } else if (cell.hasLeader) {
        lines << tr("Leader %1 — %2").arg(cell.leaderName, cell.leaderArmyName);
    }
    for (const QString& worth : cell.objectiveWorth) lines << tr("Objective %1").arg(worth);
    return lines.join(u'\n');
}

int BoardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_cells.size());
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Cell& c = m_cells[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole: return QStringLiteral("%1,%2").arg(c.offset.col).arg(c.offset.row);
        case ColRole: return c.offset.col;
        case RowRole: return c.offset.row;
        case XRole: return c.centre.x();
        case YRole: return c.centre.y();
        case TerrainRole: return c.terrain;
        case TerrainNameRole: return c.terrainName;
        case ExitsRole: return c.exits;
        case HexsidesRole: return c.hexsides;
        case HasUnitRole: return c.hasUnit;
        case UnitColorRole: return c.unitColor;
        case UnitArmyRole: return c.unitArmy;
        case UnitTypeRole: return c.unitType;
        case UnitTypeNameRole: return c.unitTypeName;
        case UnitKindRole: return c.unitKind;
        case UnitBlocksRole: return c.unitBlocks;
        case UnitNameRole: return c.unitName;
        case UnitChiefRole: return c.unitChief;
        case UnitSymbolRole: return c.hasUnit ? QVariant(c.unitSymbol.toMap()) : QVariant();
        case HasLeaderRole: return c.hasLeader;
        case LeaderNameRole: return c.leaderName;
        case LeaderColorRole: return c.leaderColor;
        case SectionsRole: return c.sections;
        case IsBaselineRole: return c.isBaseline;
        case HasObjectiveRole: return c.hasObjective;
        case ObjectiveBannersRole: return c.objectiveBanners;
        case ObjectiveSidesRole: return c.objectiveSides;
        case ObjectiveNameRole: return c.objectiveName;
        case ObjectiveKindRole: return c.objectiveKind;
        case ObjectiveHolderColorRole: return c.objectiveHolderColor;
        case IssueRole: return c.issue;
        case OnBoardRole: return c.onBoard;
        default: return {};
    }
}

QHash<int, QByteArray> BoardModel::roleNames() const {
    return {
        {ColRole, "col"},
        {RowRole, "row"},
        {XRole, "x"},
        {YRole, "y"},
        {TerrainRole, "terrain"},
        {TerrainNameRole, "terrainName"},
        {ExitsRole, "exits"},
        {HexsidesRole, "hexsides"},
        {HasUnitRole, "hasUnit"},
        {UnitColorRole, "unitColor"},
        {UnitArmyRole, "unitArmy"},
        {UnitTypeRole, "unitType"},
        {UnitTypeNameRole, "unitTypeName"},
        {UnitKindRole, "unitKind"},
        {UnitBlocksRole, "unitBlocks"},
        {UnitNameRole, "unitName"},
        {UnitChiefRole, "unitChief"},
        {UnitSymbolRole, "unitSymbol"},
        {HasLeaderRole, "hasLeader"},
        {LeaderNameRole, "leaderName"},
        {LeaderColorRole, "leaderColor"},
        {SectionsRole, "sections"},
        {IsBaselineRole, "isBaseline"},
        {HasObjectiveRole, "hasObjective"},
        {ObjectiveBannersRole, "objectiveBanners"},
        {ObjectiveSidesRole, "objectiveSides"},
        {ObjectiveNameRole, "objectiveName"},
        {ObjectiveKindRole, "objectiveKind"},
        {ObjectiveHolderColorRole, "objectiveHolderColor"},
        {IssueRole, "issue"},
        {OnBoardRole, "onBoard"},
    };
}
